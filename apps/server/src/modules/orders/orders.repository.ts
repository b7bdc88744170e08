import { eq, sql, type SQL } from 'drizzle-orm';
import { schema, type ExecutorSource } from '@shop/db';

const { orders, orderItems, orderStatusHistory } = schema;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = typeof orderItems.$inferInsert;

export type OrderRow = typeof orders.$inferSelect & {
  items: {
    id: number;
    productId: number;
    packageId: number | null;
    productName: string;
    packageName: string;
    sku: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }[];
  history: {
    status: string;
    paymentStatus: string;
    note: string | null;
    createdAt: string;
  }[];
};

export type OrderListRow = {
  id: number;
  orderNumber: string;
  status: string;
  paymentStatus: string;
  totalCents: number;
  createdAt: Date;
  itemCount: number;
};

/** An order with its lines and its history: one statement. */
const ORDER_WITH_LINES = sql`
  select o.*,
    coalesce((select json_agg(json_build_object('id', i.id, 'productId', i.product_id,
        'packageId', i.package_id, 'productName', i.product_name, 'packageName', i.package_name,
        'sku', i.sku, 'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents,
        'lineTotalCents', i.line_total_cents) order by i.id)
      from order_items i where i.order_id = o.id), '[]'::json) as items,
    coalesce((select json_agg(json_build_object('status', h.status, 'paymentStatus', h.payment_status,
        'note', h.note, 'createdAt', h.created_at) order by h.created_at, h.id)
      from order_status_history h where h.order_id = o.id), '[]'::json) as history
  from orders o`;

/** Raw rows come back with snake_case columns; the order's own columns are mapped here. */
function mapOrder(raw: Record<string, unknown>): OrderRow {
  const camel = Object.fromEntries(
    Object.entries(raw).map(([k, v]) => [
      k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      v,
    ]),
  );
  return {
    ...(camel as unknown as OrderRow),
    createdAt: new Date(camel.createdAt as string),
    updatedAt: new Date(camel.updatedAt as string),
  };
}

export function createOrdersRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = async <T>(query: SQL): Promise<T[]> =>
    ((await ex().execute(query)) as unknown as { rows: T[] }).rows;

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

    async findByNumber(orderNumber: string): Promise<OrderRow | undefined> {
      const [row] = await all<Record<string, unknown>>(
        sql`${ORDER_WITH_LINES} where o.order_number = ${orderNumber}`,
      );
      return row ? mapOrder(row) : undefined;
    },

    async countForCustomer(customerId: number): Promise<number> {
      const [row] = await all<{ n: number }>(
        sql`select count(*)::int as n from orders where customer_id = ${customerId}`,
      );
      return row?.n ?? 0;
    },

    async listForCustomer(
      customerId: number,
      limit: number,
      offset: number,
    ): Promise<OrderListRow[]> {
      return all<OrderListRow>(sql`
        select o.id, o.order_number as "orderNumber", o.status, o.payment_status as "paymentStatus",
          o.total_cents as "totalCents", o.created_at as "createdAt",
          (select coalesce(sum(i.quantity), 0)::int from order_items i where i.order_id = o.id) as "itemCount"
        from orders o where o.customer_id = ${customerId}
        order by o.created_at desc, o.id desc
        limit ${limit} offset ${offset}`);
    },
  };
}
