import { eq, sql, type SQL } from 'drizzle-orm';
import {
  SHOP_TIME_ZONE,
  ORDER_HELD_UNIT_STATUSES,
  UNITS_WAITING_STATUSES,
  WAREHOUSE_ID,
  type AdminOrderFilters,
  type CustomerOrdersQuery,
  type OrderLineKind,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contract';
import { idList, queryRows, schema, type ExecutorSource } from '@shop/db';
import { likePattern } from '../../lib/sql.ts';

const { orders, orderItems, orderStatusHistory } = schema;

/** Today in the shop's time zone, as a date (the days of order_day_counts). */
const SHOP_TODAY = sql`(now() at time zone ${SHOP_TIME_ZONE})::date`;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

export type OrderItemRow = {
  id: number;
  /** product, labour or discount: only a product line has a product. */
  kind: OrderLineKind;
  productId: number | null;
  packageId: number | null;
  productName: string;
  packageName: string;
  sku: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The product's specs now (for its weight); null when the product row is gone. */
  specs: Record<string, unknown> | null;
  rating: number | null;
  /** The product's default location, stamped when the order was paid (null: none then). */
  warehouseId: number | null;
  locationId: number | null;
  locationCode: string | null;
};

export type OrderHistoryRow = {
  status: string;
  paymentStatus: string;
  fromStatus: string | null;
  fromPaymentStatus: string | null;
  note: string | null;
  /** A staff notes edit: not the customer's to see. */
  staffOnly: boolean;
  changedBy: string | null;
  createdAt: string;
};

export type OrderRow = typeof orders.$inferSelect & {
  /** The phone the order was billed with (bill_to_phone), for the consignee block. */
  customerPhone: string | null;
  items: OrderItemRow[];
  history: OrderHistoryRow[];
};

export type OrderListRow = {
  id: number;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  subtotalCents: number;
  totalCents: number;
  createdAt: Date;
  itemCount: number;
  totalQuantity: number;
  rateable: boolean;
};

export type AdminOrderListRow = {
  id: number;
  orderNumber: string;
  createdAt: Date;
  customerId: number;
  customerName: string;
  customerEmail: string;
  itemCount: number;
  totalQuantity: number;
  /** The order's installation labour lines together. */
  labourCents: number;
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  status: string;
  paymentStatus: string;
  trackingNumber: string | null;
  shippingAddress: string;
  /** The sort column as text, for the export's keyset (microseconds survive as text). */
  sortKey: string;
} & OrderUnitCounts;

/** How many units an order holds of what it needs, and whether it waits for more (UNIT_COUNTS). */
export type OrderUnitCounts = { unitsAssigned: number; unitsNeeded: number; unitsMissing: boolean };

/** An order with its lines, their ratings and its history (with who): one statement. */
const ORDER_WITH_LINES = sql`
  select o.*, o.bill_to_phone as customer_phone,
    coalesce((select json_agg(json_build_object('id', i.id, 'kind', i.kind, 'productId', i.product_id,
        'packageId', i.package_id, 'productName', i.product_name, 'packageName', i.package_name,
        'sku', i.sku, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents,
        'lineTotalCents', i.line_total_cents, 'specs', p.specs, 'rating', r.rating,
        'warehouseId', i.warehouse_id, 'locationId', i.location_id,
        'locationCode', i.location_code) order by i.id)
      from order_items i
      left join catalogue_products p on p.id = i.product_id
      left join order_item_ratings r on r.order_item_id = i.id
      where i.order_id = o.id), '[]'::json) as items,
    coalesce((select json_agg(json_build_object('status', h.status, 'paymentStatus', h.payment_status,
        'fromStatus', h.from_status, 'fromPaymentStatus', h.from_payment_status,
        'note', h.note, 'staffOnly', h.staff_only, 'createdAt', h.created_at,
        'changedBy', nullif(trim(s.first_name || ' ' || s.last_name), '')) order by h.created_at, h.id)
      from order_status_history h left join users_directory s on s.id = h.changed_by
      where h.order_id = o.id), '[]'::json) as history
  from orders o`;

const toCamel = (k: string) => k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** Raw rows come back with snake_case columns; the order's own columns are mapped here. */
function mapOrder(raw: Record<string, unknown>): OrderRow {
  const camel = Object.fromEntries(Object.entries(raw).map(([k, v]) => [toCamel(k), v]));
  return {
    ...(camel as unknown as OrderRow),
    createdAt: new Date(camel.createdAt as string),
    updatedAt: new Date(camel.updatedAt as string),
    shippedAt: dateOrNull(camel.shippedAt),
    deliveredAt: dateOrNull(camel.deliveredAt),
    refundStartedAt: dateOrNull(camel.refundStartedAt),
    expectedDelivery: camel.expectedDelivery
      ? String(
          camel.expectedDelivery instanceof Date
            ? camel.expectedDelivery.toISOString().slice(0, 10)
            : camel.expectedDelivery,
        ).slice(0, 10)
      : null,
  };
}

/** A day of the shop's calendar as the instant it starts. */
const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${SHOP_TIME_ZONE})`;

const HELD_STATUSES = sql.join(
  ORDER_HELD_UNIT_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

const WAITING_STATUSES = sql.join(
  UNITS_WAITING_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Per product of order o's lines that the warehouse keeps units of (tracked by serial, as the
 * product form sets it; one not tracked needs none): what the lines bought and how many of
 * its units the order holds. Each through an index (order_items by order, the units by order
 * and by product), so a page of the list costs a few lookups per order.
 */
const TRACKED_NEEDS = sql`
  select sum(i.quantity)::int as need,
    (select count(*)::int from warehouse_units u
      where u.order_id = o.id and u.product_id = i.product_id
        and u.status in (${HELD_STATUSES})) as held
  from order_items i
  where i.order_id = o.id and i.product_id is not null
    and exists (select 1 from catalogue_products t where t.id = i.product_id and t.serial_tracked)
  group by i.product_id`;

/** The unit counts of order o (ADR 0036): assigned (at most what a line bought) of needed. */
const UNIT_COUNTS = sql`
  left join lateral (select coalesce(sum(least(n.need, n.held)), 0)::int as assigned,
      coalesce(sum(n.need), 0)::int as needed
    from (${TRACKED_NEEDS}) n) uc on true`;

const UNIT_COUNT_COLUMNS = sql`uc.assigned as "unitsAssigned", uc.needed as "unitsNeeded",
  (o.status in (${WAITING_STATUSES}) and uc.assigned < uc.needed) as "unitsMissing"`;

/** "Units missing": waiting for units, and short of some product's (the same rule as above). */
const UNITS_MISSING = sql`o.status in (${WAITING_STATUSES})
  and exists (select 1 from (${TRACKED_NEEDS}) n where n.held < n.need)`;

/** The WHERE of the admin list and its export. */
function adminWhere(f: AdminOrderFilters): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.units_missing) parts.push(UNITS_MISSING);
  if (f.status) parts.push(sql`o.status = ${f.status}`);
  if (f.payment_status) parts.push(sql`o.payment_status = ${f.payment_status}`);
  if (f.date_from) parts.push(sql`o.created_at >= ${dayStart(f.date_from)}`);
  if (f.date_to) parts.push(sql`o.created_at < ${dayEnd(f.date_to)}`);
  if (f.search) parts.push(sql`o.search_text like ${likePattern(f.search)}`);
  return sql.join(parts, sql` and `);
}

/** Each sort's column (indexed with the id as tie-breaker) and the type its text key casts to. */
const ADMIN_SORT_KEYS = {
  created_at: { expr: sql`o.created_at`, cast: sql`timestamptz` },
  total_amount: { expr: sql`o.total_cents`, cast: sql`integer` },
  status: { expr: sql`o.status`, cast: sql`text` },
  customer_name: { expr: sql`lower(o.customer_name)`, cast: sql`text` },
} as const;

function adminOrderBy(f: AdminOrderFilters): SQL {
  const { expr } = ADMIN_SORT_KEYS[f.sort];
  const dir = f.order === 'asc' ? sql`asc` : sql`desc`;
  return sql`order by ${expr} ${dir}, o.id ${dir}`;
}

/**
 * An order's lines and the pieces of goods they hold (product lines only: installation and
 * discounts are no pieces), and what its installation costs.
 */
const LINE_COUNTS = sql`
  left join lateral (select count(*)::int as item_count,
      coalesce(sum(i.quantity) filter (where i.product_id is not null), 0)::int as total_quantity,
      coalesce(sum(i.line_total_cents) filter (where i.kind = 'labour'), 0)::int as labour_cents
    from order_items i where i.order_id = o.id) c on true`;

const ADMIN_COLUMNS = sql`o.id, o.order_number as "orderNumber", o.created_at as "createdAt",
  o.customer_id as "customerId", o.customer_name as "customerName", o.customer_email as "customerEmail",
  c.item_count as "itemCount", c.total_quantity as "totalQuantity",
  c.labour_cents as "labourCents",
  o.subtotal_cents as "subtotalCents", o.tax_cents as "taxCents", o.shipping_cents as "shippingCents",
  o.total_cents as "totalCents", o.status, o.payment_status as "paymentStatus",
  o.tracking_number as "trackingNumber", o.shipping_address as "shippingAddress",
  ${UNIT_COUNT_COLUMNS}`;

const CUSTOMER_SORT_KEYS = {
  created_at: sql`o.created_at`,
  total_amount: sql`o.total_cents`,
  status: sql`o.status`,
} as const;

function customerWhere(customerId: number, q: CustomerOrdersQuery): SQL {
  const parts: SQL[] = [sql`o.customer_id = ${customerId}`];
  if (q.status) parts.push(sql`o.status = ${q.status}`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(lower(o.order_number) like ${pattern} or exists (
      select 1 from order_items i where i.order_id = o.id and lower(i.product_name) like ${pattern}))`);
  }
  return sql.join(parts, sql` and `);
}

export function createOrdersRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    /**
     * Inserts the order unless one exists for this payment (unique key): undefined then, and
     * the caller answers the existing order. Two requests with one payment make one order.
     */
    async insertIfNew(values: NewOrderRow): Promise<number | undefined> {
      const [row] = await ex()
        .insert(orders)
        .values(values)
        .onConflictDoNothing({ target: orders.paymentIntentId })
        .returning({ id: orders.id });
      return row?.id;
    },

    /** Held until the transaction ends: one order attempt per payment at a time. */
    async lockPayment(paymentIntentId: string): Promise<void> {
      await ex().execute(
        sql`select pg_advisory_xact_lock(hashtext(${`order:${paymentIntentId}`}))`,
      );
    },

    /** The account an order is for. */
    async customerIdOf(id: number): Promise<number | undefined> {
      const [row] = await ex()
        .select({ customerId: orders.customerId })
        .from(orders)
        .where(eq(orders.id, id));
      return row?.customerId ?? undefined;
    },

    async idByPaymentIntent(paymentIntentId: string): Promise<number | undefined> {
      const [row] = await ex()
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.paymentIntentId, paymentIntentId))
        .limit(1);
      return row?.id;
    },

    async insertItems(values: NewOrderItemRow[]): Promise<void> {
      await ex().insert(orderItems).values(values);
    },

    async insertHistory(values: typeof orderStatusHistory.$inferInsert): Promise<void> {
      await ex().insert(orderStatusHistory).values(values);
    },

    async find(id: number): Promise<OrderRow | undefined> {
      const [row] = await all<Record<string, unknown>>(sql`${ORDER_WITH_LINES} where o.id = ${id}`);
      return row ? mapOrder(row) : undefined;
    },

    /** What the public tracking page tells of an order: its status and tracking number. */
    async trackingOf(orderNumber: string) {
      const [row] = await all<{
        orderNumber: string;
        status: string;
        trackingNumber: string | null;
      }>(sql`select order_number as "orderNumber", status, tracking_number as "trackingNumber"
        from orders where order_number = ${orderNumber}`);
      return row;
    },

    async findByNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await all<Record<string, unknown>>(
        sql`${ORDER_WITH_LINES} where o.order_number = ${orderNumber}`,
      );
      return row ? mapOrder(row) : undefined;
    },

    /** Every order of a customer with lines, oldest first (invoices ZIP, data export). */
    async findAllForCustomer(customerId: number): Promise<OrderRow[]> {
      const rows = await all<Record<string, unknown>>(
        sql`${ORDER_WITH_LINES} where o.customer_id = ${customerId} order by o.created_at, o.id`,
      );
      return rows.map(mapOrder);
    },

    /** The customer's orders made within [from, to] (shop days), oldest first. */
    async findForCustomerBetween(
      customerId: number,
      from: string,
      to: string,
    ): Promise<OrderRow[]> {
      const rows = await all<Record<string, unknown>>(sql`${ORDER_WITH_LINES}
        where o.customer_id = ${customerId} and o.created_at >= ${dayStart(from)}
          and o.created_at < ${dayEnd(to)}
        order by o.created_at, o.id`);
      return rows.map(mapOrder);
    },

    /**
     * The order's status fields, locked until the transaction ends: every change of an order
     * reads them here first, so two staff changing one order take turns.
     */
    async lockForUpdate(id: number) {
      const [row] = await all<{
        id: number;
        orderNumber: string;
        orderType: string;
        customerId: number;
        status: OrderStatus;
        paymentStatus: PaymentStatus;
        paymentIntentId: string;
        paymentProvider: string;
        totalCents: number;
        refundStartedAt: Date | null;
        trackingNumber: string | null;
        expectedDelivery: string | null;
        notes: string | null;
      }>(sql`select id, order_number as "orderNumber", order_type as "orderType",
          customer_id as "customerId", status, payment_status as "paymentStatus",
          payment_intent_id as "paymentIntentId", payment_provider as "paymentProvider",
          total_cents as "totalCents", refund_started_at as "refundStartedAt", tracking_number as "trackingNumber",
          to_char(expected_delivery, 'YYYY-MM-DD') as "expectedDelivery", notes
        from orders where id = ${id} for update`);
      return row ? { ...row, refundStartedAt: dateOrNull(row.refundStartedAt) } : undefined;
    },

    /** Locks several orders (in id order, so two bulk changes never deadlock). */
    async lockManyForUpdate(ids: number[]) {
      return all<{
        id: number;
        orderNumber: string;
        status: OrderStatus;
        paymentStatus: PaymentStatus;
        refundClaimed: boolean;
      }>(
        sql`select id, order_number as "orderNumber", status, payment_status as "paymentStatus",
            refund_started_at is not null as "refundClaimed"
          from orders where id in ${idList(ids)} order by id for update`,
      );
    },

    async setStatus(
      id: number,
      values: {
        status?: OrderStatus;
        paymentStatus?: PaymentStatus;
        trackingNumber?: string | null;
        refundStartedAt?: Date | null;
        shippedMailTracking?: string;
        /**
         * What the order's refunded amount becomes: 'paid', all it was paid (the whole total,
         * or the deposit of a partial order) as a cancel or refund gives it back; 'none', a
         * reopened order's, whose old payment is settled and a new one awaited.
         */
        refunded?: 'paid' | 'none';
      },
    ): Promise<void> {
      const sets: SQL[] = [sql`updated_at = now()`];
      // Before payment_status and balance_due_cents change: the right-hand side reads the row
      // as it was.
      if (values.refunded === 'paid')
        sets.push(sql`refunded_cents = case payment_status
          when 'paid' then total_cents when 'partial' then total_cents - balance_due_cents
          else refunded_cents end`);
      if (values.refunded === 'none') sets.push(sql`refunded_cents = 0`);
      if (values.status) {
        sets.push(sql`status = ${values.status}`);
        if (values.status === 'shipped') sets.push(sql`shipped_at = coalesce(shipped_at, now())`);
        if (values.status === 'delivered')
          sets.push(sql`delivered_at = coalesce(delivered_at, now())`);
      }
      if (values.paymentStatus) sets.push(sql`payment_status = ${values.paymentStatus}`);
      // Only a partial order owes a balance (orders_balance_check): any other payment status
      // (Mark as Paid above all) settles it.
      if (values.paymentStatus && values.paymentStatus !== 'partial')
        sets.push(sql`balance_due_cents = 0`);
      if (values.trackingNumber !== undefined)
        sets.push(sql`tracking_number = ${values.trackingNumber}`);
      if (values.refundStartedAt !== undefined)
        sets.push(sql`refund_started_at = ${values.refundStartedAt?.toISOString() ?? null}`);
      if (values.shippedMailTracking !== undefined)
        sets.push(sql`shipped_mail_tracking = ${values.shippedMailTracking}`);
      await ex().execute(sql`update orders set ${sql.join(sets, sql`, `)} where id = ${id}`);
    },

    /**
     * What an RMA's refund gave back of the order, added to what was refunded, and
     * its refund claim cleared: answers the refunded total and the order's total.
     */
    async addRefunded(id: number, cents: number) {
      const [row] = await all<{ refundedCents: number; totalCents: number }>(sql`
        update orders set refunded_cents = refunded_cents + ${cents}, refund_started_at = null,
          updated_at = now()
        where id = ${id}
        returning refunded_cents as "refundedCents", total_cents as "totalCents"`);
      return row!;
    },

    /** Bulk Actions: history rows (from what each was) first, then the orders, two statements. */
    async bulkSetStatus(ids: number[], status: OrderStatus, actorId: number, note: string) {
      await ex().execute(sql`
        insert into order_status_history
          (order_id, status, payment_status, from_status, from_payment_status, note, changed_by)
        select id, ${status}, payment_status, status, payment_status, ${note}, ${actorId}
        from orders where id in ${idList(ids)} and status <> ${status}`);
      await ex().execute(sql`
        update orders set status = ${status}, updated_at = now(),
          shipped_at = case when ${status} = 'shipped' then coalesce(shipped_at, now()) else shipped_at end,
          delivered_at = case when ${status} = 'delivered' then coalesce(delivered_at, now()) else delivered_at end
        where id in ${idList(ids)} and status <> ${status}`);
    },

    async updateDetails(
      id: number,
      values: {
        notes?: string | null;
        trackingNumber?: string | null;
        expectedDelivery?: string | null;
      },
    ): Promise<void> {
      const sets: SQL[] = [sql`updated_at = now()`];
      if (values.notes !== undefined) sets.push(sql`notes = ${values.notes}`);
      if (values.trackingNumber !== undefined)
        sets.push(sql`tracking_number = ${values.trackingNumber}`);
      if (values.expectedDelivery !== undefined)
        sets.push(sql`expected_delivery = ${values.expectedDelivery}::date`);
      await ex().execute(sql`update orders set ${sql.join(sets, sql`, `)} where id = ${id}`);
    },

    /**
     * Each line gets its product's default location in warehouse 1 (docs/modules/orders.md#calls),
     * as it is when the order is paid: the picker's first place to look.
     */
    async stampDefaultLocations(orderId: number): Promise<void> {
      await ex().execute(sql`
        update order_items i set warehouse_id = d.warehouse_id, location_id = d.location_id,
          location_code = d.location_code
        from warehouse_default_locations d
        where i.order_id = ${orderId} and d.product_id = i.product_id
          and d.warehouse_id = ${WAREHOUSE_ID} and d.is_active`);
    },

    /** Each product's quantity in the order (the lines of one product added up). */
    async quantitiesByProduct(orderId: number): Promise<{ productId: number; quantity: number }[]> {
      return all<{ productId: number; quantity: number }>(sql`
        select product_id as "productId", sum(quantity)::int as quantity from order_items
        where order_id = ${orderId} and product_id is not null group by product_id order by product_id`);
    },

    /** Orders and paid revenue (less RMA refunds) of the last 30 shop days, from the per-day counts. */
    async windowTotals(): Promise<{ orders: number; revenueCents: number }> {
      const [row] = await all<{ orders: number; revenueCents: string | number }>(sql`
        select coalesce(sum(orders), 0)::int as orders,
          coalesce(sum(total_cents - refunded_cents) filter (where payment_status = 'paid'), 0)::bigint as "revenueCents"
        from order_day_counts where day >= ${SHOP_TODAY} - 29`);
      return { orders: row?.orders ?? 0, revenueCents: Number(row?.revenueCents ?? 0) };
    },

    /** Orders and paid revenue per shop day over the last 30 days (per-day counts), zeros included. */
    async dailyTotals() {
      return all<{ day: string; orders: number; revenueCents: string | number }>(sql`
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(o.orders, 0)::int as orders,
          coalesce(o.revenue, 0)::bigint as "revenueCents"
        from generate_series(${SHOP_TODAY} - 29, ${SHOP_TODAY}, interval '1 day') as d(day)
        left join (
          select day, sum(orders) as orders,
            sum(total_cents - refunded_cents) filter (where payment_status = 'paid') as revenue
          from order_day_counts where day >= ${SHOP_TODAY} - 29
          group by day
        ) o on o.day = d.day::date
        order by d.day`);
    },

    /**
     * Best sellers of the last 30 shop days by units, closed orders left out, and the
     * zero-price orders that send an RMA's replacement or repaired unit (not a sale).
     */
    async bestSellers(limit: number) {
      return all<{ productId: number; unitsSold: number; revenueCents: string | number }>(sql`
        -- From the window's orders (their index) to their lines (theirs): never every line.
        select i.product_id as "productId", sum(i.quantity)::int as "unitsSold",
          sum(i.line_total_cents)::bigint as "revenueCents"
        from orders o
        cross join lateral (select product_id, quantity, line_total_cents from order_items
          where order_id = o.id offset 0) i
        where o.created_at >= ((${SHOP_TODAY} - 29)::timestamp at time zone ${SHOP_TIME_ZONE})
          and o.status not in ('cancelled', 'refunded') and i.product_id is not null
          and o.order_type not in ('replacement', 'repair')
        group by i.product_id
        order by 2 desc, 3 desc, 1
        limit ${limit}`);
    },

    /**
     * How many orders wait for units they are short of: the count kept by
     * sql/units-missing.sql (ADR 0070), the sum of its slots.
     */
    async countMissingUnits(): Promise<number> {
      const [row] = await all<{ n: number }>(sql`
        select coalesce(sum(n), 0)::int as n from order_counts where name = 'units_missing'`);
      return row?.n ?? 0;
    },

    /**
     * The same figure counted from the orders, their lines and units (the list's filter): what
     * the kept count must equal; the tests compare them.
     */
    async recountMissingUnits(): Promise<number> {
      const [row] = await all<{ n: number }>(
        sql`select count(*)::int as n from orders o where ${UNITS_MISSING}`,
      );
      return row?.n ?? 0;
    },

    async countAll(): Promise<number> {
      const [row] = await all<{ n: number }>(sql`select count(*)::int as n from orders`);
      return row?.n ?? 0;
    },

    /**
     * A replacement or repair order made for one of this order's units that is not
     * closed (cancelled or refunded), by orders_rma_source_idx; undefined when none.
     */
    async openRmaOrderOf(orderId: number) {
      const [row] = await all<{ orderNumber: string; orderType: string }>(sql`
        select order_number as "orderNumber", order_type as "orderType" from orders
        where rma_source_order_id = ${orderId} and status not in ('cancelled', 'refunded')
        order by id limit 1`);
      return row;
    },

    async hasOrders(customerId: number): Promise<boolean> {
      const rows = await all<{ one: number }>(
        sql`select 1 as one from orders where customer_id = ${customerId} limit 1`,
      );
      return rows.length > 0;
    },

    /** A customer's orders, newest first, for the people admin's card. */
    async pageOfCustomer(customerId: number, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        all<{
          id: number;
          orderNumber: string;
          createdAt: Date | string;
          status: string;
          paymentStatus: string;
          totalCents: number;
          itemCount: number;
        }>(sql`select o.id, o.order_number as "orderNumber", o.created_at as "createdAt",
            o.status, o.payment_status as "paymentStatus", o.total_cents as "totalCents",
            (select count(*)::int from order_items i where i.order_id = o.id) as "itemCount"
          from orders o where o.customer_id = ${customerId}
          order by o.created_at desc, o.id desc limit ${limit} offset ${offset}`),
        all<{ n: number }>(
          sql`select count(*)::int as n from orders where customer_id = ${customerId}`,
        ),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    async countForCustomer(customerId: number, q: CustomerOrdersQuery): Promise<number> {
      const [row] = await all<{ n: number }>(
        sql`select count(*)::int as n from orders o where ${customerWhere(customerId, q)}`,
      );
      return row?.n ?? 0;
    },

    async listForCustomer(customerId: number, q: CustomerOrdersQuery): Promise<OrderListRow[]> {
      const dir = q.order === 'asc' ? sql`asc` : sql`desc`;
      return all<OrderListRow>(sql`
        select o.id, o.order_number as "orderNumber", o.status, o.payment_status as "paymentStatus",
          o.subtotal_cents as "subtotalCents", o.total_cents as "totalCents", o.created_at as "createdAt",
          c.item_count as "itemCount", c.total_quantity as "totalQuantity",
          (o.status in ('delivered', 'completed') and exists (select 1 from order_items i
            where i.order_id = o.id and i.kind = 'product' and not exists (
              select 1 from order_item_ratings r where r.order_item_id = i.id))) as rateable
        from orders o ${LINE_COUNTS}
        where ${customerWhere(customerId, q)}
        order by ${CUSTOMER_SORT_KEYS[q.sort]} ${dir}, o.id ${dir}
        limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
    },

    /** The dashboard's cards for one customer, one scan of the customer's orders. */
    async customerStats(customerId: number) {
      const [row] = await all<{
        totalOrders: number;
        pending: number;
        delivered: number;
        spentCents: string | number;
        latestOrderId: number | null;
      }>(sql`
        select count(*)::int as "totalOrders",
          count(*) filter (where status = 'pending')::int as pending,
          count(*) filter (where status in ('delivered', 'completed'))::int as delivered,
          coalesce(sum(total_cents - refunded_cents) filter (where payment_status = 'paid'), 0)::bigint as "spentCents",
          (select id from orders where customer_id = ${customerId}
            order by created_at desc, id desc limit 1) as "latestOrderId"
        from orders where customer_id = ${customerId}`);
      return {
        totalOrders: row?.totalOrders ?? 0,
        pending: row?.pending ?? 0,
        delivered: row?.delivered ?? 0,
        spentCents: Number(row?.spentCents ?? 0),
        latestOrderId: row?.latestOrderId ?? null,
      };
    },

    /**
     * How many orders a filter finds. Without a search the per-day counts kept by the
     * orders trigger answer it (a few thousand rows, not every order); a search counts the
     * orders it matched through the trigram index.
     */
    async countAdmin(f: AdminOrderFilters): Promise<number> {
      if (!f.search && !f.units_missing) {
        const parts: SQL[] = [sql`true`];
        if (f.status) parts.push(sql`status = ${f.status}`);
        if (f.payment_status) parts.push(sql`payment_status = ${f.payment_status}`);
        if (f.date_from) parts.push(sql`day >= ${f.date_from}::date`);
        if (f.date_to) parts.push(sql`day <= ${f.date_to}::date`);
        const [row] = await all<{ n: number }>(
          sql`select coalesce(sum(orders), 0)::int as n from order_day_counts
              where ${sql.join(parts, sql` and `)}`,
        );
        return row?.n ?? 0;
      }
      const [row] = await all<{ n: number }>(
        sql`select count(*)::int as n from orders o where ${adminWhere(f)}`,
      );
      return row?.n ?? 0;
    },

    /**
     * One page of the admin list. The page's ids are found first from the sort's index alone
     * (a deep page skips index entries, not rows), then only those orders are read and only
     * their lines counted.
     */
    async listAdmin(f: AdminOrderFilters, limit: number, offset: number) {
      return all<AdminOrderListRow>(sql`
        select ${ADMIN_COLUMNS}, '' as "sortKey"
        from (select o.id from orders o where ${adminWhere(f)} ${adminOrderBy(f)}
              limit ${limit} offset ${offset}) page
        join orders o on o.id = page.id
        ${LINE_COUNTS}
        ${UNIT_COUNTS}
        ${adminOrderBy(f)}`);
    },

    /**
     * Every order of a filter, a batch at a time, for the CSV export. Batches follow the sort
     * with a keyset (the sort column and the id), so the last batch costs what the first does.
     */
    async *adminBatches(f: AdminOrderFilters, batchSize = 1000) {
      const { expr, cast } = ADMIN_SORT_KEYS[f.sort];
      const after = f.order === 'asc' ? sql`>` : sql`<`;
      let last: { key: string; id: number } | undefined;
      for (;;) {
        const keyset = last
          ? sql`and (${expr}, o.id) ${after} (${last.key}::${cast}, ${last.id})`
          : sql``;
        const rows = await all<AdminOrderListRow>(sql`
          select ${ADMIN_COLUMNS}, ${expr}::text as "sortKey"
          from (select o.* from orders o where ${adminWhere(f)} ${keyset} ${adminOrderBy(f)}
                limit ${batchSize}) o
          ${LINE_COUNTS}
          ${UNIT_COUNTS}
          ${adminOrderBy(f)}`);
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
        const tail = rows[rows.length - 1]!;
        last = { key: tail.sortKey, id: tail.id };
      }
    },

    /** The unit counts of one order (the dialog's "2 of 3 units assigned"). */
    async unitCounts(id: number): Promise<OrderUnitCounts & { trackedProductIds: number[] }> {
      const [row] = await all<OrderUnitCounts & { trackedProductIds: number[] }>(sql`
        select ${UNIT_COUNT_COLUMNS},
          array(select distinct i.product_id from order_items i
            where i.order_id = o.id
              and exists (select 1 from catalogue_products t
                where t.id = i.product_id and t.serial_tracked)
            order by 1) as "trackedProductIds"
        from orders o ${UNIT_COUNTS} where o.id = ${id}`);
      return (
        row ?? { unitsAssigned: 0, unitsNeeded: 0, unitsMissing: false, trackedProductIds: [] }
      );
    },

    async findItem(orderId: number, itemId: number) {
      const [row] = await all<{ id: number; productId: number | null }>(sql`
        select id, product_id as "productId" from order_items
        where id = ${itemId} and order_id = ${orderId}`);
      return row;
    },

    /** One rating per order item (its primary key): false when this item was rated already. */
    async insertRating(values: {
      orderItemId: number;
      productId: number;
      userId: number;
      rating: number;
    }): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`
        insert into order_item_ratings (order_item_id, product_id, user_id, rating)
        values (${values.orderItemId}, ${values.productId}, ${values.userId}, ${values.rating})
        on conflict (order_item_id) do nothing
        returning order_item_id as id`);
      return rows.length > 0;
    },

    // ---- the balance of an order paid by deposit (order-balance.ts) ----

    /** An order's balance, its row locked until the transaction ends when `lock`. */
    async balanceOf(id: number, lock: boolean) {
      const [row] = await all<{
        id: number;
        customerId: number;
        status: OrderStatus;
        paymentStatus: PaymentStatus;
        balanceDueCents: number;
      }>(sql`select id, customer_id as "customerId", status, payment_status as "paymentStatus",
          balance_due_cents as "balanceDueCents"
        from orders where id = ${id} ${lock ? sql`for update` : sql``}`);
      return row;
    },

    /** Whether the order's history has an entry whose note holds this text (a payment's id). */
    async historyMentions(orderId: number, text: string): Promise<boolean> {
      const rows = await all<{ one: number }>(sql`select 1 as one from order_status_history
        where order_id = ${orderId} and strpos(note, ${text}) > 0 limit 1`);
      return rows.length > 0;
    },

    async ratingsOf(userId: number) {
      return all<{ orderItemId: number; productId: number; rating: number; createdAt: Date }>(sql`
        select order_item_id as "orderItemId", product_id as "productId", rating, created_at as "createdAt"
        from order_item_ratings where user_id = ${userId} order by created_at`);
    },

    /** The numbers of many orders by id (a subscription's invoices). */
    async numbersOf(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await all<{ id: number; orderNumber: string }>(
        sql`select id, order_number as "orderNumber" from orders where id in ${idList(ids)}`,
      );
      return new Map(rows.map((r) => [r.id, r.orderNumber]));
    },

    /** The order made from a quote (one per quote), for the quote's staff screen. */
    async orderOfQuote(quoteId: number) {
      const [row] = await all<{
        id: number;
        orderNumber: string;
        status: string;
        paymentStatus: string;
        totalCents: number;
      }>(sql`
        select id, order_number as "orderNumber", status, payment_status as "paymentStatus",
          total_cents as "totalCents"
        from orders where quote_id = ${quoteId}`);
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
