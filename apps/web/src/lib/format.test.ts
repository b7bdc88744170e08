import { describe, expect, it } from 'vitest';
import { asCents } from '@shop/contract/money';
import {
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatFixedRate,
  formatLongDate,
  formatMoney,
  formatMoneyInput,
  formatMonth,
  formatPercent,
  formatRate,
  formatShortDay,
  formatTime,
  formatWeight,
  formatWholeMoney,
  plural,
  shopDateTimeInput,
  shopDateTimeToIso,
  shopDay,
} from './format';

// ICU writes a narrow no-break space before AM/PM; \s matches it.

describe('moments, in the shop’s time zone', () => {
  // 05:30 UTC on March 3 is 9:30 pm on March 2 in Las Vegas (UTC-8 before daylight time).
  const lateEvening = '2026-03-03T05:30:00.000Z';

  it('puts a moment shortly after midnight UTC on the shop’s day before', () => {
    expect(formatDate(lateEvening)).toBe('Mar 2, 2026');
    expect(formatDateTime(lateEvening)).toMatch(/^Mar 2, 2026, 9:30\sPM$/);
    expect(formatTime(lateEvening)).toMatch(/^9:30\sPM$/);
    expect(formatLongDate(lateEvening)).toBe('March 2, 2026');
    expect(shopDay(lateEvening)).toBe('2026-03-02');
  });

  it('follows daylight saving time', () => {
    // 06:59 UTC on July 1 is 11:59 pm on June 30 (UTC-7); a minute later it is still June 30.
    expect(shopDay(new Date('2026-07-01T06:59:00Z'))).toBe('2026-06-30');
    expect(shopDay('2026-07-01T07:00:00Z')).toBe('2026-07-01');
    expect(formatDate('2026-07-01T07:00:00Z')).toBe('Jul 1, 2026');
  });

  it('reads a missing moment as Never, or as the text given', () => {
    expect(formatDate(null)).toBe('Never');
    expect(formatDateTime(null)).toBe('Never');
    expect(formatDate(null, 'Not yet')).toBe('Not yet');
  });
});

describe('calendar days, as written', () => {
  it('never moves a YYYY-MM-DD day, and shows a malformed one unchanged', () => {
    expect(formatDay('2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatShortDay('2026-03-05')).toBe('Mar 5');
    expect(formatDay('soon')).toBe('soon');
    expect(formatShortDay('')).toBe('');
  });
});

describe('money, counts and plurals', () => {
  it('writes cents as dollars with cents, or whole dollars for estimates', () => {
    expect(formatMoney(asCents(123450))).toBe('$1,234.50');
    expect(formatMoney(asCents(0))).toBe('$0.00');
    expect(formatMoney(asCents(-1230))).toBe('-$12.30');
    expect(formatMoneyInput(asCents(123450))).toBe('1234.50');
    expect(formatWholeMoney(12450)).toBe('$12,450');
  });

  it('writes counts with separators and picks the word by the number', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(plural(1, 'order')).toBe('1 order');
    expect(plural(0, 'order')).toBe('0 orders');
    expect(plural(1234, 'unit')).toBe('1,234 units');
    expect(plural(2, 'person', 'people')).toBe('2 people');
  });

  it('writes rates, weights and sizes', () => {
    expect(formatRate(0.0825)).toBe('8.25%');
    expect(formatRate(0.08)).toBe('8%');
    expect(formatFixedRate(0.08)).toBe('8.00%');
    expect(formatFixedRate(0.08375)).toBe('8.38%');
    expect(formatWeight(12.5)).toBe('12.5 lb');
    expect(formatWeight(null)).toBe('N/A');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(52428800)).toBe('50.0 MB');
    expect(formatBytes(null)).toBe('Unknown');
  });
});

describe('months, percentages and the shop clock of a date-and-time field', () => {
  it('writes a month of the owner\u2019s figures and a percentage', () => {
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2025-12')).toBe('Dec 2025');
    expect(formatMonth('soon')).toBe('soon');
    expect(formatPercent(16.9)).toBe('16.9%');
    expect(formatPercent(-2.345)).toBe('-2.3%');
    expect(formatPercent(null)).toBe('\u2014');
  });

  it('reads and writes a datetime-local value on the shop\u2019s clock, daylight time or not', () => {
    // 05:30 UTC on March 3 is 9:30 pm on March 2 in Las Vegas (UTC-8).
    expect(shopDateTimeInput('2026-03-03T05:30:00.000Z')).toBe('2026-03-02T21:30');
    expect(shopDateTimeToIso('2026-03-02T21:30')).toBe('2026-03-03T05:30:00.000Z');
    // In July the shop is UTC-7; midnight stays midnight.
    expect(shopDateTimeInput('2026-07-01T07:00:00Z')).toBe('2026-07-01T00:00');
    expect(shopDateTimeToIso('2026-07-01T00:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(shopDateTimeToIso('')).toBeNull();
    expect(shopDateTimeToIso('2026-07-01')).toBeNull();
  });
});
