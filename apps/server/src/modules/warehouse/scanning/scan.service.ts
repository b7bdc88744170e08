import {
  ORDER_MESSAGES,
  pickListUrl,
  readScanCode,
  SCAN_MESSAGES,
  type AdminOrder,
  type OrderPick,
  type ScanResult,
} from '@shop/contract';
import { DomainError } from '../../../lib/errors.ts';
import type { ServiceRegistry } from '../../module.ts';
import type { UnitsService } from '../units/units.service.ts';
import type { WarehouseService } from '../locations/warehouse.service.ts';

export type ScanService = ReturnType<typeof createScanService>;

/** Only a whole number in the id column's range is an order id. */
const ORDER_ID = /^[1-9]\d{0,9}$/;
const MAX_ID = 2_147_483_647;

/**
 * Scanning (ADR 0036): a scanned or typed code resolved to the unit, bin or
 * order it was printed for, each through its owner's service; and picking an order by
 * scanning its units.
 */
export function createScanService({
  units,
  warehouse,
  orders,
}: {
  units: Pick<UnitsService, 'byIdentifier' | 'orderPicks' | 'pick'>;
  warehouse: Pick<WarehouseService, 'binByLabel'>;
  orders: Pick<ServiceRegistry['orders'], 'adminOrderOf'>;
}) {
  /**
   * The order with its units per product, as the picker works through it: only the products
   * the shop keeps as units (a product without serials is not picked by scan), and only the
   * units the order holds (ORDER_HELD_UNIT_STATUSES), so picking them all finishes the order.
   */
  async function orderPick(order: AdminOrder): Promise<OrderPick> {
    const held = await units.orderPicks(order.id);
    const tracked = new Set(order.tracked_product_ids);
    const lines = new Map<number, OrderPick['lines'][number]>();
    for (const item of order.items) {
      const productId = item.product_id;
      if (productId === null || !tracked.has(productId)) continue;
      const line = lines.get(productId);
      if (line) line.quantity += item.quantity;
      else
        lines.set(productId, {
          product_id: productId,
          product_name: item.product_name,
          sku: item.sku,
          quantity: item.quantity,
          units: held.filter((u) => u.product_id === productId),
        });
    }
    const all = [...lines.values()];
    return {
      id: order.id,
      order_number: order.order_number,
      status: order.status,
      customer_name: order.customer_name,
      pick_list_url: pickListUrl([order.id]),
      lines: all,
      needed: order.units_needed,
      held: held.length,
      picked: held.filter((u) => u.picked_at !== null).length,
    };
  }

  const orderById = (text: string) =>
    ORDER_ID.test(text) && Number(text) <= MAX_ID
      ? orders.adminOrderOf({ id: Number(text) })
      : Promise.resolve(undefined);

  async function resolve(code: string): Promise<ScanResult | undefined> {
    const read = readScanCode(code);
    if (read.type === 'bin') {
      const location = await warehouse.binByLabel(read);
      return location && { kind: 'location', location };
    }
    let order: AdminOrder | undefined;
    if (read.type === 'order-id') order = await orders.adminOrderOf({ id: read.id });
    else if (read.type === 'order-number')
      order = await orders.adminOrderOf({ orderNumber: read.orderNumber });
    else {
      const unit = await units.byIdentifier(read.text);
      if (unit) return { kind: 'unit', unit };
      order =
        (await orders.adminOrderOf({ orderNumber: read.text })) ??
        (await orders.adminOrderOf({ orderNumber: read.text.toUpperCase() })) ??
        (await orderById(read.text));
    }
    return order && { kind: 'order', order: await orderPick(order) };
  }

  return {
    /** GET /api/admin/scan: what a code is; 404 when nothing the shop printed matches it. */
    async scan(code: string): Promise<ScanResult> {
      const result = await resolve(code);
      if (!result) throw new DomainError('not_found', SCAN_MESSAGES.noMatch);
      return result;
    },

    /** POST /api/admin/scan/pick: the scanned unit of this order is picked. */
    async pick(actorId: number, orderId: number, code: string) {
      const order = await orders.adminOrderOf({ id: orderId });
      if (!order) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      const { unitIdentifier, newlyPicked } = await units.pick(
        actorId,
        { id: order.id, orderNumber: order.order_number },
        code,
      );
      const view = await orderPick(order);
      const progress = `${view.picked} of ${view.needed} picked`;
      return {
        success: true as const,
        message: newlyPicked
          ? `${unitIdentifier} picked: ${progress}`
          : `${unitIdentifier} was already picked: ${progress}`,
        newly_picked: newlyPicked,
        unit_identifier: unitIdentifier,
        order: view,
      };
    },
  };
}
