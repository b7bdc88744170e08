import { sql } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';

/**
 * Units sold per product in a span of time (the return rates, ADR 0050): units that
 * reached a customer, delivered or (while delivery is not recorded) shipped, in [since, until].
 * The sale is the unit's own stamp (warehouse/sql/unit-sale.sql), so a count reads only the
 * window from an index: product_units_sold_idx per product when a few ids are given,
 * product_units_sold_day_idx (by day, with the product and order) otherwise (migration 0051).
 *
 * A unit sent on a `replacement` order (the order type orders publish in orders_directory)
 * was no sale: it is left out. A unit on a `repair` order is counted: it is the customer's own
 * unit, which keeps its first sale's stamps (units.rma-shipback.ts), so it is that sale,
 * counted once; leaving it out would drop the sale its RMA was a return of.
 */
export function createUnitSalesRepository(database: ExecutorSource) {
  return {
    async soldUnitCounts(input: {
      since: Date;
      until: Date;
      productIds?: readonly number[] | undefined;
    }): Promise<Map<number, number>> {
      if (input.productIds && !input.productIds.length) return new Map();
      const rows = await queryRows<{ productId: number; units: number }>(
        database,
        sql`
        select u.product_id as "productId", count(*)::int as units
        from product_units u
        where coalesce(u.delivered_at, u.shipped_at) >= ${input.since.toISOString()}::timestamptz
          and coalesce(u.delivered_at, u.shipped_at) <= ${input.until.toISOString()}::timestamptz
          -- Checked against the few replacement orders at once, not by looking up each unit's order.
          and (u.order_id is null or u.order_id not in (
            select id from orders_directory where order_type = 'replacement'))
          ${input.productIds ? sql`and u.product_id in ${idList(input.productIds)}` : sql``}
        group by u.product_id`,
      );
      return new Map(rows.map((r) => [Number(r.productId), Number(r.units)]));
    },
  };
}
