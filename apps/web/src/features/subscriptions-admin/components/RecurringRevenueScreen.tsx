import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { RecurringRevenue, RmrMonth } from '@shop/contract';
import { hasPermission } from '@shop/contract/permissions';
import { asCents, type Cents } from '@shop/contract/money';
import { LazyMoneyBarChart } from '../../../components/charts/LazyMoneyCharts';
import { RmrTrendChart } from '../../../components/charts/RmrTrendChart';
import { ErrorState } from '../../../components/ui/ErrorState';
import { LoadingState } from '../../../components/ui/LoadingState';
import { ScrollRegion } from '../../../components/ui/ScrollRegion';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { formatCount, formatMoney, formatMonth, formatPercent, plural } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { recurringRevenueQuery } from '../api/recurring-revenue';

/** The industry's rule of thumb: a security monitoring business sells for 30 to 50 times RMR. */
const MULTIPLES = [30, 50] as const;

/** The moves of RMR, their colours, and their sign on the chart (losses below zero). */
const MOVES = [
  { key: 'new', label: 'New', colour: '#198754', sign: 1 },
  { key: 'expansion', label: 'Expansion', colour: '#0dcaf0', sign: 1 },
  { key: 'contraction', label: 'Contraction', colour: '#fd7e14', sign: -1 },
  { key: 'churned', label: 'Churned', colour: '#dc3545', sign: -1 },
] as const;

const netChange = (m: Pick<RmrMonth, 'new' | 'expansion' | 'contraction' | 'churned'>) =>
  asCents(m.new + m.expansion - m.contraction - m.churned);

const signed = (cents: Cents) => (cents > 0 ? `+${formatMoney(cents)}` : formatMoney(cents));

/** Large, but small enough on a phone's half-width card for "$123,456.50" to fit. */
const VALUE_SIZE = { fontSize: 'clamp(1.1rem, 0.9rem + 1.2vw, 1.5rem)' };

/** One figure: its name over its value, and a line saying what it counts. */
function Figure({
  label,
  value,
  note,
  className = 'col-6 col-md-4 col-xl-3',
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  className?: string;
}) {
  return (
    <div className={className}>
      <Card className="h-100 shadow-sm">
        <Card.Body className="p-3">
          <dl className="mb-0">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="fw-bold lh-sm mb-1 text-nowrap" style={VALUE_SIZE}>
              {value}
            </dd>
            {note && <dd className="small text-body-secondary mb-0">{note}</dd>}
          </dl>
        </Card.Body>
      </Card>
    </div>
  );
}

function Figures({ data, linkToList }: { data: RecurringRevenue; linkToList: boolean }) {
  const { subscriptions: subs, renewalsDue } = data;
  const count = (n: number, query: string) =>
    linkToList ? (
      <Link to={`/admin/subscriptions?${query}`}>{formatCount(n)}</Link>
    ) : (
      formatCount(n)
    );
  return (
    <>
      <section aria-label="Revenue" className="mb-3">
        <div className="row g-2 g-md-3">
          <Figure
            label="RMR now"
            value={formatMoney(data.rmr)}
            note="Recurring monthly revenue of the plans billing now"
          />
          {MULTIPLES.map((x) => (
            <Figure
              key={x}
              label={`Value at ${x}× RMR`}
              value={formatMoney(asCents(data.rmr * x))}
              note={x === 30 ? 'The low end of the industry multiple' : 'The high end'}
            />
          ))}
          <Figure
            label="Yearly renewals, next 30 days"
            value={formatMoney(renewalsDue.amount)}
            note={plural(renewalsDue.count, 'yearly plan')}
          />
        </div>
        <p className="small text-body-secondary mt-2 mb-0">
          Security monitoring businesses are commonly valued at 30 to 50 times their recurring
          monthly revenue (the industry multiple). These values are a guide, not an appraisal.
        </p>
      </section>
      <section aria-label="Attrition and subscriptions" className="mb-4">
        <div className="row g-2 g-md-3">
          <Figure
            label="Gross attrition, 12 months"
            value={formatPercent(data.grossAttrition)}
            note="Churned RMR over the average month-end RMR"
          />
          <Figure
            label="Net attrition, 12 months"
            value={formatPercent(data.netAttrition)}
            note="Churn and contraction less expansion, over the same average"
          />
          <Figure
            label="Subscriptions"
            className="col-12 col-md-4 col-xl-6"
            value={
              <dl className="row g-2 mb-0 fs-6 fw-normal text-wrap">
                {(
                  [
                    ['Active', subs.active, 'status=active'],
                    ['Past due', subs.pastDue, 'status=past_due'],
                    ['Suspended', subs.suspended, 'status=suspended'],
                    ['Paused', subs.paused, 'status=paused'],
                  ] as const
                ).map(([label, n, query]) => (
                  <div key={label} className="col-6 col-sm-3">
                    <dt className="small text-body-secondary fw-normal">{label}</dt>
                    <dd className="fw-bold fs-5 mb-0">{count(n, query)}</dd>
                  </div>
                ))}
              </dl>
            }
          />
        </div>
      </section>
    </>
  );
}

function MonthsTable({ data }: { data: RecurringRevenue }) {
  const total = data.last12Months;
  return (
    <ScrollRegion label="Recurring revenue by month">
      <Table size="sm" striped className="mb-0 align-middle">
        <caption className="caption-top">Recurring monthly revenue by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col" className="text-end">
              RMR at month end
            </th>
            {MOVES.map((m) => (
              <th key={m.key} scope="col" className="text-end">
                {m.label}
              </th>
            ))}
            <th scope="col" className="text-end">
              Net change
            </th>
          </tr>
        </thead>
        <tbody>
          {data.months.map((m) => (
            <tr key={m.month}>
              <th scope="row" className="fw-normal text-nowrap">
                {formatMonth(m.month)}
              </th>
              <td className="text-end text-nowrap">{formatMoney(m.rmr)}</td>
              {MOVES.map((move) => (
                <td key={move.key} className="text-end text-nowrap">
                  {formatMoney(m[move.key])}
                </td>
              ))}
              <td className="text-end text-nowrap">{signed(netChange(m))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">12 months</th>
            <td className="text-end">—</td>
            {MOVES.map((move) => (
              <td key={move.key} className="text-end text-nowrap">
                {formatMoney(total[move.key])}
              </td>
            ))}
            <td className="text-end text-nowrap">{signed(netChange(total))}</td>
          </tr>
        </tfoot>
      </Table>
    </ScrollRegion>
  );
}

const movesSummary = (data: RecurringRevenue) => {
  const first = data.months[0];
  const last = data.months.at(-1);
  const span = first && last ? `, ${formatMonth(first.month)} to ${formatMonth(last.month)}` : '';
  const t = data.last12Months;
  return `RMR gained and lost each month${span}: ${formatMoney(t.new)} new, ${formatMoney(t.expansion)} expansion, ${formatMoney(t.contraction)} contraction and ${formatMoney(t.churned)} churned in all. Gains are drawn above zero, losses below.`;
};

/**
 * /admin/recurring-revenue (ADR 0075): the owner's recurring monthly revenue (RMR) now and what
 * the business is worth at the industry's multiples, attrition over 12 months, subscriptions
 * by state and the yearly renewals coming; RMR at each month's end and what moved it, as
 * charts and as a table.
 */
export function RecurringRevenueScreen() {
  useDocumentTitle('Recurring Revenue');
  const figures = useQuery(recurringRevenueQuery());
  const { user } = useAuth();
  const data = figures.data;

  return (
    <div className="container-fluid px-3 px-lg-4 py-4">
      <h1 className="h3 mb-3">
        <i className="bi bi-graph-up-arrow text-primary me-2" aria-hidden="true" />
        Recurring Revenue
      </h1>
      {figures.isPending ? (
        <LoadingState label="Loading recurring revenue..." />
      ) : figures.isError || !data ? (
        <ErrorState
          message={errorText(figures.error, 'Failed to load the recurring revenue')}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <>
          <Figures data={data} linkToList={hasPermission(user, 'canManageOrders')} />
          <div className="row g-3 mb-3">
            <div className="col-12 col-xl-6">
              <section aria-labelledby="rmr-trend-heading" className="card h-100 shadow-sm">
                <div className="card-body">
                  <h2 id="rmr-trend-heading" className="h6">
                    RMR at each month&rsquo;s end
                  </h2>
                  <RmrTrendChart months={data.months} height={280} />
                </div>
              </section>
            </div>
            <div className="col-12 col-xl-6">
              <section aria-labelledby="rmr-moves-heading" className="card h-100 shadow-sm">
                <div className="card-body">
                  <h2 id="rmr-moves-heading" className="h6">
                    RMR gained and lost each month
                  </h2>
                  <LazyMoneyBarChart
                    labels={data.months.map((m) => formatMonth(m.month))}
                    series={MOVES.map((move) => ({
                      label: move.sign < 0 ? `${move.label} (lost)` : move.label,
                      colour: move.colour,
                      values: data.months.map((m) => asCents(move.sign * m[move.key])),
                    }))}
                    summary={movesSummary(data)}
                    height={280}
                  />
                </div>
              </section>
            </div>
          </div>
          <section aria-label="Months" className="card shadow-sm">
            <div className="card-body">
              <MonthsTable data={data} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
