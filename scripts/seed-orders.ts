/**
 * Many orders for measuring the back office (npm run bench -- --orders, or npm run seed:large --
 * --orders 200000): CUSTOMERS made-up customers and COUNT orders of one to three lines of the
 * priced catalogue, in every status, spread over two years, each with its first history entry,
 * written by a few set-based statements. Not for a shop: the rows are made up (order numbers
 * start with BN-, e-mails with bench.customer).
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';

export async function seedOrders(
  database: DatabaseHandle,
  count: number,
  customers = Math.max(1, Math.round(count / 10)),
): Promise<void> {
  await database.transaction(async () => {
    const ex = database.executor();
    await ex.execute(sql`
      insert into users (email, password_hash, first_name, last_name, role, status,
        email_verified_at, address, city, state, zip_code, created_at)
      select 'bench.customer' || g || '@example.com', 'not-a-password-hash',
        (array['Dana','Sam','Rita','Lee','Chris','Pat','Alex','Jordan','Morgan','Casey'])[1 + g % 10],
        (array['Whitfield','Ortega','Nguyen','Brooks','Kowalski','Reyes','Patel','Hughes','Silva'])[1 + (g / 10) % 9],
        'customer', 'active', now(), g || ' Desert Inn Rd', 'Las Vegas', 'NV', '89109',
        now() - (g % 900) * interval '1 day'
      from generate_series(1, ${customers}) g
      on conflict do nothing`);
    // The pool of priced products and the bench customers, as arrays the rows index into.
    const pool = sql`
      with pool as (
        select array_agg(p.id order by p.id) as ids, array_agg(k.id order by p.id) as packages,
          array_agg(coalesce(k.price_cents, p.price_cents) order by p.id) as prices,
          array_agg(p.name order by p.id) as names, array_agg(p.sku order by p.id) as skus,
          array_agg(k.name order by p.id) as package_names, count(*)::int as n
        from products p join lateral (select * from product_packages k where k.product_id = p.id
          order by k.position, k.id limit 1) k on true
        where not p.quote and p.archived_at is null
      )`;
    // Line i of order g: product 1 + (g * 7 + i * 13) % n, quantity 1 + (g + i) % 4.
    await ex.execute(sql`
      ${pool},
      cust as (
        select array_agg(id order by id) as ids,
          array_agg(first_name || ' ' || last_name order by id) as names,
          array_agg(email order by id) as emails, count(*)::int as n
        from users where email like 'bench.customer%'
      ),
      made as (
        select g, 1 + g % cust.n as c,
          (select sum(pool.prices[1 + (g * 7 + i * 13) % pool.n] * (1 + (g + i) % 4))
             from generate_series(1, 1 + g % 3) i)::int as subtotal,
          (array['pending','paid','processing','shipped','delivered','completed','cancelled','refunded'])[1 + (g / 3) % 8] as status
        from generate_series(1, ${count}) g, pool, cust
      )
      insert into orders (order_number, customer_id, customer_name, customer_email, status,
        payment_status, subtotal_cents, tax_rate, tax_cents, shipping_cents, total_cents,
        shipping_address, ship_street, ship_city, ship_state, ship_zip, ship_country,
        payment_provider, payment_intent_id, card_brand, card_last4, tracking_number,
        created_at, updated_at)
      select 'BN-' || lpad(m.g::text, 7, '0'), cust.ids[m.c], cust.names[m.c], cust.emails[m.c],
        m.status,
        case m.status when 'pending' then 'pending' when 'cancelled' then 'refunded'
          when 'refunded' then 'refunded' else 'paid' end,
        m.subtotal, 0.08375, round(m.subtotal * 0.08375)::int, 1000,
        m.subtotal + round(m.subtotal * 0.08375)::int + 1000,
        m.g || ' Desert Inn Rd, Las Vegas, NV 89109, United States', m.g || ' Desert Inn Rd',
        'Las Vegas', 'NV', '89109', 'United States', 'test', 'pi_bench_' || m.g, 'visa', '4242',
        case when m.status in ('shipped','delivered','completed') then '1Z' || lpad(m.g::text, 10, '0') end,
        now() - (m.g % 730) * interval '1 day' - (m.g % 1440) * interval '1 minute',
        now() - (m.g % 730) * interval '1 day'
      from made m, cust
      on conflict do nothing`);
    await ex.execute(sql`
      ${pool}
      insert into order_items (order_id, product_id, package_id, product_name, package_name, sku,
        quantity, unit_price_cents, line_total_cents)
      select o.id, pool.ids[x.p], pool.packages[x.p], pool.names[x.p], pool.package_names[x.p],
        pool.skus[x.p], x.q, pool.prices[x.p], pool.prices[x.p] * x.q
      from orders o cross join pool
      cross join lateral (select substring(o.order_number from 4)::int as g) n
      cross join lateral (
        select 1 + (n.g * 7 + i * 13) % pool.n as p, 1 + (n.g + i) % 4 as q
        from generate_series(1, 1 + n.g % 3) i
      ) x
      where o.order_number like 'BN-%'
        and not exists (select 1 from order_items e where e.order_id = o.id)`);
    await ex.execute(sql`
      insert into order_status_history (order_id, status, payment_status, note, created_at)
      select o.id, o.status, o.payment_status, 'Seeded for measuring', o.created_at
      from orders o
      where o.order_number like 'BN-%'
        and not exists (select 1 from order_status_history h where h.order_id = o.id)`);
  });
  await database.executor().execute(sql`analyze`);
}
