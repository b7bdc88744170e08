import { sql } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';

/**
 * Units sold per product in a span of time (issue 22's return rates, ADR 0050): units that
 * reached a customer, delivered or (while delivery is not recorded) shipped, in [since, until].
 * The sale is the unit's own stamp (warehouse/sql/unit-sale.sql), so a count is one walk of
 * product_units_sold_idx (migration 0038), per product when ids are given.
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
        select product_id as "productId", count(*)::int as units
        from product_units
        where coalesce(delivered_at, shipped_at) >= ${input.since.toISOString()}::timestamptz
          and coalesce(delivered_at, shipped_at) <= ${input.until.toISOString()}::timestamptz
          ${input.productIds ? sql`and product_id in ${idList(input.productIds)}` : sql``}
        group by product_id`,
      );
      return new Map(rows.map((r) => [Number(r.productId), Number(r.units)]));
    },
  };
}
