import { sql, type SQL } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';
import { SHOP_TIME_ZONE, type UnitStatus } from '@shop/contract';

/** The unit statuses of a device the customer has: shipped to them, delivered or installed. */
export const DEVICE_UNIT_STATUSES: readonly UnitStatus[] = ['shipped', 'delivered', 'installed'];

/** A unit as My devices and the RMA request read it (ADR 0047). */
export type DeviceUnitRow = {
  id: number;
  serial: string;
  status: UnitStatus;
  productId: number;
  productName: string;
  /** The product's main picture's storage key and widths (catalogue_products.main_image). */
  mainImage: { storageKey: string; widths: number[] } | null;
  orderId: number | null;
  orderNumber: string | null;
  /** The order's type (orders_directory): a `replacement` or `repair` order sent it free. */
  orderType: string | null;
  customerId: number | null;
  /** Where the order sent it (orders_directory): the site a plan may cover. */
  shipStreet: string | null;
  shipZip: string | null;
  /** The order's line of the unit's product (order_lines), for the RMA row: read by `one`. */
  orderLineId?: number | null;
  warrantyMonths: number | null;
  /** Shop days (YYYY-MM-DD) of the sale's stamps (warehouse/sql/unit-sale.sql). */
  shippedOn: string | null;
  deliveredOn: string | null;
};

const shopDayOf = (column: SQL) =>
  sql`to_char(${column} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;

const DEVICE_COLUMNS = sql`u.id, u.unit_identifier as serial, u.status, u.product_id as "productId",
  p.name as "productName", p.main_image as "mainImage", o.id as "orderId",
  o.order_number as "orderNumber", o.order_type as "orderType", o.customer_id as "customerId",
  o.ship_street as "shipStreet", o.ship_zip as "shipZip",
  u.warranty_months as "warrantyMonths", ${shopDayOf(sql`u.shipped_at`)} as "shippedOn",
  ${shopDayOf(sql`u.delivered_at`)} as "deliveredOn",
  coalesce(u.delivered_at, u.shipped_at) as reached_at`;

const HELD = sql.raw(DEVICE_UNIT_STATUSES.map((s) => `'${s}'`).join(', '));

/**
 * The customer's devices in one statement: the units of their orders that went to them, and
 * the units named by their open RMAs (received back, they are no longer with the customer but
 * still theirs until the RMA is settled). Orders by customer, units by order: both indexed.
 * A unit's order is read only when it is the customer's own (a unit back from them may sit on
 * someone else's order meanwhile): otherwise it is null and the RMA names their order.
 */
function customerUnits(customerId: number, alsoUnitIds: readonly number[]): SQL {
  const also = alsoUnitIds.length
    ? sql`union
      select ${DEVICE_COLUMNS} from product_units u
      join catalogue_products p on p.id = u.product_id
      left join orders_directory o on o.id = u.order_id and o.customer_id = ${customerId}
      where u.id in ${idList(alsoUnitIds)}`
    : sql``;
  return sql`
    select ${DEVICE_COLUMNS} from orders_directory o
    join product_units u on u.order_id = o.id
    join catalogue_products p on p.id = u.product_id
    where o.customer_id = ${customerId} and u.status in (${HELD})
    ${also}`;
}

export function createDevicesRepository(database: ExecutorSource) {
  return {
    /** A page of the customer's devices, newest delivery (or shipment) first, and the total. */
    async page(
      customerId: number,
      alsoUnitIds: readonly number[],
      limit: number,
      offset: number,
    ): Promise<{ total: number; rows: DeviceUnitRow[] }> {
      const rows = await queryRows<DeviceUnitRow & { total: number; reached_at: unknown }>(
        database,
        sql`select d.*, (count(*) over ())::int as total
          from (${customerUnits(customerId, alsoUnitIds)}) d
          order by d.reached_at desc nulls last, d.id desc
          limit ${limit} offset ${offset}`,
      );
      const total =
        rows[0]?.total ??
        (offset > 0
          ? ((
              await queryRows<{ total: number }>(
                database,
                sql`select count(*)::int as total from (${customerUnits(customerId, alsoUnitIds)}) d`,
              )
            )[0]?.total ?? 0)
          : 0);
      return { total, rows: rows.map(({ total: _t, reached_at: _r, ...row }) => row) };
    },

    /** The customer's devices at a site (at most 200). */
    async atSite(customerId: number, site: { street: string; zip: string }) {
      const rows = await queryRows<DeviceUnitRow & { reached_at: unknown }>(
        database,
        siteDevicesQuery(customerId, site),
      );
      return rows.map(({ reached_at: _r, ...row }) => row);
    },

    /**
     * One unit, by id or serial, with the order's line of its product: only when it is the
     * customer's device (sent to them, or named by one of their open RMAs); otherwise nothing,
     * whether it exists or not.
     */
    async one(
      customerId: number,
      ref: { unitId: number } | { serial: string },
      alsoUnitIds: readonly number[],
    ): Promise<DeviceUnitRow | undefined> {
      const match =
        'unitId' in ref ? sql`d.id = ${ref.unitId}` : sql`lower(d.serial) = lower(${ref.serial})`;
      const [row] = await queryRows<DeviceUnitRow & { reached_at: unknown }>(
        database,
        sql`select d.*, (select l.id from order_lines l
            where l.order_id = d."orderId" and l.product_id = d."productId"
            order by l.id limit 1) as "orderLineId"
          from (${customerUnits(customerId, alsoUnitIds)}) d
          where ${match}
          limit 1`,
      );
      if (!row) return undefined;
      const { reached_at: _r, ...unit } = row;
      return unit;
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;

/**
 * The devices the customer has at a site: the units of their orders sent to that street and
 * ZIP (any case and spacing of the street), delivered or installed first.
 */
function siteDevicesQuery(customerId: number, site: { street: string; zip: string }): SQL {
  return sql`select ${DEVICE_COLUMNS} from orders_directory o
    join product_units u on u.order_id = o.id
    join catalogue_products p on p.id = u.product_id
    where o.customer_id = ${customerId} and u.status in (${HELD})
      and o.ship_zip = ${site.zip}
      and regexp_replace(lower(o.ship_street), '\\s+', ' ', 'g') = regexp_replace(lower(${site.street}), '\\s+', ' ', 'g')
    order by reached_at desc nulls last, u.id desc
    limit 200`;
}
