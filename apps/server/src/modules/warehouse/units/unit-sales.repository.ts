import { sql } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';

/**
 * Units sold per product in a span of time (the return rates, ADR 0050): units that
 * reached a customer, delivered or (while delivery is not recorded) shipped, in [since, until].
 * The sale is the unit's own stamp (warehouse/sql/unit-sale.sql), so a count is one walk of
 * product_units_sold_idx (migration 0038), per product when ids are given.
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
        left join orders_directory o on o.id = u.order_id
        where coalesce(u.delivered_at, u.shipped_at) >= ${input.since.toISOString()}::timestamptz
          and coalesce(u.delivered_at, u.shipped_at) <= ${input.until.toISOString()}::timestamptz
          and o.order_type is distinct from 'replacement'
          ${input.productIds ? sql`and u.product_id in ${idList(input.productIds)}` : sql``}
        group by u.product_id`,
      );
      return new Map(rows.map((r) => [Number(r.productId), Number(r.units)]));
    },
  };
}
