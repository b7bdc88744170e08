import { randomInt } from 'node:crypto';
import {
  addressLine,
  CLOSED_ORDER_STATUSES,
  ORDER_MESSAGES,
  paginationOf,
  RATEABLE_ORDER_STATUSES,
  toDollars,
  type AdminOrder,
  type AdminOrderFilters,
  type AdminOrderSummary,
  type AdminOrdersQuery,
  type BulkOrderStatus,
  type CustomerOrdersQuery,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type PaymentStatus,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { orderShippedMail } from '../mail/mail.templates.ts';
import type { UnitsService } from '../warehouse/units.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import {
  createOrdersRepository,
  type AdminOrderListRow,
  type OrderRow,
} from './orders.repository.ts';
import { totalWeightLbs, weightLbsFromSpecs } from './weight.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { AdminOrderListRow, OrderRow } from './orders.repository.ts';

/** A refund claim older than this belongs to a request that died; it may be taken over. */
const STALE_REFUND_MS = 2 * 60_000;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "SV-261123-7K3M9Q": the day it was made and six random characters; unique by index. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += CROCKFORD[randomInt(CROCKFORD.length)];
  return `SV-${day}-${tail}`;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The order as the customer sees it (staff names in the history are not theirs to see). */
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
    history: row.history.map((h) => ({
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

export type PaidOrderInput = {
  customerId: number;
  customerName: string;
  customerEmail: string;
  paymentIntentId: string;
  paymentProvider: string;
  cardBrand: string | null;
  cardLast4: string | null;
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  shipTo: ShippingAddress;
  lines: {
    productId: number;
    packageId: number;
    productName: string;
    packageName: string;
    sku: string;
    quantity: number;
    unitPriceCents: number;
  }[];
};

const notFound = () => new DomainError('not_found', ORDER_MESSAGES.notFound);
const closed = () => new DomainError('conflict', ORDER_MESSAGES.closed, { code: 'ORDER_CLOSED' });
const isClosed = (status: OrderStatus) => CLOSED_ORDER_STATUSES.includes(status);
const refundRunning = (startedAt: Date | null) =>
  startedAt !== null && Date.now() - startedAt.getTime() < STALE_REFUND_MS;

export function createOrdersService(deps: {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'refundOrderPayment'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  /** The warehouse: an order's units follow its payment and status (DECISIONS.md section 5). */
  units: Pick<UnitsService, 'assignToOrder' | 'followOrder'>;
  /** Stock and ratings are the catalogue's: a cancelled order's lines go back through it. */
  catalogue: Pick<CatalogueService, 'restock' | 'addRating'>;
  publicUrl: string;
}) {
  const { database, payments, mail, units, catalogue } = deps;
  const repository = createOrdersRepository(database);

  function ownOrder(customerId: number, row: OrderRow | undefined): OrderRow {
    // Someone else's order is "not found", never "forbidden": its existence is not told.
    if (!row || row.customerId !== customerId) throw notFound();
    return row;
  }

  async function adminOrder(id: number): Promise<AdminOrder> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    return toAdminOrder(row);
  }

  /** Inside the status transaction: tells the buyer the parcel is on its way. */
  async function queueShippedMail(orderId: number, trackingNumber: string) {
    const row = await repository.find(orderId);
    if (!row || !row.customerEmail) return;
    await mail.queue(
      row.customerEmail,
      orderShippedMail({
        firstName: row.customerName.split(' ')[0] || 'there',
        orderNumber: row.orderNumber,
        trackingNumber,
        items: row.items,
        shippingAddress: row.shippingAddress,
        link: `${deps.publicUrl}/dashboard?tab=orders`,
      }),
    );
  }

  /**
   * Cancels or refunds an order. A paid order's payment goes back through the provider first
   * (outside any transaction): the order is claimed (refund_started_at) so a second cancel
   * stops, the provider refunds, then one transaction sets the statuses, puts the stock back
   * and writes the history. A refused refund releases the claim and changes nothing.
   */
  async function closeOrder(
    actorId: number,
    id: number,
    target: 'cancelled' | 'refunded',
    note: string | null | undefined,
  ): Promise<AdminOrder> {
    const claim = await database.transaction(async () => {
      const row = await repository.lockForUpdate(id);
      if (!row) throw notFound();
      if (isClosed(row.status)) throw closed();
      if (refundRunning(row.refundStartedAt)) {
        throw new DomainError('conflict', ORDER_MESSAGES.refundInProgress, {
          code: 'REFUND_IN_PROGRESS',
        });
      }
      if (row.paymentStatus !== 'paid' && row.paymentStatus !== 'partial') {
        // Nothing was taken (or it already came back): close it and put the stock back.
        await repository.setStatus(id, { status: target });
        await catalogue.restock(await repository.quantitiesByProduct(id));
        await units.followOrder(id, target, actorId);
        await repository.insertHistory({
          orderId: id,
          status: target,
          paymentStatus: row.paymentStatus,
          fromStatus: row.status,
          fromPaymentStatus: row.paymentStatus,
          note: note ?? null,
          changedBy: actorId,
        });
        return { refund: false as const };
      }
      await repository.setStatus(id, { refundStartedAt: new Date() });
      return {
        refund: true as const,
        intentId: row.paymentIntentId,
        provider: row.paymentProvider,
      };
    });

    if (claim.refund) {
      const refunded = await payments.refundOrderPayment(claim.intentId);
      if (!refunded) {
        await database.transaction(() => repository.setStatus(id, { refundStartedAt: null }));
        throw new DomainError('unavailable', ORDER_MESSAGES.refundFailed, {
          code: 'REFUND_FAILED',
        });
      }
      await database.transaction(async () => {
        const row = (await repository.lockForUpdate(id))!;
        await repository.setStatus(id, {
          status: target,
          paymentStatus: 'refunded',
          refundStartedAt: null,
        });
        await catalogue.restock(await repository.quantitiesByProduct(id));
        await units.followOrder(id, target, actorId);
        await repository.insertHistory({
          orderId: id,
          status: target,
          paymentStatus: 'refunded',
          fromStatus: row.status,
          fromPaymentStatus: row.paymentStatus,
          note: note ?? `Payment refunded through the ${claim.provider} provider; stock returned`,
          changedBy: actorId,
        });
      });
    }
    return adminOrder(id);
  }

  return {
    /**
     * Writes a paid order with its lines and first history entry, inside the caller's
     * transaction. The payment intent is a unique key: when an order already exists for it,
     * nothing is written and that order's id is answered with created false.
     */
    async createPaid(input: PaidOrderInput): Promise<{ id: number; created: boolean }> {
      return database.transaction(async () => {
        const id = await repository.insertIfNew({
          orderNumber: newOrderNumber(),
          customerId: input.customerId,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          orderType: 'online',
          status: 'paid',
          paymentStatus: 'paid',
          subtotalCents: input.subtotalCents,
          taxRate: input.taxRate.toFixed(5),
          taxCents: input.taxCents,
          shippingCents: input.shippingCents,
          totalCents: input.totalCents,
          shippingAddress: addressLine(input.shipTo),
          shipStreet: input.shipTo.address,
          shipCity: input.shipTo.city,
          shipState: input.shipTo.state,
          shipZip: input.shipTo.zipCode,
          shipCountry: input.shipTo.country,
          paymentProvider: input.paymentProvider,
          paymentIntentId: input.paymentIntentId,
          cardBrand: input.cardBrand,
          cardLast4: input.cardLast4,
        });
        if (id === undefined) {
          return {
            id: (await repository.idByPaymentIntent(input.paymentIntentId))!,
            created: false,
          };
        }
        await repository.insertItems(
          input.lines.map((l) => ({
            orderId: id,
            productId: l.productId,
            packageId: l.packageId,
            productName: l.productName,
            packageName: l.packageName,
            sku: l.sku,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            lineTotalCents: l.unitPriceCents * l.quantity,
            // Stamped from the product's default location just below.
            warehouseId: null,
            locationId: null,
            locationCode: null,
          })),
        );
        await repository.stampDefaultLocations(id);
        await repository.insertHistory({
          orderId: id,
          status: 'paid',
          paymentStatus: 'paid',
          fromStatus: null,
          fromPaymentStatus: null,
          note: 'Paid by card at checkout',
          changedBy: null,
        });
        return { id, created: true };
      });
    },

    idByPaymentIntent: (paymentIntentId: string) => repository.idByPaymentIntent(paymentIntentId),

    /**
     * Inside the order transaction, before anything is read: a second request for the same
     * payment waits here until the first has committed, then finds its order.
     */
    lockPayment: (paymentIntentId: string) => repository.lockPayment(paymentIntentId),

    async get(id: number): Promise<Order> {
      const row = await repository.find(id);
      if (!row) throw notFound();
      return toOrder(row);
    },

    /** The raw order with lines (documents). */
    async row(id: number): Promise<OrderRow> {
      const row = await repository.find(id);
      if (!row) throw notFound();
      return row;
    },

    async forCustomer(customerId: number, id: number): Promise<Order> {
      return toOrder(ownOrder(customerId, await repository.find(id)));
    },

    /** The customer's own order with lines (invoice), or not found. */
    async rowForCustomer(customerId: number, id: number): Promise<OrderRow> {
      return ownOrder(customerId, await repository.find(id));
    },

    async byNumberForCustomer(customerId: number, orderNumber: string): Promise<Order> {
      return toOrder(ownOrder(customerId, await repository.findByNumber(orderNumber)));
    },

    allForCustomer: (customerId: number) => repository.findAllForCustomer(customerId),
    forCustomerBetween: (customerId: number, from: string, to: string) =>
      repository.findForCustomerBetween(customerId, from, to),
    ratingsOf: (userId: number) => repository.ratingsOf(userId),

    /** The dashboard's order numbers: the last 30 shop days, per day, and the best sellers. */
    windowTotals: () => repository.windowTotals(),
    dailyTotals: () => repository.dailyTotals(),
    bestSellers: (limit: number) => repository.bestSellers(limit),

    countAll: () => repository.countAll(),

    /** Whether any order names this customer (an account with orders is anonymised, not erased). */
    hasOrders: (customerId: number) => repository.hasOrders(customerId),

    /** A page of a customer's orders for the back office (rows and the total count). */
    customerOrderPage: (customerId: number, limit: number, offset: number) =>
      repository.pageOfCustomer(customerId, limit, offset),

    async listForCustomer(customerId: number, q: CustomerOrdersQuery) {
      const total = await repository.countForCustomer(customerId, q);
      const rows = total ? await repository.listForCustomer(customerId, q) : [];
      const orders: OrderSummary[] = rows.map((r) => ({
        id: r.id,
        orderNumber: r.orderNumber,
        status: r.status as OrderStatus,
        paymentStatus: r.paymentStatus as PaymentStatus,
        subtotal: toDollars(r.subtotalCents),
        total: toDollars(r.totalCents),
        createdAt: new Date(r.createdAt).toISOString(),
        itemCount: r.itemCount,
        totalQuantity: r.totalQuantity,
        rateable: r.rateable,
      }));
      return { success: true as const, orders, pagination: paginationOf(q.page, q.limit, total) };
    },

    async customerStats(customerId: number) {
      const s = await repository.customerStats(customerId);
      return {
        success: true as const,
        stats: {
          totalOrders: s.totalOrders,
          pending: s.pending,
          delivered: s.delivered,
          totalSpent: toDollars(s.spentCents),
          latestOrderId: s.latestOrderId,
        },
      };
    },

    /**
     * A customer's stars for one line of their own delivered order: once per line, and the
     * product's rating and review count move in the same transaction.
     */
    async rate(customerId: number, orderId: number, itemId: number, rating: number) {
      return database.transaction(async () => {
        const order = await repository.lockForUpdate(orderId);
        if (!order || order.customerId !== customerId) throw notFound();
        if (!RATEABLE_ORDER_STATUSES.includes(order.status)) {
          throw new DomainError('conflict', ORDER_MESSAGES.notRateable, { code: 'NOT_RATEABLE' });
        }
        const item = await repository.findItem(orderId, itemId);
        if (!item) {
          throw new DomainError('validation', ORDER_MESSAGES.itemNotInOrder, {
            fields: { itemId: ORDER_MESSAGES.itemNotInOrder },
          });
        }
        const inserted = await repository.insertRating({
          orderItemId: itemId,
          productId: item.productId,
          userId: customerId,
          rating,
        });
        if (!inserted) {
          throw new DomainError('conflict', ORDER_MESSAGES.alreadyRated, { code: 'ALREADY_RATED' });
        }
        const product = (await catalogue.addRating(item.productId, rating))!;
        return {
          success: true as const,
          itemId,
          rating,
          product: {
            id: product.id,
            rating: Number(product.rating),
            reviewCount: product.reviewCount,
          },
        };
      });
    },

    // ---- staff ----

    async listAdmin(q: AdminOrdersQuery) {
      const total = await repository.countAdmin(q);
      const rows = total ? await repository.listAdmin(q, q.limit, (q.page - 1) * q.limit) : [];
      return {
        success: true as const,
        orders: rows.map(toAdminSummary),
        pagination: { ...paginationOf(q.page, q.limit, total), total },
      };
    },

    adminBatches: (filters: AdminOrderFilters) => repository.adminBatches(filters),

    adminOrder,

    /**
     * Any status an admin picks (DECISIONS.md section 4), recorded with who and when. Cancelled
     * and refunded go through the refund; a closed order stays closed.
     */
    async changeStatus(
      actorId: number,
      id: number,
      input: { status: OrderStatus; tracking_number?: string | null; note?: string | null },
    ): Promise<AdminOrder> {
      if (input.status === 'cancelled' || input.status === 'refunded') {
        return closeOrder(actorId, id, input.status, input.note);
      }
      await database.transaction(async () => {
        const row = await repository.lockForUpdate(id);
        if (!row) throw notFound();
        if (isClosed(row.status)) throw closed();
        if (refundRunning(row.refundStartedAt)) {
          throw new DomainError('conflict', ORDER_MESSAGES.refundInProgress, {
            code: 'REFUND_IN_PROGRESS',
          });
        }
        const tracking =
          input.tracking_number !== undefined ? input.tracking_number : row.trackingNumber;
        if (row.status === input.status && tracking === row.trackingNumber) return;
        await repository.setStatus(id, {
          status: input.status,
          ...(input.tracking_number !== undefined ? { trackingNumber: input.tracking_number } : {}),
        });
        if (row.status !== input.status) {
          await units.followOrder(id, input.status, actorId);
          await repository.insertHistory({
            orderId: id,
            status: input.status,
            paymentStatus: row.paymentStatus,
            fromStatus: row.status,
            fromPaymentStatus: row.paymentStatus,
            note: input.note ?? null,
            changedBy: actorId,
          });
        }
        if (
          input.status === 'shipped' &&
          tracking &&
          (row.status !== 'shipped' || tracking !== row.trackingNumber)
        ) {
          await queueShippedMail(id, tracking);
        }
      });
      void mail.kick();
      return adminOrder(id);
    },

    /** Mark as Paid and the other payment states; "refunded" refunds the order itself. */
    async changePaymentStatus(
      actorId: number,
      id: number,
      input: { payment_status: PaymentStatus; note?: string | null },
    ): Promise<AdminOrder> {
      if (input.payment_status === 'refunded')
        return closeOrder(actorId, id, 'refunded', input.note);
      await database.transaction(async () => {
        const row = await repository.lockForUpdate(id);
        if (!row) throw notFound();
        if (isClosed(row.status) || row.paymentStatus === 'refunded') throw closed();
        if (refundRunning(row.refundStartedAt)) {
          throw new DomainError('conflict', ORDER_MESSAGES.refundInProgress, {
            code: 'REFUND_IN_PROGRESS',
          });
        }
        if (row.paymentStatus === input.payment_status) return;
        await repository.setStatus(id, { paymentStatus: input.payment_status });
        if (input.payment_status === 'paid') await units.assignToOrder(id, actorId);
        await repository.insertHistory({
          orderId: id,
          status: row.status,
          paymentStatus: input.payment_status,
          fromStatus: row.status,
          fromPaymentStatus: row.paymentStatus,
          note: input.note ?? null,
          changedBy: actorId,
        });
      });
      return adminOrder(id);
    },

    async updateDetails(
      id: number,
      input: {
        notes?: string | null;
        tracking_number?: string | null;
        expected_delivery?: string | null;
      },
    ): Promise<AdminOrder> {
      const found = await database.transaction(() =>
        repository.updateDetails(id, {
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          ...(input.tracking_number !== undefined ? { trackingNumber: input.tracking_number } : {}),
          ...(input.expected_delivery !== undefined
            ? { expectedDelivery: input.expected_delivery }
            : {}),
        }),
      );
      if (!found) throw notFound();
      return adminOrder(id);
    },

    /**
     * Bulk Actions: every selected order moves, or none does (an unknown or closed order
     * refuses the whole batch, naming it). Orders already at the status are left as they are.
     */
    async bulkStatus(actorId: number, ids: number[], status: BulkOrderStatus) {
      const updated = await database.transaction(async () => {
        const rows = await repository.lockManyForUpdate(ids);
        if (rows.length !== ids.length) throw notFound();
        const closedOnes = rows.filter((r) => isClosed(r.status));
        if (closedOnes.length) {
          throw new DomainError(
            'conflict',
            `${ORDER_MESSAGES.closed} (${closedOnes.map((r) => r.orderNumber).join(', ')})`,
            { code: 'ORDER_CLOSED' },
          );
        }
        const moving = rows.filter((r) => r.status !== status);
        if (moving.length) {
          await repository.bulkSetStatus(
            moving.map((r) => r.id),
            status,
            actorId,
            'Bulk action',
          );
          for (const r of moving) await units.followOrder(r.id, status, actorId);
        }
        if (status === 'shipped') {
          for (const r of moving) {
            const row = await repository.find(r.id);
            if (row?.trackingNumber) await queueShippedMail(r.id, row.trackingNumber);
          }
        }
        return moving.length;
      });
      void mail.kick();
      return { success: true as const, updated };
    },
  };
}
