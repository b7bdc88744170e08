import {
  QUOTE_LINK_MESSAGES,
  asCents,
  formatCents,
  type Role,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { InstallationsService } from '../installations/installations.service.ts';
import type { PaidOrderLine } from '../orders/orders.checkout.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { OrderRefused, type OrderPlan, type SettledPayment } from '../orders/place-order.ts';
import type { ProviderIntent } from '../payments/payment-provider.ts';
import {
  intentAnswer,
  type PaymentIntentRow,
  type PaymentsService,
} from '../payments/payments.service.ts';
import {
  assertCustomerPays,
  orderTotalsOf,
  type QuoteLinkService,
} from '../quotes/quote-link.service.ts';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { confirmationTo, installationJob, paymentOf } from './order-plan.ts';

export type QuoteCheckoutDeps = {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'createIntent' | 'provider' | 'markRecovered' | 'keepSavedCard'>;
  orders: OrdersService;
  users: Pick<UsersService, 'findById' | 'billTo'>;
  quotes: Pick<QuoteLinkService, 'lockForOrder' | 'acceptPaid' | 'deposits' | 'customerOf'>;
  installations: Pick<InstallationsService, 'createJobForOrder'>;
  /** A paid quote's plans started (ADR 0076). */
  subscriptions: Pick<SubscriptionsService, 'startFromQuote' | 'chargeStarted'>;
};

/**
 * The checkout of what is not a cart (ADR 0043): the order of an accepted quote,
 * made from the quote's lines at the quoted prices, and the balance of an order paid by
 * deposit. checkout.service's completeOrder calls these after the provider said the payment
 * succeeded for exactly the intent's amount; an OrderRefused is refunded there.
 */
export function createQuoteCheckout(deps: QuoteCheckoutDeps) {
  const { database, payments, orders, users, quotes, installations } = deps;

  /**
   * A quote's order plan (ADR 0062), built once the payment is locked: the quote locked and
   * still answerable with the figures the payment was made for, the order from its lines (the
   * discount as one negative line, no shipping, the rest of a deposit as the balance due); the
   * stock taken for the quote, the quote accepted and the lead won, the installation job, the
   * payer's hold released, the customer's confirmation queued.
   */
  async function makeQuoteOrder(
    intent: PaymentIntentRow,
    seen: ProviderIntent,
  ): Promise<{ id: number }> {
    const card: SettledPayment['card'] = { brand: seen.cardBrand, last4: seen.cardLast4 };
    // The plans the order starts, charged once it is committed.
    let startedPlans: number[] = [];
    const placed = await orders.placeOrder(paymentOf(intent, card), async () => {
      const found = intent.quoteId === null ? undefined : await quotes.lockForOrder(intent.quoteId);
      if (!found) throw new OrderRefused(QUOTE_LINK_MESSAGES.quoteChanged);
      const { quote, lines, plans } = found;
      const totals = orderTotalsOf(quote);
      // The quote as it was when the payment was set up (an edit makes a new version with
      // other figures, and puts it back to draft).
      // A quote sent again after the payment was set up was edited in between (an edit puts it
      // back to draft): even with the same figures, its lines or site may differ from what the
      // customer saw and paid for.
      const sentAfterPayment =
        quote.sentAt !== null && new Date(quote.sentAt) > new Date(intent.createdAt);
      if (
        sentAfterPayment ||
        intent.subtotalCents !== totals.subtotalCents ||
        intent.taxCents !== totals.taxCents ||
        intent.amountCents > totals.totalCents
      ) {
        throw new OrderRefused(QUOTE_LINK_MESSAGES.quoteChanged);
      }
      const balanceDueCents = totals.totalCents - intent.amountCents;
      const customerId = await quotes.customerOf(quote, intent.userId);
      let note = `Quote ${quote.quoteNumber} accepted, paid by card`;
      if (customerId !== intent.userId) {
        // Staff see who paid; the payer's account gets nothing of the order.
        const payer = await users.findById(intent.userId);
        note += ` from the account ${payer?.email ?? `#${intent.userId}`}`;
      }
      if (balanceDueCents > 0) {
        const deposit = await quotes.deposits.of(totals.totalCents);
        note +=
          deposit.cents === intent.amountCents
            ? ` (deposit ${deposit.percent}%)`
            : ` (deposit ${formatCents(asCents(intent.amountCents))})`;
      }
      const orderLines: PaidOrderLine[] = lines.map((l) =>
        l.kind === 'labour'
          ? {
              kind: 'labour' as const,
              labourPriceId: l.labourPriceId!,
              productName: l.description,
              packageName: l.packageName,
              sku: l.sku,
              quantity: l.quantity,
              unitPriceCents: l.unitPriceCents,
            }
          : {
              kind: 'product' as const,
              productId: l.productId!,
              packageId: l.packageId,
              productName: l.description,
              packageName: l.packageName,
              sku: l.sku,
              quantity: l.quantity,
              unitPriceCents: l.unitPriceCents,
            },
      );
      if (quote.discountCents > 0) {
        orderLines.push({
          kind: 'discount',
          productName: 'Discount',
          quantity: 1,
          unitPriceCents: -quote.discountCents,
        });
      }
      const shipTo = intent.shippingAddress as ShippingAddress;
      const plan: OrderPlan = {
        type: 'quote',
        customerId,
        billTo: await users.billTo(customerId),
        shipTo,
        lines: orderLines,
        totals,
        balanceDueCents,
        note,
        madeFor: { quoteId: quote.id },
        stock: { from: 'quote', whenShort: 'refuse', assignedBy: null },
        followUps: [
          () => quotes.acceptPaid(quote, customerId, note),
          ...(lines.some((l) => l.kind === 'labour')
            ? [installationJob(installations, { quoteId: quote.id, customerId, shipTo })]
            : []),
          ...(plans.length > 0
            ? [
                async () => {
                  // The card the payment kept is the plans' when the payer is their customer.
                  const kept =
                    customerId === intent.userId
                      ? await payments.keepSavedCard(customerId, seen)
                      : null;
                  startedPlans = await deps.subscriptions.startFromQuote({
                    customerId,
                    quote: {
                      id: quote.id,
                      number: quote.quoteNumber,
                      createdBy: quote.createdBy,
                      taxRate: Number(quote.taxRate),
                    },
                    site: shipTo,
                    siteName: quote.customerCompany ?? '',
                    plans: plans.map((p) => ({
                      planId: p.planId,
                      interval: p.interval as 'month' | 'year',
                      priceCents: p.priceCents,
                      minTermMonths: p.minTermMonths,
                      taxable: p.taxable,
                    })),
                    cardId: kept?.id ?? null,
                  });
                },
              ]
            : []),
        ],
        // The hold was the payer's (their checkout); the confirmation goes to the customer.
        releaseHoldOf: intent.userId,
        confirmTo: await confirmationTo(users, customerId),
      };
      return plan;
    });
    await deps.subscriptions.chargeStarted(startedPlans);
    return placed;
  }

  /**
   * The balance payment of an order paid by deposit, settled once (a repeat answers the
   * order); an order that no longer owes exactly this amount refuses it (it is refunded).
   */
  async function settleBalance(intent: PaymentIntentRow): Promise<{ id: number }> {
    const orderId = intent.orderId;
    if (orderId === null) throw new OrderRefused(QUOTE_LINK_MESSAGES.balanceChanged);
    const outcome = await database.transaction(async () => {
      await orders.lockPayment(intent.id);
      return orders.settleBalance({
        orderId,
        customerId: intent.userId,
        paymentIntentId: intent.id,
        amountCents: intent.amountCents,
      });
    });
    if (outcome === 'refused') throw new OrderRefused(QUOTE_LINK_MESSAGES.balanceChanged);
    // Settled: the recovery job has nothing to do with it (no order carries its id).
    await payments.markRecovered(intent.id, 'order', false);
    return { id: orderId };
  }

  return {
    makeQuoteOrder,
    settleBalance,

    /**
     * POST /api/customer/orders/{id}/balance-intent: exactly what the customer's own order
     * still owes, to the order's address.
     */
    async createBalanceIntent(user: { id: number; role: Role }, orderId: number) {
      assertCustomerPays(user);
      const order = await orders.balanceOwed(user.id, orderId);
      const totals = {
        subtotalCents: order.subtotalCents,
        taxRate: Number(order.taxRate),
        taxCents: order.taxCents,
        shippingCents: order.shippingCents,
        totalCents: order.totalCents,
      };
      const shipTo: ShippingAddress = {
        address: order.shipStreet,
        city: order.shipCity,
        state: order.shipState,
        zipCode: order.shipZip,
        country: order.shipCountry as ShippingAddress['country'],
      };
      const created = await payments.createIntent(user.id, totals, shipTo, {
        purpose: 'balance',
        orderId: order.id,
        amountCents: order.balanceDueCents,
      });
      return intentAnswer(payments.provider, created, order.balanceDueCents, totals);
    },
  };
}
