import {
  paginationOf,
  ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderFilters,
  type AdminOrdersQuery,
  type BulkOrderStatus,
  type BulkOrderStatusResult,
  type Order,
  type OrderStatus,
  type PaymentStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { orderShippedMail } from '../mail/mail.templates.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { refundRunning } from '../../lib/refund-claims.ts';
import { notesChangeNote, shippingChangeNote, type DetailsInput } from './order-changes.ts';
import {
  closed,
  isClosed,
  notFound,
  toAdminOrder,
  toAdminSummary,
  toOrder,
} from './orders.mappers.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

/**
 * What another module does when an order is closed or starts again (the installations module:
 * the order's installation job). It registers with `orders.followOrders` when it is built.
 */
export type OrderFollower = {
  cancelForOrder(orderId: number, actorId: number | null, orderStatus: OrderStatus): Promise<void>;
  reviveForOrder(orderId: number, actorId: number): Promise<void>;
};

/**
 * The back office's orders (docs/modules/orders.md, Admin orders;
 * docs/modules/orders.md#refunds): one order or the list, status and payment changes with their
 * history, refunds through the provider, bulk changes; and the order figures other back-office
 * screens read.
 */
export function createAdminOrders({
  database,
  repository,
  payments,
  mail,
  units,
  catalogue,
  followers,
  publicUrl,
  trackingUrl,
}: {
  database: DatabaseHandle;
  repository: OrdersRepository;
  payments: Pick<PaymentsService, 'refundOrderPayment' | 'balancePaymentIdsOf'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  units: Pick<UnitsService, 'assignToOrder' | 'followOrder' | 'followRefusal' | 'unitsOfOrders'>;
  catalogue: Pick<CatalogueService, 'restock' | 'takeStock' | 'facts'>;
  /** Called in the order's transaction when it is cancelled, refunded or revived. */
  followers: readonly OrderFollower[];
  publicUrl: string;
  /** The order's public tracking page (orders.tracking.ts), for the bill of lading. */
  trackingUrl: (orderNumber: string) => string;
}) {
  async function adminOrder(id: number): Promise<AdminOrder> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const [counts, held] = await Promise.all([
      repository.unitCounts(id),
      units.unitsOfOrders([id]),
    ]);
    return toAdminOrder(row, trackingUrl(row.orderNumber), { counts, units: held.get(id) ?? [] });
  }

  const refundInProgress = () =>
    new DomainError('conflict', ORDER_MESSAGES.refundInProgress, { code: 'REFUND_IN_PROGRESS' });

  /**
   * Inside a transaction: locks the order a change is about to touch. An unknown order and
   * one whose refund is under way (claimed by another cancel) refuse it, and so does a
   * closed one unless the caller may reopen it.
   */
  async function lockOrder(id: number, { closedToo = false } = {}) {
    const row = await repository.lockForUpdate(id);
    if (!row) throw notFound();
    if (!closedToo && isClosed(row.status)) throw closed();
    if (refundRunning(row.refundStartedAt)) throw refundInProgress();
    return row;
  }
  const lockOpen = (id: number) => lockOrder(id);

  /**
   * Inside the transaction of the change that gave the order this tracking number while it is
   * shipped: tells the buyer the parcel is on its way, with the number. The outbox sends it
   * after the commit (mail.kick); a number already mailed is not mailed again, however it was
   * saved again.
   */
  async function mailTracking(orderId: number, trackingNumber: string) {
    const row = await repository.find(orderId);
    if (!row || !row.customerEmail || row.shippedMailTracking === trackingNumber) return;
    await repository.setStatus(orderId, { shippedMailTracking: trackingNumber });
    await mail.queue(row.customerEmail, (shop) =>
      orderShippedMail(shop, {
        firstName: row.customerName.split(' ')[0] || 'there',
        orderNumber: row.orderNumber,
        trackingNumber,
        // What is in the parcel: goods, not the installation labour or a quote's discount.
        items: row.items.filter((item) => item.productId !== null),
        shippingAddress: row.shippingAddress,
        link: `${publicUrl}/dashboard?tab=orders`,
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
      const row = await lockOpen(id);
      // A repair order ships the customer's own unit back (ADR 0049): cancelled, its
      // unit would be released into stock. Refused; it ships.
      if (row.orderType === 'repair') {
        throw new DomainError('conflict', ORDER_MESSAGES.repairOrderKept(row.orderNumber), {
          code: 'REPAIR_ORDER_KEPT',
        });
      }
      // A replacement or repair still open for one of its units: refunding or
      // cancelling this order would give the money back while the customer keeps it.
      const rmaOrder = await repository.openRmaOrderOf(id);
      if (rmaOrder) {
        throw new DomainError(
          'conflict',
          ORDER_MESSAGES.rmaOrderOpen(rmaOrder.orderType, rmaOrder.orderNumber),
          { code: 'RMA_ORDER_OPEN' },
        );
      }
      // A zero-price order (an RMA's replacement or repair) took no money: it has
      // no payment at the provider to give back.
      const free = row.totalCents === 0;
      if ((row.paymentStatus !== 'paid' && row.paymentStatus !== 'partial') || free) {
        // Nothing was taken (or it already came back): close it and put the stock back.
        await repository.setStatus(id, {
          status: target,
          ...(free && target === 'refunded' ? { paymentStatus: 'refunded' as const } : {}),
        });
        await catalogue.restock(await repository.quantitiesByProduct(id));
        await units.followOrder(id, target, actorId);
        for (const follower of followers) await follower.cancelForOrder(id, actorId, target);
        await repository.insertHistory({
          orderId: id,
          status: target,
          paymentStatus: free && target === 'refunded' ? 'refunded' : row.paymentStatus,
          fromStatus: row.status,
          fromPaymentStatus: row.paymentStatus,
          note: note ?? (free ? 'No charge to give back: a zero-price order' : null),
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
      // The order's payment, and the balance payments of an order paid by deposit: each given back
      // once; one the provider refuses leaves the order as it was, and a retry sends only what has
      // not gone back yet.
      let refunded = await payments.refundOrderPayment(claim.intentId);
      for (const balanceId of await payments.balancePaymentIdsOf(id)) {
        if (refunded === 'failed') break;
        const back = await payments.refundOrderPayment(balanceId);
        if (back !== 'already_refunded') refunded = back;
      }
      if (refunded === 'failed') {
        await database.transaction(() => repository.setStatus(id, { refundStartedAt: null }));
        throw new DomainError('unavailable', ORDER_MESSAGES.refundFailed, {
          code: 'REFUND_FAILED',
        });
      }
      await database.transaction(async () => {
        const row = (await repository.lockForUpdate(id))!;
        // What was paid went back: the revenue, the day's figures and the customer's spent
        // total count it as returned (the counting triggers read refunded_cents).
        await repository.setStatus(id, {
          status: target,
          paymentStatus: 'refunded',
          refundStartedAt: null,
          refunded: 'paid',
        });
        await catalogue.restock(await repository.quantitiesByProduct(id));
        await units.followOrder(id, target, actorId);
        for (const follower of followers) await follower.cancelForOrder(id, actorId, target);
        await repository.insertHistory({
          orderId: id,
          status: target,
          paymentStatus: 'refunded',
          fromStatus: row.status,
          fromPaymentStatus: row.paymentStatus,
          note:
            note ??
            (refunded === 'refunded'
              ? `Payment refunded through the ${claim.provider} provider; stock returned`
              : // An order reopened after its refund, then marked paid: the card payment went
                // back the first time, and anything paid since is the staff's to return.
                `The card payment was already refunded through the ${claim.provider} provider, so nothing was sent again; stock returned`),
          changedBy: actorId,
        });
      });
    }
    return adminOrder(id);
  }

  /** Why a product's stock cannot be taken again: too few left, or no longer sold. */
  async function reopenRefusal(line: { productId: number; quantity: number }) {
    const product = (await catalogue.facts([line.productId])).get(line.productId);
    const name = product?.name ?? `Product ${line.productId}`;
    const left = Math.max(0, product?.stock ?? 0);
    return new DomainError(
      'conflict',
      left >= line.quantity
        ? ORDER_MESSAGES.notForSaleToReopen(name)
        : ORDER_MESSAGES.notEnoughToReopen(name, left, line.quantity),
      { code: 'NOT_ENOUGH_STOCK' },
    );
  }

  /**
   * Inside the transaction that locked it: a cancelled or refunded order back to pending
   * (docs/modules/orders.md#statuses-and-transitions). Its stock is taken again (and units of
   * tracked products assigned), or the whole change is refused naming the product that is short. It
   * then waits for a new payment: the old one was returned and is never refunded again.
   */
  async function reopen(
    actorId: number,
    row: { id: number; status: OrderStatus; paymentStatus: PaymentStatus },
    note: string | null | undefined,
  ) {
    for (const line of await repository.quantitiesByProduct(row.id)) {
      if (!(await catalogue.takeStock(line.productId, line.quantity))) {
        throw await reopenRefusal(line);
      }
    }
    // The old payment went back and is settled: the order starts again with nothing refunded.
    await repository.setStatus(row.id, {
      status: 'pending',
      paymentStatus: 'pending',
      refunded: 'none',
    });
    await units.assignToOrder(row.id, actorId);
    for (const follower of followers) await follower.reviveForOrder(row.id, actorId);
    await repository.insertHistory({
      orderId: row.id,
      status: 'pending',
      paymentStatus: 'pending',
      fromStatus: row.status,
      fromPaymentStatus: row.paymentStatus,
      note: note ?? 'Reopened: its items were taken from stock again; it waits for a new payment',
      changedBy: actorId,
    });
  }

  return {
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

    /** The dashboard's order numbers: the last 30 shop days, per day, and the best sellers. */
    windowTotals: () => repository.windowTotals(),
    dailyTotals: () => repository.dailyTotals(),
    bestSellers: (limit: number) => repository.bestSellers(limit),

    countAll: () => repository.countAll(),

    /** How many orders wait for units they are short of (the dashboard's card): kept, not counted. */
    countMissingUnits: () => repository.countMissingUnits(),
    /** The same counted from the rows (what the kept count must equal). */
    recountMissingUnits: () => repository.recountMissingUnits(),

    /** Whether any order names this customer (an account with orders is anonymised, not erased). */
    hasOrders: (customerId: number) => repository.hasOrders(customerId),

    /** A page of a customer's orders for the back office (rows and the total count). */
    customerOrderPage: (customerId: number, limit: number, offset: number) =>
      repository.pageOfCustomer(customerId, limit, offset),

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

    /** The order a scanned code names, by id or by number; undefined when there is none. */
    async adminOrderOf(
      ref: { id: number } | { orderNumber: string },
    ): Promise<AdminOrder | undefined> {
      const row =
        'id' in ref
          ? await repository.find(ref.id)
          : await repository.findByNumber(ref.orderNumber);
      return row ? adminOrder(row.id) : undefined;
    },

    /**
     * Any status an admin picks (docs/modules/orders.md#rules), recorded with who and when.
     * Cancelled and refunded go through the refund; a closed order only reopens as pending.
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
        const row = await lockOrder(id, { closedToo: input.status === 'pending' });
        if (isClosed(row.status)) return reopen(actorId, row, input.note);
        const tracking =
          input.tracking_number !== undefined ? input.tracking_number : row.trackingNumber;
        if (row.status === input.status && tracking === row.trackingNumber) return;
        await repository.setStatus(id, {
          status: input.status,
          ...(input.tracking_number !== undefined ? { trackingNumber: input.tracking_number } : {}),
        });
        const trackingNote = shippingChangeNote(row, { trackingNumber: tracking });
        const note = [input.note, trackingNote].filter(Boolean).join(' ') || null;
        if (row.status !== input.status) await units.followOrder(id, input.status, actorId);
        if (row.status !== input.status || note) {
          await repository.insertHistory({
            orderId: id,
            status: input.status,
            paymentStatus: row.paymentStatus,
            fromStatus: row.status,
            fromPaymentStatus: row.paymentStatus,
            note,
            changedBy: actorId,
          });
        }
        if (input.status === 'shipped' && tracking) await mailTracking(id, tracking);
      });
      // After the commit, also when a caller's transaction holds this one (an installation's
      // completion).
      database.afterCommit(() => void mail.kick());
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
        const row = await lockOpen(id);
        if (row.paymentStatus === 'refunded') throw closed();
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

    /**
     * The notes, tracking number and expected delivery, each change written to the history
     * with who and when (a notes edit for staff only). A new tracking number on a shipped order
     * is mailed to the buyer; one saved earlier goes with Mark as Shipped.
     */
    async updateDetails(
      actorId: number,
      id: number,
      input: {
        notes?: string | null;
        tracking_number?: string | null;
        expected_delivery?: string | null;
      },
    ): Promise<AdminOrder> {
      const next: DetailsInput = {
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.tracking_number !== undefined ? { trackingNumber: input.tracking_number } : {}),
        ...(input.expected_delivery !== undefined
          ? { expectedDelivery: input.expected_delivery }
          : {}),
      };
      await database.transaction(async () => {
        const row = await lockOrder(id, { closedToo: true });
        const entries = [
          { note: shippingChangeNote(row, next), staffOnly: false },
          { note: notesChangeNote(row, next), staffOnly: true },
        ].filter((e) => e.note !== null);
        if (!entries.length) return;
        await repository.updateDetails(id, next);
        for (const entry of entries) {
          await repository.insertHistory({
            orderId: id,
            status: row.status,
            paymentStatus: row.paymentStatus,
            fromStatus: row.status,
            fromPaymentStatus: row.paymentStatus,
            note: entry.note,
            staffOnly: entry.staffOnly,
            changedBy: actorId,
          });
        }
        if (row.status === 'shipped' && next.trackingNumber) {
          await mailTracking(id, next.trackingNumber);
        }
      });
      void mail.kick();
      return adminOrder(id);
    },

    /**
     * Bulk Actions: every selected order moves, or none does (an unknown or closed order
     * refuses the whole batch, naming it). Orders already at the status are left as they are,
     * and so is one whose refund is under way (its claim is set), since moving it would ship
     * goods whose money is going back, and one whose units cannot follow the status (they
     * left the warehouse, ADR 0035): each is named in `skipped` with its reason.
     */
    async bulkStatus(
      actorId: number,
      ids: number[],
      status: BulkOrderStatus,
    ): Promise<BulkOrderStatusResult> {
      const result = await database.transaction(async () => {
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
        const skipped: BulkOrderStatusResult['skipped'] = [];
        const moving: typeof rows = [];
        for (const r of rows) {
          if (r.status === status) continue;
          // Its units cannot follow (they left the warehouse): left as it is, with the reason.
          const reason = r.refundClaimed
            ? ORDER_MESSAGES.refundInProgress
            : await units.followRefusal(r.id, status);
          if (reason) skipped.push({ id: r.id, order_number: r.orderNumber, reason });
          else moving.push(r);
        }
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
            if (row?.trackingNumber) await mailTracking(r.id, row.trackingNumber);
          }
        }
        return { updated: moving.length, skipped };
      });
      void mail.kick();
      return { success: true as const, ...result };
    },
  };
}
