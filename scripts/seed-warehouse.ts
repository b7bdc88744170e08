/**
 * A large warehouse for measuring (not for a shop): zones A to E of 10 aisles x 10 racks x 10
 * shelves (5,000 bins, 300 places each) and `units` units of the catalogue's products spread
 * over them, by a few set-based statements. Statuses are spread as a shop's would be: most
 * available, some assigned, shipped (off the shelf), damaged and lost. Used by
 * `npm run bench -- --warehouse`; the product_units triggers keep bin counts and stock.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@shop/db';

export const BENCH_BINS_PER_ZONE = 1000;
const ZONES = ['A', 'B', 'C', 'D', 'E'];

export async function seedWarehouse(database: DatabaseHandle, units: number): Promise<void> {
  const ex = () => database.executor();
  await database.transaction(async () => {
    for (const [i, code] of ZONES.entries()) {
      await ex().execute(sql`
        with zone as (
          insert into warehouse_zones (zone_code, zone_name, description)
          values (${code}, ${`Zone ${code}`}, 'Bench zone') returning id)
        insert into warehouse_locations (zone_id, aisle, rack, shelf, x_coordinate,
          y_coordinate, z_coordinate, capacity, location_code)
        select zone.id, a::text, r::text, s::text, ${i * 10}::int + a - 1, r - 1, s - 1, 300,
          ${code}::text || '-' || lpad(a::text, 2, '0') || '-' || lpad(r::text, 2, '0') || '-'
            || lpad(s::text, 2, '0')
        from zone, generate_series(1, 10) a, generate_series(1, 10) r, generate_series(1, 10) s`);
    }
  });
  const [range] = (
    (await ex().execute(
      sql`select min(id)::int as lo, max(id)::int as hi, count(*)::int as n from products`,
    )) as unknown as { rows: { lo: number; hi: number; n: number }[] }
  ).rows;
  const [bins] = (
    (await ex().execute(
      sql`select min(id)::int as lo, count(*)::int as n from warehouse_locations`,
    )) as unknown as { rows: { lo: number; n: number }[] }
  ).rows;
  // Units are kept only of products tracked by serial (ADR 0059): the measured shop tracks them
  // all, so the triggers keep their stock and the order lists count their units.
  await database.transaction(() =>
    ex().execute(sql`update products set serial_tracked = true where not serial_tracked`),
  );
  // 100,000 units a statement, each its own transaction: the triggers recount a batch at once.
  for (let start = 1; start <= units; start += 100_000) {
    const end = Math.min(units, start + 99_999);
    await database.transaction(() =>
      ex().execute(sql`
        insert into product_units (unit_identifier, product_id, product_name_snapshot,
          price_snapshot_cents, status, zone_id, location_id, aisle, rack, shelf,
          x_coordinate, y_coordinate, z_coordinate, placed_at, created_at)
        select 'BENCH' || lpad(g::text, 7, '0'), p.id, p.name, p.price_cents, st.status,
          case when st.off then null else l.zone_id end,
          case when st.off then null else l.id end,
          case when st.off then '' else l.aisle end, case when st.off then '' else l.rack end,
          case when st.off then '' else l.shelf end,
          case when st.off then null else l.x_coordinate end,
          case when st.off then null else l.y_coordinate end,
          case when st.off then null else l.z_coordinate end,
          now() - make_interval(mins => g), now() - make_interval(mins => g)
        from generate_series(${start}::int, ${end}::int) g
        join products p on p.id = ${range!.lo}::int + (g * 7) % ${range!.n}::int
        join warehouse_locations l on l.id = ${bins!.lo}::int + (g * 13) % ${bins!.n}::int
        cross join lateral (select case
            when g % 100 < 70 then 'available' when g % 100 < 82 then 'assigned'
            when g % 100 < 94 then 'shipped' when g % 100 < 98 then 'damaged' else 'lost' end
          as status, (g % 100 >= 82 and g % 100 < 94) or g % 100 >= 98 as off) st`),
    );
  }
  // Fresh statistics, as PostgreSQL's autovacuum would have them (PGlite has none).
  await ex().execute(sql`vacuum analyze`);
}
