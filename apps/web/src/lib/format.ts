import { dateFormat } from '@shop/contract/date-format';
import { formatCents, formatWholeUsd, toDollars, type Cents } from '@shop/contract/money';
import { slotTimeLabel, slotWhen } from '@shop/contract/installations';
import {
  formatShopDateTime,
  SHOP_TIME_ZONE,
  shopDay as shopDayOf,
} from '@shop/contract/order-options';

/**
 * The one place the web app writes dates, times, money, counts and plurals for people to read.
 * Every moment is shown in the shop's own time zone (Las Vegas), whatever the browser's: the
 * back office's day filters, the server's day counts and the documents all count days there,
 * so a 10 pm order is on the same day on every screen and every paper. A calendar day the
 * server sends as YYYY-MM-DD (a ship date, a day of the dashboard) is shown as written.
 */

/** A moment as the API sends it (ISO 8601) or as the browser has it. */
type Moment = string | Date;

const inShop = (options: Intl.DateTimeFormatOptions) =>
  dateFormat('en-US', { ...options, timeZone: SHOP_TIME_ZONE });

const DATE = inShop({ dateStyle: 'medium' });
const LONG_DATE = inShop({ dateStyle: 'long' });
const TIME = inShop({ timeStyle: 'short' });

/** "Mar 2, 2026"; a missing moment (a login that never happened) reads as `none`. */
export const formatDate = (at: Moment | null, none = 'Never') =>
  at === null ? none : DATE.format(new Date(at));

/** "March 2, 2026": a legal document's date only; screens use formatDate, one format throughout. */
export const formatLongDate = (at: Moment) => LONG_DATE.format(new Date(at));

/** "Mar 2, 2026, 3:04 PM"; a missing moment reads as `none`. */
export const formatDateTime = (at: Moment | null, none = 'Never') =>
  at === null ? none : formatShopDateTime(at);

/** "3:04 PM". */
export const formatTime = (at: Moment) => TIME.format(new Date(at));

/** The shop's calendar day of a moment, as YYYY-MM-DD (a date input's value, a day filter). */
export const shopDay = (at: Moment) => shopDayOf(at);

/** A YYYY-MM-DD day at noon UTC, which no time zone moves to another day; null if malformed. */
function calendarDay(day: string): Date | null {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? new Date(Date.UTC(y, m - 1, d, 12)) : null;
}

const DAY = dateFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const SHORT_DAY = dateFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A YYYY-MM-DD day as "Mar 2, 2026", as written (a malformed one is shown unchanged). */
export function formatDay(day: string): string {
  const date = calendarDay(day);
  return date ? DAY.format(date) : day;
}

const WEEKDAY = dateFormat('en-US', { weekday: 'long', timeZone: 'UTC' });

const MONTH = dateFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A YYYY-MM month (a shop month of the owner's figures) as "Mar 2026"; a malformed one as written. */
export function formatMonth(month: string): string {
  const date = calendarDay(`${month}-15`);
  return /^\d{4}-\d{2}$/.test(month) && date ? MONTH.format(date) : month;
}

/** A percentage the server computed (16.9 for 16.9%), or a dash when there is none. */
export const formatPercent = (percent: number | null) =>
  percent === null ? '\u2014' : `${Number(percent.toFixed(1))}%`;

// A moment's wall clock in the shop's zone, as a datetime-local input holds it.
const SHOP_WALL_CLOCK = inShop({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A moment as a datetime-local input holds it, on the shop's clock: "2026-03-02T21:30". */
export function shopDateTimeInput(at: Moment): string {
  const text = SHOP_WALL_CLOCK.format(new Date(at));
  const [, month, day, year, hour, minute] = /(\d{2})\D+(\d{2})\D+(\d{4})\D+(\d{2})\D+(\d{2})/.exec(
    text,
  ) ?? ['', '01', '01', '1970', '00', '00'];
  return `${year}-${month}-${day}T${hour === '24' ? '00' : hour}:${minute}`;
}

const wallClockMs = (text: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!) : null;
};

/**
 * A datetime-local value ("2026-03-02T21:30") read on the shop's clock, as the ISO moment it
 * is; null when it is not a whole date and time. A time the spring change skips reads as the
 * hour after.
 */
export function shopDateTimeToIso(value: string): string | null {
  const wanted = wallClockMs(value);
  if (wanted === null || Number.isNaN(wanted)) return null;
  // The zone's offset at a first guess, then again at the moment it gives (daylight time).
  let at = wanted;
  for (let i = 0; i < 2; i += 1) {
    const shown = wallClockMs(shopDateTimeInput(new Date(at)));
    if (shown === null) return null;
    at += wanted - shown;
  }
  return new Date(at).toISOString();
}

/** A YYYY-MM-DD day's weekday, "Monday" (the installation slots). */
export function formatWeekday(day: string): string {
  const date = calendarDay(day);
  return date ? WEEKDAY.format(date) : '';
}

/** An installation slot's start time ("08:00", the shop's) as times are written: "8:00 AM". */
export const formatSlotTime = (time: string) => slotTimeLabel(time);

/**
 * An installation slot by day and start time: "Tue, Dec 1, 2026 at 8:00 AM", or without the
 * year; a slot past the slot times by its number. The server's messages name slots alike.
 */
export const formatSlot = (
  day: string,
  time: string | null,
  slot: number | null,
  options?: { year?: boolean },
) => slotWhen(day, time, slot, options);

/** A YYYY-MM-DD day as "Mar 2" (the dashboard's chart and table). */
export function formatShortDay(day: string): string {
  const date = calendarDay(day);
  return date ? SHORT_DAY.format(date) : day;
}

/**
 * An amount: "$1,234.56". The contract's rule, so the web and the server's e-mails and PDFs
 * write amounts alike. Amounts are cents inside the web app: the api client converts the
 * wire's dollars at the edge (ADR 0063).
 */
export const formatMoney = (cents: Cents) => formatCents(cents);

/** An amount as a form's text field holds it: "1234.50", which the form's schema reads back. */
export const formatMoneyInput = (cents: Cents) => toDollars(cents).toFixed(2);

/** Whole dollars, for estimates and chart axes: "$12,450". */
export const formatWholeMoney = (dollars: number) => formatWholeUsd(dollars);

/** A count with thousands separators: "1,234". */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** "1 order", "2 orders", "1,234 units"; `many` for the irregular ones ("2 people"). */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${formatCount(n)} ${n === 1 ? one : many}`;

/** A rate (a fraction, 0.0825) as a percent with what it needs of three decimals: "8.25%", "8%". */
export const formatRate = (rate: number) => `${Number((rate * 100).toFixed(3))}%`;

/** A rate with two decimals always, as the checkout and invoices print tax: "8.00%". */
export const formatFixedRate = (rate: number) => `${(rate * 100).toFixed(2)}%`;

/** Pounds as the bill of lading prints them: "12.5 lb", or N/A when unknown. */
export const formatWeight = (lbs: number | null) =>
  lbs === null ? 'N/A' : `${Number(lbs.toFixed(2))} lb`;

/** 1536 -> "1.5 KB", 52428800 -> "50.0 MB"; unknown when the server could not tell. */
export function formatBytes(bytes: number | null): string {
  if (bytes === null) return 'Unknown';
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}
