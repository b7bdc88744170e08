/**
 * Many quotes and installation jobs for measuring the quote and installation staff screens (npm run
 * bench -- --quotes): COUNT quotes in every status over two years, each with two to five lines
 * (products of the priced catalogue and labour lines of the price list), one in three from a
 * site survey; the paid orders already seeded (scripts/seed-orders.ts) are linked to accepted
 * quotes where there are enough; and one installation job per order, JOBS in all: most
 * completed or cancelled in the past, a share waiting for a slot, and the rest booked into
 * TECHNICIANS technicians' slots from the past into the coming months (never one slot twice).
 * Set-based statements; not for a shop (numbers start QT-1999-, the rows are made up).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';
import { PRICED_POOL } from './seed-orders.ts';

export const BENCH_TECHNICIANS = 20;

export async function seedQuotes(
  database: DatabaseHandle,
  { quotes, jobs }: { quotes: number; jobs: number },
): Promise<void> {
  await database.transaction(async () => {
    const ex = database.executor();
    await ex.execute(sql`create temporary table seed_quote_pool on commit drop as ${PRICED_POOL}`);
    await ex.execute(sql`create unique index on seed_quote_pool (n)`);
    await ex.execute(sql`
      create temporary table seed_labour on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id, name, price_cents as price
      from labour_prices`);
    await ex.execute(sql`
      create temporary table seed_surveys on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id, customer_name, customer_email
      from site_surveys`);
    await ex.execute(sql`create unique index on seed_surveys (n)`);
    await ex.execute(sql`analyze seed_quote_pool`);
    await ex.execute(sql`analyze seed_surveys`);
    // Line i of quote g: a product for the first lines, labour for the last (from the third).
    await ex.execute(sql`
      create temporary table seed_quote_lines on commit drop as
      select g, i, i >= 3 and (select count(*) from seed_labour) > 0 as labour,
        (g * 7 + i * 13) % (select count(*) from seed_quote_pool) as p,
        (g + i) % greatest((select count(*) from seed_labour), 1) as lp,
        1 + (g + i) % 4 as q
      from generate_series(1, ${quotes}) g cross join lateral generate_series(1, 2 + g % 4) i`);
    await ex.execute(sql`
      create temporary table seed_quote_totals on commit drop as
      select l.g, sum(coalesce(case when l.labour then b.price end, p.price) * l.q)::int as subtotal
      from seed_quote_lines l join seed_quote_pool p on p.n = l.p
        left join seed_labour b on b.n = l.lp
      group by l.g`);
    // Quotes: statuses in turn (more drafts and sent than answers), the survey's customer for
    // one in three; the discount a tenth of every fifth quote; tax 8.375% of the rest.
    await ex.execute(sql`
      with made as (
        select t.g, t.subtotal,
          case when t.g % 5 = 0 then t.subtotal / 10 else 0 end as discount,
          (array['draft','sent','viewed','accepted','declined','expired','sent','draft','accepted'])[1 + t.g % 9] as status,
          now() - (t.g % 730) * interval '1 day' - (t.g % 1440) * interval '1 minute' as created,
          s.id as survey_id, s.customer_name, s.customer_email
        from seed_quote_totals t
        left join seed_surveys s on t.g % 3 = 0 and s.n = (t.g / 3) % greatest((select count(*) from seed_surveys), 1)
      ),
      inserted as (
        insert into quotes (quote_number, status, site_survey_id, customer_name, customer_email,
          customer_phone, site_street, site_city, site_state, site_zip, subtotal_cents,
          discount_cents, tax_rate, tax_cents, total_cents, valid_until, terms, sent_at,
          viewed_at, answered_at, created_at, updated_at)
        select 'QT-1999-' || lpad(m.g::text, 6, '0'), m.status, m.survey_id,
          coalesce(m.customer_name, (array['Dana','Sam','Rita','Lee','Chris','Pat'])[1 + m.g % 6] || ' ' ||
            (array['Whitfield','Ortega','Nguyen','Brooks','Kowalski','Reyes','Patel'])[1 + (m.g / 6) % 7]),
          coalesce(m.customer_email, 'bench.quote' || m.g || '@example.com'),
          '702-555-' || lpad((m.g % 10000)::text, 4, '0'),
          m.g || ' Desert Inn Rd', 'Las Vegas', 'NV', '89109',
          m.subtotal, m.discount, 0.08375, round((m.subtotal - m.discount) * 0.08375)::int,
          m.subtotal - m.discount + round((m.subtotal - m.discount) * 0.08375)::int,
          (m.created + interval '30 days')::date, 'Payment on acceptance.',
          case when m.status <> 'draft' then m.created + interval '1 hour' end,
          case when m.status in ('viewed','accepted','declined') then m.created + interval '1 day' end,
          case when m.status in ('accepted','declined') then m.created + interval '2 days' end,
          m.created, m.created
        from made m
        on conflict do nothing
        returning id, substring(quote_number from 9)::int as g
      )
      insert into quote_lines (quote_id, position, kind, product_id, package_id, labour_price_id,
        description, package_name, sku, quantity, list_price_cents, unit_price_cents, line_total_cents)
      select q.id, l.i, case when l.labour then 'labour' else 'product' end,
        case when not l.labour then p.id end, case when not l.labour then p.package_id end,
        case when l.labour then b.id end,
        case when l.labour then b.name else p.name end,
        case when l.labour then '' else p.package_name end,
        case when l.labour then '' else p.sku end, l.q,
        case when l.labour then b.price else p.price end,
        case when l.labour then b.price else p.price end,
        case when l.labour then b.price else p.price end * l.q
      from inserted q join seed_quote_lines l on l.g = q.g join seed_quote_pool p on p.n = l.p
        left join seed_labour b on b.n = l.lp`);
    await ex.execute(sql`
      insert into technicians (name, email, working_days, slots_per_day)
      select 'Bench Technician ' || lpad(g::text, 2, '0'), 'bench.tech' || g || '@example.com',
        '[1,2,3,4,5,6]'::jsonb, 2
      from generate_series(1, ${BENCH_TECHNICIANS}) g`);
    // The orders (seed-orders.ts), numbered; the accepted quotes, numbered: order n made from
    // accepted quote n while there are quotes.
    await ex.execute(sql`
      create temporary table seed_job_orders on commit drop as
      select (row_number() over (order by o.id) - 1)::int as n, o.id, o.customer_id, o.ship_street,
        o.ship_city, o.ship_state, o.ship_zip
      from orders o order by o.id limit ${jobs}`);
    await ex.execute(sql`
      create temporary table seed_accepted on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id, answered_at
      from quotes where status = 'accepted'`);
    await ex.execute(sql`create unique index on seed_job_orders (n)`);
    await ex.execute(sql`create unique index on seed_accepted (n)`);
    await ex.execute(sql`
      update orders o set quote_id = a.id
      from seed_job_orders j join seed_accepted a on a.n = j.n
      where o.id = j.id and j.n % 2 = 0`);
    // Job n: one in ten waits for a slot, one in ten is cancelled, four in ten completed in
    // the last year, the rest booked: technician n % T, slot 1 or 2, one day per 2 T jobs,
    // from 120 days ago on (so the coming weeks are busy).
    await ex.execute(sql`
      with numbered as (
        select j.*, (row_number() over (order by j.n) - 1)::int as b,
          case when j.n % 10 = 0 then 'to_book' when j.n % 10 = 1 then 'cancelled'
            when j.n % 10 between 2 and 5 then 'completed' else 'booked' end as status
        from seed_job_orders j
      ),
      booked as (
        select n, (row_number() over (order by n) - 1)::int as k
        from numbered where status = 'booked'
      )
      insert into installation_jobs (order_id, quote_id, customer_id, status, technician_id, day,
        slot, site_address, site_zip, completed_at, created_at)
      select x.id, o.quote_id, x.customer_id, x.status,
        case when x.status in ('booked','completed') then
          (select id from technicians order by id offset coalesce(bk.k, x.n) % ${BENCH_TECHNICIANS} limit 1) end,
        case when x.status = 'booked' then (current_date - 120 + bk.k / (2 * ${BENCH_TECHNICIANS}))
             when x.status = 'completed' then current_date - 1 - x.n % 365 end,
        case when x.status = 'booked' then 1 + (bk.k / ${BENCH_TECHNICIANS}) % 2
             when x.status = 'completed' then 1 end,
        x.ship_street || ', ' || x.ship_city || ', ' || x.ship_state || ' ' || x.ship_zip, x.ship_zip,
        case when x.status = 'completed' then now() - (1 + x.n % 365) * interval '1 day' end,
        now() - (x.n % 400) * interval '1 day'
      from numbered x join orders o on o.id = x.id left join booked bk on bk.n = x.n`);
  });
  await database.executor().execute(sql`vacuum analyze`);
}
