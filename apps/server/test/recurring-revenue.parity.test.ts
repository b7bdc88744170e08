import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { asCents, type PlanWrite, type RecurringRevenue } from '@shop/contract';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { addPlan, CARE, subscribe, VIDEO } from './subscription-fixtures.ts';

const ALARM: PlanWrite = {
  ...CARE,
  name: 'Alarm Monitoring',
  monitoring: 'alarm',
  monthlyPrice: asCents(2499),
  yearlyPrice: asCents(24990),
  taxable: true,
};

/**
 * The owner's numbers against a year computed by hand (ADR 0075), on both engines (the
 * figures are kept by a trigger at each commit). Times are 20:00 UTC, mid-afternoon in the
 * shop's month.
 *
 * | when        | what                                   | RMR change          |
 * |-------------|----------------------------------------|---------------------|
 * | 2025-07-01  | E: Care yearly $199.90                 | new +16.66          |
 * | 2026-01-15  | A: Video monthly $39.99                | new +39.99          |
 * | 2026-01-20  | B: Care yearly $199.90                 | new +16.66          |
 * | 2026-02-10  | C: Alarm monthly $24.99                | new +24.99          |
 * | 2026-03-05  | C: up to Video monthly                 | expansion +15.00    |
 * | 2026-04-10  | A: down to Care monthly $19.99         | contraction -20.00  |
 * | 2026-05-01  | C: cancelled now by staff              | churned -39.99      |
 * | 2026-06-15  | D: Care monthly                        | new +19.99          |
 *
 * Month-end RMR, 2025-07 to 2026-06: 16.66 (six months), 73.31, 98.30, 113.30, 93.30, 53.31,
 * 73.30. Their average: 604.78 / 12 = 50.398333. Over the 12 months: new 118.29, expansion
 * 15.00, contraction 20.00, churned 39.99. Gross attrition 39.99 / 50.398333 = 79.35 %; net
 * (39.99 + 20.00 - 15.00) / 50.398333 = 89.27 %. E's yearly plan renews on 2026-07-01: due
 * within 30 days of 2026-06-20.
 */
describe(`recurring revenue (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let now = new Date('2025-07-01T20:00:00Z');
  const at = async (iso: string) => {
    now = new Date(`${iso}T20:00:00Z`);
    await t.app.services.subscriptions.runDue();
  };

  beforeAll(async () => {
    t = await createTestApp({ clock: () => now });
    await t.app.services.tax.ensureRates();
  });
  afterAll(() => t.app.close());

  it('computes RMR, its moves, attrition, states and renewals as by hand', async () => {
    const video = (await addPlan(t, VIDEO)).id;
    const care = (await addPlan(t, CARE)).id;
    const alarm = (await addPlan(t, ALARM)).id;
    const staff = await t.createStaff('manager', { canManageOrders: true, canViewReports: true });
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => t.signUp()));

    await at('2025-07-01');
    await subscribe(t, e!, care, { interval: 'year' });
    await at('2026-01-15');
    const subA = await subscribe(t, a!, video);
    await at('2026-01-20');
    await subscribe(t, b!, care, { interval: 'year' });
    await at('2026-02-10');
    const subC = await subscribe(t, c!, alarm);
    await at('2026-03-05');
    const up = await t.call('POST', `/api/customer/subscriptions/${subC.id}/change`, c!.cookie, {
      planId: video,
      interval: 'month',
    });
    expect(up.statusCode, up.body).toBe(200);
    await at('2026-04-10');
    const down = await t.call('POST', `/api/customer/subscriptions/${subA.id}/change`, a!.cookie, {
      planId: care,
      interval: 'month',
    });
    expect(down.statusCode, down.body).toBe(200);
    await at('2026-05-01');
    const cancelled = await t.call(
      'POST',
      `/api/admin/subscriptions/${subC.id}/cancel`,
      staff.cookie,
      {
        when: 'now',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await at('2026-06-15');
    await subscribe(t, d!, care);
    await at('2026-06-20');

    const res = await t.json<RecurringRevenue>('GET', '/api/admin/recurring-revenue', staff.cookie);
    expect(res.status).toBe(200);
    const figures = res.body;
    expect(figures.rmr).toBe(73.3);
    expect(figures.months.map((m) => [m.month, m.rmr])).toEqual([
      ['2025-07', 16.66],
      ['2025-08', 16.66],
      ['2025-09', 16.66],
      ['2025-10', 16.66],
      ['2025-11', 16.66],
      ['2025-12', 16.66],
      ['2026-01', 73.31],
      ['2026-02', 98.3],
      ['2026-03', 113.3],
      ['2026-04', 93.3],
      ['2026-05', 53.31],
      ['2026-06', 73.3],
    ]);
    expect(figures.months.find((m) => m.month === '2026-03')).toMatchObject({ expansion: 15 });
    expect(figures.months.find((m) => m.month === '2026-04')).toMatchObject({ contraction: 20 });
    expect(figures.months.find((m) => m.month === '2026-05')).toMatchObject({ churned: 39.99 });
    expect(figures.last12Months).toEqual({
      new: 118.29,
      expansion: 15,
      contraction: 20,
      churned: 39.99,
    });
    expect(figures.grossAttrition).toBe(79.35);
    expect(figures.netAttrition).toBe(89.27);
    expect(figures.subscriptions).toEqual({ active: 4, pastDue: 0, suspended: 0, paused: 0 });
    expect(figures.renewalsDue).toEqual({ count: 1, amount: 199.9 });

    // The kept figure agrees with the subscriptions themselves.
    const [recount] = await t.query<{ cents: number }>(sql`
      select coalesce(sum(case when interval = 'year' then round(price_cents / 12.0) else price_cents end), 0)::int as cents
      from subscriptions where status in ('active', 'past_due')`);
    expect(recount!.cents / 100).toBe(figures.rmr);
    // So do the kept counts per status.
    const kept = await t.query<{ status: string; n: number }>(
      sql`select status, n from subscription_counts where n <> 0 order by status`,
    );
    const counted = await t.query<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from subscriptions group by status order by status`,
    );
    expect(kept).toEqual(counted);

    // Reports only: a manager of orders alone, or a customer, is refused.
    const ordersOnly = await t.createStaff('manager', { canManageOrders: true });
    expect(
      (await t.call('GET', '/api/admin/recurring-revenue', ordersOnly.cookie)).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/admin/recurring-revenue', a!.cookie)).statusCode).toBe(403);
  });
});
