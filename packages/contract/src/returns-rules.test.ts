import { describe, expect, it } from 'vitest';
import {
  RMA_STATUSES,
  RMA_TRANSITIONS,
  canMoveRma,
  customerStepNote,
  deviceWarrantyState,
  isOpenRma,
  returnWindowEndDay,
  rmaNumber,
  unitRefundCents,
  warrantyBadge,
  warrantyEndDay,
  warrantyTerm,
} from './returns-rules.ts';

describe('warrantyEndDay', () => {
  it('ends the day before the same day months later', () => {
    expect(warrantyEndDay('2026-01-15', 12)).toBe('2027-01-14');
    expect(warrantyEndDay('2026-03-01', 1)).toBe('2026-03-31');
    expect(warrantyEndDay('2026-11-20', 3)).toBe('2027-02-19');
  });
  it('ends on the last day of a shorter month', () => {
    expect(warrantyEndDay('2026-01-31', 1)).toBe('2026-02-28');
    expect(warrantyEndDay('2027-12-31', 2)).toBe('2028-02-29');
  });
  it('a term of 0 months ended the day before it started', () => {
    expect(warrantyEndDay('2026-05-10', 0)).toBe('2026-05-09');
  });
});

describe('returnWindowEndDay', () => {
  it('counts calendar days across months and years', () => {
    expect(returnWindowEndDay('2026-12-15', 30)).toBe('2027-01-14');
    expect(returnWindowEndDay('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('deviceWarrantyState', () => {
  it('is under claim while an RMA is open, whatever the dates', () => {
    expect(
      deviceWarrantyState({ today: '2030-01-01', warrantyEndDay: '2026-01-01', openRma: true }),
    ).toBe('under_claim');
  });
  it('is in warranty through the last day, expired after it', () => {
    expect(
      deviceWarrantyState({ today: '2026-06-30', warrantyEndDay: '2026-06-30', openRma: false }),
    ).toBe('in_warranty');
    expect(
      deviceWarrantyState({ today: '2026-07-01', warrantyEndDay: '2026-06-30', openRma: false }),
    ).toBe('expired');
  });
});

describe('RMA transitions', () => {
  it('final statuses allow nothing', () => {
    for (const s of ['rejected', 'resolved', 'withdrawn'] as const)
      expect(RMA_TRANSITIONS[s]).toEqual([]);
  });
  it('every pair is allowed only when listed', () => {
    const allowed = new Set([
      'requested>approved',
      'requested>rejected',
      'requested>withdrawn',
      'approved>rejected',
      'approved>received',
      'approved>withdrawn',
      'received>inspected',
      'inspected>resolved',
    ]);
    for (const from of RMA_STATUSES)
      for (const to of RMA_STATUSES)
        expect(canMoveRma(from, to)).toBe(allowed.has(`${from}>${to}`));
  });
  it('open statuses are the ones that can still move', () => {
    for (const s of RMA_STATUSES) expect(isOpenRma(s)).toBe(RMA_TRANSITIONS[s].length > 0);
  });
});

describe('customerStepNote', () => {
  it('shows the customer the notes of decisions, withdrawals and resolutions only', () => {
    const shown = RMA_STATUSES.filter((s) => customerStepNote(s, 'note') !== null);
    expect(shown.sort()).toEqual(['approved', 'rejected', 'resolved', 'withdrawn']);
    expect(customerStepNote('inspected', 'Water inside')).toBeNull();
    expect(customerStepNote('received', 'Received into RET')).toBeNull();
  });
});

describe('rmaNumber', () => {
  it('pads the id and names the year', () => {
    expect(rmaNumber(42, new Date('2026-11-26T10:00:00Z'))).toBe('RMA-2026-000042');
  });
});

describe('unitRefundCents', () => {
  it('gives the unit price and its tax share', () => {
    // Two cameras at $100, tax $16.50 on $200: one camera is $100 + $8.25.
    expect(
      unitRefundCents({
        unitPriceCents: 10000,
        grossSubtotalCents: 20000,
        discountCents: 0,
        taxCents: 1650,
        refundableCents: 22650,
      }),
    ).toEqual({ amountCents: 10825, taxCents: 825 });
  });
  it('takes off the unit\u2019s share of a discount', () => {
    // $300 of lines, $30 off, tax $21.60 on $270: a $100 unit is $90 + $7.20.
    expect(
      unitRefundCents({
        unitPriceCents: 10000,
        grossSubtotalCents: 30000,
        discountCents: 3000,
        taxCents: 2160,
        refundableCents: 29160,
      }),
    ).toEqual({ amountCents: 9720, taxCents: 720 });
  });
  it('never gives back more than is left to refund', () => {
    expect(
      unitRefundCents({
        unitPriceCents: 10000,
        grossSubtotalCents: 10000,
        discountCents: 0,
        taxCents: 800,
        refundableCents: 5000,
      }),
    ).toEqual({ amountCents: 5000, taxCents: 800 });
  });
  it('a free unit (a replacement) gives back nothing', () => {
    expect(
      unitRefundCents({
        unitPriceCents: 0,
        grossSubtotalCents: 0,
        discountCents: 0,
        taxCents: 0,
        refundableCents: 0,
      }),
    ).toEqual({ amountCents: 0, taxCents: 0 });
  });
});

describe('a warranty term as people say it', () => {
  it.each([
    [0, 'None', 'No warranty'],
    [12, '1 year', '1-year warranty'],
    [36, '3 years', '3-year warranty'],
    [18, '18 months', '18-month warranty'],
    [1, '1 month', '1-month warranty'],
    [120, '10 years', '10-year warranty'],
  ])('%i months: %s, %s', (months, term, badge) => {
    expect(warrantyTerm(months)).toBe(term);
    expect(warrantyBadge(months)).toBe(badge);
  });
});
