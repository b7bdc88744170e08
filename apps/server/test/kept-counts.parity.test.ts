import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type AdminStats, type WarehouseLocation } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrderWithUnits, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { insertRma } from './rma-fixtures.ts';
import { oneBinZone } from './unit-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/** A small seeded generator (mulberry32): the same mix of changes on every run and engine. */
function seededRandom(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/**
 * The counts the dashboard reads are kept by the module that owns their rows, in the
 * transaction of each change (ADR 0070): after a seeded random mix of the changes that move
 * them (orders placed, statuses changed through the API, Bulk Actions and plain SQL, units
 * received, assigned, damaged and deleted, products tracked and no longer), each kept count
 * equals its recount from the rows. On PostgreSQL several changes run at once.
 */
describe('kept counts equal their recount (both engines)', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let products: FixtureProduct[];
  let bin: WarehouseLocation;
  const orders: number[] = [];

  /** A change may be refused (409, 400), never fail (a deadlock or a broken trigger is a 500). */
  const call = async (...args: Parameters<TestApp['call']>) => {
    const res = await t.call(...args);
    expect(res.statusCode, res.body).toBeLessThan(500);
  };
  const kept = () => t.app.services.orders.countMissingUnits();
  const recount = () => t.app.services.orders.recountMissingUnits();
  /** The catalogue's and the returns' kept counts, each beside its recount from the rows. */
  const otherCounts = async () => ({
    products: await t.app.services.catalogue.productCounts(),
    rmas: Object.fromEntries(await t.app.services.rmaNumbers.keptStatuses()),
  });
  const otherRecounts = async () => ({
    products: await t.app.services.catalogue.recountProducts(),
    rmas: Object.fromEntries(await t.app.services.rmaNumbers.recountStatuses()),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Kim', lastName: 'Kept' });
    products = (await pricedProducts(t)).slice(0, 4);
    await t.trackSerials(...products.slice(0, 3).map((p) => p.id));
    bin = await oneBinZone(t, admin, { code: 'K', name: 'Kept' });
    await t.query(sql`update warehouse_locations set capacity = null where id = ${bin.id}`);
  });
  afterAll(() => t.close());

  /**
   * One change picked by the generator; refusals (409, 400) are part of the mix. `together`
   * leaves out placing an order: the fixture sets the product's stock first, which two at once
   * would race on (the checkout's own races are checkout.parity.test.ts).
   */
  async function change(random: ReturnType<typeof seededRandom>, together = false): Promise<void> {
    const product = random.pick(products);
    const order = orders.length ? random.pick(orders) : undefined;
    switch (together ? 2 + random.int(11) : random.int(13)) {
      case 0:
      case 1: {
        const lines = [{ product, quantity: 1 + random.int(3) }];
        if (random.int(2)) lines.push({ product: random.pick(products), quantity: 1 });
        const made = await createOrderWithUnits(t, {
          customer: { id: customer.id, email: customer.email, name: 'Kim Kept' },
          lines,
        });
        orders.push(made.id);
        return;
      }
      case 2: {
        await t.trackSerials(product.id);
        await call('POST', '/api/product-units', admin, {
          product_id: product.id,
          quantity: 1 + random.int(3),
          location: { warehouse_location_id: bin.id },
        });
        return;
      }
      case 3: {
        await call('POST', '/api/product-units/assign-waiting', admin, {
          product_id: product.id,
        });
        return;
      }
      case 4: {
        if (order === undefined) return;
        await call('PUT', `/api/admin/orders/${order}/status`, admin, {
          status: random.pick(ORDER_STATUSES),
        });
        return;
      }
      case 5: {
        if (orders.length < 2) return;
        await call('PUT', '/api/admin/orders/bulk-status', admin, {
          ids: [random.pick(orders), random.pick(orders)].filter((v, i, a) => a.indexOf(v) === i),
          status: random.pick(ORDER_STATUSES),
        });
        return;
      }
      case 6: {
        // Any writer counts, a data fix in plain SQL too.
        if (order === undefined) return;
        await t.query(
          sql`update orders set status = ${random.pick(ORDER_STATUSES)} where id = ${order}`,
        );
        return;
      }
      case 7: {
        const [unit] = await t.query<{ id: number }>(sql`
          select id from product_units where order_id is not null and status = 'assigned'
          order by id limit 1 offset ${random.int(3)}`);
        if (!unit) return;
        if (random.int(2)) {
          await call('PUT', `/api/product-units/${unit.id}/status`, admin, {
            status: 'damaged',
            notes: 'Dropped while packing',
          });
        } else {
          await t.query(sql`update product_units set order_id = null, status = 'available'
            where id = ${unit.id}`);
        }
        return;
      }
      case 8: {
        // A product no longer tracked by serial, or tracked again (plain SQL: a data fix).
        await t.query(sql`update products set serial_tracked = not serial_tracked
          where id = ${product.id}`);
        return;
      }
      case 9: {
        // An RMA filed for a unit at a customer that has no open one, at a random status (not
        // two at once: both could pick the same unit, which its unique key refuses).
        if (together) return;
        const [unit] = await t.query<{ id: number }>(sql`
          select u.id from product_units u where u.order_id is not null
            and not exists (select 1 from rmas r where r.unit_id = u.id
              and r.status in ('requested', 'approved', 'received', 'inspected'))
          order by u.id limit 1 offset ${random.int(3)}`);
        if (!unit) return;
        await insertRma(t, {
          customer: { id: customer.id, email: customer.email },
          unitId: unit.id,
          status: random.pick(['requested', 'requested', 'approved', 'rejected'] as const),
        });
        return;
      }
      case 10: {
        // An open RMA approved or rejected by staff, or withdrawn by the customer.
        const [rma] = await t.query<{ id: number; status: string }>(sql`
          select id, status from rmas where status in ('requested', 'approved')
          order by id limit 1 offset ${random.int(3)}`);
        if (!rma) return;
        const action = random.pick(['approve', 'reject', 'withdraw'] as const);
        if (action === 'withdraw')
          await call('POST', `/api/customer/rmas/${rma.id}/withdraw`, customer);
        else
          await call('POST', `/api/admin/rmas/${rma.id}/${action}`, admin, {
            ...(action === 'reject' ? { reason: 'Outside the warranty' } : {}),
          });
        return;
      }
      case 11: {
        // Any writer counts: an RMA resolved, reopened or deleted in plain SQL (a data fix).
        const [rma] = await t.query<{ id: number }>(sql`
          select id from rmas order by id limit 1 offset ${random.int(4)}`);
        if (!rma) return;
        const fix = random.int(3);
        if (fix === 0)
          await t.query(
            sql`update rmas set status = 'resolved', resolved_at = now() where id = ${rma.id}`,
          );
        else if (fix === 1 && !together)
          await t.query(sql`update rmas set status = 'requested', resolved_at = null where id = ${rma.id}
            and not exists (select 1 from rmas o where o.unit_id = rmas.unit_id and o.id <> rmas.id
              and o.status in ('requested', 'approved', 'received', 'inspected'))`);
        else if (fix === 2) {
          await t.query(sql`delete from rma_events where rma_id = ${rma.id}`);
          await t.query(sql`delete from rmas where id = ${rma.id}`);
        }
        return;
      }
      case 12: {
        // A product archived or restored (the catalogue's live and archived counts).
        await t.query(sql`update products set archived_at = case when archived_at is null
          then now() end where id = ${random.pick(products).id}`);
        return;
      }
    }
  }

  it('the orders waiting for units: kept equals recount after 120 random changes, and the dashboard shows it', async () => {
    const random = seededRandom(20260733);
    for (let step = 0; step < 120; step++) {
      await change(random);
      if (step % 10 === 9) {
        expect(await kept(), `after change ${step}`).toBe(await recount());
        expect(await otherCounts(), `after change ${step}`).toEqual(await otherRecounts());
      }
    }
    const recounted = await recount();
    expect(recounted).toBeGreaterThan(0);
    expect(await kept()).toBe(recounted);
    const others = await otherRecounts();
    expect(others.products.archived).toBeGreaterThan(0);
    expect(Object.keys(others.rmas).length).toBeGreaterThan(1);
    expect(await otherCounts()).toEqual(others);
    const stats = (await t.call('GET', '/api/admin/stats', admin)).json() as AdminStats;
    expect(stats.totals.ordersMissingUnits).toBe(recounted);
  });

  it('changes made at once (several connections on PostgreSQL) lose no count', async () => {
    const random = seededRandom(733);
    for (let i = 0; i < 8; i++) await change(random);
    for (let round = 0; round < 12; round++) {
      await Promise.all([1, 2, 3, 4].map(() => change(random, true)));
    }
    expect(await kept()).toBe(await recount());
    expect(await otherCounts()).toEqual(await otherRecounts());
  });

  it('a shop upgrading starts from its rows: the migrations fill the sets and the counts', async () => {
    const expected = await recount();
    expect(expected).toBeGreaterThan(0);
    // As a shop's database was before the migration: no set, no count.
    const others = await otherRecounts();
    await t.query(sql`delete from order_units_missing`);
    await t.query(sql`delete from order_counts`);
    await t.query(sql`delete from product_counts`);
    await t.query(sql`delete from rma_counts`);
    const migrations = new URL('../../../packages/db/migrations/', import.meta.url);
    for (const ending of ['_kept_order_counts.sql', '_kept_counts_and_window_indexes.sql']) {
      const file = readdirSync(migrations).find((f) => f.endsWith(ending))!;
      const statements = readFileSync(new URL(file, migrations), 'utf8')
        .split('--> statement-breakpoint')
        .filter((s) => s.includes('INSERT INTO'));
      for (const statement of statements) await t.query(sql.raw(statement));
    }
    expect(await kept()).toBe(expected);
    expect(await otherCounts()).toEqual(others);
  });
});
