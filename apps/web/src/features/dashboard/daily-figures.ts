import { asCents, type AdminStats } from '@shop/contract';
import { formatMoney, formatShortDay, plural } from '../../lib/format';

export type DailyPoint = AdminStats['daily'][number];

export const hasActivity = (daily: readonly DailyPoint[]) =>
  daily.some((d) => d.orders > 0 || d.revenue !== 0);

/** The chart in one sentence, for screen readers (its aria-label) and as its fallback text. */
export function dailySummary(daily: readonly DailyPoint[]): string {
  if (daily.length === 0) return 'No daily figures.';
  const orders = daily.reduce((sum, d) => sum + d.orders, 0);
  const revenue = asCents(daily.reduce((sum, d) => sum + d.revenue, 0));
  const range = `${formatShortDay(daily[0]!.day)} to ${formatShortDay(daily.at(-1)!.day)}`;
  const text = `Orders and revenue per day, ${range}: ${plural(orders, 'order')} and ${formatMoney(revenue)} in revenue.`;
  if (orders === 0) return text;
  const busiest = daily.reduce((best, d) => (d.orders > best.orders ? d : best));
  return `${text} Busiest day: ${formatShortDay(busiest.day)} with ${plural(busiest.orders, 'order')}.`;
}
