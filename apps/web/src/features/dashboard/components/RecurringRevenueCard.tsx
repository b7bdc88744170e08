import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { AdminStats } from '@shop/contract';
import { RmrTrendChart } from '../../../components/charts/RmrTrendChart';
import { formatCount, formatMoney } from '../../../lib/format';
import { DashboardPanel } from './DashboardPanel';

/** The owner's recurring revenue page. */
export const RECURRING_REVENUE_HREF = '/admin/recurring-revenue';

/**
 * The plans' recurring monthly revenue (ADR 0075): RMR now, the subscriptions billing and
 * those past due, and RMR at each of the last 12 month-ends as a small line, linking to the
 * recurring-revenue page (the same permission as the dashboard: reports).
 */
export function RecurringRevenueCard({ recurring }: { recurring: AdminStats['recurring'] }) {
  const { rmr, subscriptions, months } = recurring;
  return (
    <DashboardPanel
      id="recurring-heading"
      title="Recurring Revenue"
      icon="graph-up-arrow"
      action={
        <Link to={RECURRING_REVENUE_HREF} className="small">
          RMR and attrition
        </Link>
      }
    >
      <Card.Body>
        <dl className="row g-3 mb-3">
          <div className="col-12">
            <dt className="small text-body-secondary fw-normal">RMR now</dt>
            <dd className="h4 mb-0 text-nowrap">{formatMoney(rmr)}</dd>
          </div>
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">Active plans</dt>
            <dd className="h4 mb-0">{formatCount(subscriptions.active)}</dd>
          </div>
          <div className="col-6">
            <dt className="small text-body-secondary fw-normal">Past due</dt>
            <dd className={`h4 mb-0${subscriptions.pastDue > 0 ? ' text-danger' : ''}`}>
              {formatCount(subscriptions.pastDue)}
            </dd>
          </div>
        </dl>
        {months.some((m) => m.rmr > 0) ? (
          <RmrTrendChart months={months} height={140} compact />
        ) : (
          <p className="text-body-secondary small mb-0">No recurring revenue yet.</p>
        )}
      </Card.Body>
    </DashboardPanel>
  );
}
