import { sql } from 'drizzle-orm';
import { idList, queryRows, type ExecutorSource } from '@shop/db';
import { UNITS_WAITING_STATUSES, type OrderUnit } from '@shop/contract';
import { HELD_BY_ORDER } from './units.repository.ts';

/**
 * Units seen from their orders (ADR 0036): the units orders hold with their
 * places, and the orders waiting for units of a product. The orders are read through the
 * orders module's published views (orders_directory, order_lines).
 */
export function createOrderUnitsRepository(database: ExecutorSource) {
  const all = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database, query);
  return {
    /** The units of these orders, each with its order and its place (the order index). */
    async unitsOfOrders(orderIds: number[]): Promise<(OrderUnit & { order_id: number })[]> {
      if (!orderIds.length) return [];
      return all<OrderUnit & { order_id: number }>(sql`
        select u.id, u.order_id, u.unit_identifier, u.product_id, u.status, z.zone_code,
          u.aisle, u.rack, u.shelf, l.location_code as bin_code
        from product_units u
        left join warehouse_zones z on z.id = u.zone_id
        left join warehouse_locations l on l.id = u.location_id
        where u.order_id in ${idList(orderIds)}
        order by u.order_id, u.id`);
    },

    /**
     * The orders waiting for units of a product (UNITS_WAITING_STATUSES) that hold fewer than
     * their lines bought, oldest first, with how many each misses. From the product's lines
     * (their product index) to their orders; each order's units through the order index.
     */
    async waitingOrders(productId: number) {
      return all<{ id: number; order_number: string; created_at: string; missing: number }>(sql`
        select o.id, o.order_number, o.created_at, n.need - n.held as missing
        from (select i.order_id, sum(i.quantity)::int as need,
                (select count(*)::int from product_units u
                  where u.order_id = i.order_id and u.product_id = ${productId}
                    and ${HELD_BY_ORDER}) as held
              from order_lines i where i.product_id = ${productId}
              group by i.order_id) n
        join orders_directory o on o.id = n.order_id
        where n.held < n.need
          and o.status in (${sql.join(
            UNITS_WAITING_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )})
        order by o.created_at, o.id`);
    },
  };
}
