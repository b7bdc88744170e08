import { sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';
import {
  ORDER_HELD_UNIT_STATUSES,
  HIDDEN_UNIT_STATUS,
  UNIT_TAKING_ORDER_STATUSES,
  type OrderStatus,
  type UnitPlace,
  type UnitSort,
  type UnitStatus,
  type UpdateMethod,
} from '@shop/contract';
import { likePattern } from '../../../lib/sql.ts';
import { toPrefixTsquery } from '../../catalogue/search-query.ts';
import type { PlaceWrite } from '../places.ts';

export type UnitRow = {
  id: number;
  unitIdentifier: string;
  productId: number;
  productName: string;
  productSku: string;
  productNameSnapshot: string;
  orderId: number | null;
  orderNumber: string | null;
  customerId: number | null;
  status: UnitStatus;
  priceCents: number | null;
  priceSnapshotCents: number | null;
  createdAt: string;
  updatedAt: string;
  zoneId: number | null;
  zoneCode: string | null;
  aisle: string;
  rack: string;
  shelf: string;
  locationId: number | null;
  locationCode: string | null;
  x: number | null;
  y: number | null;
  z: number | null;
  locationNotes: string;
  placedAt: string | null;
  placedByName: string | null;
  placedByEmail: string | null;
  lastMovementReason: string;
  lastMovementMethod: string;
};

/** What a unit keeps of its sale (ADR 0046): the term and the dates, as text. */
export type UnitSaleStamps = {
  warrantyMonths: number | null;
  shippedAt: string | null;
  deliveredAt: string | null;
};

/** A unit as a change reads it, locked. */
export type LockedUnit = {
  id: number;
  productId: number;
  status: UnitStatus;
  orderId: number | null;
  place: UnitPlace | null;
};

export type UnitChange = {
  id: number;
  status: UnitStatus;
  orderId: number | null;
  /** undefined: the place stays; null: the unit leaves its place (shipped, lost...). */
  place: PlaceWrite | null | undefined;
  reason: string;
  method: UpdateMethod;
};

/** Whether a unit was picked for its order (a scan while picking). */
type PickFields = { unitIdentifier: string; pickedAt: string | null };

/** One of an order's units as the picker sees it. */
export type PickRow = {
  id: number;
  unitIdentifier: string;
  productId: number;
  status: UnitStatus;
  locationId: number | null;
  locationCode: string | null;
  zoneCode: string | null;
  aisle: string;
  rack: string;
  shelf: string;
  pickedAt: string | null;
  pickedByName: string | null;
};

/** What a movement records of a unit's change. */
type MovementFields = {
  movementType: string;
  fromStatus: string | null;
  toStatus: string | null;
  fromPlace: UnitPlace | null;
  toPlace: UnitPlace | null;
  referenceType: string | null;
  referenceId: string | null;
  notes: string;
  reason: string;
};

export type MovementWrite = MovementFields & { unitId: number; method: UpdateMethod };

export type MovementRow = MovementFields & {
  id: number;
  method: string;
  actorName: string | null;
  createdAt: string;
};

export type UnitFilter = {
  status?: UnitStatus | undefined;
  productId?: number | undefined;
  zoneId?: number | undefined;
  orderId?: number | undefined;
  locationId?: number | undefined;
  search?: string | undefined;
};

/** A filtered count stops here; the list then says there are more. */
export const SEARCH_COUNT_CAP = 10_000;

const UNIT_COLUMNS = sql`u.id, u.unit_identifier as "unitIdentifier", u.product_id as "productId",
  p.name as "productName", p.sku as "productSku", u.product_name_snapshot as "productNameSnapshot",
  u.order_id as "orderId", o.order_number as "orderNumber", o.customer_id as "customerId",
  u.status, p.price_cents as "priceCents", u.price_snapshot_cents as "priceSnapshotCents",
  u.created_at as "createdAt", u.updated_at as "updatedAt", u.zone_id as "zoneId",
  z.zone_code as "zoneCode", u.aisle, u.rack, u.shelf, u.location_id as "locationId",
  l.location_code as "locationCode", u.x_coordinate as x, u.y_coordinate as y,
  u.z_coordinate as z, u.location_notes as "locationNotes", u.placed_at as "placedAt",
  nullif(trim(pb.first_name || ' ' || pb.last_name), '') as "placedByName",
  pb.email as "placedByEmail", u.last_movement_reason as "lastMovementReason",
  u.last_movement_method as "lastMovementMethod"`;

const UNIT_JOINS = sql`join catalogue_products p on p.id = u.product_id
  left join orders_directory o on o.id = u.order_id
  left join warehouse_zones z on z.id = u.zone_id
  left join warehouse_locations l on l.id = u.location_id
  left join users_directory pb on pb.id = u.placed_by`;

/**
 * Each order ends in the id, so pages never overlap. The NULLS clauses match the indexes
 * (created_at DESC NULLS LAST, id DESC NULLS LAST, walked either way): without them the
 * planner cannot walk the index and sorts every unit.
 */
const nullsOf = (dir: SQL, desc: boolean) =>
  sql`${dir} ${sql.raw(desc ? 'nulls last' : 'nulls first')}`;
const ORDER_BY: Record<UnitSort, (dir: SQL, desc: boolean) => SQL> = {
  created_at: (dir, desc) => sql`u.created_at ${nullsOf(dir, desc)}, u.id ${nullsOf(dir, desc)}`,
  unit_identifier: (dir) => sql`u.unit_identifier ${dir}, u.id ${dir}`,
  product_name: (dir) => sql`p.name ${dir}, u.id ${dir}`,
  status: (dir) => sql`u.status ${dir}, u.created_at desc nulls last, u.id desc nulls last`,
};

/** The unit's place as a movement records it (null when it has none). */
const PLACE_JSON = sql`case when u.zone_id is null and u.location_id is null then null
  else jsonb_build_object('zoneId', u.zone_id, 'zoneCode', coalesce(z.zone_code, ''),
    'aisle', u.aisle, 'rack', u.rack, 'shelf', u.shelf, 'locationId', u.location_id,
    'x', u.x_coordinate, 'y', u.y_coordinate, 'z', u.z_coordinate) end`;

/** Units as a change reads them (LockedUnit), with their zones, to lock. */
const LOCKED_UNITS = sql`select u.id, u.product_id as "productId", u.status,
  u.order_id as "orderId", ${PLACE_JSON} as place
  from product_units u left join warehouse_zones z on z.id = u.zone_id`;

/** A movement as MovementRow reads it, from unit_movements m and its actor a. */
const MOVEMENT_COLUMNS = sql`m.id::int as id, m.movement_type as "movementType",
  m.from_status as "fromStatus", m.to_status as "toStatus", m.from_place as "fromPlace",
  m.to_place as "toPlace", m.reference_type as "referenceType", m.reference_id as "referenceId",
  m.notes, m.reason, m.method, nullif(trim(a.first_name || ' ' || a.last_name), '') as "actorName",
  m.created_at as "createdAt"`;

/** Units an order has (ORDER_HELD_UNIT_STATUSES: contract constants, never input). */
export const HELD_BY_ORDER = sql.raw(
  `u.status in (${ORDER_HELD_UNIT_STATUSES.map((s) => `'${s}'`).join(', ')})`,
);

/** UNIT_TAKING_ORDER_STATUSES as an SQL list (constants of the contract, never input). */
const TAKING_ORDERS = sql.raw(`(${UNIT_TAKING_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** Longer searches look the identifier up by their last characters only (see below). */
const IDENTIFIER_TAIL = 6;

/**
 * Identifiers that contain `text` (case-insensitive). Identifiers share their first letters
 * (four of the product's name, docs/modules/warehouse.md#tables), and a trigram the index holds
 * for every unit costs a read of a million entries (measured: 27 ms for "bench0004711" against
 * 1 ms for "004711" on 1,000,000 units). So a long search asks the index for its last
 * characters, where identifiers differ, and the few candidates are checked against the whole
 * text.
 */
function identifierContains(text: string): SQL {
  const needle = text.toLowerCase();
  if (needle.length <= IDENTIFIER_TAIL + 2) {
    return sql`lower(unit_identifier) like ${likePattern(needle)}`;
  }
  return sql`lower(unit_identifier) like ${likePattern(needle.slice(-IDENTIFIER_TAIL))}
    and strpos(lower(unit_identifier), ${needle}) > 0`;
}

function filterSql(filter: UnitFilter): SQL {
  const parts: SQL[] = [sql`true`];
  // Voided units (a receipt's mistake) are listed only when asked for by status.
  if (filter.status) parts.push(sql`u.status = ${filter.status}`);
  else parts.push(sql`u.status <> ${HIDDEN_UNIT_STATUS}`);
  if (filter.productId !== undefined) parts.push(sql`u.product_id = ${filter.productId}`);
  if (filter.zoneId !== undefined) parts.push(sql`u.zone_id = ${filter.zoneId}`);
  if (filter.orderId !== undefined) parts.push(sql`u.order_id = ${filter.orderId}`);
  if (filter.locationId !== undefined) parts.push(sql`u.location_id = ${filter.locationId}`);
  if (filter.search) {
    // Each branch on its own index (the identifier's trigrams, the products' text search and
    // SKU, the orders' trigrams), joined as one set of ids: an OR would scan every unit.
    const like = likePattern(filter.search);
    const words = toPrefixTsquery(filter.search);
    const products = words
      ? sql`search_vector @@ to_tsquery('english', ${words}) or sku = ${filter.search.toUpperCase()}`
      : sql`sku = ${filter.search.toUpperCase()}`;
    // As an array computed once: the matching ids are found first and fetched by primary key
    // (an IN would let the planner's guess of how many match pick a scan of every unit). The
    // matching products and orders too: as an IN, a guess of thousands started a parallel
    // worker (15 ms on PostgreSQL) to find none.
    parts.push(sql`u.id = any(array(
      select id from product_units where ${identifierContains(filter.search)}
      union all
      select pu.id from product_units pu
      where pu.product_id = any(array(select id from catalogue_products where ${products}))
      union all
      select pu.id from product_units pu
      where pu.order_id = any(array(select id from orders_directory where search_text like ${like}))))`);
  }
  return sql.join(parts, sql` and `);
}

export type UnitsRepository = ReturnType<typeof createUnitsRepository>;

/** Units and their movements. Queries run on the caller's open transaction, if any. */
export function createUnitsRepository(database: ExecutorSource) {
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  /**
   * How many units match. By status and zone alone: from unit_counts (a few rows, exact).
   * A product, order or bin: counted through their indexes (a few each). A search: counted
   * up to SEARCH_COUNT_CAP, beyond which the list says so; up to the cap, the matching ids
   * come back with the count, so the page is read by key without searching a second time.
   */
  async function count(
    filter: UnitFilter,
  ): Promise<{ total: number; truncated: boolean; ids?: number[] }> {
    if (!filter.productId && !filter.orderId && !filter.locationId && !filter.search) {
      const parts: SQL[] = [sql`true`];
      if (filter.status) parts.push(sql`status = ${filter.status}`);
      else parts.push(sql`status <> ${HIDDEN_UNIT_STATUS}`);
      if (filter.zoneId !== undefined) parts.push(sql`zone_key = ${filter.zoneId}`);
      const [row] = await all<{ n: number }>(sql`
        select coalesce(sum(n), 0)::int as n from unit_counts where ${sql.join(parts, sql` and `)}`);
      return { total: row?.n ?? 0, truncated: false };
    }
    const [row] = await all<{ n: number; ids: string | null }>(sql`
      select count(*)::int as n,
        case when count(*) <= ${SEARCH_COUNT_CAP} and ${Boolean(filter.search)}
          then coalesce(string_agg(s.id::text, ','), '') end as ids
      from (select u.id from product_units u where ${filterSql(filter)}
        limit ${SEARCH_COUNT_CAP + 1}) s`);
    const n = row?.n ?? 0;
    const ids =
      row?.ids === null || row?.ids === undefined
        ? undefined
        : row.ids.split(',').filter(Boolean).map(Number);
    return {
      total: Math.min(n, SEARCH_COUNT_CAP),
      truncated: n > SEARCH_COUNT_CAP,
      ...(ids ? { ids } : {}),
    };
  }

  return {
    async list(
      filter: UnitFilter,
      sort: UnitSort,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<{ rows: UnitRow[]; total: number; truncated: boolean }> {
      const { total, truncated, ids } = await count(filter);
      if (!total || offset >= total) return { rows: [], total, truncated };
      // A search's matches are known by now (when at most SEARCH_COUNT_CAP): read by key,
      // with the other filters checked again (a unit may have changed since the count).
      const where = ids
        ? sql`u.id = any(string_to_array(${ids.join(',')}, ',')::int[])
            and ${filterSql({ ...filter, search: undefined })}`
        : filterSql(filter);
      const dir = sql.raw(order);
      // The page's ids first (an index walk), then the joins for those rows only.
      // By product name: the products walked in name order (products_name_idx), each one's
      // units from their own index, so a page never sorts every unit; a search's matches
      // (at most SEARCH_COUNT_CAP) are joined to their products and sorted as they are.
      const units =
        sort === 'product_name' && ids
          ? sql`product_units u join catalogue_products p on p.id = u.product_id where ${where}`
          : sort === 'product_name'
            ? sql`catalogue_products p cross join lateral (
              select u.id from product_units u where u.product_id = p.id and ${where}) u`
            : sql`product_units u where ${where}`;
      const rows = await all<UnitRow>(sql`
        with page as (
          select u.id from ${units}
          order by ${ORDER_BY[sort](dir, order === 'desc')}
          limit ${limit} offset ${offset})
        select ${UNIT_COLUMNS} from page join product_units u on u.id = page.id ${UNIT_JOINS}
        order by ${ORDER_BY[sort](dir, order === 'desc')}`);
      return { rows, total, truncated };
    },

    count,

    async find(id: number): Promise<UnitRow | undefined> {
      const [row] = await all<UnitRow>(
        sql`select ${UNIT_COLUMNS} from product_units u ${UNIT_JOINS} where u.id = ${id}`,
      );
      return row;
    },

    async findMany(ids: number[]): Promise<UnitRow[]> {
      if (!ids.length) return [];
      return all<UnitRow>(sql`
        select ${UNIT_COLUMNS} from product_units u ${UNIT_JOINS}
        where u.id in ${idList(ids)}
        order by u.id`);
    },

    /** Locks the units in id order (two bulk changes cannot deadlock) and reads their state. */
    async lock(ids: number[]): Promise<LockedUnit[]> {
      if (!ids.length) return [];
      return all<LockedUnit>(sql`${LOCKED_UNITS}
        where u.id in ${idList(ids)}
        order by u.id
        for update of u`);
    },

    /**
     * Of these units, those ever assigned to an order (ADR 0038), by their movements:
     * the first order each went to, by number.
     */
    async everAssigned(ids: number[]) {
      if (!ids.length) return [];
      return all<{ id: number; identifier: string; orderNumber: string }>(sql`
        select distinct on (m.unit_id) m.unit_id as id, u.unit_identifier as identifier,
          coalesce(o.order_number, m.reference_id, '') as "orderNumber"
        from unit_movements m
        join product_units u on u.id = m.unit_id
        left join orders_directory o on m.reference_type = 'order' and o.id::text = m.reference_id
        where m.unit_id in ${idList(ids)}
          and (m.to_status = 'assigned' or m.movement_type = 'order_assignment'
            or m.reference_type = 'order')
        order by m.unit_id, m.id`);
    },

    /**
     * The unit a scanned identifier names: as typed, else in capitals (a scanner with caps
     * lock, a person typing); `lock` for a change.
     */
    async byIdentifier(text: string, lock = false): Promise<(LockedUnit & PickFields) | undefined> {
      const [row] = await all<LockedUnit & PickFields>(sql`
        select u.id, u.product_id as "productId", u.status, u.order_id as "orderId",
          ${PLACE_JSON} as place, u.unit_identifier as "unitIdentifier",
          u.picked_at as "pickedAt"
        from product_units u left join warehouse_zones z on z.id = u.zone_id
        where u.unit_identifier in (${text}, ${text.toUpperCase()})
        order by u.unit_identifier = ${text} desc limit 1
        ${lock ? sql`for update of u` : sql``}`);
      return row;
    },

    /** A unit's sale stamps (warehouse/sql/unit-sale.sql), as text so they write back exactly. */
    async saleStamps(id: number) {
      const [row] = await all<UnitSaleStamps>(sql`
        select warranty_months as "warrantyMonths", shipped_at::text as "shippedAt",
          delivered_at::text as "deliveredAt"
        from product_units where id = ${id}`);
      return row;
    },

    /**
     * Writes a unit's sale stamps back (the trigger re-stamps only on a change of order or
     * status, so this update leaves them as given): a repaired unit keeps its first sale's
     * term and dates on its repair order.
     */
    async restoreSaleStamps(id: number, stamps: UnitSaleStamps): Promise<void> {
      await all(sql`update product_units set warranty_months = ${stamps.warrantyMonths},
          shipped_at = ${stamps.shippedAt}::timestamptz,
          delivered_at = ${stamps.deliveredAt}::timestamptz, updated_at = now()
        where id = ${id}`);
    },

    /** A unit back on the shelf after an RMA's inspection found it working. */
    async markRefurbished(id: number): Promise<void> {
      await all(sql`update product_units set refurbished = true, updated_at = now()
        where id = ${id}`);
    },

    /** Marks a unit picked by `actorId`, now. */
    async markPicked(id: number, actorId: number | null): Promise<void> {
      await all(sql`update product_units set picked_at = now(), picked_by = ${actorId}::int,
        updated_at = now() where id = ${id}`);
    },

    /** An order's units with their places and picks, by product then identifier. */
    async orderPicks(orderId: number): Promise<PickRow[]> {
      return all<PickRow>(sql`
        select u.id, u.unit_identifier as "unitIdentifier", u.product_id as "productId", u.status,
          u.location_id as "locationId", l.location_code as "locationCode",
          z.zone_code as "zoneCode", u.aisle, u.rack, u.shelf, u.picked_at as "pickedAt",
          nullif(trim(pb.first_name || ' ' || pb.last_name), '') as "pickedByName"
        from product_units u
        left join warehouse_zones z on z.id = u.zone_id
        left join warehouse_locations l on l.id = u.location_id
        left join users_directory pb on pb.id = u.picked_by
        where u.order_id = ${orderId} and ${HELD_BY_ORDER}
        order by u.product_id, l.location_code nulls last, u.unit_identifier`);
    },

    /** The identifiers already taken among `base` and `base-N`. */
    async identifiersLike(base: string): Promise<string[]> {
      const rows = await all<{ id: string }>(sql`
        select unit_identifier as id from product_units
        where unit_identifier = ${base} or unit_identifier like ${`${base.replace(/[\\%_]/g, '\\$&')}-%`}`);
      return rows.map((r) => r.id);
    },

    /** Inserts one available unit per identifier at `place`; answers their ids in order. */
    async insertUnits(values: {
      productId: number;
      identifiers: string[];
      place: PlaceWrite;
      placedBy: number | null;
      reason: string;
    }): Promise<number[]> {
      const { place } = values;
      const rows = await all<{ id: number }>(sql`
        insert into product_units (unit_identifier, product_id, product_name_snapshot,
          price_snapshot_cents, zone_id, location_id, aisle, rack, shelf, x_coordinate,
          y_coordinate, z_coordinate, location_notes, placed_at, placed_by, last_movement_reason,
          last_movement_method)
        select i.ident, p.id, p.name, p.price_cents, ${place.zoneId}::int, ${place.locationId}::int,
          ${place.aisle}::text, ${place.rack}::text, ${place.shelf}::text, ${place.x}::float8,
          ${place.y}::float8, ${place.z}::float8, ${place.notes}::text, now(),
          ${values.placedBy}::int, ${values.reason}::text, 'manual'
        from jsonb_array_elements_text(${JSON.stringify(values.identifiers)}::jsonb)
          with ordinality as i(ident, n)
        join catalogue_products p on p.id = ${values.productId}
        order by i.n
        returning id`);
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    /** Writes each unit's new status, order and place in one statement. */
    async applyChanges(changes: UnitChange[], actorId: number | null): Promise<void> {
      if (!changes.length) return;
      const payload = changes.map((c) => ({
        id: c.id,
        status: c.status,
        order_id: c.orderId,
        moves: c.place !== undefined,
        zone_id: c.place?.zoneId ?? null,
        location_id: c.place?.locationId ?? null,
        aisle: c.place?.aisle ?? '',
        rack: c.place?.rack ?? '',
        shelf: c.place?.shelf ?? '',
        x: c.place?.x ?? null,
        y: c.place?.y ?? null,
        z: c.place?.z ?? null,
        notes: c.place?.notes ?? '',
        reason: c.reason,
        method: c.method,
      }));
      await all(sql`
        update product_units u set
          status = c.status,
          order_id = c.order_id,
          zone_id = case when c.moves then c.zone_id else u.zone_id end,
          location_id = case when c.moves then c.location_id else u.location_id end,
          aisle = case when c.moves then c.aisle else u.aisle end,
          rack = case when c.moves then c.rack else u.rack end,
          shelf = case when c.moves then c.shelf else u.shelf end,
          x_coordinate = case when c.moves then c.x else u.x_coordinate end,
          y_coordinate = case when c.moves then c.y else u.y_coordinate end,
          z_coordinate = case when c.moves then c.z else u.z_coordinate end,
          location_notes = case when c.moves then c.notes else u.location_notes end,
          placed_at = case when c.moves and c.zone_id is not null then now()
            when c.moves then null else u.placed_at end,
          placed_by = case when c.moves then ${actorId}::int else u.placed_by end,
          last_movement_reason = c.reason,
          last_movement_method = c.method,
          -- A pick belongs to the unit's order: leaving it (or being given to another) clears it.
          picked_at = case when c.order_id is not distinct from u.order_id then u.picked_at end,
          picked_by = case when c.order_id is not distinct from u.order_id then u.picked_by end,
          updated_at = now()
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as c(id int, status text,
          order_id int, moves boolean, zone_id int, location_id int, aisle text, rack text,
          shelf text, x float8, y float8, z float8, notes text, reason text, method text)
        where u.id = c.id`);
    },

    async insertMovements(movements: MovementWrite[], actorId: number | null): Promise<void> {
      if (!movements.length) return;
      await all(sql`
        insert into unit_movements (unit_id, movement_type, from_status, to_status, from_place,
          to_place, reference_type, reference_id, notes, reason, method, actor_id)
        select m."unitId", m."movementType", m."fromStatus", m."toStatus", m."fromPlace",
          m."toPlace", m."referenceType", m."referenceId", m.notes, m.reason, m.method,
          ${actorId}::int
        from jsonb_to_recordset(${JSON.stringify(movements)}::jsonb) as m("unitId" int,
          "movementType" text, "fromStatus" text, "toStatus" text, "fromPlace" jsonb,
          "toPlace" jsonb, "referenceType" text, "referenceId" text, notes text, reason text,
          method text)`);
    },

    async movements(
      unitId: number,
      order: 'asc' | 'desc',
      limit: number,
      offset: number,
    ): Promise<{ rows: MovementRow[]; total: number }> {
      const [count] = await all<{ n: number }>(
        sql`select count(*)::int as n from unit_movements where unit_id = ${unitId}`,
      );
      const dir = sql.raw(order);
      const rows = await all<MovementRow>(sql`
        select ${MOVEMENT_COLUMNS}
        from unit_movements m left join users_directory a on a.id = m.actor_id
        where m.unit_id = ${unitId}
        order by m.created_at ${dir}, m.id ${dir}
        limit ${limit} offset ${offset}`);
      return { rows, total: count?.n ?? 0 };
    },

    /**
     * Inside a transaction: locks the order's row (through the orders module's published
     * view) so every change of its units and of its status runs one after another: two
     * assignments cannot both count the same missing unit, and no unit is given to an order
     * while it is being cancelled. Orders are always locked before their units.
     */
    async lockOrder(orderId: number) {
      const [row] = await all<{ id: number; orderNumber: string; status: OrderStatus }>(sql`
        select id, order_number as "orderNumber", status from orders_directory
        where id = ${orderId} for update`);
      return row;
    },

    async orderIdByNumber(orderNumber: string): Promise<number | undefined> {
      const [row] = await all<{ id: number }>(
        sql`select id from orders_directory where order_number = ${orderNumber}`,
      );
      return row?.id;
    },

    /** Per product of an order: how many units its lines need, and how many it holds. */
    async orderLines(orderId: number) {
      return all<{ productId: number; need: number; held: number }>(sql`
        select i.product_id as "productId", sum(i.quantity)::int as need,
          (select count(*)::int from product_units u
            where u.order_id = ${orderId} and u.product_id = i.product_id
              and ${HELD_BY_ORDER}) as held
        from order_lines i where i.order_id = ${orderId} and i.product_id is not null
        group by i.product_id order by i.product_id`);
    },

    /**
     * Orders that still take units (UNIT_TAKING_ORDER_STATUSES) and hold fewer units of the
     * product than they bought, oldest first, with how many each still needs.
     */
    async ordersNeeding(productId: number, limit: number) {
      return all<{
        id: number;
        orderNumber: string;
        status: OrderStatus;
        createdAt: string;
        customerName: string | null;
        quantity: number;
        held: number;
      }>(sql`
        select o.id, o.order_number as "orderNumber", o.status, o.created_at as "createdAt",
          nullif(trim(c.first_name || ' ' || c.last_name), '') as "customerName",
          l.quantity, h.held
        from (select order_id, sum(quantity)::int as quantity from order_lines
              where product_id = ${productId} group by order_id) l
        join orders_directory o on o.id = l.order_id
        left join users_directory c on c.id = o.customer_id
        cross join lateral (select count(*)::int as held from product_units u
          where u.order_id = o.id and u.product_id = ${productId} and ${HELD_BY_ORDER}) h
        where o.status in ${TAKING_ORDERS} and h.held < l.quantity
        order by o.created_at, o.id
        limit ${limit}`);
    },

    /**
     * Available units for an order, locked: those in the product's default bin first, then
     * the oldest. SKIP LOCKED: a unit another transaction is changing is never waited for,
     * and never given twice.
     */
    async lockAvailableFor(productId: number, count: number): Promise<LockedUnit[]> {
      return all<LockedUnit>(sql`${LOCKED_UNITS}
        left join product_default_locations d on d.product_id = u.product_id
          and d.warehouse_id = u.warehouse_id and d.is_active
        where u.product_id = ${productId} and u.status = 'available'
        order by (d.location_id is not null and u.location_id = d.location_id) desc,
          (d.zone_id is not null and u.zone_id = d.zone_id) desc, u.created_at, u.id
        limit ${count}
        for update of u skip locked`);
    },

    /** The units an order holds, locked in id order. */
    async lockOrderUnits(orderId: number): Promise<LockedUnit[]> {
      return all<LockedUnit>(sql`${LOCKED_UNITS}
        where u.order_id = ${orderId}
        order by u.id
        for update of u`);
    },

    /** The zone an order status sends its units to (status mappings), if any. */
    async mappedZone(orderStatus: string) {
      const [row] = await all<{ id: number; zoneCode: string }>(sql`
        select z.id, z.zone_code as "zoneCode" from status_mappings m
        join warehouse_zones z on z.id = m.zone_id where m.order_status = ${orderStatus}`);
      return row;
    },

    /** Of these products, the ones kept as units (tracked by serial, on the product form). */
    async trackedOf(productIds: number[]): Promise<number[]> {
      if (!productIds.length) return [];
      const rows = await all<{ id: number }>(sql`
        select p.id from catalogue_products p
        where p.id in ${idList(productIds)} and p.serial_tracked`);
      return rows.map((r) => r.id);
    },

    async orderNumber(orderId: number): Promise<string | undefined> {
      const [row] = await all<{ n: string }>(
        sql`select order_number as n from orders_directory where id = ${orderId}`,
      );
      return row?.n;
    },

    /**
     * The unit stats (docs/modules/warehouse.md#tables): totals from unit_counts, the latest
     * movements.
     */
    async stats() {
      const byStatus = await all<{ status: string; n: number }>(sql`
        select status, sum(n)::int as n from unit_counts group by status having sum(n) > 0`);
      const recent = await all<MovementRow & { unitIdentifier: string }>(sql`
        select ${MOVEMENT_COLUMNS}, u.unit_identifier as "unitIdentifier"
        from (select * from unit_movements order by created_at desc nulls last, id desc limit 10) m
        join product_units u on u.id = m.unit_id
        left join users_directory a on a.id = m.actor_id
        order by m.created_at desc, m.id desc`);
      return { byStatus, recent };
    },

    /** The products with the most units, and the units received this month: full passes. */
    async heavyStats() {
      const byProduct = await all<{ product_id: number; product_name: string; units: number }>(sql`
        select u.product_id, p.name as product_name, u.units
        from (select product_id, count(*)::int as units from product_units
              group by product_id order by count(*) desc, product_id limit 10) u
        join catalogue_products p on p.id = u.product_id
        order by u.units desc, u.product_id`);
      const [month] = await all<{ n: number }>(sql`
        select count(*)::int as n from product_units
        where created_at >= date_trunc('month', now())`);
      return { byProduct, unitsThisMonth: month?.n ?? 0 };
    },

    /** The export's rows, a batch at a time by id (keyset), with the list's filters. */
    async *batches(filter: UnitFilter, size = 1000): AsyncGenerator<UnitRow[]> {
      let after = 0;
      for (;;) {
        const rows = await all<UnitRow>(sql`
          select ${UNIT_COLUMNS} from product_units u ${UNIT_JOINS}
          where ${filterSql(filter)} and u.id > ${after}
          order by u.id limit ${size}`);
        if (!rows.length) return;
        yield rows;
        after = rows[rows.length - 1]!.id;
        if (rows.length < size) return;
      }
    },

    /** The place movements of a unit, oldest first (its location history). */
    async placeMovements(unitId: number): Promise<MovementRow[]> {
      return all<MovementRow>(sql`
        select ${MOVEMENT_COLUMNS}
        from unit_movements m left join users_directory a on a.id = m.actor_id
        where m.unit_id = ${unitId} and m.from_place is distinct from m.to_place
        order by m.created_at, m.id`);
    },

    /** A live product units can be received for. */
    async product(
      id: number,
    ): Promise<{ id: number; name: string; serialTracked: boolean } | undefined> {
      const [row] = await all<{ id: number; name: string; serialTracked: boolean }>(
        sql`select id, name, serial_tracked as "serialTracked"
          from catalogue_products where id = ${id} and archived_at is null`,
      );
      return row;
    },
  };
}
