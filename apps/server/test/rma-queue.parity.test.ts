import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

/**
 * The RMA queue's steps on both engines (ADR 0048): the RMA's row lock lets one receipt of a
 * unit through, and the returns zone is made once however many receipts need it at once. The
 * queue's rules and messages do not depend on the engine: rma-queue.test.ts.
 */
describe('receiving RMAs at once (both engines)', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let customer: { id: number; email: string };
  let stock: RmaStock;

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp();
    stock = await setUpStock(t, admin, { units: 6 });
  });
  afterAll(() => t.close());

  const approved = async () => {
    const { units } = await soldUnits(t, admin, stock, customer, { quantity: 2 });
    return Promise.all(
      units.map(async (unit) => ({
        ...(await insertRma(t, { customer, unitId: unit.id, status: 'approved' })),
        unit,
      })),
    );
  };
  const receive = (id: number, code: string) =>
    t.call('POST', `/api/admin/rmas/${id}/receive`, admin, { code });

  it('two receipts of different RMAs make one returns zone; two of one RMA: one wins, the other is 409', async () => {
    // The test database has no returns zone: both receipts need it made.
    const [a, b] = await approved();
    const both = await Promise.all([receive(a!.id, a!.rmaNumber), receive(b!.id, b!.rmaNumber)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const zones = await t.query<{ code: string; bins: number }>(sql`
      select z.zone_code as code,
        (select count(*)::int from warehouse_locations l where l.zone_id = z.id) as bins
      from warehouse_zones z where z.is_returns`);
    expect(zones).toEqual([{ code: 'RET', bins: 1 }]);

    const [c] = await approved();
    const twice = await Promise.all([
      receive(c!.id, c!.rmaNumber),
      receive(c!.id, c!.unit.identifier),
    ]);
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(twice.find((r) => r.statusCode === 409)!.json().code).toBe('RMA_STEP_REFUSED');
    const steps = await t.query(
      sql`select 1 from rma_events where rma_id = ${c!.id} and to_status = 'received'`,
    );
    expect(steps).toHaveLength(1);
    const movements = await t.query(sql`
      select 1 from unit_movements where unit_id = ${c!.unit.id}
        and movement_type = 'return_processing'`);
    expect(movements).toHaveLength(1);
  });
});
