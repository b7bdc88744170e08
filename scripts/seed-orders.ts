/**
 * Many orders for measuring the back office (npm run bench -- --orders, or npm run seed:large --
 * --orders 200000): CUSTOMERS made-up customers and COUNT orders of one to three lines of the
 * priced catalogue, in every status, spread over two years, each with its first history entry,
 * written by a few set-based statements. Not for a shop: the rows are made up (order numbers
 * start with BN-, e-mails with bench.customer).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';

/**
 * The priced products with their first package, numbered from 0: the pool the seeded lines
 * pick from by number (seed-orders.ts, seed-quotes.ts).
 */
export const PRICED_POOL = sql`
  select (row_number() over (order by p.id) - 1)::int as n, p.id, k.id as package_id,
    coalesce(k.price_cents, p.price_cents) as price, p.name, p.sku, k.name as package_name
  from products p join lateral (select * from product_packages k where k.product_id = p.id
    order by k.position, k.id limit 1) k on true
  where not p.quote and p.archived_at is null`;

/**
 * COUNT made-up customer accounts whose e-mails start with `prefix` (bench.customer1@example.com
 * on), on Desert Inn Rd, created over the last 900 days; those already there are kept
 * (seed-orders.ts, seed-subscriptions.ts).
 */
export function insertBenchCustomers(prefix: string, count: number) {
  return sql`
    insert into users (email, password_hash, first_name, last_name, role, status,
      email_verified_at, address, city, state, zip_code, created_at)
    select ${prefix}::text || g || '@example.com', 'not-a-password-hash',
      (array['Dana','Sam','Rita','Lee','Chris','Pat','Alex','Jordan','Morgan','Casey'])[1 + g % 10],
      (array['Whitfield','Ortega','Nguyen','Brooks','Kowalski','Reyes','Patel','Hughes','Silva'])[1 + (g / 10) % 9],
      'customer', 'active', now(), g || ' Desert Inn Rd', 'Las Vegas', 'NV', '89109',
      now() - (g % 900) * interval '1 day'
    from generate_series(1, ${count}) g
    on conflict do nothing`;
}

export async function seedOrders(
  database: DatabaseHandle,
  count: number,
  customers = Math.max(1, Math.round(count / 10)),
): Promise<void> {
  await database.transaction(async () => {
    const ex = database.executor();
    await ex.execute(insertBenchCustomers('bench.customer', customers));
    // The priced products and the bench customers, numbered from 0, as temporary tables the
    // rows join by number (an array of 100,000 prices would be copied at every subscript).
    await ex.execute(sql`create temporary table seed_pool on commit drop as ${PRICED_POOL}`);
    await ex.execute(sql`create unique index on seed_pool (n)`);
    await ex.execute(sql`
      create temporary table seed_customers on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id,
        first_name || ' ' || last_name as name, email
      from users where email like 'bench.customer%'`);
    await ex.execute(sql`create unique index on seed_customers (n)`);
    // One statement per call: PGlite's extended protocol refuses two in one.
    await ex.execute(sql`analyze seed_pool`);
    await ex.execute(sql`analyze seed_customers`);
    // Line i of order g: product (g * 7 + i * 13) % pool, quantity 1 + (g + i) % 4.
    await ex.execute(sql`
      create temporary table seed_lines on commit drop as
      select g, i, (g * 7 + i * 13) % (select count(*) from seed_pool) as p, 1 + (g + i) % 4 as q
      from generate_series(1, ${count}) g cross join lateral generate_series(1, 1 + g % 3) i`);
    // Orders, their lines and their first history entries in one statement: the lines join
    // the orders just inserted (returning), not a lookup per line.
    await ex.execute(sql`
      with made as (
        select l.g, sum(p.price * l.q)::int as subtotal,
          (array['pending','paid','processing','shipped','delivered','completed','cancelled','refunded'])[1 + (l.g / 3) % 8] as status
        from seed_lines l join seed_pool p on p.n = l.p
        group by l.g
      ),
      inserted as (
        insert into orders (order_number, customer_id, customer_name, customer_email, status,
          payment_status, subtotal_cents, tax_rate, tax_cents, shipping_cents, total_cents,
          shipping_address, ship_street, ship_city, ship_state, ship_zip, ship_country,
          payment_provider, payment_intent_id, card_brand, card_last4, tracking_number,
          created_at, updated_at)
        select 'BN-' || lpad(m.g::text, 7, '0'), c.id, c.name, c.email, m.status,
          case m.status when 'pending' then 'pending' when 'cancelled' then 'refunded'
            when 'refunded' then 'refunded' else 'paid' end,
          m.subtotal, 0.08375, round(m.subtotal * 0.08375)::int, 1000,
          m.subtotal + round(m.subtotal * 0.08375)::int + 1000,
          m.g || ' Desert Inn Rd, Las Vegas, NV 89109, United States', m.g || ' Desert Inn Rd',
          'Las Vegas', 'NV', '89109', 'United States', 'test', 'pi_bench_' || m.g, 'visa', '4242',
          case when m.status in ('shipped','delivered','completed') then '1Z' || lpad(m.g::text, 10, '0') end,
          now() - (m.g % 730) * interval '1 day' - (m.g % 1440) * interval '1 minute',
          now() - (m.g % 730) * interval '1 day'
        from made m
        join seed_customers c on c.n = m.g % (select count(*) from seed_customers)
        on conflict do nothing
        returning id, substring(order_number from 4)::int as g, status, payment_status, created_at
      ),
      lines as (
        insert into order_items (order_id, product_id, package_id, product_name, package_name,
          sku, quantity, unit_price_cents, line_total_cents)
        select o.id, p.id, p.package_id, p.name, p.package_name, p.sku, l.q, p.price, p.price * l.q
        from inserted o join seed_lines l on l.g = o.g join seed_pool p on p.n = l.p
        returning 1
      )
      insert into order_status_history (order_id, status, payment_status, note, created_at)
      select o.id, o.status, o.payment_status, 'Seeded for measuring', o.created_at
      from inserted o`);
  });
  // As autovacuum would leave a settled table: statistics, and the visibility map that lets
  // counts and deep pages read indexes alone.
  await database.executor().execute(sql`vacuum analyze`);
}
