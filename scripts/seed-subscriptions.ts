/**
 * Many subscriptions for measuring the staff's subscription list and the owner's recurring
 * revenue (npm run bench -- --subscriptions): COUNT subscriptions of three made-up plans for
 * COUNT / 5 made-up customers, started over two years, each with INVOICES invoices of its past
 * periods; then a share of them changed later (cancelled, suspended, past due, paused,
 * upgraded), so the RMR trigger dates each move in its month. Set-based statements; not for a
 * shop (numbers start SUB-B and INV-B, e-mails bench.subscriber).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';
import { insertBenchCustomers } from './seed-orders.ts';

export async function seedSubscriptions(
  database: DatabaseHandle,
  { subscriptions, invoices }: { subscriptions: number; invoices: number },
): Promise<void> {
  const customers = Math.max(1, Math.round(subscriptions / 5));
  const perSubscription = Math.max(1, Math.round(invoices / subscriptions));
  await database.transaction(async () => {
    const ex = database.executor();
    await ex.execute(insertBenchCustomers('bench.subscriber', customers));
    await ex.execute(sql`
      insert into plans (name, monitoring, maintenance_visits_per_year, response_hours,
        extended_warranty, monthly_price_cents, yearly_price_cents, setup_fee_cents,
        min_term_months, taxable, position)
      values ('Bench Alarm', 'alarm', 0, 24, false, 2499, 24990, 4900, 12, true, 101),
        ('Bench Video', 'video', 1, 8, true, 3999, 39990, 9900, 12, true, 102),
        ('Bench Care', 'none', 2, 48, true, 1999, 19990, 0, 0, false, 103)
      on conflict do nothing`);
    await ex.execute(sql`
      create temporary table seed_subscribers on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id
      from users where email like 'bench.subscriber%'`);
    await ex.execute(sql`create unique index on seed_subscribers (n)`);
    await ex.execute(sql`
      create temporary table seed_plans on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id, monthly_price_cents as monthly,
        yearly_price_cents as yearly, min_term_months as term, taxable
      from plans where name like 'Bench %'`);
    await ex.execute(sql`analyze seed_subscribers`);
    // Subscription g: plan g % 3, yearly one in six, started (g % 720) days ago at noon UTC;
    // its current period is the one under way now, anchored on its start.
    await ex.execute(sql`
      insert into subscriptions (number, customer_id, plan_id, interval, price_cents,
        setup_fee_cents, min_term_months, taxable, status, site_street, site_city, site_state,
        site_zip, site_country, started_at, billing_anchor_at, current_period_start,
        current_period_end, min_term_ends_at, next_run_at, created_at, updated_at)
      select 'SUB-B' || lpad(g::text, 7, '0'), c.id, p.id,
        case when g % 6 = 0 then 'year' else 'month' end,
        case when g % 6 = 0 then p.yearly else p.monthly end,
        0, p.term, p.taxable, 'active', g || ' Desert Inn Rd', 'Las Vegas', 'NV', '89109',
        'United States', s.started, s.started,
        s.started + s.periods * s.step, s.started + (s.periods + 1) * s.step,
        s.started + p.term * interval '1 month',
        s.started + (s.periods + 1) * s.step, s.started, s.started
      from generate_series(1, ${subscriptions}) g
      join seed_subscribers c on c.n = g % ${customers}
      join seed_plans p on p.n = g % 3
      cross join lateral (
        select date_trunc('day', now()) - (g % 720) * interval '1 day' + interval '12 hours' as started,
          case when g % 6 = 0 then interval '1 year' else interval '1 month' end as step,
          case when g % 6 = 0 then (g % 720) / 365 else (g % 720) / 30 end as periods
      ) s`);
    // Invoices of the past periods, paid; the last one open for those going past due below.
    await ex.execute(sql`
      insert into subscription_invoices (number, subscription_id, customer_id, kind,
        period_start, period_end, issued_at, lines, subtotal_cents, tax_rate, tax_cents,
        total_cents, status, paid_at, created_at)
      select 'INV-B-' || s.id || '-' || k, s.id, s.customer_id,
        case when k = ${perSubscription} then 'first' else 'renewal' end,
        s.current_period_start - (k - 1) * w.step, s.current_period_start - (k - 2) * w.step,
        s.current_period_start - (k - 1) * w.step,
        jsonb_build_array(jsonb_build_object('description', 'Bench plan', 'amountCents', s.price_cents)),
        s.price_cents, case when s.taxable then 0.08375 else 0 end,
        case when s.taxable then round(s.price_cents * 0.08375)::int else 0 end,
        s.price_cents + case when s.taxable then round(s.price_cents * 0.08375)::int else 0 end,
        'paid', s.current_period_start - (k - 1) * w.step, s.current_period_start - (k - 1) * w.step
      from subscriptions s
      cross join lateral (select case when s.interval = 'year' then interval '1 year' else interval '1 month' end as step) w
      cross join lateral generate_series(1, ${perSubscription}) k
      where s.number like 'SUB-B%'`);
    // Later moves, each dated in its own month (updated_at): one in ten cancelled, one in
    // twenty suspended, one in twenty past due, one in fifty paused, one in twenty-five upgraded.
    await ex.execute(sql`
      update subscriptions s set
        status = case
          when s.id % 10 = 0 then 'cancelled'
          when s.id % 20 = 1 then 'suspended'
          when s.id % 20 = 2 then 'past_due'
          when s.id % 50 = 3 then 'paused'
          else s.status end,
        price_cents = case when s.id % 25 = 4 then s.price_cents + 500 else s.price_cents end,
        cancelled_at = case when s.id % 10 = 0 then now() - (s.id % 300) * interval '1 day' end,
        suspended_at = case when s.id % 20 = 1 then now() - (s.id % 40) * interval '1 day' end,
        past_due_since = case when s.id % 20 in (1, 2) then now() - (s.id % 40) * interval '1 day' end,
        paused_at = case when s.id % 50 = 3 then now() - (s.id % 90) * interval '1 day' end,
        next_run_at = case when s.id % 10 = 0 then null else s.next_run_at end,
        updated_at = greatest(s.started_at, now() - (s.id % 300) * interval '1 day')
      where s.number like 'SUB-B%'
        and (s.id % 10 = 0 or s.id % 20 in (1, 2) or s.id % 50 = 3 or s.id % 25 = 4)`);
    await ex.execute(sql`
      update subscription_invoices i set status = 'open', paid_at = null, attempt = 1, failures = 1
      from subscriptions s
      where s.id = i.subscription_id and s.number like 'SUB-B%' and s.status in ('past_due', 'suspended')
        and i.number = 'INV-B-' || s.id || '-1'`);
    await ex.execute(sql`analyze subscriptions`);
    await ex.execute(sql`analyze subscription_invoices`);
  });
}
