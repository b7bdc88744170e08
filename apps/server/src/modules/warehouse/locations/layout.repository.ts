import { sql } from 'drizzle-orm';
import { queryRows, type ExecutorSource } from '@shop/db';
import type { LayoutAction } from '@shop/contract';

export type LockedZone = {
  id: number;
  zoneCode: string;
  zoneName: string;
  description: string;
  isReturns: boolean;
};

export type LockedBin = {
  id: number;
  zoneId: number;
  zoneCode: string;
  locationCode: string;
  capacity: number | null;
  unitCount: number;
  isActive: boolean;
  isStaging: boolean;
};

export type LayoutChangeRow = {
  id: number;
  action: LayoutAction;
  zoneId: number;
  locationId: number | null;
  zoneCode: string;
  locationCode: string | null;
  details: string;
  actorName: string | null;
  createdAt: string;
};

export type LayoutChangeWrite = {
  action: LayoutAction;
  zoneId: number;
  zoneCode: string;
  locationId?: number | undefined;
  locationCode?: string | undefined;
  details: string;
};

/** How many changes of a zone or bin its details list. */
const HISTORY_LIMIT = 100;

/**
 * Corrections of the layout (ADR 0039): zones and bins locked, changed and deleted, and
 * the layout history. Queries run on the caller's open transaction (ADR 0006).
 */
export function createLayoutRepository(database: ExecutorSource) {
  const all = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database, query);

  return {
    /**
     * The zone, locked against every write that names it: a unit placed into one of its bins
     * from elsewhere takes a key-share lock on the zone (the units' foreign key), so it waits
     * for a delete, then finds no zone.
     */
    async lockZone(id: number): Promise<LockedZone | undefined> {
      const [row] = await all<LockedZone>(sql`
        select id, zone_code as "zoneCode", zone_name as "zoneName", description,
          is_returns as "isReturns"
        from warehouse_zones where id = ${id} for update`);
      return row;
    },

    /**
     * The bin, locked: a placement into it (the unit-count trigger's lock) waits for this
     * transaction, and a placement under way is waited for, so the count read is final.
     */
    async lockBin(id: number): Promise<LockedBin | undefined> {
      const [row] = await all<LockedBin>(sql`
        select l.id, l.zone_id as "zoneId", z.zone_code as "zoneCode",
          l.location_code as "locationCode", l.capacity, l.unit_count as "unitCount",
          l.is_active as "isActive", l.is_staging as "isStaging"
        from warehouse_locations l join warehouse_zones z on z.id = l.zone_id
        where l.id = ${id} for update of l`);
      return row;
    },

    /** What keeps a zone from being deleted: its units, the statuses mapped to it, defaults. */
    async zoneHolders(zoneId: number) {
      const [row] = await all<{ units: number; statuses: string[]; defaults: number }>(sql`
        select (select count(*)::int from product_units where zone_id = ${zoneId}) as units,
          (select coalesce(array_agg(order_status order by order_status), '{}')
            from status_mappings where zone_id = ${zoneId}) as statuses,
          (select count(*)::int from product_default_locations where zone_id = ${zoneId}) as defaults`);
      return row!;
    },

    /** How many products have this bin as their default location. */
    async binDefaults(binId: number): Promise<number> {
      const [row] = await all<{ n: number }>(sql`
        select count(*)::int as n from product_default_locations where location_id = ${binId}`);
      return row!.n;
    },

    async updateZone(id: number, values: { zoneName: string; description: string }) {
      await all(sql`
        update warehouse_zones set zone_name = ${values.zoneName},
          description = ${values.description}, updated_at = now()
        where id = ${id}`);
    },

    async updateBin(id: number, values: { capacity: number | null; isActive: boolean }) {
      await all(sql`
        update warehouse_locations set capacity = ${values.capacity},
          is_active = ${values.isActive}, updated_at = now()
        where id = ${id}`);
    },

    /** Deletes an empty bin; false when it holds units after all (nothing deleted). */
    async deleteBin(id: number): Promise<boolean> {
      const rows = await all(sql`
        delete from warehouse_locations where id = ${id} and unit_count = 0 returning id`);
      return rows.length > 0;
    },

    /**
     * Every empty bin of a zone in one statement (a mistyped zone of 100,000 bins included),
     * then the zone; answers the bins deleted, or null when a bin still holds units (the
     * caller rolls back).
     */
    async deleteZone(zoneId: number): Promise<number | null> {
      const [row] = await all<{ deleted: number; left: number }>(sql`
        with gone as (
          delete from warehouse_locations where zone_id = ${zoneId} and unit_count = 0
          returning id)
        select (select count(*)::int from gone) as deleted,
          (select count(*)::int from warehouse_locations
            where zone_id = ${zoneId} and unit_count > 0) as left`);
      if (row!.left > 0) return null;
      await all(sql`delete from warehouse_zones where id = ${zoneId}`);
      return row!.deleted;
    },

    async insertChange(change: LayoutChangeWrite, actorId: number | null) {
      await all(sql`
        insert into warehouse_layout_changes (zone_id, location_id, zone_code, location_code,
          action, details, actor_id)
        values (${change.zoneId}, ${change.locationId ?? null}, ${change.zoneCode},
          ${change.locationCode ?? null}, ${change.action}, ${change.details}, ${actorId})`);
    },

    /** A zone's changes (its own and its bins'), or one bin's, newest first. */
    async history(of: { zoneId: number } | { locationId: number }): Promise<LayoutChangeRow[]> {
      const where =
        'zoneId' in of ? sql`c.zone_id = ${of.zoneId}` : sql`c.location_id = ${of.locationId}`;
      return all<LayoutChangeRow>(sql`
        select c.id::int as id, c.action, c.zone_id as "zoneId", c.location_id as "locationId",
          c.zone_code as "zoneCode", c.location_code as "locationCode", c.details,
          nullif(trim(a.first_name || ' ' || a.last_name), '') as "actorName",
          c.created_at as "createdAt"
        from warehouse_layout_changes c left join users_directory a on a.id = c.actor_id
        where ${where}
        order by c.created_at desc, c.id desc
        limit ${HISTORY_LIMIT}`);
    },
  };
}

export type LayoutRepository = ReturnType<typeof createLayoutRepository>;
