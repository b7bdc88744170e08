import { sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, rowsAsJsonText, rowsViaJson, type ExecutorSource } from '@shop/db';
import { LOCATION_COUNT_CAP, type LocationSort, type LocationType } from '@shop/contract';
import { likePattern } from '../../../lib/sql.ts';
import type { PlaceParts } from '../places.ts';

export type ZoneRow = {
  id: number;
  warehouseId: number;
  zoneCode: string;
  zoneName: string;
  description: string;
  locationCount: number;
  unitCount: number;
  /** The zone units received back in an RMA go to: one at most. */
  isReturns: boolean;
  createdAt: string;
};

export type LocationRow = PlaceParts & {
  id: number;
  warehouseId: number;
  zoneId: number;
  zoneCode: string;
  zoneName: string;
  capacity: number | null;
  unitCount: number;
  locationType: LocationType;
  notes: string;
  locationCode: string;
  isActive: boolean;
  isStaging: boolean;
  createdAt: string;
  updatedAt: string;
};

export type LocationFilter = {
  warehouseId: number;
  zoneId?: number | undefined;
  aisle?: string | undefined;
  rack?: string | undefined;
  shelf?: string | undefined;
  /** Only active bins with room for one more unit. */
  available?: boolean | undefined;
};

export type LocationWrite = PlaceParts & {
  warehouseId: number;
  zoneId: number;
  capacity: number | null;
  locationType: LocationType;
  notes: string;
  locationCode: string;
};

export type GridWrite = {
  warehouseId: number;
  zoneId: number;
  zoneCode: string;
  /** The zone letter's index (A = 0) for the x coordinate. */
  letterIndex: number;
  aisles: number;
  racks: number;
  shelves: number;
  capacity: number | null;
  notes: string;
};

/** A bin with room for one more unit (no capacity: always room). */
const HAS_ROOM = sql`(l.is_active and (l.capacity is null or l.unit_count < l.capacity))`;

/**
 * The bins of a zone in the tree's order, from the kept number columns (migration 0017) and
 * walked on warehouse_locations_tree_idx: numbers numerically, then text.
 */
const TREE_ORDER = sql`l.aisle_number asc nulls last, l.aisle asc, l.rack_number asc nulls last,
  l.rack asc, l.shelf_number asc nulls last, l.shelf asc, l.id asc`;

/** Aisle, rack and shelf in the tree's order, for the grouped option lists (a few rows). */
const numericOrder = (column: SQL) =>
  sql`(case when ${column} ~ '^[0-9]{1,18}$' then ${column}::bigint end) asc nulls last, ${column} asc`;

/** A two-digit part of a bin's code, as locationCode() of the contract pads it. */
const padded = (n: SQL) => sql`lpad(${n}::text, greatest(2, length(${n}::text)), '0')`;

const LOCATION_COLUMNS = sql`l.id, l.warehouse_id as "warehouseId", l.zone_id as "zoneId",
  z.zone_code as "zoneCode", z.zone_name as "zoneName", l.aisle, l.rack, l.shelf,
  l.x_coordinate as x, l.y_coordinate as y, l.z_coordinate as z, l.capacity,
  l.unit_count as "unitCount", l.location_type as "locationType", l.notes,
  l.location_code as "locationCode", l.is_active as "isActive", l.is_staging as "isStaging",
  l.created_at as "createdAt", l.updated_at as "updatedAt"`;

/**
 * A bin exactly as the contract's locationSchema sends it (what toLocation in
 * warehouse.mappers.ts makes of LOCATION_COLUMNS), for the lists sent on as the database
 * writes them; the tests hold the two to the same answer.
 */
const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const LOCATION_WIRE_COLUMNS = sql`l.id, l.warehouse_id, l.zone_id, z.zone_code,
  z.zone_code as zone, z.zone_name, l.aisle, l.rack, l.shelf, l.x_coordinate, l.y_coordinate,
  l.z_coordinate, l.capacity, l.unit_count, l.location_type, l.notes, l.location_code,
  l.is_active, ${HAS_ROOM} as is_available, l.is_staging, ${iso(sql`l.created_at`)} as created_at,
  ${iso(sql`l.updated_at`)} as updated_at`;

function locationWhere(filter: LocationFilter): SQL {
  const parts: SQL[] = [sql`l.warehouse_id = ${filter.warehouseId}`];
  if (filter.zoneId !== undefined) parts.push(sql`l.zone_id = ${filter.zoneId}`);
  if (filter.aisle) parts.push(sql`l.aisle = ${filter.aisle}`);
  if (filter.rack) parts.push(sql`l.rack = ${filter.rack}`);
  if (filter.shelf) parts.push(sql`l.shelf = ${filter.shelf}`);
  if (filter.available) parts.push(HAS_ROOM);
  return sql.join(parts, sql` and `);
}

/** A bin as the map draws it (the contract's mapLocationSchema). */
const MAP_COLUMNS = sql`l.id, l.zone_id, l.aisle, l.rack, l.shelf, l.x_coordinate as x,
  l.y_coordinate as y, l.z_coordinate as z, l.capacity, l.unit_count, l.is_active,
  l.location_code, l.is_staging`;

export type WarehouseRepository = ReturnType<typeof createWarehouseRepository>;

/** Zones and bins. Queries run on the caller's open transaction, if any (ADR 0006). */
export function createWarehouseRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);
  /** A long list (the location page's 5000 bins) in one JSON text: see rowsViaJson. */
  const many = <T>(query: SQL): Promise<T[]> => rowsViaJson<T>(database, query);

  const zoneSelect = (where: SQL) => sql`
    select z.id, z.warehouse_id as "warehouseId", z.zone_code as "zoneCode",
      z.zone_name as "zoneName", z.description, z.is_returns as "isReturns",
      z.created_at as "createdAt",
      coalesce(c.n, 0)::int as "locationCount", coalesce(c.units, 0)::int as "unitCount"
    from warehouse_zones z
    left join lateral (
      select count(*) as n, sum(l.unit_count) as units
      from warehouse_locations l where l.zone_id = z.id) c on true
    where ${where}`;

  return {
    /** A seed runs once, also when two instances start together. */
    async lockForSeeding(): Promise<void> {
      await all(sql`select pg_advisory_xact_lock(hashtext('shop:seed-warehouse'))`);
    },

    /**
     * No unit and no zone yet, but for the returns zone every shop has from its migrations
     * (with only its staging bin): a warehouse a seed (the demo's) may fill.
     */
    async isEmptyForSeeding(): Promise<boolean> {
      const [row] = await all<{ empty: boolean }>(sql`
        select not exists (select 1 from warehouse_zones where not is_returns)
          and not exists (select 1 from warehouse_locations l
            join warehouse_zones z on z.id = l.zone_id where z.is_returns and not l.is_staging)
          and not exists (select 1 from product_units) as empty`);
      return row?.empty ?? false;
    },

    /** The products on sale with their stock and category, in the shop's own order. */
    async productsForSeeding() {
      return all<{ id: number; sku: string; stock: number; categorySlug: string }>(sql`
        select p.id, p.sku, p.stock, p.category_slug as "categorySlug"
        from catalogue_products p
        where p.archived_at is null
        order by p.featured_rank nulls last, p.id`);
    },

    async zones(warehouseId: number): Promise<ZoneRow[]> {
      return all<ZoneRow>(
        sql`${zoneSelect(sql`z.warehouse_id = ${warehouseId}`)} order by z.zone_code`,
      );
    },

    /** A warehouse's zone ids and codes (no counts): to resolve a zone named by code or id. */
    async zoneCodes(warehouseId: number) {
      return all<{ id: number; zoneCode: string }>(sql`
        select id, zone_code as "zoneCode" from warehouse_zones
        where warehouse_id = ${warehouseId}`);
    },

    async zone(id: number): Promise<ZoneRow | undefined> {
      const [row] = await all<ZoneRow>(zoneSelect(sql`z.id = ${id}`));
      return row;
    },

    /**
     * A zone and its staging bin (ADR 0038), in one statement: no zone is
     * ever without the bin its bin-less placements go to. The bin has no aisle, rack, shelf
     * or capacity, the zone's code, and `staging`'s coordinates.
     */
    async insertZone(values: {
      warehouseId: number;
      zoneCode: string;
      zoneName: string;
      description: string;
      staging: { x: number; y: number; z: number; notes: string };
    }): Promise<number> {
      const { staging } = values;
      const [row] = await all<{ id: number }>(sql`
        with zone as (
          insert into warehouse_zones (warehouse_id, zone_code, zone_name, description)
          values (${values.warehouseId}, ${values.zoneCode}, ${values.zoneName}, ${values.description})
          returning id, warehouse_id, zone_code),
        bin as (
          insert into warehouse_locations (warehouse_id, zone_id, x_coordinate, y_coordinate,
            z_coordinate, notes, location_code, is_staging)
          select warehouse_id, id, ${staging.x}, ${staging.y}, ${staging.z}, ${staging.notes},
            zone_code, true from zone)
        select id from zone`);
      return row!.id;
    },

    /** The returns zone's id, if one is marked. */
    async returnsZoneId(warehouseId: number): Promise<number | undefined> {
      const [row] = await all<{ id: number }>(sql`
        select id from warehouse_zones where warehouse_id = ${warehouseId} and is_returns`);
      return row?.id;
    },

    /**
     * Marks the zone of this code the returns zone, while none is (the partial unique index
     * holds one at most); answers its id, or undefined when there is no such zone.
     */
    async markReturnsZone(warehouseId: number, zoneCode: string): Promise<number | undefined> {
      const [row] = await all<{ id: number }>(sql`
        update warehouse_zones set is_returns = true, updated_at = now()
        where warehouse_id = ${warehouseId} and zone_code = ${zoneCode}
          and not exists (select 1 from warehouse_zones r
            where r.warehouse_id = ${warehouseId} and r.is_returns)
        returning id`);
      return row?.id;
    },

    /** One returns zone made at a time: the caller's transaction holds this lock. */
    async lockReturnsZone(): Promise<void> {
      await all(sql`select pg_advisory_xact_lock(hashtext('shop:returns-zone'))`);
    },

    /** A zone's staging bin. */
    async stagingBin(zoneId: number): Promise<LocationRow | undefined> {
      const [row] = await all<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where l.zone_id = ${zoneId} and l.is_staging`);
      return row;
    },

    /**
     * Every bin of aisles x racks x shelves in one statement (up to 100,000), with the
     * coordinates (docs/modules/warehouse.md#places-and-coordinates) and codes computed in SQL.
     */
    async insertGrid(grid: GridWrite): Promise<number> {
      const [row] = await all<{ n: number }>(sql`
        with made as (
          insert into warehouse_locations (warehouse_id, zone_id, aisle, rack, shelf,
            x_coordinate, y_coordinate, z_coordinate, capacity, location_type, notes, location_code)
          select ${grid.warehouseId}::int, ${grid.zoneId}::int, a::text, r::text, s::text,
            ${grid.letterIndex * 10}::int + a - 1, r - 1, s - 1, ${grid.capacity}::int,
            'standard', ${grid.notes}::text,
            ${grid.zoneCode}::text || '-' || ${padded(sql`a`)} || '-' || ${padded(sql`r`)}
              || '-' || ${padded(sql`s`)}
          from generate_series(1, ${grid.aisles}::int) a, generate_series(1, ${grid.racks}::int) r,
            generate_series(1, ${grid.shelves}::int) s
          order by a, r, s
          returning 1)
        select count(*)::int as n from made`);
      return row!.n;
    },

    async insertLocation(values: LocationWrite): Promise<number> {
      const [row] = await all<{ id: number }>(sql`
        insert into warehouse_locations (warehouse_id, zone_id, aisle, rack, shelf,
          x_coordinate, y_coordinate, z_coordinate, capacity, location_type, notes, location_code)
        values (${values.warehouseId}, ${values.zoneId}, ${values.aisle}, ${values.rack},
          ${values.shelf}, ${values.x}, ${values.y}, ${values.z}, ${values.capacity},
          ${values.locationType}, ${values.notes}, ${values.locationCode})
        returning id`);
      return row!.id;
    },

    async location(id: number): Promise<LocationRow | undefined> {
      const [row] = await all<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id where l.id = ${id}`);
      return row;
    },

    /** Bins by id, in the order of `ids`. */
    async locationsByIds(ids: number[]): Promise<LocationRow[]> {
      if (!ids.length) return [];
      const rows = await all<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where l.id in ${idList(ids)}`);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** The bin at exactly this place of a zone, if there is one. */
    async binAt(zoneId: number, aisle: string, rack: string, shelf: string) {
      const [row] = await all<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where l.zone_id = ${zoneId} and l.aisle = ${aisle} and l.rack = ${rack}
          and l.shelf = ${shelf}`);
      return row;
    },

    /** The bin a label names ("zone,aisle,rack,shelf": zone by its code), if there is one. */
    async binByLabel(zoneCode: string, aisle: string, rack: string, shelf: string) {
      const [row] = await all<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where z.zone_code = ${zoneCode} and l.aisle = ${aisle} and l.rack = ${rack}
          and l.shelf = ${shelf}
        order by l.id limit 1`);
      return row;
    },

    /** A page of bins in the tree's order (zone, aisle, rack, shelf), and how many match. */
    async locations(
      filter: LocationFilter,
      limit: number,
      offset: number,
    ): Promise<{ rows: LocationRow[]; total: number }> {
      const where = locationWhere(filter);
      const [count] = await all<{ n: number }>(sql`
        select count(*)::int as n from warehouse_locations l where ${where}`);
      const total = count?.n ?? 0;
      if (!total || offset >= total) return { rows: [], total };
      const rows = await many<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where ${where}
        order by z.zone_code, ${TREE_ORDER}
        limit ${limit} offset ${offset}`);
      return { rows, total };
    },

    /** The same page as JSON text in the contract's shape, and how many match. */
    async locationsJson(
      filter: LocationFilter,
      limit: number,
      offset: number,
    ): Promise<{ json: string; total: number }> {
      const where = locationWhere(filter);
      const [count] = await all<{ n: number }>(sql`
        select count(*)::int as n from warehouse_locations l where ${where}`);
      const total = count?.n ?? 0;
      if (!total || offset >= total) return { json: '[]', total };
      const json = await rowsAsJsonText(
        database,
        sql`
        select ${LOCATION_WIRE_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where ${where}
        order by z.zone_code, ${TREE_ORDER}
        limit ${limit} offset ${offset}`,
      );
      return { json, total };
    },

    /**
     * The Locations screen's page (ADR 0039): bins matching the filter and the search
     * (a zone whose code or name contains the text, or the bin's aisle, rack, shelf, code or
     * notes: `search_text`, trigram-indexed, migration 0031), in the sort asked for, as JSON
     * text in the contract's shape, and how many match: counted up to LOCATION_COUNT_CAP
     * (`truncated` beyond). Up to the cap the page is sorted from the matches the count found
     * (one statement); beyond it, the page is an index walk: the creation index for the date
     * sorts, each zone's tree index (zones by code, at most a page past the offset each) for
     * the tree order.
     */
    async searchPage(
      filter: LocationFilter,
      search: string | undefined,
      sort: LocationSort | undefined,
      limit: number,
      offset: number,
    ): Promise<{ json: string; total: number; truncated: boolean }> {
      let where = locationWhere(filter);
      if (search) {
        const like = likePattern(search);
        // The zones first (a few rows): a bin's own text alone keeps the trigram index usable.
        const zones = await all<{ id: number }>(sql`
          select id from warehouse_zones where warehouse_id = ${filter.warehouseId}
            and (lower(zone_code) like ${like} or lower(zone_name) like ${like})`);
        where = zones.length
          ? sql`${where} and (l.zone_id in ${idList(zones.map((z) => z.id))} or l.search_text like ${like})`
          : sql`${where} and l.search_text like ${like}`;
      }
      // NULLS as the indexes have them, so the walks can use them (the columns are not null).
      const order =
        sort === 'newest'
          ? sql`l.created_at desc nulls last, l.id desc nulls last`
          : sort === 'oldest'
            ? sql`l.created_at asc nulls first, l.id asc nulls first`
            : sql`z.zone_code, ${TREE_ORDER}`;
      const page = sql`limit ${limit} offset ${offset}`;
      // One scan for the count, keeping each match's sort keys (narrow rows); up to the cap the
      // page is sorted from them and only its bins are read whole.
      const [first] = await all<{ n: number; json: string | null }>(sql`
        with m as materialized (
          select l.id, l.zone_id, l.aisle_number, l.aisle, l.rack_number, l.rack,
            l.shelf_number, l.shelf, l.created_at
          from warehouse_locations l where ${where} limit ${LOCATION_COUNT_CAP + 1}),
        p as (
          select l.id from m l join warehouse_zones z on z.id = l.zone_id
          order by ${order} ${page})
        select (select count(*)::int from m) as n,
          case when (select count(*) from m) <= ${LOCATION_COUNT_CAP} then
            (select coalesce(json_agg(r), '[]')::text from (
              select ${LOCATION_WIRE_COLUMNS} from p
              join warehouse_locations l on l.id = p.id join warehouse_zones z on z.id = l.zone_id
              order by ${order}) r)
          end as json`);
      const n = first?.n ?? 0;
      const total = Math.min(n, LOCATION_COUNT_CAP);
      const truncated = n > LOCATION_COUNT_CAP;
      if (first?.json !== null && first?.json !== undefined)
        return { json: first.json, total, truncated };
      // More than the cap match: the page is an index walk in the order asked for.
      const query =
        sort === 'newest' || sort === 'oldest'
          ? sql`select ${LOCATION_WIRE_COLUMNS} from warehouse_locations l
              join warehouse_zones z on z.id = l.zone_id
              where ${where} order by ${order} ${page}`
          : // Zones in code order, each zone's bins in the tree order: the sort is
            // incremental, zone by zone, and stops once the page is full.
            sql`select ${LOCATION_WIRE_COLUMNS}
              from (select id, zone_code, zone_name from warehouse_zones
                where warehouse_id = ${filter.warehouseId}
                  ${filter.zoneId !== undefined ? sql`and id = ${filter.zoneId}` : sql``}
                order by zone_code) z
              cross join lateral (
                select l.* from warehouse_locations l where l.zone_id = z.id and ${where}
                order by ${TREE_ORDER} limit ${limit + offset}) l
              order by ${order} ${page}`;
      return { json: await rowsAsJsonText(database, query), total, truncated };
    },

    /** The location stats (docs/modules/warehouse.md#tables), each from one grouped query. */
    async locationStats(warehouseId: number) {
      const [totals] = await all<{
        units: number;
        locations: number;
        full: number;
        minX: number | null;
        maxX: number | null;
        minY: number | null;
        maxY: number | null;
        minZ: number | null;
        maxZ: number | null;
      }>(sql`
        select (select coalesce(sum(n), 0)::int from unit_counts where zone_key <> 0) as units,
          count(*)::int as locations,
          (count(*) filter (where l.capacity is not null and l.unit_count >= l.capacity))::int as full,
          min(l.x_coordinate) as "minX", max(l.x_coordinate) as "maxX",
          min(l.y_coordinate) as "minY", max(l.y_coordinate) as "maxY",
          min(l.z_coordinate) as "minZ", max(l.z_coordinate) as "maxZ"
        from warehouse_locations l where l.warehouse_id = ${warehouseId}`);
      const zones = await all<{
        zone_id: number;
        zone_code: string;
        zone_name: string;
        locations: number;
        units: number;
      }>(sql`
        select z.id as zone_id, z.zone_code, z.zone_name,
          (select count(*)::int from warehouse_locations l where l.zone_id = z.id) as locations,
          (select coalesce(sum(c.n), 0)::int from unit_counts c where c.zone_key = z.id) as units
        from warehouse_zones z where z.warehouse_id = ${warehouseId} order by z.zone_code`);
      const statuses = await all<{ status: string; n: number }>(sql`
        select status, sum(n)::int as n from unit_counts
        where zone_key <> 0 group by status having sum(n) > 0`);
      return { totals: totals!, zones, statuses };
    },

    /** Bins whose zone, place, code or notes contain the text (case-insensitive). */
    async searchLocations(
      warehouseId: number,
      text: string,
      zoneId: number | undefined,
      limit: number,
    ) {
      const like = likePattern(text);
      return many<LocationRow>(sql`
        select ${LOCATION_COLUMNS} from warehouse_locations l
        join warehouse_zones z on z.id = l.zone_id
        where l.warehouse_id = ${warehouseId}
          ${zoneId !== undefined ? sql`and l.zone_id = ${zoneId}` : sql``}
          and (lower(z.zone_code) like ${like} or lower(z.zone_name) like ${like}
            or lower(l.aisle) like ${like} or lower(l.rack) like ${like}
            or lower(l.shelf) like ${like} or lower(l.notes) like ${like}
            or lower(l.location_code) like ${like})
        order by z.zone_code, ${TREE_ORDER}
        limit ${limit}`);
    },

    /**
     * The zones of a warehouse in zone code order, each with a signature of its rows and,
     * for the wanted zones (all, or `onlyZoneId`) whose signature is not `known` (zone id ->
     * signature), its bins as JSON text in the list's (`tree`) or the map's (`map`) shape and
     * order. One statement, so one snapshot: each text is the state its signature names.
     *
     * The signature is an md5 of the zone's id and row version (xmin) and of every bin's id
     * and row version. Any write to a row (a bin's unit count moving with its units, a zone
     * renamed) makes a new row version with the writing transaction's id, and an added or
     * removed bin changes the list: a changed zone never keeps its signature (ADR 0016).
     */
    async zoneBinTexts(
      shape: 'tree' | 'map',
      warehouseId: number,
      onlyZoneId: number | undefined,
      known: Record<number, string>,
      /** No text at all when the wanted zones hold more bins than this (a paged list). */
      maxBins: number | null,
    ) {
      const bins =
        shape === 'tree'
          ? sql`select ${LOCATION_WIRE_COLUMNS} from warehouse_locations l
              where l.zone_id = z.id order by ${TREE_ORDER}`
          : sql`select ${MAP_COLUMNS} from warehouse_locations l
              where l.zone_id = z.id order by l.x_coordinate, l.y_coordinate, l.z_coordinate, l.id`;
      const wanted = sql`(${onlyZoneId ?? null}::int is null or z.id = ${onlyZoneId ?? null}::int)`;
      return all<{
        zoneId: number;
        zoneCode: string;
        zoneName: string;
        bins: number;
        signature: string;
        json: string | null;
      }>(sql`
        select z.id as "zoneId", z.zone_code as "zoneCode", z.zone_name as "zoneName",
          s.bins, s.signature,
          case when ${wanted}
              and s.signature is distinct from (${JSON.stringify(known)}::jsonb ->> z.id::text)
              and (${maxBins}::int is null
                or (sum(s.bins) filter (where ${wanted}) over ()) <= ${maxBins}::int)
            then (select coalesce(json_agg(r), '[]')::text from (${bins}) r)
          end as json
        from warehouse_zones z
        cross join lateral (
          select count(*)::int as bins,
            md5(z.id::text || ':' || z.xmin::text || '|'
              || coalesce(string_agg(l.id::text || ':' || l.xmin::text, ',' order by l.id), '')) as signature
          from warehouse_locations l where l.zone_id = z.id) s
        where z.warehouse_id = ${warehouseId}
        order by z.zone_code`);
    },

    async aisleOptions(zoneId: number) {
      return all<{ aisle: string; available_locations: number; total_locations: number }>(sql`
        select l.aisle, (count(*) filter (where ${HAS_ROOM}))::int as available_locations,
          count(*)::int as total_locations
        from warehouse_locations l where l.zone_id = ${zoneId} and l.aisle <> ''
        group by l.aisle order by ${numericOrder(sql`l.aisle`)}`);
    },

    async rackOptions(zoneId: number, aisle: string) {
      return all<{ rack: string; available_locations: number; total_locations: number }>(sql`
        select l.rack, (count(*) filter (where ${HAS_ROOM}))::int as available_locations,
          count(*)::int as total_locations
        from warehouse_locations l
        where l.zone_id = ${zoneId} and l.aisle = ${aisle} and l.rack <> ''
        group by l.rack order by ${numericOrder(sql`l.rack`)}`);
    },

    async shelfOptions(zoneId: number, aisle: string, rack: string) {
      return all<{
        shelf: string;
        available_capacity: number | null;
        capacity: number | null;
        location_id: number;
      }>(sql`
        select l.shelf, case when l.capacity is null then null
            else greatest(l.capacity - l.unit_count, 0) end as available_capacity,
          l.capacity, l.id as location_id
        from warehouse_locations l
        where l.zone_id = ${zoneId} and l.aisle = ${aisle} and l.rack = ${rack}
          and l.is_active
        order by ${numericOrder(sql`l.shelf`)}`);
    },
  };
}
