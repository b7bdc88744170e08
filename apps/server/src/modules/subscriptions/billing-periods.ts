import type { BillingInterval } from '@shop/contract';

/**
 * The calendar of a subscription's periods (ADR 0075): each period ends on the day of the
 * month its anchor (its start, or its resumption after a pause) fell on, at the same time of
 * day, in UTC; a month without that day ends on its last day (an anchor on the 31st renews on
 * February 28th, then March 31st), as Stripe's billing anchor does. Pure: no clock of its own.
 */
export const MONTHS_IN: Record<BillingInterval, number> = { month: 1, year: 12 };

const DAY_MS = 86_400_000;

/** `from` plus `months` calendar months, on the same day (or the month's last) and time, UTC. */
export function addMonths(from: Date, months: number): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(from.getUTCDate(), lastDay),
      from.getUTCHours(),
      from.getUTCMinutes(),
      from.getUTCSeconds(),
      from.getUTCMilliseconds(),
    ),
  );
}

export const addDays = (from: Date, days: number) => new Date(from.getTime() + days * DAY_MS);

/** Whole calendar months from `anchor` to `to` (both on the anchor's calendar). */
function monthsBetween(anchor: Date, to: Date): number {
  return (
    (to.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (to.getUTCMonth() - anchor.getUTCMonth())
  );
}

/** The end of the period that follows the one ending at `periodEnd`, on the anchor's calendar. */
export function nextPeriodEnd(anchor: Date, interval: BillingInterval, periodEnd: Date): Date {
  return addMonths(anchor, monthsBetween(anchor, periodEnd) + MONTHS_IN[interval]);
}

/** The first period of a subscription anchored at `anchor`. */
export function firstPeriod(anchor: Date, interval: BillingInterval) {
  return { start: anchor, end: addMonths(anchor, MONTHS_IN[interval]) };
}

/**
 * When a cancel asked for now takes effect: the end of the period under way, or, within the
 * minimum term, the end of the first period that reaches it (a term is honoured in whole
 * periods).
 */
export function cancelTakesEffect(input: {
  anchor: Date;
  interval: BillingInterval;
  periodEnd: Date;
  minTermEndsAt: Date | null;
}): Date {
  let end = input.periodEnd;
  // At most 60 months of term: the loop is bounded by the term, not by time.
  while (input.minTermEndsAt && end < input.minTermEndsAt) {
    end = nextPeriodEnd(input.anchor, input.interval, end);
  }
  return end;
}

/**
 * What a plan change now is worth (ADR 0075): the unused part of the old price given back,
 * the remaining part of the new one charged, each in proportion to the time left in the
 * period (to the millisecond), rounded to the cent. When the interval changes, a new period
 * starts now and the new price is charged whole.
 */
export function prorate(input: {
  now: Date;
  periodStart: Date;
  periodEnd: Date;
  oldPriceCents: number;
  newPriceCents: number;
  sameInterval: boolean;
}): { creditCents: number; chargeCents: number } {
  const total = input.periodEnd.getTime() - input.periodStart.getTime();
  const left = Math.min(total, Math.max(0, input.periodEnd.getTime() - input.now.getTime()));
  const share = total > 0 ? left / total : 0;
  return {
    creditCents: Math.round(input.oldPriceCents * share),
    chargeCents: input.sameInterval ? Math.round(input.newPriceCents * share) : input.newPriceCents,
  };
}
