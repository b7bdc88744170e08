import { CHECKOUT_MESSAGES, type ShippingAddress } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { orderConfirmationMail } from '../mail/mail.templates.ts';
import type { PricedTotals } from '../payments/payments.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { notFound, toOrder } from './orders.mappers.ts';
import type {
  BillTo,
  createOrderCompletion,
  PaidOrderInput,
  PaidOrderLine,
} from './orders.checkout.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** Why an order could not be made from a successful payment; the payment is refunded. */
export class OrderRefused extends Error {
  constructor(readonly customerMessage: string) {
    super(customerMessage);
  }
}

/**
 * The payment an order settles. Its key is the order's idempotency key (unique per order): a
 * provider's payment intent id, or a reference of the caller's own (an RMA's replacement).
 */
export type SettledPayment = {
  key: string;
  provider: string;
  card: { brand: string | null; last4: string | null };
};

/** The order as placed: its number only when this placement made it. */
export type PlacedOrder =
  { id: number; orderNumber: string; created: true } | { id: number; created: false };

/** A caller's own step in the order's transaction, after the stock and units are taken. */
export type OrderFollowUp = (order: { id: number; orderNumber: string }) => Promise<void>;

/**
 * Everything a paid order is (ADR 0062), built by its caller (the cart's checkout, a quote's
 * payment, an RMA's replacement or repair): orders.placeOrder writes it, the same way for all.
 */
export type OrderPlan = {
  type: NonNullable<PaidOrderInput['orderType']>;
  customerId: number;
  /** The account as it is now, kept with the order: its invoice is a document of record. */
  billTo: BillTo;
  shipTo: ShippingAddress;
  lines: PaidOrderLine[];
  totals: PricedTotals;
  /** What is still owed after this payment (a deposit); absent: paid in full. */
  balanceDueCents?: number;
  /** The first history entry's note; "Paid by card at checkout" when absent. */
  note?: string;
  /** 'completed': nothing to send or install (a subscription invoice); absent: 'paid'. */
  status?: 'completed';
  /** What the order is made for, kept on it. */
  madeFor?: { quoteId?: number; rmaId?: number; rmaSourceOrderId?: number };
  /**
   * The product lines' stock: from the shop ('shop', catalogue.takeStock) or for a quote
   * ('quote', takeQuotedStock); when short, the order is refused (OrderRefused: the payment is
   * refunded) or it waits for stock. Then the units of tracked products are assigned to the
   * order (by a member of staff, or null for the shop). null: no stock and no units.
   */
  stock: { from: 'shop' | 'quote'; whenShort: 'refuse' | 'wait'; assignedBy: number | null } | null;
  /** The caller's own steps (a cart emptied, a quote accepted, a job to book), in order. */
  followUps?: readonly OrderFollowUp[];
  /** The customer whose checkout holds stock for this payment: released once it is placed. */
  releaseHoldOf?: number;
  /** Who gets the buyer's confirmation; null or absent: none (the caller tells its own way). */
  confirmTo?: { email: string; firstName: string } | null;
};

/**
 * The one way a paid order is placed (ADR 0062): inside the caller's transaction (or its own),
 * the payment locked, a repeat answered with the order already made, then the plan built and
 * written with its stock, units, follow-ups, hold and confirmation. Anything that throws rolls
 * all of it back; an OrderRefused tells the caller to refund the payment.
 */
export function createOrderPlacement({
  database,
  repository,
  completion,
  catalogue,
  units,
  mail,
  publicUrl,
}: {
  database: DatabaseHandle;
  repository: OrdersRepository;
  completion: Pick<ReturnType<typeof createOrderCompletion>, 'createPaid'>;
  catalogue: Pick<CatalogueService, 'takeStock' | 'takeQuotedStock' | 'releaseHold'>;
  units: Pick<UnitsService, 'assignToOrder'>;
  mail: Pick<MailService, 'queue'>;
  publicUrl: string;
}) {
  async function takeStock(plan: OrderPlan, orderId: number) {
    if (plan.stock === null) return;
    const { from, whenShort, assignedBy } = plan.stock;
    for (const line of plan.lines) {
      if (line.kind !== undefined && line.kind !== 'product') continue;
      if (line.productId === null) continue;
      const taken =
        from === 'quote'
          ? await catalogue.takeQuotedStock(line.productId, line.quantity)
          : await catalogue.takeStock(line.productId, line.quantity);
      if (!taken && whenShort === 'refuse') {
        throw new OrderRefused(CHECKOUT_MESSAGES.soldOut(line.productName));
      }
    }
    // After the stock is taken: the units of tracked products are assigned to the order in its
    // transaction (the recount then agrees with the stock just taken, ADR 0016).
    await units.assignToOrder(orderId, assignedBy);
  }

  /** The buyer's confirmation, queued in the order's transaction (sent after the commit). */
  async function queueConfirmation(plan: OrderPlan, payment: SettledPayment, orderId: number) {
    if (!plan.confirmTo) return;
    const row = await repository.find(orderId);
    if (!row) throw notFound();
    const order = toOrder(row);
    const { firstName } = plan.confirmTo;
    await mail.queue(plan.confirmTo.email, (shop) =>
      orderConfirmationMail(shop, {
        firstName,
        orderNumber: order.order_number,
        createdAt: new Date(order.created_at),
        items: plan.lines.map((l) => ({
          productName: l.productName,
          packageName: l.packageName ?? '',
          quantity: l.quantity,
          lineTotalCents: l.unitPriceCents * l.quantity,
        })),
        ...plan.totals,
        ...(plan.balanceDueCents ? { balanceDueCents: plan.balanceDueCents } : {}),
        shippingAddress: order.shipping_address,
        cardBrand: payment.card.brand,
        cardLast4: payment.card.last4,
        link: `${publicUrl}/order-confirmation/${encodeURIComponent(order.order_number)}`,
      }),
    );
  }

  return {
    /**
     * Places the order a payment settles, once. `build` runs only for the first placement,
     * after the payment is locked: it reads what the order is made from (a cart, a quote), which
     * the first placement changes, so a repeat must not build it again.
     */
    async placeOrder(
      payment: SettledPayment,
      build: () => Promise<OrderPlan>,
    ): Promise<PlacedOrder> {
      return database.transaction(async () => {
        // A second request for the same payment waits here until the first has committed.
        await repository.lockPayment(payment.key);
        const existing = await repository.idByPaymentIntent(payment.key);
        if (existing !== undefined) return { id: existing, created: false };
        const plan = await build();
        const placed = await completion.createPaid({
          customerId: plan.customerId,
          billTo: plan.billTo,
          paymentIntentId: payment.key,
          paymentProvider: payment.provider,
          cardBrand: payment.card.brand,
          cardLast4: payment.card.last4,
          ...plan.totals,
          shipTo: plan.shipTo,
          lines: plan.lines,
          orderType: plan.type,
          quoteId: plan.madeFor?.quoteId ?? null,
          rmaId: plan.madeFor?.rmaId ?? null,
          rmaSourceOrderId: plan.madeFor?.rmaSourceOrderId ?? null,
          ...(plan.balanceDueCents !== undefined ? { balanceDueCents: plan.balanceDueCents } : {}),
          ...(plan.note !== undefined ? { note: plan.note } : {}),
          ...(plan.status !== undefined ? { status: plan.status } : {}),
        });
        if (!placed.created) return placed;
        await takeStock(plan, placed.id);
        const order = { id: placed.id, orderNumber: placed.orderNumber };
        for (const followUp of plan.followUps ?? []) await followUp(order);
        if (plan.releaseHoldOf !== undefined) await catalogue.releaseHold(plan.releaseHoldOf);
        await queueConfirmation(plan, payment, placed.id);
        return placed;
      });
    },
  };
}
