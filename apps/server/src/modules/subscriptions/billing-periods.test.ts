import { describe, expect, it } from 'vitest';
import {
  addMonths,
  cancelTakesEffect,
  firstPeriod,
  nextPeriodEnd,
  prorate,
} from './billing-periods.ts';

const at = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('keep the anchor day, or the last day of a shorter month, and its time', () => {
    const anchor = at('2026-01-31T15:30:00Z');
    expect(addMonths(anchor, 1).toISOString()).toBe('2026-02-28T15:30:00.000Z');
    const feb = nextPeriodEnd(anchor, 'month', at('2026-02-28T15:30:00Z'));
    expect(feb.toISOString()).toBe('2026-03-31T15:30:00.000Z');
    expect(nextPeriodEnd(anchor, 'month', feb).toISOString()).toBe('2026-04-30T15:30:00.000Z');
    expect(addMonths(at('2028-02-29T00:00:00Z'), 12).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
    expect(firstPeriod(at('2026-05-10T08:00:00Z'), 'year').end.toISOString()).toBe(
      '2027-05-10T08:00:00.000Z',
    );
    // Across a year end.
    expect(nextPeriodEnd(at('2026-11-15T00:00:00Z'), 'month', at('2026-12-15T00:00:00Z'))).toEqual(
      at('2027-01-15T00:00:00Z'),
    );
  });

  it('end a cancel at the period end, or at the first period end that honours the minimum term', () => {
    const anchor = at('2026-01-10T00:00:00Z');
    expect(
      cancelTakesEffect({
        anchor,
        interval: 'month',
        periodEnd: at('2026-04-10T00:00:00Z'),
        minTermEndsAt: null,
      }),
    ).toEqual(at('2026-04-10T00:00:00Z'));
    expect(
      cancelTakesEffect({
        anchor,
        interval: 'month',
        periodEnd: at('2026-04-10T00:00:00Z'),
        minTermEndsAt: at('2027-01-10T00:00:00Z'),
      }),
    ).toEqual(at('2027-01-10T00:00:00Z'));
    // A term already served ends at the period end.
    expect(
      cancelTakesEffect({
        anchor,
        interval: 'year',
        periodEnd: at('2028-01-10T00:00:00Z'),
        minTermEndsAt: at('2027-01-10T00:00:00Z'),
      }),
    ).toEqual(at('2028-01-10T00:00:00Z'));
  });

  it('prorate a change by the time left, to the cent (hand-computed)', () => {
    // A 30-day period (April), changed 10 days in: 20/30 of it is left.
    const period = {
      periodStart: at('2026-04-01T00:00:00Z'),
      periodEnd: at('2026-05-01T00:00:00Z'),
    };
    const up = prorate({
      ...period,
      now: at('2026-04-11T00:00:00Z'),
      oldPriceCents: 2499,
      newPriceCents: 3999,
      sameInterval: true,
    });
    // 2499 * 2/3 = 1666.0 ; 3999 * 2/3 = 2666.0
    expect(up).toEqual({ creditCents: 1666, chargeCents: 2666 });
    const down = prorate({
      ...period,
      now: at('2026-04-21T12:00:00Z'),
      oldPriceCents: 3999,
      newPriceCents: 1999,
      sameInterval: true,
    });
    // 9.5 of 30 days left: 3999 * 0.31667 = 1266.35 -> 1266 ; 1999 * 0.31667 = 633.02 -> 633
    expect(down).toEqual({ creditCents: 1266, chargeCents: 633 });
    // Monthly to yearly: the year is charged whole, the unused month given back.
    expect(
      prorate({
        ...period,
        now: at('2026-04-16T00:00:00Z'),
        oldPriceCents: 3999,
        newPriceCents: 39990,
        sameInterval: false,
      }),
    ).toEqual({ creditCents: 2000, chargeCents: 39990 });
    // Outside the period: nothing is left to give back.
    expect(
      prorate({
        ...period,
        now: at('2026-05-02T00:00:00Z'),
        oldPriceCents: 3999,
        newPriceCents: 1999,
        sameInterval: true,
      }),
    ).toEqual({ creditCents: 0, chargeCents: 0 });
  });
});
