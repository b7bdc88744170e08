import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { UNIT_MESSAGES, WAREHOUSE_MESSAGES } from '@shop/contract';
import { blockedBy, createTestApp, secondSession, TEST_ENGINE, type TestApp } from './helpers.ts';
import { warehouseLayoutCalls, type LayoutCalls } from './unit-fixtures.ts';
import type { Person } from './user-fixtures.ts';

/**
 * Layout corrections on each engine: a zone of thousands of bins deleted in one statement, and
 * a bin deleted or deactivated while a unit is placed into it (row locks; PostgreSQL also with
 * a second session holding the bin). Everything else: warehouse-layout.test.ts.
 */
describe('warehouse layout corrections: set-based deletes and races (both engines)', () => {
  let t: TestApp;
  let admin: Person;
  let productId: number;
  let code: LayoutCalls['code'];
  let createZone: LayoutCalls['createZone'];
  let binsOf: LayoutCalls['binsOf'];
  let receive: LayoutCalls['receive'];
  let unitsIn: LayoutCalls['unitsIn'];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    const [p] = await t.query<{ id: number }>(sql`select id from products order by id limit 1`);
    productId = p!.id;
    await t.trackSerials(productId);
    ({ code, createZone, binsOf, receive, unitsIn } = warehouseLayoutCalls(t, admin, productId));
  });
  afterAll(() => t.close());

  it('removes a mistyped zone of thousands of bins in one call while it is empty', async () => {
    const zone = await createZone({
      zone_code: code('T'),
      zone_name: 'Typo',
      aisles: 25,
      racks: 20,
      shelves: 10,
    });
    expect(zone.location_count).toBe(5001); // and its staging bin
    const started = performance.now();
    const res = await t.call('DELETE', `/api/warehouse-zones/${zone.id}`, admin);
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(WAREHOUSE_MESSAGES.zoneDeleted(zone.zone_code, 5001));
    const [row] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from warehouse_locations where zone_id = ${zone.id}`,
    );
    expect(row!.n).toBe(0);
    // Set-based: one statement for every bin, not a request per bin.
    expect(took).toBeLessThan(10_000);
  });

  it('never leaves a unit in a deleted bin when a delete and a placement meet (whichever comes first)', async () => {
    const zone = await createZone({
      zone_code: code('X'),
      zone_name: 'Race',
      aisles: 1,
      racks: 1,
      shelves: 2,
    });
    const [first, second] = await binsOf(zone.id);
    // Both at once through the app: one of the two wins, the other is refused cleanly.
    const [deleted, placed] = await Promise.all([
      t.call('DELETE', `/api/warehouse-locations/${first!.id}`, admin),
      receive(first!.id),
    ]);
    expect([deleted.statusCode, placed.statusCode].sort()).toEqual(
      deleted.statusCode === 200 ? [200, 404] : [201, 409],
    );
    const [orphans] = await t.query<{ n: number }>(sql`
      select count(*)::int as n from product_units u
      where u.location_id is not null
        and not exists (select 1 from warehouse_locations l where l.id = u.location_id)`);
    expect(orphans!.n).toBe(0);
    if (TEST_ENGINE !== 'postgres') return;

    // PostgreSQL: the placement holds the bin first; the delete waits, then sees the unit.
    const clients = (await Promise.all([secondSession(t), secondSession(t)])) as [
      pg.Client,
      pg.Client,
    ];
    const [x, y] = clients;
    try {
      await x.query('begin');
      await x.query(
        `insert into product_units (unit_identifier, product_id, product_name_snapshot, warehouse_id, zone_id, location_id)
         values ($1, $2, 'Race', 1, $3, $4)`,
        [`RACE-L-${second!.id}`, productId, zone.id, second!.id],
      );
      const deleting = t.call('DELETE', `/api/warehouse-locations/${second!.id}`, admin);
      await blockedBy(x, deleting);
      await x.query('commit');
      const refused = await deleting;
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toBe(
        WAREHOUSE_MESSAGES.locationHoldsUnits(second!.location_code, 1),
      );

      // The delete holds the bin first; the placement waits, then finds no bin.
      const [third] = await binsOf(
        (
          await createZone({
            zone_code: code('Y'),
            zone_name: 'Race 2',
            aisles: 1,
            racks: 1,
            shelves: 1,
          })
        ).id,
      );
      await y.query('begin');
      await y.query('delete from warehouse_locations where id = $1', [third!.id]);
      const placing = receive(third!.id);
      await blockedBy(y, placing);
      await y.query('commit');
      const late = await placing;
      expect(late.statusCode, late.body).toBe(404);
      expect(late.json().error).toBe(UNIT_MESSAGES.locationMissing);
      expect(await unitsIn(third!.id)).toBe(0);

      // Deactivated while a placement into it was under way: the placement is refused.
      const [fourth] = await binsOf(
        (
          await createZone({
            zone_code: code('W'),
            zone_name: 'Race 3',
            aisles: 1,
            racks: 1,
            shelves: 1,
          })
        ).id,
      );
      await y.query('begin');
      await y.query('update warehouse_locations set is_active = false where id = $1', [fourth!.id]);
      const intoInactive = receive(fourth!.id);
      await blockedBy(y, intoInactive);
      await y.query('commit');
      expect((await intoInactive).statusCode).toBe(409);
      expect(await unitsIn(fourth!.id)).toBe(0);
    } finally {
      await Promise.all(clients.map((c) => c.end()));
    }
  });
});
