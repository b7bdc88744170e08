import { REASONED_STATUSES, type UnitStatus } from '@shop/contract';
import { plural } from '../../lib/format';

/** The statuses set only with a reason and a confirmation (ADR 0038). */
export type ReasonedStatus = 'damaged' | 'lost' | 'voided';

/** One unit's order, as the unit's details tell it (GET /product-units/{id}'s order_units). */
export type UnitOrder = { number: string; ordered: number; assigned: number };

/**
 * What a change to damaged, lost or voided does, in the words the confirmation shows. It says
 * what the server does today (units.lifecycle.ts): a lost unit leaves its order, which gets
 * no other unit in its place, and leaves its bin; a damaged one stays linked to its order (its
 * history) but no longer counts among its units (ADR 0035: an order holds its assigned,
 * shipped and delivered units), so the order is a unit short until another is assigned, and
 * it stays in its bin; a voided one (never sold) leaves the stock and its bin. `orders`: the
 * numbers of the orders the units belong to.
 */
export function statusEffect(
  status: ReasonedStatus,
  units: { count: number; order: UnitOrder | null; orders: readonly string[] },
): string {
  const them = units.count === 1 ? 'The unit' : `The ${plural(units.count, 'unit')}`;
  if (status === 'voided') {
    return `${them} ${units.count === 1 ? 'leaves' : 'leave'} the stock and ${
      units.count === 1 ? 'its bin' : 'their bins'
    }: the product's stock drops by ${units.count}. Voided is final; the identifiers are never used again.`;
  }
  const { order } = units;
  if (order) {
    const of = `${order.ordered} ${order.ordered === 1 ? 'unit' : 'units'}`;
    const left = `${order.number} will then have ${Math.max(order.assigned - 1, 0)} of ${of} assigned`;
    return status === 'lost'
      ? `The unit leaves order ${order.number}: ${left}, and no other unit is assigned in its place. The unit leaves its bin; lost is final.`
      : `The unit no longer counts as one of order ${order.number}'s units: ${left} until another unit is assigned to it (Assign to Order, or a receipt's waiting orders). It stays in its bin, linked to the order in its history.`;
  }
  const inOrders = units.orders.length
    ? status === 'lost'
      ? ` Units of orders ${units.orders.join(', ')} leave those orders, and no other unit is assigned in their place.`
      : ` Units of orders ${units.orders.join(', ')} no longer count as those orders' units: each order is short until another unit is assigned to it.`
    : units.count === 1
      ? ' The unit belongs to no order.'
      : ' None of them belongs to an order.';
  const place =
    status === 'lost'
      ? ` ${them} ${units.count === 1 ? 'leaves its bin' : 'leave their bins'}; lost is final.`
      : ` ${them} ${units.count === 1 ? 'stays in its bin' : 'stay in their bins'}, out of the stock until made available again.`;
  return `${inOrders.trim()}${place}`;
}

export const isReasoned = (status: UnitStatus): status is ReasonedStatus =>
  REASONED_STATUSES.includes(status);
