import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  LOCATION_COUNT_CAP,
  locationsResponse,
  type WarehouseLocation,
  type Zone,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';

type Person = { id: number; email: string; cookie: string };
type Page = {
  locations: WarehouseLocation[];
  pagination: { page: number; limit: number; total: number; pages: number };
  truncated?: boolean;
};

/**
 * The Locations screen searches, sorts and pages on the server beyond 5,000
 * bins (it used to load the first 5,000 and search them in the browser, silently), and says how
 * many matched.
 */
describe('the Locations screen searches and pages on the server', () => {
  let t: TestApp;
  let admin: Person;
  let small: Zone;

  const page = async (query: string): Promise<Page> => {
    const res = await t.call('GET', `/api/warehouse-locations?${query}`, admin);
    expect(res.statusCode, res.body).toBe(200);
    return locationsResponse.parse(res.json()) as Page;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    const create = async (body: Record<string, unknown>) => {
      const res = await t.call('POST', '/api/warehouse-zones', admin, body);
      expect(res.statusCode, res.body).toBe(201);
      return (res.json() as { zone: Zone }).zone;
    };
    // 12,000 bins made first, the zone searched for after them: past the old 5,000-bin list.
    await create({
      zone_code: 'BULK',
      zone_name: 'Overflow',
      aisles: 50,
      racks: 20,
      shelves: 12,
    });
    small = await create({
      zone_code: 'RET',
      zone_name: 'Returns desk',
      aisles: 2,
      racks: 3,
      shelves: 2,
    });
    await t.query(sql`update warehouse_locations set notes = 'Fragile 50% rack'
      where zone_id = ${small.id} and aisle = '2' and rack = '3'`);
  });
  afterAll(() => t.close());

  it('finds bins past the first 5,000 by code, zone code or name, place and notes, case-insensitive, with the count', async () => {
    const byZoneCode = await page('search=ret&sort=zone&limit=500');
    // The zone's 12 bins and its staging bin (ADR 0038).
    expect(byZoneCode.pagination).toEqual({ page: 1, limit: 500, total: 13, pages: 1 });
    expect(byZoneCode.truncated).toBe(false);
    expect(byZoneCode.locations.map((l) => l.location_code).slice(0, 3)).toEqual([
      'RET-01-01-01',
      'RET-01-01-02',
      'RET-01-02-01',
    ]);
    const byName = await page('search=RETURNS%20DESK&sort=zone');
    expect(byName.pagination.total).toBe(13);
    const byCode = await page('search=ret-02-03&sort=zone');
    expect(byCode.locations.map((l) => l.location_code)).toEqual(['RET-02-03-01', 'RET-02-03-02']);
    const byNotes = await page('search=fragile&sort=zone');
    expect(byNotes.pagination.total).toBe(2);
    // LIKE's wildcards are text: "50%" finds the notes that say 50%, not everything.
    expect((await page('search=50%25&sort=zone')).pagination.total).toBe(2);
    expect((await page('search=nothing-like-this&sort=zone')).locations).toEqual([]);
    // Within one zone.
    const inZone = await page(`search=-02-03&zone_id=${small.id}&sort=zone`);
    expect(inZone.pagination.total).toBe(2);
    expect(inZone.locations.every((l) => l.zone_id === small.id)).toBe(true);
  });

  it('pages in the sort asked for, past the count cap too, each bin as the one-bin answer gives it', async () => {
    // Counted up to the cap (the screen takes an unsearched total from the zones' counts);
    // every page is still served.
    const all = await page('sort=zone&limit=500');
    expect(all).toMatchObject({ truncated: true, pagination: { total: LOCATION_COUNT_CAP } });
    expect(all.locations[0]!.location_code).toBe('BULK-01-01-01');
    const second = await page('sort=zone&limit=500&page=2');
    expect(second.locations[0]!.location_code).toBe('BULK-03-02-09');
    // 12,012 bins and the two zones' staging bins.
    const last = await page(`sort=zone&limit=500&page=${Math.ceil(12_014 / 500)}`);
    expect(last.locations).toHaveLength(14);
    // A zone's staging bin comes after its grid.
    expect(last.locations.slice(-2).map((l) => l.location_code)).toEqual(['RET-02-03-02', 'RET']);
    // Zone order follows the codes: BULK before RET, whatever was made first.
    const oldest = await page('sort=oldest&limit=3');
    expect(oldest.locations.map((l) => l.zone_code)).toEqual(['BULK', 'BULK', 'BULK']);
    const newest = await page('sort=newest&limit=3');
    expect(newest.locations.map((l) => l.zone_code)).toEqual(['RET', 'RET', 'RET']);
    // A page past the end is empty and keeps the count.
    const past = await page('search=ret&sort=zone&page=9');
    expect(past).toMatchObject({ locations: [], pagination: { total: 13 } });
    // A search's page holds the bins as the one-bin answer gives them, field for field.
    const one = await page(`location_id=${last.locations.at(-2)!.id}`);
    const found = await page('search=ret-02-03-02&sort=zone');
    expect(found.locations).toEqual(one.locations);
  });

  it('stops counting at the cap and says so', async () => {
    const many = await page('search=bulk&sort=zone&limit=50');
    expect(many.pagination.total).toBe(LOCATION_COUNT_CAP);
    expect(many.truncated).toBe(true);
    expect(many.locations).toHaveLength(50);
  });

  it('refuses a search too long and ignores an unknown sort', async () => {
    const long = await t.call('GET', `/api/warehouse-locations?search=${'x'.repeat(101)}`, admin);
    expect(long.statusCode).toBe(400);
    const unknown = await page('search=ret&sort=sideways');
    expect(unknown.pagination.total).toBe(13);
    const manager = await t.createStaff('manager', { canManageProducts: true });
    expect((await t.call('GET', '/api/warehouse-locations?search=ret', manager)).statusCode).toBe(
      403,
    );
  });
});
