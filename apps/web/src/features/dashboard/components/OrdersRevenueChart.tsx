import type { ChartData, ChartOptions } from 'chart.js';
import { useSyncExternalStore } from 'react';
import { currentTheme, subscribeTheme } from '../../../lib/theme';
import { baseChartOptions, chartInk, labelTicks } from '../../../components/charts/chart-theme';
import { FramedChart } from '../../../components/charts/FramedChart';
import { type DailyPoint } from '../daily-figures';
import { toDollars } from '@shop/contract/money';
import { formatMoney, formatWholeMoney, formatShortDay, formatCount } from '../../../lib/format';

/*
 * The dashboard's orders chart, loaded on demand like components/charts/MoneyCharts, so the
 * first page never downloads the chart library (its parts: components/charts/chart-parts).
 */

type Kind = 'bar' | 'line';

const ORDERS_COLOUR = '#0d6efd';
const REVENUE_COLOUR = '#198754';

/**
 * Orders per day as bars (left axis) and revenue per day as a line (right axis). The canvas is
 * an image to assistive technology, named by `summary`; the page offers the figures as a table.
 */
export default function OrdersRevenueChart({
  daily,
  summary,
}: {
  daily: readonly DailyPoint[];
  summary: string;
}) {
  // Drawn again with the other theme's colours when the visitor switches light or dark.
  useSyncExternalStore(subscribeTheme, currentTheme);
  const { text, grid } = chartInk();
  const axis = (title: string) => ({
    ticks: { color: text },
    grid: { color: grid },
    title: { display: true, text: title, color: text },
  });
  const data: ChartData<Kind, number[], string> = {
    labels: daily.map((d) => formatShortDay(d.day)),
    datasets: [
      {
        type: 'line',
        label: 'Revenue (USD)',
        // The axis counts whole dollars (its ticks); the tooltip writes the day's amount.
        data: daily.map((d) => toDollars(d.revenue)),
        yAxisID: 'revenue',
        borderColor: REVENUE_COLOUR,
        backgroundColor: REVENUE_COLOUR,
        borderWidth: 2,
        pointRadius: 2,
        // Smooth, without overshooting below zero between days.
        cubicInterpolationMode: 'monotone',
      },
      {
        type: 'bar',
        label: 'Orders',
        data: daily.map((d) => d.orders),
        yAxisID: 'orders',
        backgroundColor: `${ORDERS_COLOUR}99`,
        borderColor: ORDERS_COLOUR,
        borderWidth: 1,
      },
    ],
  };
  const options: ChartOptions<Kind> = {
    ...baseChartOptions(),
    plugins: {
      legend: { position: 'bottom', labels: { color: text } },
      tooltip: {
        callbacks: {
          label: (item) =>
            item.dataset.yAxisID === 'revenue'
              ? `Revenue: ${formatMoney(daily[item.dataIndex]!.revenue)}`
              : `Orders: ${formatCount(Number(item.raw))}`,
        },
      },
    },
    scales: {
      x: {
        ticks: labelTicks(text),
        grid: { color: grid },
      },
      orders: {
        ...axis('Orders'),
        type: 'linear',
        position: 'left',
        beginAtZero: true,
        ticks: { color: text, precision: 0 },
      },
      revenue: {
        ...axis('Revenue (USD)'),
        type: 'linear',
        position: 'right',
        beginAtZero: true,
        grid: { drawOnChartArea: false },
        ticks: { color: text, callback: (value) => formatWholeMoney(Number(value)) },
      },
    },
  };
  return <FramedChart type="bar" data={data} options={options} summary={summary} height={300} />;
}
