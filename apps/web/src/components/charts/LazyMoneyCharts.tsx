import { lazy, Suspense, type ComponentProps } from 'react';
import { LoadingState } from '../ui/LoadingState';
import type { MoneyBarChart, MoneyLineChart } from './MoneyCharts';

function ChartUnavailable() {
  return (
    <p className="text-body-secondary mb-0">
      The chart could not be loaded. The same figures are in the table.
    </p>
  );
}

// The chart library loads on its own, after the figures: a screen's own code stays small and
// its numbers show while it arrives. A failed download leaves the table, not a broken page.
const charts = () => import('./MoneyCharts');
const LineChart = lazy(() =>
  charts().then(
    (m) => ({ default: m.MoneyLineChart }),
    () => ({ default: ChartUnavailable }),
  ),
);
const BarChart = lazy(() =>
  charts().then(
    (m) => ({ default: m.MoneyBarChart }),
    () => ({ default: ChartUnavailable }),
  ),
);

type LineProps = ComponentProps<typeof MoneyLineChart>;
type BarProps = ComponentProps<typeof MoneyBarChart>;

/** An amount per period as a line, loaded on demand. */
export function LazyMoneyLineChart(props: LineProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading chart..." />}>
      <LineChart {...props} />
    </Suspense>
  );
}

/** Gains and losses per period as bars around zero, loaded on demand. */
export function LazyMoneyBarChart(props: BarProps) {
  return (
    <Suspense fallback={<LoadingState label="Loading chart..." />}>
      <BarChart {...props} />
    </Suspense>
  );
}
