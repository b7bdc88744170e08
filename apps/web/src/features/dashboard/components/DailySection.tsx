import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { LoadingState } from '../../../components/ui/LoadingState';
import { dailySummary, hasActivity, type DailyPoint } from '../daily-figures';
import { DashboardPanel, PanelEmpty } from './DashboardPanel';
import { formatMoney, formatShortDay, formatCount } from '../../../lib/format';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';

function ChartUnavailable() {
  return (
    <p className="text-body-secondary mb-0">
      The chart could not be loaded. Use Show as table to read the figures.
    </p>
  );
}

// The chart library loads on its own, after the numbers: the page's own code stays small and
// the figures show while it arrives. A failed download leaves the table, not a broken page.
const OrdersRevenueChart = lazy(() =>
  import('./OrdersRevenueChart').catch(() => ({ default: ChartUnavailable })),
);

/** Orders and revenue per day over the last 30 days: a chart, and the same figures as a table. */
export function DailySection({ daily }: { daily: readonly DailyPoint[] }) {
  const [showTable, setShowTable] = useState(false);
  const active = hasActivity(daily);
  const summary = dailySummary(daily);
  return (
    <DashboardPanel
      id="daily-heading"
      title="Orders and Revenue, Last 30 Days"
      icon="bar-chart-line"
      action={
        active ? (
          <Button
            variant="outline-secondary"
            size="sm"
            aria-expanded={showTable}
            aria-controls="daily-table"
            onClick={() => setShowTable((v) => !v)}
          >
            <i className={`bi bi-${showTable ? 'bar-chart' : 'table'} me-1`} aria-hidden="true" />
            {showTable ? 'Hide table' : 'Show as table'}
          </Button>
        ) : undefined
      }
    >
      {!active ? (
        <PanelEmpty>No orders in the last 30 days</PanelEmpty>
      ) : (
        <Card.Body>
          <Suspense fallback={<LoadingState label="Loading chart..." />}>
            <OrdersRevenueChart daily={daily} summary={summary} />
          </Suspense>
          <div id="daily-table" hidden={!showTable}>
            <ScrollRegion label="Orders and revenue per day">
              <Table size="sm" striped className="mt-3 mb-0 small">
                <caption className="caption-top">Orders and revenue per day</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col" className="text-end">
                      Orders
                    </th>
                    <th scope="col" className="text-end">
                      Revenue
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {daily.map((d) => (
                    <tr key={d.day}>
                      <th scope="row" className="fw-normal">
                        <time dateTime={d.day}>{formatShortDay(d.day)}</time>
                      </th>
                      <td className="text-end">{formatCount(d.orders)}</td>
                      <td className="text-end">{formatMoney(d.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </ScrollRegion>
          </div>
        </Card.Body>
      )}
    </DashboardPanel>
  );
}
