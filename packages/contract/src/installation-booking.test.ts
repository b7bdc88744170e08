import { describe, expect, it } from 'vitest';
import { addDays, isoWeekday, weekDays, weekStart, zonedInstant } from './installation-booking.ts';
import { slotTimeLabel, slotWhen } from './installations.ts';
import { installationSettingsSchema, technicianInputSchema } from './installation-booking.ts';

describe('installation days', () => {
  it('counts days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the Monday of a week, Sunday being its last day', () => {
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(weekStart('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('places a slot at the shop’s local time, in winter and in summer', () => {
    const tz = 'America/Los_Angeles';
    expect(zonedInstant('2026-12-01', '08:00', tz).toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(zonedInstant('2026-07-01', '13:00', tz).toISOString()).toBe('2026-07-01T20:00:00.000Z');
    // The day the clocks go forward (March 8, 2026): 08:00 is already daylight time.
    expect(zonedInstant('2026-03-08', '08:00', tz).toISOString()).toBe('2026-03-08T15:00:00.000Z');
  });
});

describe('installation schemas', () => {
  it('keeps working days once each, Monday first', () => {
    const parsed = technicianInputSchema.parse({
      name: ' Ana Ruiz ',
      email: '',
      workingDays: [5, 1, 1, 3],
      slotsPerDay: 2,
    });
    expect(parsed).toMatchObject({ name: 'Ana Ruiz', email: null, workingDays: [1, 3, 5] });
    expect(
      technicianInputSchema.safeParse({ name: 'A', workingDays: [], slotsPerDay: 2 }).success,
    ).toBe(false);
    expect(
      technicianInputSchema.safeParse({ name: 'A', workingDays: [8], slotsPerDay: 2 }).success,
    ).toBe(false);
    expect(
      technicianInputSchema.safeParse({ name: 'A', workingDays: [1], slotsPerDay: 9 }).success,
    ).toBe(false);
  });

  it('takes slot times in ascending order only', () => {
    const ok = { depositPercent: 30, slotTimes: ['08:00', '13:00'] };
    expect(installationSettingsSchema.safeParse(ok).success).toBe(true);
    for (const slotTimes of [[], ['13:00', '08:00'], ['08:00', '08:00'], ['8:00'], ['24:00']]) {
      expect(installationSettingsSchema.safeParse({ ...ok, slotTimes }).success).toBe(false);
    }
    expect(installationSettingsSchema.safeParse({ ...ok, depositPercent: 101 }).success).toBe(
      false,
    );
  });
});

describe('slot labels', () => {
  it('writes slot times as the screens write times', () => {
    expect(slotTimeLabel('08:00')).toBe('8:00 AM');
    expect(slotTimeLabel('00:30')).toBe('12:30 AM');
    expect(slotTimeLabel('12:00')).toBe('12:00 PM');
    expect(slotTimeLabel('13:05')).toBe('1:05 PM');
  });

  it('names a slot by its day and time, with or without the year', () => {
    expect(slotWhen('2026-12-01', '08:00', 1)).toBe('Tue, Dec 1, 2026 at 8:00 AM');
    expect(slotWhen('2026-12-01', '13:00', 2, { year: false })).toBe('Tue, Dec 1 at 1:00 PM');
    // A slot past the slot times (they were shortened) by its number.
    expect(slotWhen('2026-12-01', null, 3)).toBe('Tue, Dec 1, 2026, slot 3');
  });
});
