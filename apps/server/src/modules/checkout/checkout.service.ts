// The rules of this module, in words: docs/modules/checkout.md
import {
  CHECKOUT_MESSAGES,
  notEnoughForCart,
  taxCentsOf,
  asCents,
  type Order,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import { quantitiesByProduct, summaryOf, type CartService } from '../cart/cart.service.ts';
import type { InstallationsService } from '../installations/installations.service.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaidOrderLine } from '../orders/orders.checkout.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { OrderRefused, type OrderPlan, type SettledPayment } from '../orders/place-order.ts';
import {
  intentAnswer,
  paidMeanwhile,
  type PaymentIntentRow,
  type PaymentsService,
  type PricedTotals,
} from '../payments/payments.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { TaxService } from '../tax/tax.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { confirmationTo, installationJob, paymentOf } from './order-plan.ts';
import { createQuoteCheckout, type QuoteCheckoutDeps } from './quote-checkout.ts';

export type CheckoutService = ReturnType<typeof createCheckoutService>;

/**
 * From cart to paid order (docs/modules/checkout.md#rules): the server prices the cart, the
 * provider takes the payment, and the order is made only for a payment that succeeded for exactly
 * that amount, in one transaction that takes the stock and empties the cart.
 */
export function createCheckoutService(deps: {
  database: DatabaseHandle;
  cart: CartService;
  catalogue: CatalogueService;
  tax: TaxService;
  settings: Pick<SettingsService, 'shippingCents'>;
  payments: PaymentsService;
  orders: OrdersService;
  users: UsersService;
  mail: MailService;
  /**
   * A shop order with installation gets its installation job in the order's transaction; a
   * quote's deposit share comes from the installation settings.
   */
  installations: Pick<InstallationsService, 'createJobForOrder'>;
  /** How long a started payment holds its products (STOCK_HOLD_MINUTES). */
  stockHoldMinutes: number;
  logger: FastifyBaseLogger;
  /** The order of an accepted quote and an order's balance (quote-checkout.ts). */
  quotes: QuoteCheckoutDeps['quotes'];
  /** A subscription invoice's card payment (ADR 0075). */
  subscriptions: Pick<
    SubscriptionsService,
    'completeCardPayment' | 'startFromQuote' | 'chargeStarted'
  >;
}) {
  const { cart, catalogue, tax, settings, payments, orders, users, mail, logger } = deps;
  const quoteCheckout = createQuoteCheckout(deps);

  /**
   * The cart priced by the server: every amount from the database, tax from the ZIP's state
   * and shipping from the shop's settings as they are now; the order keeps these figures.
   */
  async function price(userId: number, zipCode: string) {
    // Installation: each installed line's labour price per unit, and the call-out
    // fee once, from the price list as it is now (the cart's own pricing, the figure it shows).
    const { lines, callOut } = await cart.pricedCart(userId);
    if (lines.length === 0) {
      throw new DomainError('validation', CHECKOUT_MESSAGES.cartEmpty, { code: 'CART_EMPTY' });
    }
    const { subtotalCents } = summaryOf(lines, callOut);
    const { taxRate } = await tax.rateForZip(zipCode);
    const taxCents = taxCentsOf(subtotalCents, taxRate);
    const shippingCents = await settings.shippingCents();
    const totals: PricedTotals = {
      subtotalCents,
      taxRate,
      taxCents,
      shippingCents,
      totalCents: subtotalCents + taxCents + shippingCents,
    };
    return { lines, callOut, totals };
  }

  /**
   * The cart's order plan (ADR 0062), built once the payment is locked: the cart priced again,
   * as it was paid, its lines then the labour lines; the stock taken (refused when gone), the
   * installation job, the cart emptied, the hold released, the confirmation queued.
   */
  async function makeOrder(intent: PaymentIntentRow, card: SettledPayment['card']) {
    return orders.placeOrder(paymentOf(intent, card), async () => {
      // Two payments of one cart (two checkout tabs) placed at once: the second waits here,
      // then finds the cart emptied by the first, and is refunded as a changed cart.
      await cart.lockUserCart(intent.userId);
      const shipTo = intent.shippingAddress as ShippingAddress;
      const { lines, callOut, totals } = await price(intent.userId, shipTo.zipCode).catch((err) => {
        if (err instanceof DomainError && err.code === 'CART_EMPTY') {
          throw new OrderRefused(CHECKOUT_MESSAGES.cartChanged);
        }
        throw err;
      });
      if (totals.totalCents !== intent.amountCents)
        throw new OrderRefused(CHECKOUT_MESSAGES.cartChanged);
      // After the product lines: one labour line per installed line, then the call-out fee.
      const labourLines: PaidOrderLine[] = lines
        .filter((l) => l.installed)
        .map((l) => ({
          kind: 'labour',
          labourPriceId: l.installation!.labourPriceId,
          productName: `Installation: ${l.productName}`,
          packageName: l.installation!.name,
          quantity: l.quantity,
          unitPriceCents: l.installation!.priceCents,
        }));
      if (callOut) {
        labourLines.push({
          kind: 'labour',
          labourPriceId: callOut.labourPriceId,
          productName: callOut.name,
          quantity: 1,
          unitPriceCents: callOut.priceCents,
        });
      }
      const customerId = intent.userId;
      const plan: OrderPlan = {
        type: 'online',
        customerId,
        billTo: await users.billTo(customerId),
        shipTo,
        lines: [...lines, ...labourLines],
        totals,
        stock: { from: 'shop', whenShort: 'refuse', assignedBy: null },
        followUps: [
          ...(labourLines.length > 0
            ? [installationJob(deps.installations, { quoteId: null, customerId, shipTo })]
            : []),
          () => cart.clearUserCart(customerId),
        ],
        releaseHoldOf: customerId,
        confirmTo: await confirmationTo(users, customerId),
      };
      return plan;
    });
  }

  /**
   * Makes the order of a payment, once. Checks with the provider (outside any transaction)
   * that the payment succeeded for exactly the amount the server computed; if the order
   * cannot be made (stock ran out, the cart changed), the payment is refunded and the
   * customer told.
   */
  async function completeOrder(intent: PaymentIntentRow): Promise<Order> {
    const existing = await orders.idByPaymentIntent(intent.id);
    if (existing !== undefined) return orders.get(existing);
    // A subscription invoice's card payment: the subscriptions module checks and places it.
    if (intent.purpose === 'invoice') {
      return orders.get((await deps.subscriptions.completeCardPayment(intent)).orderId);
    }
    const seen = await payments.paidView(intent);
    try {
      const card = { brand: seen.cardBrand, last4: seen.cardLast4 };
      // What the payment is for: a cart, an accepted quote, or an order's balance.
      const { id } =
        intent.purpose === 'quote'
          ? await quoteCheckout.makeQuoteOrder(intent, seen)
          : intent.purpose === 'balance'
            ? await quoteCheckout.settleBalance(intent)
            : await makeOrder(intent, card);
      void mail.kick();
      return await orders.get(id);
    } catch (err) {
      if (!(err instanceof OrderRefused)) throw err;
      return payments.refundRefused(intent, err.customerMessage);
    }
  }

  return {
    async quote(userId: number, zipCode: string) {
      const { totals } = await price(userId, zipCode);
      return totals;
    },

    /**
     * The amount is the server's: the client's amount, if it sends one, is never read. The
     * cart's products are held for the customer (stockHoldMinutes) before the provider is
     * asked, so the last units are refused here rather than paid for and refunded.
     */
    async createPaymentIntent(userId: number, shippingAddress: ShippingAddress) {
      const { lines, totals } = await price(userId, shippingAddress.zipCode);
      // Stock is per product: the lines of its packages together must fit.
      const inCart = quantitiesByProduct(lines);
      const wanted = [...inCart].map(([productId, quantity]) => ({
        productId,
        quantity,
        productName: lines.find((l) => l.productId === productId)!.productName,
      }));
      for (const line of lines) {
        const quantity = inCart.get(line.productId)!;
        if (quantity > line.stock) {
          throw new DomainError(
            'conflict',
            notEnoughForCart(line.stock, line.productName, quantity),
            { code: 'NOT_ENOUGH_STOCK' },
          );
        }
      }
      await catalogue.holdStock(userId, wanted, deps.stockHoldMinutes);
      let created;
      try {
        created = await payments.createIntent(userId, totals, shippingAddress);
      } catch (err) {
        // The open payment paid meanwhile keeps the hold for its order.
        if (!paidMeanwhile(err)) await catalogue.releaseHold(userId);
        throw err;
      }
      return intentAnswer(payments.provider, created, totals.totalCents, totals);
    },

    /**
     * The customer leaves the payment (or, without an id, every payment of theirs nobody
     * paid): the provider cancels it (it can no longer be paid) and the cart is theirs to
     * change again. A payment already made is refused: its order is placed (or it is
     * refunded) instead.
     */
    async cancelPayment(userId: number, paymentIntentId: string | undefined) {
      if (paymentIntentId === undefined) {
        for (const intent of await payments.unpaidOf(userId)) await payments.cancel(intent);
      } else if (!(await payments.cancel(await payments.intentOf(userId, paymentIntentId)))) {
        throw new DomainError('conflict', CHECKOUT_MESSAGES.paymentComplete, {
          code: 'ALREADY_PAID',
        });
      }
      await catalogue.releaseHold(userId);
    },

    /**
     * Payments left without an order: the browser closed, a reply was lost, the
     * server stopped between the payment and the order. Each intent older than `minutes`
     * and not yet settled is claimed by one instance and looked at with the provider: one
     * that was paid is completed into its order, or refunded when that cannot be made
     * (once: the order is unique per payment and the refund is claimed); one nobody paid is
     * canceled when its hold has run out. Answers what was settled.
     */
    async recoverOpenPayments(minutes = 2) {
      const settled = { orders: 0, refunded: 0, canceled: 0 };
      for (const intent of await payments.openWithoutOrder(minutes)) {
        if (!(await payments.claimRecovery(intent.id))) continue;
        try {
          const seen = await payments.providerView(intent);
          if (seen.status === 'succeeded') {
            try {
              await completeOrder({ ...intent, status: 'succeeded' });
              await payments.markRecovered(intent.id, 'order', true);
              settled.orders++;
            } catch (err) {
              if (!(err instanceof DomainError) || err.code !== 'ORDER_REFUSED_REFUNDED') throw err;
              await payments.markRecovered(intent.id, 'refunded', true);
              settled.refunded++;
            }
          } else if (
            (seen.status === 'requires_payment_method' || seen.status === 'failed') &&
            Date.now() - new Date(intent.createdAt).getTime() > deps.stockHoldMinutes * 60_000
          ) {
            if (await payments.cancel(intent)) {
              await payments.markRecovered(intent.id, 'canceled', false);
              settled.canceled++;
            }
          } else if (seen.status === 'canceled' || seen.status === 'refunded') {
            await payments.markRecovered(intent.id, seen.status, false);
          }
        } catch (err) {
          // Left for the next run (the claim runs out): the provider may be unreachable.
          logger.warn({ err, paymentIntentId: intent.id }, 'could not settle an open payment');
        }
      }
      return settled;
    },

    /**
     * What the recovery job did with the customer's payments since they last looked, told
     * once: the checkout page shows it on the next visit.
     */
    async recoveryNotices(userId: number) {
      const rows = await payments.untoldRecoveries(userId);
      const notices = [];
      for (const row of rows) {
        const orderId = await orders.idByPaymentIntent(row.id);
        notices.push({
          paymentIntentId: row.id,
          outcome: row.outcome === 'order' ? ('order' as const) : ('refunded' as const),
          amount: asCents(row.amountCents),
          paidAt: new Date(row.createdAt).toISOString(),
          orderNumber: orderId === undefined ? null : (await orders.get(orderId)).order_number,
        });
      }
      return notices;
    },

    async placeOrder(userId: number, paymentIntentId: string): Promise<Order> {
      return completeOrder(await payments.intentOf(userId, paymentIntentId));
    },

    /**
     * A paid quote's order, and whether it is the payer's own: a quote's order is its
     * customer's whoever pays (ADR 0043), so a colleague who paid is not sent to "your order".
     */
    async placeQuoteOrder(userId: number, paymentIntentId: string) {
      const order = await completeOrder(await payments.intentOf(userId, paymentIntentId));
      return { order, yours: (await orders.customerIdOf(order.id)) === userId };
    },

    /** The balance of an order paid by deposit (quote-checkout.ts). */
    balanceIntent: quoteCheckout.createBalanceIntent,
    async placeBalance(userId: number, orderId: number, paymentIntentId: string) {
      const intent = await payments.intentOf(userId, paymentIntentId);
      if (intent.purpose !== 'balance' || intent.orderId !== orderId) {
        throw new DomainError('not_found', CHECKOUT_MESSAGES.paymentNotFound, {
          code: 'PAYMENT_NOT_FOUND',
        });
      }
      return completeOrder(intent);
    },

    /** Stripe said a payment succeeded: make its order if the browser did not get to it. */
    async completeFromWebhook(paymentIntentId: string): Promise<void> {
      const intent = await payments.find(paymentIntentId);
      if (!intent) return;
      try {
        await completeOrder(intent);
      } catch (err) {
        logger.warn({ err, paymentIntentId }, 'webhook could not complete an order');
      }
    },
  };
}
