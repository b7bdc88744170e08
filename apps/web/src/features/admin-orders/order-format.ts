import { SHOP_TIME_ZONE } from '@shop/contract/order-options';
import { ApiError } from '../../lib/api-client';

/**
 * The server's own message when it gave a clear one (a 409 "This order is closed...", a 400
 * about a filter, a refund the provider refused); otherwise the spec's text for the action.
 * A 500's message is a generic apology and a network failure says nothing about the action.
 */
export function errorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status !== 500 &&
    !error.message.startsWith('HTTP error!')
  ) {
    return error.message;
  }
  return fallback;
}

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
