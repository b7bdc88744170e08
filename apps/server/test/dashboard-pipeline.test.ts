import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { SHOP_TIME_ZONE, type AdminStats } from '@shop/contract';
import { createQuotePipeline } from '../src/modules/quotes/quote-pipeline.ts';
import { createTestApp, EVERY_PERMISSION, type TestApp } from './helpers.ts';
import { surveyForm } from './lead-fixtures.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

/**
 * The owner's numbers on the admin dashboard. The quote pipeline (sent,
 * accepted, value won this shop month, survey-to-paid-order conversion and days from survey
 * to installation over 90 days) and the next 7 days of booked installations, on a set seeded
 * with direct inserts; the month's start in the shop's time zone; zero data; the dashboard's
 * permission.
 */
describe('admin dashboard: quote pipeline and installations', () => {
  let t: TestApp;
  let admin: { cookie: string };
  let customer: { id: number; email: string; cookie: string };
  let product: FixtureProduct;
  let quoteCounter = 0;
  const logLines: string[] = [];

  const stats = async () => {
    const res = await t.call('GET', '/api/admin/stats', admin);
    expect(
      res.statusCode,
      res.body + logLines.filter((l) => l.includes('"level":50')).join('\n'),
    ).toBe(200);
    return res.json() as AdminStats;
  };

  /** A quote as the quotes module stores one: status, total, answer time, survey. */
  const insertQuote = async (q: {
    status: string;
    totalCents?: number;
    answeredAt?: SQL | null;
    surveyId?: number | null;
  }) => {
    const total = q.totalCents ?? 10_000;
    const number = `QT-2026-${String(900_000 + ++quoteCounter).padStart(6, '0')}`;
    const [row] = await t.query<{ id: number }>(sql`
      insert into quotes (quote_number, status, site_survey_id, customer_id, customer_name,
        customer_email, site_zip, subtotal_cents, total_cents, valid_until, answered_at)
      values (${number}, ${q.status}, ${q.surveyId ?? null}, ${customer.id}, 'Dana Whitfield',
        ${customer.email}, '89101', ${total}, ${total}, current_date + 30, ${q.answeredAt ?? null})
      returning id`);
    return row!.id;
  };

  /** A site survey sent through the public form, dated `daysAgo` days back. */
  const insertSurvey = async (daysAgo: number) => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/site-survey',
      payload: surveyForm(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { surveyId: number }).surveyId;
    await t.query(
      sql`update site_surveys set created_at = now() - ${daysAgo} * interval '1 day' where id = ${id}`,
    );
    return id;
  };

  /** A paid order of the customer, made from the quote when one is named. */
  const insertOrder = async (quoteId: number | null = null) => {
    const made = await createOrder(t, {
      customer: { id: customer.id, email: customer.email, name: 'Dana Whitfield' },
      lines: [{ product, quantity: 1 }],
    });
    if (quoteId !== null)
      await t.query(sql`update orders set quote_id = ${quoteId} where id = ${made.id}`);
    return made;
  };

  const insertJob = async (job: {
    orderId: number;
    quoteId?: number | null;
    status: string;
    technicianId?: number | null;
    day?: SQL | null;
    slot?: number | null;
    completedAt?: SQL | null;
    site?: string;
  }) => {
    await t.query(sql`
      insert into installation_jobs (order_id, quote_id, customer_id, status, technician_id, day,
        slot, site_address, site_zip, completed_at)
      values (${job.orderId}, ${job.quoteId ?? null}, ${customer.id}, ${job.status},
        ${job.technicianId ?? null}, ${job.day ?? null}, ${job.slot ?? null},
        ${job.site ?? '100 Main St, Las Vegas, NV 89101'}, '89101', ${job.completedAt ?? null})`);
  };

  beforeAll(async () => {
    t = await createTestApp({ logLines });
    await t.seedCatalogue();
    product = (await pricedProducts(t))[0]!;
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Dana', lastName: 'Whitfield' });
  });
  afterAll(() => t.close());

  it('shows zeros and no installations while there is no data', async () => {
    const body = await stats();
    expect(body.quotePipeline).toEqual({
      sent: 0,
      accepted: 0,
      valueWonThisMonth: 0,
      surveysLast90Days: 0,
      surveysConvertedLast90Days: 0,
      conversionPercent: null,
      installationsLast90Days: 0,
      averageDaysToInstallation: null,
    });
    expect(body.installations).toEqual({ days: 7, jobs: [], toBook: 0 });
  });

  it("is the dashboard's: canViewReports, else 401 or 403", async () => {
    const reports = await t.createStaff('manager', { canViewReports: true });
    const others = await t.createStaff('manager', { ...EVERY_PERMISSION, canViewReports: false });
    expect((await t.call('GET', '/api/admin/stats')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/stats', customer)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/stats', others)).statusCode).toBe(403);
    const res = await t.call('GET', '/api/admin/stats', reports);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('quotePipeline');
  });

  it('counts the pipeline and lists the next 7 days of booked installations from the database', async () => {
    const tz = SHOP_TIME_ZONE;
    // The shop month's start (America/Los_Angeles: 07:00 or 08:00 UTC on the 1st).
    const monthStart = sql`(date_trunc('month', now() at time zone ${tz}) at time zone ${tz})`;
    const today = sql`((now() at time zone ${tz})::date)`;

    // Quotes with the customer now: 2 sent, 1 viewed; a draft, a declined, an expired.
    for (const status of ['sent', 'sent', 'viewed', 'draft', 'declined', 'expired'])
      await insertQuote({ status });
    // Accepted: at the month's first instant and just now (won this month), and one minute
    // before the month began in the shop's zone (already this month in UTC): last month's.
    await insertQuote({ status: 'accepted', totalCents: 123_456, answeredAt: monthStart });
    await insertQuote({ status: 'accepted', totalCents: 10_044, answeredAt: sql`now()` });
    await insertQuote({
      status: 'accepted',
      totalCents: 99_900,
      answeredAt: sql`${monthStart} - interval '1 minute'`,
    });

    // Surveys: three of the last 90 days (one paid through its quote's order, one quoted and
    // not paid, one without a quote) and one of 100 days ago whose quote was paid.
    const paidSurvey = await insertSurvey(20);
    const quotedSurvey = await insertSurvey(5);
    await insertSurvey(1);
    const oldSurvey = await insertSurvey(100);
    const paidQuote = await insertQuote({ status: 'accepted', surveyId: paidSurvey });
    await insertQuote({ status: 'sent', surveyId: quotedSurvey });
    const oldQuote = await insertQuote({ status: 'accepted', surveyId: oldSurvey });
    const paidOrder = await insertOrder(paidQuote);
    const oldOrder = await insertOrder(oldQuote);
    // Installed 10 days after its survey, and 70 days after the old one (completed 30 days
    // ago: inside the 90 days that count completions).
    await insertJob({
      orderId: paidOrder.id,
      quoteId: paidQuote,
      status: 'completed',
      completedAt: sql`now() - interval '10 days'`,
    });
    await insertJob({
      orderId: oldOrder.id,
      quoteId: oldQuote,
      status: 'completed',
      completedAt: sql`now() - interval '30 days'`,
    });

    // The calendar: booked today and in 6 days (shown), yesterday and in 7 days (not); two
    // jobs waiting for a slot, a cancelled one.
    const [tech] = await t.query<{ id: number }>(
      sql`insert into technicians (name) values ('Terry Tech') returning id`,
    );
    const booked = [
      { day: sql`${today}`, slot: 1, site: '1 First St, Las Vegas, NV 89101', shown: true },
      { day: sql`${today} + 6`, slot: 2, site: '6 Sixth St, Henderson, NV 89002', shown: true },
      { day: sql`${today} - 1`, slot: 1, site: 'yesterday', shown: false },
      { day: sql`${today} + 7`, slot: 1, site: 'next week', shown: false },
    ];
    const shownOrders: { orderNumber: string; id: number }[] = [];
    for (const job of booked) {
      const order = await insertOrder();
      if (job.shown) shownOrders.push(order);
      await insertJob({
        orderId: order.id,
        status: 'booked',
        technicianId: tech!.id,
        day: job.day,
        slot: job.slot,
        site: job.site,
      });
    }
    for (const status of ['to_book', 'to_book', 'cancelled'])
      await insertJob({ orderId: (await insertOrder()).id, status });

    const body = await stats();
    expect(body.quotePipeline).toEqual({
      sent: 4, // 2 sent, 1 viewed, and the survey's quote sent
      accepted: 5,
      valueWonThisMonth: 1335, // 1234.56 + 100.44; last month's 999.00 left out
      surveysLast90Days: 3,
      surveysConvertedLast90Days: 1,
      conversionPercent: 33.3,
      installationsLast90Days: 2,
      averageDaysToInstallation: 40, // (10 + 70) / 2
    });
    const [{ day0, day6 }] = (await t.query<{ day0: string; day6: string }>(
      sql`select ${today}::text as day0, (${today} + 6)::text as day6`,
    )) as [{ day0: string; day6: string }];
    expect(body.installations.toBook).toBe(2);
    expect(body.installations.jobs).toEqual([
      {
        jobId: expect.any(Number),
        day: day0,
        slot: 1,
        slotTime: '08:00',
        technician: 'Terry Tech',
        orderId: shownOrders[0]!.id,
        orderNumber: shownOrders[0]!.orderNumber,
        customer: 'Dana Whitfield',
        site: '1 First St, Las Vegas, NV 89101',
      },
      {
        jobId: expect.any(Number),
        day: day6,
        slot: 2,
        slotTime: '13:00',
        technician: 'Terry Tech',
        orderId: shownOrders[1]!.id,
        orderNumber: shownOrders[1]!.orderNumber,
        customer: 'Dana Whitfield',
        site: '6 Sixth St, Henderson, NV 89002',
      },
    ]);

    // The admin's own slot times name the slots.
    await t.query(sql`insert into installation_settings (id, deposit_percent, slot_times)
      values (1, 30, '["07:30", "12:30"]'::jsonb)
      on conflict (id) do update set slot_times = excluded.slot_times`);
    const again = await stats();
    expect(again.installations.jobs.map((j) => j.slotTime)).toEqual(['07:30', '12:30']);
  });

  it("starts the month at midnight in the shop's time zone, not UTC", async () => {
    // 1 March 2026 begins at 08:00 UTC in Los Angeles (PST). An hour into the month, a quote
    // accepted at 07:30 UTC (still February there) is last month's; one at 08:30 is this one's.
    const now = new Date('2026-03-01T09:00:00Z');
    await insertQuote({
      status: 'accepted',
      totalCents: 70_000,
      answeredAt: sql`'2026-03-01T07:30:00Z'::timestamptz`,
    });
    await insertQuote({
      status: 'accepted',
      totalCents: 8_800,
      answeredAt: sql`'2026-03-01T08:30:00Z'::timestamptz`,
    });
    const numbers = await createQuotePipeline(t.database).numbers(now);
    // Every other accepted quote of this file was answered after that moment.
    expect(numbers.wonThisMonthCents).toBe(8_800);
    const april = await createQuotePipeline(t.database).numbers(
      new Date('2026-04-01T06:59:00Z'), // 23:59 on 31 March in Los Angeles (PDT)
    );
    expect(april.wonThisMonthCents).toBe(8_800);
  });
});
