/**
 * The US federal holidays (5 U.S.C. 6103), pure so the server's booking and the admin's
 * screens count them alike. A fixed-date holiday on a Saturday is observed the Friday
 * before, on a Sunday the Monday after; the observed day is the one given, in the year it
 * falls (New Year's Day 2028, a Saturday, is observed on December 31, 2027).
 */
export type FederalHoliday = { day: string; name: string };

const iso = (year: number, month: number, date: number) =>
  new Date(Date.UTC(year, month - 1, date)).toISOString().slice(0, 10);

/** The n-th (1-based; -1: the last) given weekday (0 Sunday ... 6 Saturday) of a month. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
    return iso(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDate = new Date(Date.UTC(year, month, 0));
  const back = (lastDate.getUTCDay() - weekday + 7) % 7;
  return iso(year, month, lastDate.getUTCDate() - back);
}

/** A fixed-date holiday on the day it is observed. */
function observed(year: number, month: number, date: number, name: string): FederalHoliday {
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  if (weekday === 6) return { day: iso(year, month, date - 1), name: `${name} (observed)` };
  if (weekday === 0) return { day: iso(year, month, date + 1), name: `${name} (observed)` };
  return { day: iso(year, month, date), name };
}

/** The holidays of a year's calendar, each on its observed day (which may leave the year). */
function holidaysOf(year: number): FederalHoliday[] {
  return [
    observed(year, 1, 1, 'New Year’s Day'),
    { day: nthWeekday(year, 1, 1, 3), name: 'Martin Luther King Jr. Day' },
    { day: nthWeekday(year, 2, 1, 3), name: 'Washington’s Birthday' },
    { day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    // A federal holiday since 2021.
    ...(year >= 2021 ? [observed(year, 6, 19, 'Juneteenth')] : []),
    observed(year, 7, 4, 'Independence Day'),
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    observed(year, 11, 11, 'Veterans Day'),
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    observed(year, 12, 25, 'Christmas Day'),
  ];
}

/** The federal holidays observed in a calendar year, in date order. */
export function federalHolidays(year: number): FederalHoliday[] {
  const prefix = String(year);
  return [...holidaysOf(year), ...holidaysOf(year + 1)]
    .filter((h) => h.day.startsWith(prefix))
    .sort((a, b) => (a.day < b.day ? -1 : 1));
}

/** The federal holidays observed from `from` to `to` (YYYY-MM-DD, both included). */
export function federalHolidaysBetween(from: string, to: string): FederalHoliday[] {
  const holidays: FederalHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    holidays.push(...federalHolidays(year).filter((h) => h.day >= from && h.day <= to));
  }
  return holidays;
}

/** The federal holiday observed on a day (YYYY-MM-DD), or null. */
export function federalHoliday(day: string): string | null {
  return federalHolidaysBetween(day, day)[0]?.name ?? null;
}
