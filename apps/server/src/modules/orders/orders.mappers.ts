import { randomInt } from 'node:crypto';
import {
  CLOSED_ORDER_STATUSES,
  ORDER_MESSAGES,
  shopDay,
  asCents,
  type AdminOrder,
  type AdminOrderSummary,
  type Order,
  type OrderStatus,
  type OrderUnit,
  type PaymentStatus,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { refundRunning } from '../../lib/refund-claims.ts';
import type { AdminOrderListRow, OrderRow, OrderUnitCounts } from './orders.repository.ts';
import { totalWeightLbs, weightLbsFromSpecs } from './weight.ts';

/** How orders are answered: to the customer, to staff, in a list; and the order number. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "SV-261123-7K3M9Q": the shop's day it was made and six random characters; unique by index. */
export function newOrderNumber(now = new Date()): string {
  const day = shopDay(now).slice(2).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += CROCKFORD[randomInt(CROCKFORD.length)];
  return `SV-${day}-${tail}`;
}

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The order as the customer sees it (staff names and staff-only entries in the history are
 * not theirs to see), or as staff do.
 */
export function toOrder(row: OrderRow, audience: 'customer' | 'staff' = 'customer'): Order {
  const items = row.items.map((i) => ({
    id: i.id,
    kind: i.kind,
    product_id: i.productId,
    package_id: i.packageId,
    product_name: i.productName,
    package_name: i.packageName,
    sku: i.sku,
    quantity: i.quantity,
    unit_price: asCents(i.unitPriceCents),
    line_total: asCents(i.lineTotalCents),
    weight: weightLbsFromSpecs(i.specs),
    rating: i.rating,
    warehouse_id: i.warehouseId,
    warehouse_location_id: i.locationId,
    location_code: i.locationCode,
  }));
  const goods = items.filter((i) => i.product_id !== null);
  return {
    id: row.id,
    order_number: row.orderNumber,
    order_type: row.orderType as Order['order_type'],
    order_date: shopDay(row.createdAt),
    status: row.status as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    subtotal: asCents(row.subtotalCents),
    tax_rate: Number(row.taxRate),
    tax_amount: asCents(row.taxCents),
    shipping_cost: asCents(row.shippingCents),
    total_amount: asCents(row.totalCents),
    balance_due: asCents(row.balanceDueCents),
    refunded_amount: asCents(row.refundedCents),
    currency: row.currency,
    shipping_address: row.shippingAddress,
    ship_to: {
      address: row.shipStreet,
      city: row.shipCity,
      state: row.shipState,
      zipCode: row.shipZip,
      country: row.shipCountry,
    },
    payment_provider: row.paymentProvider,
    card_brand: row.cardBrand,
    card_last4: row.cardLast4,
    tracking_number: row.trackingNumber,
    expected_delivery: row.expectedDelivery,
    ship_date: iso(row.shippedAt),
    actual_delivery: iso(row.deliveredAt),
    itemCount: items.length,
    // Pieces and weight are the goods' (labour and discount lines ship nothing).
    totalQuantity: goods.reduce((n, i) => n + i.quantity, 0),
    total_weight: totalWeightLbs(goods.map((i) => ({ weightLbs: i.weight, quantity: i.quantity }))),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    items,
    // A staff notes edit is written down for staff; the customer never sees the notes.
    history: row.history
      .filter((h) => audience === 'staff' || !h.staffOnly)
      .map((h) => ({
        status: h.status as OrderStatus,
        payment_status: h.paymentStatus as PaymentStatus,
        from_status: h.fromStatus as OrderStatus | null,
        from_payment_status: h.fromPaymentStatus as PaymentStatus | null,
        note: h.note,
        changed_by: audience === 'staff' ? h.changedBy : null,
        created_at: new Date(h.createdAt).toISOString(),
      })),
  };
}

const unitCountsOf = (c: OrderUnitCounts) => ({
  units_assigned: c.unitsAssigned,
  units_needed: c.unitsNeeded,
  units_missing: c.unitsMissing,
});

export function toAdminOrder(
  row: OrderRow,
  trackingUrl: string,
  held: { counts: OrderUnitCounts & { trackedProductIds: number[] }; units: OrderUnit[] },
): AdminOrder {
  return {
    ...toOrder(row, 'staff'),
    customer_id: row.customerId,
    customer_name: row.customerName,
    customer_email: row.customerEmail,
    customer_phone: row.customerPhone,
    notes: row.notes,
    refund_in_progress: refundRunning(row.refundStartedAt ?? null),
    tracking_url: trackingUrl,
    ...unitCountsOf(held.counts),
    tracked_product_ids: held.counts.trackedProductIds,
    units: held.units,
  };
}

export function toAdminSummary(r: AdminOrderListRow): AdminOrderSummary {
  return {
    id: r.id,
    order_number: r.orderNumber,
    created_at: new Date(r.createdAt).toISOString(),
    customer_id: r.customerId,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    itemCount: r.itemCount,
    totalQuantity: r.totalQuantity,
    subtotal: asCents(r.subtotalCents),
    total_amount: asCents(r.totalCents),
    status: r.status as OrderStatus,
    payment_status: r.paymentStatus as PaymentStatus,
    tracking_number: r.trackingNumber,
    ...unitCountsOf(r),
  };
}

export const notFound = () => new DomainError('not_found', ORDER_MESSAGES.notFound);
export const closed = () =>
  new DomainError('conflict', ORDER_MESSAGES.closed, { code: 'ORDER_CLOSED' });
export const isClosed = (status: OrderStatus) => CLOSED_ORDER_STATUSES.includes(status);
