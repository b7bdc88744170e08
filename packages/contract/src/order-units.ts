import { z } from 'zod';
import type { OrderStatus } from './order-options.ts';
import { UNIT_STATUSES, locationCode } from './warehouse-rules.ts';

/**
 * An order's serial-numbered units as staff see them (ADR 0036): how many it
 * holds of what it bought, the units themselves with their bins, the orders waiting for units
 * of a product, and the pick list's rules (ADR 0036).
 */

/**
 * The orders that wait for units: paid (docs/modules/warehouse.md#units: what a checkout sets, when
 * units are assigned) and processing (being picked). A pending order has not paid yet; shipped and
 * later ones have left, and closed ones gave their units back.
 */
export const UNITS_WAITING_STATUSES = ['paid', 'processing'] as const satisfies OrderStatus[];

export const isWaitingForUnits = (status: OrderStatus) =>
  (UNITS_WAITING_STATUSES as readonly OrderStatus[]).includes(status);

/** "2 of 3 units assigned": the short-pick line of the list, the dialog and the pick list. */
export const unitsAssignedText = (assigned: number, needed: number) =>
  `${assigned} of ${needed} unit${needed === 1 ? '' : 's'} assigned`;

export const ORDER_UNIT_MESSAGES = {
  unitsMissingFilter: 'units_missing must be true or false',
  pickListIds: 'ids must be a list of order ids, such as 1,2,3',
  pickListMax: (max: number) => `At most ${max} orders on one pick list`,
} as const;

/** At most this many orders on one printed pick list (a selection of the orders list). */
export const PICK_LIST_MAX_ORDERS = 50;

/**
 * What an order's units count says: `units_needed` counts the lines of products the shop keeps
 * units of (a product without units needs none), `units_assigned` the units it holds of them
 * (never more than a line bought), `units_missing` is true while it waits for units
 * (UNITS_WAITING_STATUSES) and holds fewer than it needs.
 */
export const orderUnitCountsShape = {
  units_assigned: z.number().int(),
  units_needed: z.number().int(),
  units_missing: z.boolean(),
};

/** A unit an order holds, where it is: its bin's code, or the zone place it was put in. */
export const orderUnitSchema = z.object({
  id: z.number().int(),
  unit_identifier: z.string(),
  product_id: z.number().int(),
  status: z.enum(UNIT_STATUSES),
  zone_code: z.string().nullable(),
  aisle: z.string(),
  rack: z.string(),
  shelf: z.string(),
  /** The bin's code ("A-01-02-03") when the unit is in a bin. */
  bin_code: z.string().nullable(),
});
export type OrderUnit = z.infer<typeof orderUnitSchema>;

/** Where a unit is, as the dialog and the pick list print it; null when it has no place. */
export function unitPlaceLabel(unit: {
  bin_code: string | null;
  zone_code: string | null;
  aisle: string;
  rack: string;
  shelf: string;
}): string | null {
  if (unit.bin_code) return unit.bin_code;
  if (!unit.zone_code) return null;
  return locationCode({
    zone: unit.zone_code,
    aisle: unit.aisle,
    rack: unit.rack,
    shelf: unit.shelf,
  });
}

const binPart = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * The pick list's walking order: zone, then aisle, rack and shelf, numbers compared as numbers
 * ("2" before "10"); units without a place last.
 */
export function compareBinPath(
  a: { zone_code: string | null; aisle: string; rack: string; shelf: string },
  b: { zone_code: string | null; aisle: string; rack: string; shelf: string },
): number {
  if (a.zone_code === null || b.zone_code === null) {
    return (a.zone_code === null ? 1 : 0) - (b.zone_code === null ? 1 : 0);
  }
  for (const key of ['zone_code', 'aisle', 'rack', 'shelf'] as const) {
    const diff = binPart.compare(a[key] ?? '', b[key] ?? '');
    if (diff) return diff;
  }
  return 0;
}

/**
 * Each line's units: a product's units go to its lines in line order, each line taking at most
 * its quantity (an order may buy one product in two packages); the rest of a line is missing.
 */
export function unitsByItem<U extends { product_id: number }>(
  items: readonly { id: number; product_id: number | null; quantity: number }[],
  units: readonly U[],
): Map<number, { units: U[]; missing: number }> {
  const left = new Map<number, U[]>();
  for (const unit of units) left.set(unit.product_id, [...(left.get(unit.product_id) ?? []), unit]);
  const out = new Map<number, { units: U[]; missing: number }>();
  for (const item of items) {
    // A labour or discount line has no product and no units.
    if (item.product_id === null) {
      out.set(item.id, { units: [], missing: 0 });
      continue;
    }
    const pool = left.get(item.product_id) ?? [];
    const taken = pool.splice(0, item.quantity);
    out.set(item.id, { units: taken, missing: item.quantity - taken.length });
  }
  return out;
}

/** An order waiting for units of one product, oldest first: how many it still misses. */
export const waitingOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  missing: z.number().int(),
});
export type WaitingOrder = z.infer<typeof waitingOrderSchema>;

/** POST /api/product-units/assign-waiting: the product's available units to its waiting orders. */
export const assignWaitingSchema = z.object({
  product_id: z.coerce
    .number({ error: 'Product not found' })
    .int({ error: 'Product not found' })
    .positive({ error: 'Product not found' }),
});
export const assignWaitingResponse = z.object({
  success: z.literal(true),
  /** Units assigned in all. */
  assigned: z.number().int(),
  /** The orders that got units, oldest first, with how many each got. */
  orders: z.array(
    z.object({ id: z.number().int(), order_number: z.string(), assigned: z.number().int() }),
  ),
  /** The orders of the product still waiting (the shelf ran out first). */
  waiting_orders: z.array(waitingOrderSchema),
  message: z.string(),
});
export type AssignWaitingResult = z.infer<typeof assignWaitingResponse>;

/** GET /api/admin/orders/pick-list.pdf?ids=1,2,3: the selection, in the order given, deduplicated. */
export const pickListQuery = z.object({
  ids: z
    .string({ error: ORDER_UNIT_MESSAGES.pickListIds })
    .trim()
    .regex(/^\d+(\s*,\s*\d+)*$/, { error: ORDER_UNIT_MESSAGES.pickListIds })
    .transform((v) => [...new Set(v.split(',').map((n) => Number(n.trim())))])
    .refine((ids) => ids.every((id) => Number.isSafeInteger(id) && id > 0), {
      error: ORDER_UNIT_MESSAGES.pickListIds,
    })
    .refine((ids) => ids.length <= PICK_LIST_MAX_ORDERS, {
      error: ORDER_UNIT_MESSAGES.pickListMax(PICK_LIST_MAX_ORDERS),
    }),
});

/** The web app's links to the pick lists (the scanning screens open them too). */
export const pickListUrl = (orderIds: readonly number[]) =>
  orderIds.length === 1
    ? `/api/admin/orders/${orderIds[0]}/pick-list.pdf`
    : `/api/admin/orders/pick-list.pdf?ids=${orderIds.join(',')}`;
