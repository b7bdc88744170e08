import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import {
  highReturnsLabel,
  RESOLVE_WINDOW_DAYS,
  RMA_STATUS_LABELS,
  type AdminStats,
} from '@shop/contract';
import { endColumn, TableHead } from '../../../components/list/TableParts';
import { DashboardPanel } from './DashboardPanel';
import { formatCount, plural } from '../../../lib/format';

/** The staff RMA queue and the return-rates page. */
export const RMAS_HREF = '/admin/rmas';
export const RETURN_RATES_HREF = '/admin/return-rates';

const OPEN = ['requested', 'approved', 'received', 'inspected'] as const;

/**
 * The open RMAs per status (linking to the queue for those who may open it) and the average
 * days to resolve of the last 90 days: the dashboard's card and the return-rates page.
 */
export function ReturnsFigures({
  open,
  resolve,
  linkToRmas,
}: Pick<AdminStats['returns'], 'open' | 'resolve'> & { linkToRmas: boolean }) {
  return (
    <dl className="row g-3 mb-3">
      <div className="col-6 col-md-4">
        <dt className="small text-body-secondary fw-normal">Open RMAs</dt>
        <dd className="h4 mb-0">
          {linkToRmas ? (
            <Link to={RMAS_HREF} aria-label={`Open RMAs: ${formatCount(open.total)}`}>
              {formatCount(open.total)}
            </Link>
          ) : (
            formatCount(open.total)
          )}
        </dd>
        <dd className="small text-body-secondary mb-0">
          {OPEN.map((s) => `${RMA_STATUS_LABELS[s].split(':')[0]} ${formatCount(open[s])}`).join(
            ' · ',
          )}
        </dd>
      </div>
      <div className="col-6 col-md-4">
        <dt className="small text-body-secondary fw-normal">Days to resolve</dt>
        <dd className="h4 mb-0">
          {resolve.averageDays === null ? '—' : plural(resolve.averageDays, 'day')}
        </dd>
        <dd className="small text-body-secondary mb-0">
          average of {plural(resolve.resolved, 'RMA')} resolved, last {RESOLVE_WINDOW_DAYS} days
        </dd>
      </div>
    </dl>
  );
}

/**
 * The Returns card (ADR 0050): the open RMAs per status, linking to the queue for those
 * who may open it; the average days from filing to resolution over the last 90 days; and the
 * flagged products with the highest return rates, linking to the return-rates page.
 */
export function ReturnsCard({
  returns,
  linkToRmas,
}: {
  returns: AdminStats['returns'];
  linkToRmas: boolean;
}) {
  const { open, resolve, flagged } = returns;
  return (
    <DashboardPanel
      id="returns-heading"
      title="Returns"
      icon="arrow-return-left"
      action={
        linkToRmas && (
          <Link to={RETURN_RATES_HREF} className="small">
            Return rates
          </Link>
        )
      }
    >
      <Card.Body>
        <ReturnsFigures open={open} resolve={resolve} linkToRmas={linkToRmas} />
        <h3 className="h6">Flagged for high returns</h3>
        {flagged.length === 0 ? (
          <p className="text-body-secondary small mb-0">No product is over the return-rate flag.</p>
        ) : (
          <Table size="sm" responsive className="mb-0 align-middle">
            <TableHead columns={['Product', endColumn('Returned'), endColumn('Rate')]} />
            <tbody>
              {flagged.map((p) => (
                <tr key={p.productId}>
                  <td>
                    <div className="fw-semibold">{p.name}</div>
                    <div className="small text-body-secondary">{p.sku}</div>
                  </td>
                  <td className="text-end text-nowrap">
                    {formatCount(p.rmas)} of {formatCount(p.unitsSold)}
                  </td>
                  <td className="text-end text-nowrap">
                    <span className="badge text-bg-danger">
                      {p.ratePercent === null ? '—' : highReturnsLabel(p.ratePercent)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </DashboardPanel>
  );
}
