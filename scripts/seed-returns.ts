/**
 * After-sale data for measuring (`npm run bench -- --returns`): on top of the bench
 * warehouse's units (scripts/seed-warehouse.ts) and orders (scripts/seed-orders.ts), the units
 * that were shipped are sold on those orders (half of them delivered), and `rmas` RMAs are
 * filed on delivered units in every status, spread over two years. One customer,
 * `customerEmail`, gets `devices` units of their own, delivered on their orders, for the My
 * devices call. Set-based statements; not for a shop (the rows are made up).
 */
import { sql } from 'drizzle-orm';
import { RMA_KINDS, RMA_REASONS, RMA_STATUSES } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';

const list = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

export async function seedReturns(
  database: DatabaseHandle,
  options: { rmas: number; customerEmail: string; devices: number },
): Promise<{ soldUnits: number; rmas: number }> {
  const ex = () => database.executor();
  const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
    ((await ex().execute(query)) as unknown as { rows: T[] }).rows;
  await database.transaction(async () => {
    // The customer's own orders: three of the bench orders become theirs.
    await ex().execute(sql`
      update orders set customer_id = u.id, customer_name = 'Bench Devices',
        customer_email = u.email, status = 'delivered', payment_status = 'paid'
      from users u
      where u.email = ${options.customerEmail}
        and orders.id in (select id from orders order by id limit 3)`);
    // Units off the shelf (the bench's 'shipped' ones) are sold, each on a shipped, delivered
    // or completed order picked by number (its product need not match for measuring). The
    // trigger stamps their warranty and shipping; half are then delivered.
    await ex().execute(sql`
      create temporary table seed_orders on commit drop as
      select (row_number() over (order by id) - 1)::int as n, id from orders
      where status in ('shipped', 'delivered', 'completed') and id > 3`);
    await ex().execute(sql`create unique index on seed_orders (n)`);
    await ex().execute(sql`analyze seed_orders`);
    await ex().execute(sql`
      update product_units u set order_id = o.id,
        status = case when u.id % 2 = 0 then 'delivered' else 'shipped' end
      from seed_orders o
      where u.status = 'shipped'
        and o.n = u.id % (select count(*) from seed_orders)`);
    // The customer's devices: units of the first shipped batch moved to their three orders.
    await ex().execute(sql`
      update product_units u set order_id = o.id, status = 'delivered', zone_id = null,
        location_id = null, aisle = '', rack = '', shelf = '', x_coordinate = null,
        y_coordinate = null, z_coordinate = null
      from (select id, row_number() over (order by id) as r from product_units
              where status = 'available' order by id limit ${options.devices}) pick,
           (select id, row_number() over (order by id) as r from orders order by id limit 3) o
      where u.id = pick.id and o.r = 1 + pick.r % 3`);
    // Sale dates spread over two years (columns the trigger does not watch).
    await ex().execute(sql`
      update product_units set
        shipped_at = now() - make_interval(days => (id % 730) + 3),
        delivered_at = case when status = 'delivered' then now() - make_interval(days => id % 730) end
      where order_id is not null`);
  });
  await database.transaction(async () => {
    // RMAs on delivered units, one per unit, statuses spread (open ones unique per unit).
    await ex().execute(sql`
      insert into rmas (rma_number, status, kind, reason, description, preferred_outcome,
        customer_id, customer_name, customer_email, unit_id, unit_identifier, product_id,
        product_name, order_id, order_number, delivered_on, created_at, updated_at,
        resolution, resolved_at)
      select 'RMA-BENCH-' || lpad(s.r::text, 7, '0'), st.status,
        (${list(RMA_KINDS)})[1 + s.r % 2], (${list(RMA_REASONS)})[1 + s.r % 6],
        'Stopped recording at night, seeded for measuring', 'replace',
        o.customer_id, o.customer_name, o.customer_email, s.id, s.unit_identifier,
        s.product_id, s.product_name_snapshot, o.id, o.order_number,
        (s.delivered_at at time zone 'America/Los_Angeles')::date,
        s.delivered_at + make_interval(days => 1 + s.r % 20),
        s.delivered_at + make_interval(days => 1 + s.r % 20),
        case when st.status = 'resolved' then 'replace' end,
        case when st.status = 'resolved' then s.delivered_at + make_interval(days => 5 + s.r % 30) end
      from (select u.*, (row_number() over (order by u.id))::int as r from product_units u
              where u.status = 'delivered' order by u.id limit ${options.rmas}) s
      join orders o on o.id = s.order_id
      cross join lateral (select (${list(RMA_STATUSES)})[1 + s.r % ${RMA_STATUSES.length}]
        as status) st`);
    await ex().execute(sql`
      insert into rma_events (rma_id, from_status, to_status, by_customer, created_at)
      select id, null, 'requested', true, created_at from rmas`);
  });
  await ex().execute(sql`vacuum analyze`);
  const [counts] = await rowsOf<{ sold: number; rmas: number }>(sql`
    select (select count(*)::int from product_units where order_id is not null) as sold,
      (select count(*)::int from rmas) as rmas`);
  return { soldUnits: counts!.sold, rmas: counts!.rmas };
}
