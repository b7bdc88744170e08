import {
  asCents,
  formatCents,
  RMA_RESOLUTION_MESSAGES,
  unitRefundCents,
  type OrderStatus,
  type PaymentStatus,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { refundRunning } from '../../lib/refund-claims.ts';
import { isClosed, notFound } from './orders.mappers.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';
import type { OrderPlan } from './place-order.ts';

/** Which line of the order an RMA's unit was sold on: its item when kept, else its product's. */
export type RmaLine = { orderItemId: number | null; productId: number };

/** What refunding one unit of an order gives back, from the order's own figures. */
export type RmaRefundFigures = {
  orderNumber: string;
  unitPriceCents: number;
  amountCents: number;
  taxCents: number;
  /** The order's paid amount less what was refunded already. */
  refundableCents: number;
  /** Why it cannot be refunded (a free line, a balance still owed, nothing left), else null. */
  refusal: string | null;
};

function lineOf(row: OrderRow, line: RmaLine) {
  const products = row.items.filter((i) => i.kind === 'product');
  return (
    products.find((i) => i.id === line.orderItemId) ??
    products.find((i) => i.productId === line.productId)
  );
}

/** What the order was paid: all of it, or a deposit while a balance is owed; nothing else. */
function paidCents(row: { paymentStatus: string; totalCents: number; balanceDueCents: number }) {
  const status = row.paymentStatus as PaymentStatus;
  if (status === 'paid') return row.totalCents;
  if (status === 'partial') return row.totalCents - row.balanceDueCents;
  return 0;
}

/**
 * The unit's line refunded with the contract's rule (unitRefundCents): its unit price less its
 * share of the order's discount lines, plus the same share of the tax, at most what is left.
 */
export function rmaRefundFigures(row: OrderRow, line: RmaLine): RmaRefundFigures {
  const item = lineOf(row, line);
  const unitPriceCents = item?.unitPriceCents ?? 0;
  const gross = row.items
    .filter((i) => i.kind === 'product' || i.kind === 'labour')
    .reduce((n, i) => n + i.lineTotalCents, 0);
  const discount = -row.items
    .filter((i) => i.kind === 'discount')
    .reduce((n, i) => n + i.lineTotalCents, 0);
  const refundableCents = Math.max(0, paidCents(row) - row.refundedCents);
  const share = unitRefundCents({
    unitPriceCents,
    grossSubtotalCents: gross,
    discountCents: discount,
    taxCents: row.taxCents,
    refundableCents,
  });
  // An order paid by deposit that still owes its balance: refunding the unit from the deposit
  // would leave the customer owing for a unit they gave back. Settle it first.
  const refusal =
    unitPriceCents <= 0
      ? RMA_RESOLUTION_MESSAGES.freeLine
      : row.balanceDueCents > 0
        ? RMA_RESOLUTION_MESSAGES.balanceOwed(asCents(row.balanceDueCents))
        : share.amountCents <= 0 || isClosed(row.status as OrderStatus)
          ? RMA_RESOLUTION_MESSAGES.nothingLeft
          : null;
  return {
    orderNumber: row.orderNumber,
    unitPriceCents,
    amountCents: refusal ? 0 : share.amountCents,
    taxCents: refusal ? 0 : share.taxCents,
    refundableCents,
    refusal,
  };
}

/**
 * What an RMA needs of orders (ADR 0049): the refund of one unit's line, figured
 * from the order's own lines, claimed and recorded on the order (its refunded amount and
 * history), and the plan of the zero-price order that ships a replacement or the repaired unit
 * back.
 */
export function createRmaOrders({
  database,
  repository,
  payments,
}: {
  database: DatabaseHandle;
  repository: OrdersRepository;
  payments: Pick<PaymentsService, 'balancePaymentIdsOf'>;
}) {
  async function orderOf(orderId: number): Promise<OrderRow> {
    const row = await repository.find(orderId);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The refund preview: what the unit's line would give back now. */
    async rmaRefundPreview(orderId: number, line: RmaLine): Promise<RmaRefundFigures> {
      return rmaRefundFigures(await orderOf(orderId), line);
    },

    /**
     * Inside the caller's transaction: the order locked and claimed for an RMA's refund
     * (refund_started_at, as a cancel claims it), so neither a cancel nor another refund of
     * the order runs while the provider is called. Refused (409) while the order's own refund
     * runs, for a free line and when nothing is left. Answers the amount and the payments to
     * take it from, the order's own first, then its balance payments.
     */
    async claimRmaRefund(orderId: number, line: RmaLine) {
      const locked = await repository.lockForUpdate(orderId);
      if (!locked) throw notFound();
      if (refundRunning(locked.refundStartedAt)) {
        throw new DomainError('conflict', RMA_RESOLUTION_MESSAGES.orderBusy, {
          code: 'REFUND_IN_PROGRESS',
        });
      }
      const figures = rmaRefundFigures(await orderOf(orderId), line);
      if (figures.refusal) {
        throw new DomainError('conflict', figures.refusal, { code: 'NOTHING_TO_REFUND' });
      }
      await repository.setStatus(orderId, { refundStartedAt: new Date() });
      const intentIds = [locked.paymentIntentId, ...(await payments.balancePaymentIdsOf(orderId))];
      return { ...figures, intentIds };
    },

    /** The provider refused: the order's claim is given back (in its own transaction). */
    async releaseRmaRefund(orderId: number) {
      await database.transaction(() => repository.setStatus(orderId, { refundStartedAt: null }));
    },

    /**
     * Inside the caller's transaction, after the provider gave the money back: added to what
     * was refunded of the order, its claim cleared, and a history entry naming the RMA. The
     * payment status becomes refunded only once the whole order is.
     */
    async recordRmaRefund(
      orderId: number,
      input: { amountCents: number; rmaNumber: string; actorId: number },
    ) {
      const locked = await repository.lockForUpdate(orderId);
      if (!locked) throw notFound();
      const { refundedCents, totalCents } = await repository.addRefunded(
        orderId,
        input.amountCents,
      );
      const paymentStatus: PaymentStatus =
        refundedCents >= totalCents ? 'refunded' : locked.paymentStatus;
      if (paymentStatus !== locked.paymentStatus) {
        await repository.setStatus(orderId, { paymentStatus });
      }
      await repository.insertHistory({
        orderId,
        status: locked.status,
        paymentStatus,
        fromStatus: locked.status,
        fromPaymentStatus: locked.paymentStatus,
        note: `Refunded ${formatCents(asCents(input.amountCents))} for ${input.rmaNumber}`,
        changedBy: input.actorId,
      });
    },

    /**
     * Inside the caller's transaction: the plan of the zero-price order (type replacement or
     * repair, placed once per RMA by orders.placeOrder) that ships one unit of the RMA's
     * product to the original order's address, paid with nothing to pay. The caller adds how
     * its stock and unit go. 409 when the original order is cancelled or refunded. The new
     * order names the original (rma_source_order_id), which is then not refunded or cancelled
     * while it is open.
     */
    async rmaOrderPlan(input: {
      type: 'replacement' | 'repair';
      rmaId: number;
      rmaNumber: string;
      unitIdentifier: string;
      fromOrderId: number;
      line: RmaLine;
    }): Promise<Omit<OrderPlan, 'stock'>> {
      // The original locked as its cancel locks it: a cancel and a replacement run one after
      // the other, and none is sent for an order that was cancelled or refunded.
      await repository.lockForUpdate(input.fromOrderId);
      const from = await orderOf(input.fromOrderId);
      if (isClosed(from.status as OrderStatus)) {
        throw new DomainError(
          'conflict',
          RMA_RESOLUTION_MESSAGES.originalClosed(from.orderNumber, from.status),
          { code: 'ORIGINAL_ORDER_CLOSED' },
        );
      }
      const item = lineOf(from, input.line);
      if (!item || item.productId === null) throw notFound();
      const shipTo = {
        address: from.shipStreet,
        city: from.shipCity,
        state: from.shipState,
        zipCode: from.shipZip,
        country: from.shipCountry,
      } as ShippingAddress;
      const what = input.type === 'replacement' ? 'Replacement' : 'Repair and return';
      return {
        type: input.type,
        customerId: from.customerId,
        billTo: {
          name: from.customerName,
          email: from.customerEmail,
          companyName: from.billToCompany,
          phone: from.billToPhone,
          address: from.billToAddress
            ? {
                address: from.billToAddress,
                city: from.billToCity ?? '',
                state: from.billToState ?? '',
                zipCode: from.billToZipCode ?? '',
                country: from.billToCountry ?? '',
              }
            : null,
        },
        shipTo,
        lines: [
          {
            kind: 'product',
            productId: item.productId,
            packageId: item.packageId,
            productName: item.productName,
            packageName: item.packageName,
            sku: item.sku,
            quantity: 1,
            unitPriceCents: 0,
          },
        ],
        totals: { subtotalCents: 0, taxRate: 0, taxCents: 0, shippingCents: 0, totalCents: 0 },
        madeFor: { rmaId: input.rmaId, rmaSourceOrderId: input.fromOrderId },
        note: `${what} for ${input.rmaNumber} (unit ${input.unitIdentifier}, order ${from.orderNumber}): no charge`,
      };
    },
  };
}
