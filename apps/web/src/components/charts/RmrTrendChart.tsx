import type { Cents } from '@shop/contract/money';
import { formatMonth, formatMoney } from '../../lib/format';
import { LazyMoneyLineChart } from './LazyMoneyCharts';

/** The recurring revenue line's colour (Bootstrap's primary). */
export const RMR_COLOUR = '#0d6efd';

/** "RMR at each month's end, Apr 2025 to Mar 2026: from $1,250.00 to $2,350.00." */
export function rmrTrendSummary(months: readonly { month: string; rmr: Cents }[]): string {
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return 'No recurring revenue yet.';
  return `Recurring monthly revenue at each month's end, ${formatMonth(first.month)} to ${formatMonth(last.month)}: from ${formatMoney(first.rmr)} to ${formatMoney(last.rmr)}.`;
}

/**
 * The recurring monthly revenue (RMR) at each month's end as a line: the recurring-revenue
 * page's chart, and (`compact`) the dashboard's small one.
 */
export function RmrTrendChart({
  months,
  height,
  compact = false,
}: {
  months: readonly { month: string; rmr: Cents }[];
  height: number;
  compact?: boolean;
}) {
  return (
    <LazyMoneyLineChart
      labels={months.map((m) => formatMonth(m.month))}
      series={{ label: 'RMR', colour: RMR_COLOUR, values: months.map((m) => m.rmr) }}
      summary={rmrTrendSummary(months)}
      height={height}
      compact={compact}
    />
  );
}
