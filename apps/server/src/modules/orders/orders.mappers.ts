import { randomInt } from 'node:crypto';
import {
  CLOSED_ORDER_STATUSES,
  ORDER_MESSAGES,
  toDollars,
  type AdminOrder,
  type AdminOrderSummary,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { AdminOrderListRow, OrderRow } from './orders.repository.ts';
import { totalWeightLbs, weightLbsFromSpecs } from './weight.ts';

/** How orders are answered: to the customer, to staff, in a list; and the order number. */
export const STALE_REFUND_MS = 2 * 60_000;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "SV-261123-7K3M9Q": the day it was made and six random characters; unique by index. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
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
    productId: i.productId,
    packageId: i.packageId,
    productName: i.productName,
    packageName: i.packageName,
    sku: i.sku,
    quantity: i.quantity,
    unitPrice: toDollars(i.unitPriceCents),
    lineTotal: toDollars(i.lineTotalCents),
    weightLbs: weightLbsFromSpecs(i.specs),
    rating: i.rating,
  }));
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderType: row.orderType as Order['orderType'],
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    subtotal: toDollars(row.subtotalCents),
    taxRate: Number(row.taxRate),
    tax: toDollars(row.taxCents),
    shipping: toDollars(row.shippingCents),
    total: toDollars(row.totalCents),
    currency: row.currency,
    shippingAddress: row.shippingAddress,
    shipTo: {
      address: row.shipStreet,
      city: row.shipCity,
      state: row.shipState,
      zipCode: row.shipZip,
      country: row.shipCountry,
    },
    paymentProvider: row.paymentProvider,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    trackingNumber: row.trackingNumber,
    expectedDelivery: row.expectedDelivery,
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    itemCount: items.length,
    totalQuantity: items.reduce((n, i) => n + i.quantity, 0),
    totalWeightLbs: totalWeightLbs(items),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items,
    // A staff notes edit is written down for staff; the customer never sees the notes.
    history: row.history
      .filter((h) => audience === 'staff' || !h.staffOnly)
      .map((h) => ({
        status: h.status as OrderStatus,
        paymentStatus: h.paymentStatus as PaymentStatus,
        fromStatus: h.fromStatus as OrderStatus | null,
        fromPaymentStatus: h.fromPaymentStatus as PaymentStatus | null,
        note: h.note,
        changedBy: audience === 'staff' ? h.changedBy : null,
        createdAt: new Date(h.createdAt).toISOString(),
      })),
  };
}

export function toAdminOrder(row: OrderRow): AdminOrder {
  const refundStarted = row.refundStartedAt?.getTime();
  return {
    ...toOrder(row, 'staff'),
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    notes: row.notes,
    refundInProgress: refundStarted !== undefined && Date.now() - refundStarted < STALE_REFUND_MS,
  };
}

export function toAdminSummary(r: AdminOrderListRow): AdminOrderSummary {
  return {
    id: r.id,
    orderNumber: r.orderNumber,
    createdAt: new Date(r.createdAt).toISOString(),
    customerId: r.customerId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    itemCount: r.itemCount,
    totalQuantity: r.totalQuantity,
    subtotal: toDollars(r.subtotalCents),
    total: toDollars(r.totalCents),
    status: r.status as OrderStatus,
    paymentStatus: r.paymentStatus as PaymentStatus,
    trackingNumber: r.trackingNumber,
  };
}

export const notFound = () => new DomainError('not_found', ORDER_MESSAGES.notFound);
export const closed = () =>
  new DomainError('conflict', ORDER_MESSAGES.closed, { code: 'ORDER_CLOSED' });
export const isClosed = (status: OrderStatus) => CLOSED_ORDER_STATUSES.includes(status);
export const refundRunning = (startedAt: Date | null) =>
  startedAt !== null && Date.now() - startedAt.getTime() < STALE_REFUND_MS;
