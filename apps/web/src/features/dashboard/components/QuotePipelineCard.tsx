import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { AdminStats } from '@shop/contract';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';
import { formatCount, formatMoney, plural } from '../../../lib/format';

/** The staff quote list filtered on a status (the quote screens). */
export const quotesHref = (status: string) => `/admin/quotes?status=${status}`;

function Figure({
  label,
  value,
  note,
  href,
}: {
  label: string;
  value: string;
  note?: string;
  href?: string | undefined;
}) {
  const shown: ReactNode = href ? (
    <Link to={href} aria-label={`${label}: ${value}`}>
      {value}
    </Link>
  ) : (
    value
  );
  return (
    <div className="col-6 col-md-4 col-xl">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="h4 mb-0">{shown}</dd>
      {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
    </div>
  );
}

/**
 * The quote pipeline: quotes out with customers and accepted, linking to
 * the quote list filtered on them for those who may open it; the value won this month; the
 * share of the last 90 days' site surveys that became paid orders; and the average days from
 * a survey to its installation.
 */
export function QuotePipelineCard({
  pipeline,
  linkToQuotes,
}: {
  pipeline: AdminStats['quotePipeline'];
  linkToQuotes: boolean;
}) {
  const empty =
    pipeline.sent === 0 &&
    pipeline.accepted === 0 &&
    pipeline.surveysLast90Days === 0 &&
    pipeline.installationsLast90Days === 0;
  const link = (status: string) => (linkToQuotes ? quotesHref(status) : undefined);
  return (
    <DashboardPanel id="quote-pipeline-heading" title="Quote Pipeline" icon="file-earmark-text">
      {empty ? (
        <PanelEmpty>No quotes or site surveys yet</PanelEmpty>
      ) : (
        <Card.Body>
          <dl className="row g-3 mb-0">
            <Figure
              label="Sent, awaiting an answer"
              value={formatCount(pipeline.sent)}
              href={link('sent')}
            />
            <Figure
              label="Accepted"
              value={formatCount(pipeline.accepted)}
              href={link('accepted')}
            />
            <Figure label="Won this month" value={formatMoney(pipeline.valueWonThisMonth)} />
            <Figure
              label="Survey to paid order"
              value={pipeline.conversionPercent === null ? '—' : `${pipeline.conversionPercent}%`}
              note={`${formatCount(pipeline.surveysConvertedLast90Days)} of ${plural(
                pipeline.surveysLast90Days,
                'survey',
              )}, last 90 days`}
            />
            <Figure
              label="Survey to installation"
              value={
                pipeline.averageDaysToInstallation === null
                  ? '—'
                  : plural(pipeline.averageDaysToInstallation, 'day')
              }
              note={`average of ${plural(pipeline.installationsLast90Days, 'installation')}, last 90 days`}
            />
          </dl>
        </Card.Body>
      )}
    </DashboardPanel>
  );
}
