import type { ChartData, ChartOptions } from 'chart.js';
import { useSyncExternalStore } from 'react';
import { toDollars, type Cents } from '@shop/contract/money';
import { currentTheme, subscribeTheme } from '../../lib/theme';
import { formatMoney, formatWholeMoney } from '../../lib/format';
import { baseChartOptions, chartInk, labelTicks } from './chart-theme';
import { FramedChart } from './FramedChart';

/*
 * Charts of amounts over labelled periods (the recurring revenue's months). Loaded on demand
 * through LazyMoneyCharts, so only the screens that draw one download the chart library.
 */

/** One series of a chart: its name, its colour, and an amount per label (negative: a loss). */
export type MoneySeries = { label: string; colour: string; values: readonly Cents[] };

type Common = {
  labels: readonly string[];
  /** What the chart shows, in words: the canvas is an image named by it. */
  summary: string;
  /** The canvas's height in pixels. */
  height: number;
};

const moneyAxis = (text: string, grid: string, title: string | null) => ({
  ticks: { color: text, callback: (value: string | number) => formatWholeMoney(Number(value)) },
  grid: { color: grid },
  ...(title ? { title: { display: true, text: title, color: text } } : {}),
});

/**
 * One amount per label as a line (RMR at each month's end). `compact` leaves out the legend
 * and the axis title (the dashboard's small chart).
 */
export function MoneyLineChart({
  labels,
  series,
  summary,
  height,
  compact = false,
}: Common & { series: MoneySeries; compact?: boolean }) {
  // Drawn again with the other theme's colours when the visitor switches light or dark.
  useSyncExternalStore(subscribeTheme, currentTheme);
  const { text, grid } = chartInk();
  const data: ChartData<'line', number[], string> = {
    labels: [...labels],
    datasets: [
      {
        label: series.label,
        // The axis counts whole dollars; the tooltip writes the amount.
        data: series.values.map((c) => toDollars(c)),
        borderColor: series.colour,
        backgroundColor: series.colour,
        borderWidth: 2,
        pointRadius: compact ? 0 : 3,
        cubicInterpolationMode: 'monotone',
      },
    ],
  };
  const options: ChartOptions<'line'> = {
    ...baseChartOptions(),
    plugins: {
      legend: { display: !compact, position: 'bottom', labels: { color: text } },
      tooltip: {
        callbacks: {
          label: (item) => `${series.label}: ${formatMoney(series.values[item.dataIndex]!)}`,
        },
      },
    },
    scales: {
      x: {
        ticks: labelTicks(text),
        grid: { color: grid, display: !compact },
      },
      y: { ...moneyAxis(text, grid, compact ? null : 'USD a month'), beginAtZero: true },
    },
  };
  return (
    <FramedChart type="line" data={data} options={options} summary={summary} height={height} />
  );
}

/**
 * Amounts per label as bars stacked around zero: gains above the axis, losses (negative
 * values) below it, each series in its own colour with a legend.
 */
export function MoneyBarChart({
  labels,
  series,
  summary,
  height,
}: Common & { series: readonly MoneySeries[] }) {
  useSyncExternalStore(subscribeTheme, currentTheme);
  const { text, grid } = chartInk();
  const data: ChartData<'bar', number[], string> = {
    labels: [...labels],
    datasets: series.map((s) => ({
      label: s.label,
      data: s.values.map((c) => toDollars(c)),
      backgroundColor: s.colour,
      borderColor: s.colour,
      borderWidth: 1,
      stack: 'moves',
    })),
  };
  const options: ChartOptions<'bar'> = {
    ...baseChartOptions(),
    plugins: {
      legend: { position: 'bottom', labels: { color: text } },
      tooltip: {
        callbacks: {
          label: (item) => {
            const s = series[item.datasetIndex]!;
            return `${s.label}: ${formatMoney(s.values[item.dataIndex]!)}`;
          },
        },
      },
    },
    scales: {
      x: {
        stacked: true,
        ticks: labelTicks(text),
        grid: { color: grid },
      },
      y: { ...moneyAxis(text, grid, 'USD a month'), stacked: true },
    },
  };
  return <FramedChart type="bar" data={data} options={options} summary={summary} height={height} />;
}
