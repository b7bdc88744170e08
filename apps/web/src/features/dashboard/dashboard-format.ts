import type { AdminStats } from '@shop/contract';
import { formatUsd } from '@shop/contract/money';
import { SHOP_TIME_ZONE } from '@shop/contract/order-options';

export type DailyPoint = AdminStats['daily'][number];

/** "Mar 5" for the server's "2026-03-05": a calendar day, read without any time zone shift. */
export const formatDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** An order's date as the shop reads it (the 30 days are counted in the shop's time zone). */
export const formatOrderDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

export const formatCount = (n: number) => n.toLocaleString('en-US');

const plural = (n: number, one: string, many: string) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

export const hasActivity = (daily: readonly DailyPoint[]) =>
  daily.some((d) => d.orders > 0 || d.revenue !== 0);

/** The chart in one sentence, for screen readers (its aria-label) and as its fallback text. */
export function dailySummary(daily: readonly DailyPoint[]): string {
  if (daily.length === 0) return 'No daily figures.';
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const revenue = daily.reduce((sum, d) => sum + d.revenue, 0);
  const range = `${formatDay(daily[0]!.day)} to ${formatDay(daily.at(-1)!.day)}`;
  const text = `Orders and revenue per day, ${range}: ${plural(orders, 'order', 'orders')} and ${formatUsd(revenue)} in revenue.`;
  if (orders === 0) return text;
  const busiest = daily.reduce((best, d) => (d.orders > best.orders ? d : best));
  return `${text} Busiest day: ${formatDay(busiest.day)} with ${plural(busiest.orders, 'order', 'orders')}.`;
}
