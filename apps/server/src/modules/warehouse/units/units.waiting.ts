import {
  UNIT_MESSAGES,
  type AssignWaitingResult,
  type OrderUnit,
  type WaitingOrder,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../../lib/errors.ts';
import type { createOrderUnitsRepository } from './order-units.repository.ts';
import type { UnitsRepository } from './units.repository.ts';

/**
 * Orders and their units (ADR 0036): the units orders hold with their
 * places (the order dialog, the pick list), the orders still waiting for units of a product,
 * and a receipt's units given to them, oldest first.
 */
export function createOrderUnits({
  database,
  repository,
  units,
  assignToOrder,
}: {
  database: DatabaseHandle;
  repository: ReturnType<typeof createOrderUnitsRepository>;
  units: Pick<UnitsRepository, 'product'>;
  /** The one way units go to an order (units.lifecycle.ts): never more than a line bought. */
  assignToOrder: (orderId: number, actorId: number | null) => Promise<number>;
}) {
  async function waitingOrders(productId: number): Promise<WaitingOrder[]> {
    const rows = await repository.waitingOrders(productId);
    return rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
  }

  return {
    waitingOrders,

    /** Each order's units with their places, by order id (orders without units: none). */
    async unitsOfOrders(orderIds: number[]): Promise<Map<number, OrderUnit[]>> {
      const out = new Map<number, OrderUnit[]>();
      for (const { order_id, ...unit } of await repository.unitsOfOrders(orderIds)) {
        out.set(order_id, [...(out.get(order_id) ?? []), unit]);
      }
      return out;
    },

    /**
     * POST /product-units/assign-waiting: the product's available units go to the orders
     * waiting for it, oldest first, each through the order assignment (which takes only what
     * the order still misses, of each of its products), all in one transaction.
     */
    async assignWaiting(actorId: number | null, productId: number): Promise<AssignWaitingResult> {
      if (!(await units.product(productId))) {
        throw new DomainError('not_found', UNIT_MESSAGES.productNotFound, {
          fields: { product_id: UNIT_MESSAGES.productNotFound },
        });
      }
      const given = await database.transaction(async () => {
        const out: AssignWaitingResult['orders'] = [];
        for (const order of await repository.waitingOrders(productId)) {
          const assigned = await assignToOrder(order.id, actorId);
          if (assigned) out.push({ id: order.id, order_number: order.order_number, assigned });
        }
        return out;
      });
      const assigned = given.reduce((n, o) => n + o.assigned, 0);
      return {
        success: true as const,
        assigned,
        orders: given,
        waiting_orders: await waitingOrders(productId),
        message: assigned
          ? `${assigned} unit${assigned === 1 ? '' : 's'} assigned to ${given.length} order${given.length === 1 ? '' : 's'}`
          : 'No available units to assign',
      };
    },
  };
}
