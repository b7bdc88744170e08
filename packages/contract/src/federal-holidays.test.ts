import { describe, expect, it } from 'vitest';
import { federalHoliday, federalHolidays, federalHolidaysBetween } from './federal-holidays.ts';

describe('US federal holidays', () => {
  it('lists the eleven of 2027 on the days they are observed', () => {
    expect(federalHolidays(2027)).toEqual([
      { day: '2027-01-01', name: 'New Year’s Day' },
      { day: '2027-01-18', name: 'Martin Luther King Jr. Day' },
      { day: '2027-02-15', name: 'Washington’s Birthday' },
      { day: '2027-05-31', name: 'Memorial Day' },
      // Saturday June 19 is observed on the Friday before.
      { day: '2027-06-18', name: 'Juneteenth (observed)' },
      // Sunday July 4 is observed on the Monday after.
      { day: '2027-07-05', name: 'Independence Day (observed)' },
      { day: '2027-09-06', name: 'Labor Day' },
      { day: '2027-10-11', name: 'Columbus Day' },
      { day: '2027-11-11', name: 'Veterans Day' },
      { day: '2027-11-25', name: 'Thanksgiving Day' },
      { day: '2027-12-24', name: 'Christmas Day (observed)' },
      // New Year's Day 2028 is a Saturday: observed on Friday, December 31, 2027.
      { day: '2027-12-31', name: 'New Year’s Day (observed)' },
    ]);
  });

  it('a year whose New Year’s Day fell on a Saturday has it in the year before', () => {
    const days2022 = federalHolidays(2022).map((h) => h.day);
    expect(days2022).not.toContain('2022-01-01');
    expect(days2022[0]).toBe('2022-01-17');
    expect(federalHolidays(2021).map((h) => h.day)).toContain('2021-12-31');
  });

  it('finds the floating Mondays and Thanksgiving in other years', () => {
    const named = (year: number) =>
      Object.fromEntries(federalHolidays(year).map((h) => [h.name, h.day]));
    expect(named(2026)).toMatchObject({
      'Martin Luther King Jr. Day': '2026-01-19',
      'Memorial Day': '2026-05-25',
      'Independence Day (observed)': '2026-07-03',
      'Labor Day': '2026-09-07',
      'Thanksgiving Day': '2026-11-26',
      'Christmas Day': '2026-12-25',
    });
    expect(named(2028)).toMatchObject({
      'Memorial Day': '2028-05-29',
      'Thanksgiving Day': '2028-11-23',
      'Veterans Day (observed)': '2028-11-10',
    });
  });

  it('answers the holiday of a day, and the holidays of a range across years', () => {
    expect(federalHoliday('2027-07-05')).toBe('Independence Day (observed)');
    expect(federalHoliday('2027-07-04')).toBeNull();
    expect(federalHoliday('2027-07-06')).toBeNull();
    expect(federalHolidaysBetween('2027-12-20', '2028-01-20').map((h) => h.day)).toEqual([
      '2027-12-24',
      '2027-12-31',
      '2028-01-17',
    ]);
    expect(federalHolidaysBetween('2027-07-06', '2027-07-01')).toEqual([]);
  });
});
