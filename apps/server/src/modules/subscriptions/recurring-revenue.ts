import { asCents, shopDay, type RecurringRevenue, type RmrMonth } from '@shop/contract';

/** A month's kept sums (rmr_months), signed: contraction and churn are negative. */
export type RmrMonthRow = {
  month: string;
  newCents: number;
  expansionCents: number;
  contractionCents: number;
  churnedCents: number;
};

/** The 12 shop months ending with the one `now` falls in, as YYYY-MM, oldest first. */
export function last12Months(now: Date): string[] {
  const [year, month] = shopDay(now).split('-').map(Number) as [number, number];
  const months: string[] = [];
  for (let back = 11; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push(`${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

const percent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/**
 * The owner's RMR figures (ADR 0075) from the kept month sums: each month-end's RMR is what
 * every change up to it adds up to; attrition is the 12 months' churn (gross), or churn and
 * contraction less expansion (net), over the average of the 12 month-end RMRs, in percent to
 * two decimals.
 */
export function rmrFigures(input: {
  now: Date;
  /** Every change before the first of the 12 months, summed. */
  beforeCents: number;
  rows: readonly RmrMonthRow[];
}): Pick<RecurringRevenue, 'rmr' | 'months' | 'last12Months' | 'grossAttrition' | 'netAttrition'> {
  const byMonth = new Map(input.rows.map((r) => [r.month, r]));
  let running = input.beforeCents;
  const totals = { new: 0, expansion: 0, contraction: 0, churned: 0 };
  const months: RmrMonth[] = last12Months(input.now).map((month) => {
    const row = byMonth.get(month);
    const moved = {
      new: row?.newCents ?? 0,
      expansion: row?.expansionCents ?? 0,
      contraction: -(row?.contractionCents ?? 0),
      churned: -(row?.churnedCents ?? 0),
    };
    running += moved.new + moved.expansion - moved.contraction - moved.churned;
    totals.new += moved.new;
    totals.expansion += moved.expansion;
    totals.contraction += moved.contraction;
    totals.churned += moved.churned;
    return {
      month,
      rmr: asCents(running),
      new: asCents(moved.new),
      expansion: asCents(moved.expansion),
      contraction: asCents(moved.contraction),
      churned: asCents(moved.churned),
    };
  });
  const average = months.reduce((sum, m) => sum + m.rmr, 0) / months.length;
  return {
    rmr: asCents(running),
    months,
    last12Months: {
      new: asCents(totals.new),
      expansion: asCents(totals.expansion),
      contraction: asCents(totals.contraction),
      churned: asCents(totals.churned),
    },
    grossAttrition: percent(totals.churned, average),
    netAttrition: percent(totals.churned + totals.contraction - totals.expansion, average),
  };
}
