import { SHOP_TIME_ZONE } from '@shop/contract/order-options';

const shopDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The shop's calendar day (Las Vegas) of a moment, as YYYY-MM-DD. */
export const shopDay = (at: Date | string) => shopDayFormat.format(new Date(at));

/** A YYYY-MM-DD day as "Mar 2, 2026", without a time zone moving it to the day before. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
}

/** A tax rate (a fraction, 0.0825) as a percent: "8.25%", "8%". */
export const formatRate = (rate: number) => `${Number((rate * 100).toFixed(3))}%`;

/** Pounds as the bill of lading prints them: "12.5 lb", or N/A when unknown. */
export const formatWeight = (lbs: number | null) =>
  lbs === null ? 'N/A' : `${Number(lbs.toFixed(2))} lb`;

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

export const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
