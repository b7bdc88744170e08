import { sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';
import type { DefaultLocationBadge } from '@shop/contract';
import type { PlaceWrite } from '../places.ts';

/** A product's default place in a warehouse, as it is written. */
export type DefaultWrite = PlaceWrite & {
  productId: number;
  warehouseId: number;
  isActive: boolean;
};

/** The same as it is read, with the bin's code and state and the badge the lists show. */
export type DefaultLocationRow = DefaultWrite & {
  locationCode: string | null;
  zoneCode: string;
  locationIsAvailable: boolean;
  locationIsActive: boolean;
  locationNotes: string;
  badge: DefaultLocationBadge;
};

/** The default places as the warehouse publishes them (warehouse/sql/views.sql, with the badge). */
const DEFAULT_SELECT = sql`select d.product_id as "productId", d.warehouse_id as "warehouseId",
  d.location_id as "locationId", d.bin_code as "locationCode", d.zone_id as "zoneId",
  d.zone_code as "zoneCode", d.aisle, d.rack, d.shelf, d.x_coordinate as x,
  d.y_coordinate as y, d.z_coordinate as z, d.notes, d.is_active as "isActive",
  d.location_is_available as "locationIsAvailable", d.location_is_active as "locationIsActive",
  d.location_notes as "locationNotes", d.badge
  from warehouse_default_locations d`;

/**
 * docs/modules/warehouse.md#default-locations: the stock status the default-location screens show.
 */
const STOCK_STATUS = sql`case when p.stock <= 0 then 'outofstock' when p.stock <= 10 then 'low'
  else 'active' end`;

const PRODUCT_SELECT = sql`select p.id, p.name, p.sku, p.price_cents as "priceCents", p.stock,
  p.category_name as category, ${STOCK_STATUS} as status
  from catalogue_products p`;

export type WarehouseProductRow = {
  id: number;
  name: string;
  sku: string;
  priceCents: number | null;
  stock: number;
  category: string;
  status: 'outofstock' | 'low' | 'active';
};

export type DefaultLocationsRepository = ReturnType<typeof createDefaultLocationsRepository>;

export function createDefaultLocationsRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    async find(productId: number, warehouseId: number): Promise<DefaultLocationRow | undefined> {
      const [row] = await all<DefaultLocationRow>(sql`${DEFAULT_SELECT}
        where d.product_id = ${productId} and d.warehouse_id = ${warehouseId}`);
      return row;
    },

    async findMany(productIds: number[], warehouseId: number): Promise<DefaultLocationRow[]> {
      if (!productIds.length) return [];
      return all<DefaultLocationRow>(sql`${DEFAULT_SELECT}
        where d.product_id in ${idList(productIds)} and d.warehouse_id = ${warehouseId}`);
    },

    async productsExist(productIds: number[]): Promise<number[]> {
      if (!productIds.length) return [];
      const rows = await all<{ id: number }>(
        sql`select id from catalogue_products where id in ${idList(productIds)}`,
      );
      return rows.map((r) => r.id);
    },

    async upsert(values: DefaultWrite[]): Promise<void> {
      if (!values.length) return;
      await all(sql`
        insert into product_default_locations (product_id, warehouse_id, zone_id, location_id,
          aisle, rack, shelf, x_coordinate, y_coordinate, z_coordinate, notes, is_active)
        select v."productId", v."warehouseId", v."zoneId", v."locationId", v.aisle, v.rack,
          v.shelf, v.x, v.y, v.z, v.notes, v."isActive"
        from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v("productId" int,
          "warehouseId" int, "zoneId" int, "locationId" int, aisle text, rack text, shelf text,
          x float8, y float8, z float8, notes text, "isActive" boolean)
        on conflict (product_id, warehouse_id) do update set zone_id = excluded.zone_id,
          location_id = excluded.location_id, aisle = excluded.aisle, rack = excluded.rack,
          shelf = excluded.shelf, x_coordinate = excluded.x_coordinate,
          y_coordinate = excluded.y_coordinate, z_coordinate = excluded.z_coordinate,
          notes = excluded.notes, is_active = excluded.is_active, updated_at = now()`);
    },

    async remove(productId: number, warehouseId: number): Promise<boolean> {
      const rows = await all(sql`
        delete from product_default_locations
        where product_id = ${productId} and warehouse_id = ${warehouseId} returning product_id`);
      return rows.length > 0;
    },

    async productsWithout(
      warehouseId: number,
      categoryId: number | undefined,
      limit: number,
    ): Promise<WarehouseProductRow[]> {
      return all<WarehouseProductRow>(sql`${PRODUCT_SELECT}
        where p.archived_at is null
          ${categoryId !== undefined ? sql`and p.category_id = ${categoryId}` : sql``}
          and not exists (select 1 from product_default_locations d
            where d.product_id = p.id and d.warehouse_id = ${warehouseId})
        order by p.name, p.id limit ${limit}`);
    },

    async productsInZone(
      zoneCode: string,
      warehouseId: number,
      limit: number,
    ): Promise<WarehouseProductRow[]> {
      return all<WarehouseProductRow>(sql`${PRODUCT_SELECT}
        join product_default_locations d on d.product_id = p.id and d.warehouse_id = ${warehouseId}
        join warehouse_zones z on z.id = d.zone_id
        where z.zone_code = ${zoneCode.trim().toUpperCase()} and p.archived_at is null
        order by p.name, p.id limit ${limit}`);
    },

    async stats(warehouseId: number) {
      const [row] = await all<{
        total: number;
        withDefault: number;
        active: number;
        inactive: number;
        full: number;
      }>(sql`
        select (select count(*)::int from catalogue_products where archived_at is null) as total,
          count(*)::int as "withDefault",
          (count(*) filter (where d.is_active))::int as active,
          (count(*) filter (where not d.is_active))::int as inactive,
          (count(*) filter (where l.capacity is not null and l.unit_count >= l.capacity))::int as full
        from product_default_locations d
        join catalogue_products p on p.id = d.product_id and p.archived_at is null
        left join warehouse_locations l on l.id = d.location_id
        where d.warehouse_id = ${warehouseId}`);
      const byZone = await all<{ zone_code: string; products: number }>(sql`
        select z.zone_code, count(*)::int as products
        from product_default_locations d join warehouse_zones z on z.id = d.zone_id
        join catalogue_products p on p.id = d.product_id and p.archived_at is null
        where d.warehouse_id = ${warehouseId}
        group by z.zone_code order by z.zone_code`);
      return { ...row!, byZone };
    },

    async categoryOf(productId: number): Promise<string | undefined> {
      const [row] = await all<{ name: string }>(sql`
        select p.category_name as name from catalogue_products p
        where p.id = ${productId}`);
      return row?.name;
    },

    /**
     * Bins with room for a product: those in zones whose code starts with the category's
     * letter first, then the emptiest, then the tree order.
     */
    async suggestionIds(letter: string, limit: number): Promise<number[]> {
      const rows = await all<{ id: number }>(sql`
        select l.id from warehouse_locations l join warehouse_zones z on z.id = l.zone_id
        where l.is_active and (l.capacity is null or l.unit_count < l.capacity)
        order by (left(z.zone_code, 1) = ${letter}) desc,
          (case when l.capacity is null then 1.0 else l.unit_count::float8 / nullif(l.capacity, 0) end) asc,
          z.zone_code, l.location_code, l.id
        limit ${limit}`);
      return rows.map((r) => r.id);
    },
  };
}
