// The rules of this module, in words: docs/modules/payments.md
import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_MESSAGES,
  checkTestCard,
  declineMessage,
  QUOTE_LINK_MESSAGES,
  asCents,
  type PaymentProviderName,
  type PaymentPurpose,
  type ShippingAddress,
  type SystemStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import { DomainError } from '../../lib/errors.ts';
import { attemptKey } from '../../lib/refund-claims.ts';
import type { ShopEvents } from '../../lib/metrics.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
  type ProviderIntent,
} from './payment-provider.ts';
import {
  createPaymentsRepository,
  type PaymentIntentChange,
  type PaymentIntentRow,
  type PaymentMethodRow,
} from './payments.repository.ts';
import type { StripeProvider } from './stripe-provider.ts';

export type PaymentsRepositoryLike = Pick<
  ReturnType<typeof createPaymentsRepository>,
  'find' | 'recordTestCharge'
>;
export type PaymentsService = ReturnType<typeof createPaymentsService>;
export type { PaymentIntentRow } from './payments.repository.ts';

/**
 * An open payment made for exactly these figures and this address, keeping the card or not as
 * this one would (a second tab, a reload; a quote that gained plans keeps the card now).
 */
function sameFigures(
  row: PaymentIntentRow,
  amountCents: number,
  totals: PricedTotals,
  address: ShippingAddress,
  saveCard: boolean,
): boolean {
  const kept = row.shippingAddress;
  return (
    row.saveCard === saveCard &&
    row.amountCents === amountCents &&
    row.subtotalCents === totals.subtotalCents &&
    row.taxCents === totals.taxCents &&
    row.shippingCents === totals.shippingCents &&
    kept.address === address.address &&
    kept.city === address.city &&
    kept.state === address.state &&
    kept.zipCode === address.zipCode &&
    kept.country === address.country
  );
}

const quotePaymentOpen = () =>
  new DomainError('conflict', QUOTE_LINK_MESSAGES.paymentOpen, { code: 'QUOTE_PAYMENT_OPEN' });
const paymentInProgress = () =>
  new DomainError('conflict', CHECKOUT_MESSAGES.paymentInProgress, {
    code: 'PAYMENT_IN_PROGRESS',
  });

/** createIntent refused because the customer's open payment was paid while it asked. */
export const paidMeanwhile = (err: unknown) =>
  err instanceof DomainError && err.code === 'PAYMENT_IN_PROGRESS';

export type PricedTotals = {
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
};

/**
 * What the browser gets for an intent the server made: the provider's secret to confirm it
 * with, the amount charged (cents) and the figures it was priced from (dollars).
 */
export function intentAnswer(
  provider: PaymentProviderName,
  created: { id: string; clientSecret: string },
  amountCents: number,
  totals: PricedTotals,
) {
  return {
    success: true as const,
    provider,
    clientSecret: created.clientSecret,
    paymentIntentId: created.id,
    amount: amountCents,
    currency: 'usd' as const,
    totals: {
      subtotal: asCents(totals.subtotalCents),
      taxRate: totals.taxRate,
      tax: asCents(totals.taxCents),
      shipping: asCents(totals.shippingCents),
      total: asCents(totals.totalCents),
    },
  };
}

/** What a payment pays for: a cart, an accepted quote, an order's balance, or an invoice. */
export type PaymentTarget = {
  purpose: PaymentPurpose;
  quoteId?: number;
  orderId?: number;
  /** A subscription invoice paid by card form (ADR 0075). */
  invoiceId?: number;
  amountCents?: number;
  /** Keep the card for the charges to come, on the customer's account at the provider. */
  saveCardFor?: { email: string };
};

/** What the customer is shown of a saved card. */
export type CardOnFile = Pick<PaymentMethodRow, 'id' | 'brand' | 'last4' | 'expMonth' | 'expYear'>;

/** A saved card's charge as recorded: paid, or declined with the processor's message. */
export type SavedCardCharge = {
  /** The payment intent of the charge; null when no card could be charged (none on file). */
  intentId: string | null;
  status: 'succeeded' | 'failed';
  failureMessage: string | null;
  card: { brand: string | null; last4: string | null };
};

/** No saved card to charge: the customer has to pay or add one. */
const NO_CARD_MESSAGE = 'There is no card on file to charge.';

/**
 * Payment intents through whichever provider is configured. Provider calls never run inside
 * a database transaction (they may take seconds and can fail): each is made before or after
 * the transaction that records what it said.
 */
export function createPaymentsService({
  database,
  provider,
  logger,
  events,
}: {
  database: DatabaseHandle;
  provider: PaymentProvider;
  logger: FastifyBaseLogger;
  /** Counts payments by outcome, each once, when the shop's record of it changes. */
  events: Pick<ShopEvents, 'payment'>;
}) {
  const repository = createPaymentsRepository(database);
  const outside = (what: string) => database.assertOutsideTransaction(what);

  /** An intent's status written; counted when this write is the one that changed it. */
  async function moveStatus(
    id: string,
    values: PaymentIntentChange & { status: PaymentIntentRow['status'] },
  ) {
    const before = await repository.updateFrom(id, values);
    const { status } = values;
    if (
      before !== undefined &&
      before !== status &&
      (status === 'succeeded' || status === 'refunded')
    ) {
      database.afterCommit(() => events.payment(status));
    }
  }

  /** The user's own intent; anyone else's is "not found". */
  async function intentOf(userId: number, id: string): Promise<PaymentIntentRow> {
    const row = await repository.find(id);
    if (!row || row.userId !== userId) {
      throw new DomainError('not_found', CHECKOUT_MESSAGES.paymentNotFound, {
        code: 'PAYMENT_NOT_FOUND',
      });
    }
    return row;
  }

  /**
   * Gives the whole payment back (an order could not be made from it, or it was cancelled),
   * under the key of its attempt: `refund-<id>`, then `refund-<id>-retry<n>` after refusals.
   * once: only the caller that claims the refund sends it (a double submit, the webhook and
   * the recovery job may all get here). True when it is refunded or being refunded.
   */
  async function refund(row: PaymentIntentRow): Promise<boolean> {
    outside('Refunding a payment');
    if (!(await repository.claimRefund(row.id))) return true;
    try {
      // Part of it may have gone back already (an RMA's refund): the provider gives
      // back the rest, and nothing when nothing is left.
      const fresh = (await repository.find(row.id)) ?? row;
      if (fresh.refundedCents < fresh.amountCents)
        await provider.refund(row.id, attemptKey(`refund-${row.id}`, fresh.refundAttempt));
    } catch (err) {
      // Refused: the next try needs a new key (the provider replays a key's first answer).
      // No answer: the refund may have gone through, so the next try sends the same key.
      const declined = err instanceof PaymentProviderError && err.declined;
      await repository.releaseRefundClaim(row.id, { declined });
      logger.error({ err, paymentIntentId: row.id }, 'refund failed: refund this payment by hand');
      return false;
    }
    await moveStatus(row.id, { status: 'refunded', refundedCents: row.amountCents });
    return true;
  }

  /**
   * Cancels an intent at the provider, then in the shop's record unless the card form paid it
   * in the meantime; false when it was paid (or refunded) and so not canceled.
   */
  async function cancelIntent(row: PaymentIntentRow): Promise<boolean> {
    outside('Canceling a payment');
    const seen = await provider.retrieveIntent(row.id);
    if (seen.status === 'succeeded' || seen.status === 'refunded') return false;
    if (seen.status !== 'canceled') await provider.cancel(row.id);
    return repository.cancelUnpaid(row.id);
  }

  /** The customer's account at the provider to keep cards on (null for the test provider). */
  async function customerRefOf(userId: number, email: string): Promise<string | null> {
    const existingRef = await repository.customerRef(userId, provider.name);
    const ref = await provider.ensureCustomer({ userId, email, existingRef });
    if (ref === null || ref === existingRef) return ref;
    return repository.keepCustomerRef(userId, provider.name, ref);
  }

  /** What the processor says of an intent now; the shop's record follows it. */
  async function providerView(row: PaymentIntentRow): Promise<ProviderIntent> {
    outside('Reading a payment intent');
    const seen = await provider.retrieveIntent(row.id);
    if (seen.status !== row.status || seen.cardLast4 !== row.cardLast4) {
      await moveStatus(row.id, {
        status: seen.status,
        cardBrand: seen.cardBrand,
        cardLast4: seen.cardLast4,
        failureMessage: seen.failureMessage,
      });
    }
    return seen;
  }

  const cardOnFile = (row: PaymentMethodRow): CardOnFile => ({
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
  });

  return {
    provider: provider.name,
    /** test: no real money moves (the test provider, or Stripe's test keys). */
    mode: provider.mode,
    publicConfig: () => ({ provider: provider.name, publishableKey: provider.publishableKey }),

    /**
     * How payments run, for the System page and the go-live checklist: the provider, live or
     * test, whether Stripe's webhooks can be verified, and when a verified one last came in.
     */
    async status(): Promise<SystemStatus['payments']> {
      const stripe = provider.name === 'stripe' ? (provider as StripeProvider) : null;
      const lastWebhook = stripe ? await repository.lastEventAt('stripe') : null;
      return {
        provider: provider.name,
        mode: provider.mode,
        webhookSecretSet: stripe?.webhookSecretSet ?? false,
        lastWebhookAt: lastWebhook?.toISOString() ?? null,
      };
    },

    /**
     * An intent for a cart (no target), an accepted quote or an order's balance.
     * `amountCents` is what is charged when it is not the total (a quote's deposit, a balance).
     *
     * One payment that can be paid per cart and per quote (ADR 0009): the open one is answered
     * again when it is the same customer's for the same figures and address (a second tab, a
     * reload); the customer's open one for other figures (the cart or the address changed,
     * the deposit instead of the total) is canceled first, so it can no longer be paid; a
     * quote someone else is paying is refused (409). Two requests at once both ask the
     * provider (never inside a transaction), and the database's unique index keeps one: the
     * other intent is canceled at the provider before anyone sees it.
     */
    async createIntent(
      userId: number,
      totals: PricedTotals,
      shippingAddress: ShippingAddress,
      target: PaymentTarget = { purpose: 'cart' },
    ) {
      outside('Creating a payment intent');
      const amountCents = target.amountCents ?? totals.totalCents;
      const single = target.purpose !== 'balance';
      const openTarget = {
        userId,
        quoteId: target.purpose === 'quote' ? target.quoteId! : null,
        invoiceId: target.purpose === 'invoice' ? target.invoiceId! : null,
      };
      const saveFor = target.saveCardFor
        ? { customerRef: await customerRefOf(userId, target.saveCardFor.email) }
        : undefined;
      for (let attempt = 0; attempt < 3; attempt++) {
        const open = single ? await repository.openFor(openTarget) : undefined;
        if (open) {
          if (open.userId !== userId) throw quotePaymentOpen();
          if (sameFigures(open, amountCents, totals, shippingAddress, saveFor !== undefined)) {
            return { id: open.id, clientSecret: open.clientSecret };
          }
          if (!(await cancelIntent(open))) throw paymentInProgress();
          continue;
        }
        const { id, clientSecret } = await provider.createIntent({
          amountCents,
          currency: 'usd',
          metadata: { userId: String(userId), purpose: target.purpose },
          ...(saveFor ? { saveFor } : {}),
        });
        const recorded = await repository.insertUnlessOpen({
          id,
          provider: provider.name,
          userId,
          purpose: target.purpose,
          quoteId: target.quoteId ?? null,
          orderId: target.orderId ?? null,
          invoiceId: target.invoiceId ?? null,
          saveCard: saveFor !== undefined,
          amountCents,
          subtotalCents: totals.subtotalCents,
          taxRate: totals.taxRate.toFixed(5),
          taxCents: totals.taxCents,
          shippingCents: totals.shippingCents,
          shippingAddress,
          clientSecret,
          status: 'requires_payment_method',
        });
        if (recorded) return { id, clientSecret };
        // Another request opened one a moment ago: this one is never shown, so never paid.
        await provider.cancel(id).catch((err: unknown) => {
          logger.warn({ err, paymentIntentId: id }, 'could not cancel an unused payment intent');
        });
      }
      throw paymentInProgress();
    },

    intentOf,

    /**
     * Before a quote's products are held for a payer: refused (409) while another account has
     * a payment of the quote open. createIntent decides again, also for two at once.
     */
    async assertNoOtherPayer(userId: number, quoteId: number): Promise<void> {
      const open = await repository.openFor({ userId, quoteId });
      if (open && open.userId !== userId) throw quotePaymentOpen();
    },

    /**
     * The customer gave up the payment (or nobody paid it in time): the provider cancels it,
     * so it can no longer be paid. A payment already made is not canceled (false).
     */
    cancel: cancelIntent,

    unpaidOf: (userId: number) => repository.unpaidOf(userId),
    /** Ids of the balance payments an order received (a deposit's rest). */
    balancePaymentIdsOf: async (orderId: number) =>
      (await repository.balancePaymentsOf(orderId)).map((row) => row.id),
    openWithoutOrder: (minutes: number, limit = 50) => repository.openWithoutOrder(minutes, limit),
    claimRecovery: (id: string, seconds = 120) => repository.claimRecovery(id, seconds),
    markRecovered: (id: string, outcome: 'order' | 'refunded' | 'canceled', tell: boolean) =>
      repository.markRecovered(id, outcome, tell),
    untoldRecoveries: (userId: number) => repository.untoldRecoveries(userId),

    find: (id: string) => repository.find(id),

    /** An account anonymised: its intents that never became an order go (joins the caller's transaction). */
    discardUnusedIntents: (userId: number) => repository.deleteUnusedOf(userId),

    /**
     * The test provider's card form. A malformed card is a 400 on its field; a test card that
     * declines answers failed with the processor's message, and the customer may try again.
     */
    async confirmTestPayment(
      userId: number,
      input: { paymentIntentId: string; cardNumber: string; expiry: string; cvc: string },
      now = new Date(),
    ): Promise<{ status: 'succeeded' | 'failed'; error: string | null }> {
      if (provider.name !== 'test') throw new DomainError('not_found', 'Not found');
      const row = await intentOf(userId, input.paymentIntentId);
      if (row.status === 'succeeded') {
        throw new DomainError('conflict', CHECKOUT_MESSAGES.paymentComplete, {
          code: 'ALREADY_PAID',
        });
      }
      if (row.status !== 'requires_payment_method') {
        throw new DomainError(
          'conflict',
          'This payment can no longer be made. Please check out again.',
          {
            code: 'PAYMENT_CLOSED',
          },
        );
      }
      const check = checkTestCard(input, now);
      if (!check.ok) {
        throw new DomainError('validation', check.message, {
          fields: { [check.field]: check.message },
        });
      }
      if (check.outcome !== 'succeeded') {
        const message = declineMessage(check.outcome);
        await repository.update(row.id, { failureMessage: message });
        events.payment('failed');
        return { status: 'failed', error: message };
      }
      const won = await database.transaction(async () => {
        const moved = await repository.transition(row.id, 'requires_payment_method', 'succeeded');
        if (moved) {
          await repository.update(row.id, {
            cardBrand: check.brand,
            cardLast4: check.last4,
            failureMessage: null,
          });
        }
        return moved;
      });
      if (!won)
        throw new DomainError('conflict', CHECKOUT_MESSAGES.paymentComplete, {
          code: 'ALREADY_PAID',
        });
      events.payment('succeeded');
      return { status: 'succeeded', error: null };
    },

    /**
     * The processor's word that an intent was paid for exactly its amount in dollars, before
     * anything is made from it (an order, an invoice paid); 409 otherwise.
     */
    async paidView(row: PaymentIntentRow): Promise<ProviderIntent> {
      const seen = await providerView(row);
      if (seen.status !== 'succeeded') {
        throw new DomainError('conflict', CHECKOUT_MESSAGES.paymentIncomplete, {
          code: 'PAYMENT_INCOMPLETE',
        });
      }
      if (seen.amountCents !== row.amountCents || seen.currency !== 'usd') {
        logger.error({ paymentIntentId: row.id }, 'payment amount differs from the priced order');
        throw new DomainError('conflict', CHECKOUT_MESSAGES.paymentAmount, {
          code: 'PAYMENT_AMOUNT',
        });
      }
      return seen;
    },

    /**
     * A paid intent nothing could be made from (stock gone, a changed cart, an invoice no
     * longer open): refunded, and the customer told why and that it was refunded (409).
     */
    async refundRefused(row: PaymentIntentRow, customerMessage: string): Promise<never> {
      const refunded = await refund({ ...row, status: 'succeeded' });
      const outcome = refunded ? CHECKOUT_MESSAGES.refunded : CHECKOUT_MESSAGES.refundPending;
      throw new DomainError('conflict', `${customerMessage} ${outcome}`, {
        code: refunded ? 'ORDER_REFUSED_REFUNDED' : 'ORDER_REFUSED',
      });
    },

    providerView,

    /**
     * Gives an order's whole payment back, once: an intent the shop already recorded as
     * refunded is not sent to the provider again (a retry after a crash, or an order reopened
     * and refunded a second time) and answers 'already_refunded'. 'failed' when the provider
     * refused or the intent is unknown.
     */
    async refundOrderPayment(
      intentId: string,
    ): Promise<'refunded' | 'already_refunded' | 'failed'> {
      outside('Refunding a payment');
      const row = await repository.find(intentId);
      if (!row) {
        logger.error({ paymentIntentId: intentId }, 'refund asked for an unknown payment intent');
        return 'failed';
      }
      if (row.status === 'refunded') return 'already_refunded';
      return (await refund(row)) ? 'refunded' : 'failed';
    },

    refund,

    /**
     * Gives back `amountCents` of an order's payments (an RMA's unit line), outside
     * any transaction: taken from the payments in the order given (the order's own payment,
     * then its balance payments), never more than each has left, each part sent with the key
     * `<key>-<intent>` so a retry of the same refund is one refund at the provider. The shop's
     * record is written by `recordPartRefunds` in the caller's next transaction, so a retry
     * after a refusal splits the amount the same way. Throws PaymentProviderError when the
     * provider refuses a part, or when the payments do not hold the amount.
     */
    async refundParts(input: { intentIds: string[]; amountCents: number; key: string }) {
      outside('Refunding part of a payment');
      const parts: { intentId: string; amountCents: number }[] = [];
      let rest = input.amountCents;
      for (const intentId of input.intentIds) {
        if (rest <= 0) break;
        const row = await repository.find(intentId);
        if (!row || row.status !== 'succeeded') continue;
        const take = Math.min(rest, row.amountCents - row.refundedCents);
        if (take <= 0) continue;
        parts.push({ intentId, amountCents: take });
        rest -= take;
      }
      if (rest > 0) {
        throw new PaymentProviderError(
          `The order's payments hold ${input.amountCents - rest} cents of the ${input.amountCents} to refund`,
          { declined: true },
        );
      }
      for (const part of parts) {
        try {
          await provider.refundPart(
            part.intentId,
            part.amountCents,
            `${input.key}-${part.intentId}`,
          );
        } catch (err) {
          logger.error(
            { err, paymentIntentId: part.intentId, key: input.key },
            'a partial refund was refused',
          );
          throw err instanceof PaymentProviderError
            ? err
            : new PaymentProviderError('The partial refund failed', { cause: err });
        }
      }
      return parts;
    },

    /** Inside the caller's transaction: the parts `refundParts` gave back, on their intents. */
    async recordPartRefunds(parts: { intentId: string; amountCents: number }[]) {
      for (const part of parts) {
        const changed = await repository.addRefunded(part.intentId, part.amountCents);
        if (changed && changed.before !== 'refunded' && changed.after === 'refunded') {
          database.afterCommit(() => events.payment('refunded'));
        }
      }
    },

    /**
     * The card a paid intent saved for later (ADR 0075), kept once (joins the caller's
     * transaction): the provider's word on the intent (providerView) names it.
     */
    async keepSavedCard(userId: number, seen: ProviderIntent): Promise<CardOnFile | null> {
      if (!seen.savedCard) return null;
      return cardOnFile(
        await repository.saveMethod({ userId, provider: provider.name, ...seen.savedCard }),
      );
    },

    /** The customer's saved cards, newest first. */
    cardsOf: async (userId: number) => (await repository.methodsOf(userId)).map(cardOnFile),

    /** Saved cards by id, removed ones too (what paid an invoice). */
    cardsById: async (ids: readonly number[]) =>
      new Map((await repository.methodsById(ids)).map((row) => [row.id, cardOnFile(row)])),

    /** The customer's own saved card; anyone else's, or a removed one, is undefined. */
    async cardOf(userId: number, id: number): Promise<CardOnFile | undefined> {
      const row = await repository.findMethod(id);
      return row && row.userId === userId && row.removedAt === null ? cardOnFile(row) : undefined;
    },

    /**
     * The test provider's card form saving a card without a payment: a test number that pays,
     * or one that saves then fails (4000 0000 0000 0341); a declining one is refused with the
     * processor's message. Only the brand and last four digits are kept.
     */
    async saveTestCard(
      userId: number,
      input: { cardNumber: string; expiry: string; cvc: string },
      now = new Date(),
    ): Promise<{ card: CardOnFile | null; error: string | null }> {
      if (provider.name !== 'test') throw new DomainError('not_found', 'Not found');
      const check = checkTestCard(input, now);
      if (!check.ok) {
        throw new DomainError('validation', check.message, {
          fields: { [check.field]: check.message },
        });
      }
      if (!check.saves) return { card: null, error: declineMessage(check.outcome as never) };
      const row = await repository.saveMethod({
        userId,
        provider: 'test',
        ref: `pm_test_${randomBytes(12).toString('hex')}`,
        brand: check.brand,
        last4: check.last4,
        expMonth: check.expMonth,
        expYear: check.expYear,
      });
      return { card: cardOnFile(row), error: null };
    },

    /** Stripe: a SetupIntent for the browser to save a card with (Elements confirms it). */
    async startCardSetup(userId: number, email: string) {
      outside('Starting a card setup');
      if (provider.name === 'test') throw new DomainError('not_found', 'Not found');
      const customerRef = await customerRefOf(userId, email);
      return provider.createSetup({ customerRef });
    },

    /** Stripe: the card a confirmed SetupIntent saved, kept once. */
    async finishCardSetup(userId: number, setupId: string): Promise<CardOnFile> {
      outside('Finishing a card setup');
      if (provider.name === 'test') throw new DomainError('not_found', 'Not found');
      const setup = await provider.retrieveSetup(setupId);
      if (setup.status !== 'succeeded' || !setup.card) {
        throw new DomainError('conflict', 'The card was not saved. Please try again.', {
          code: 'SETUP_INCOMPLETE',
        });
      }
      return cardOnFile(
        await repository.saveMethod({ userId, provider: provider.name, ...setup.card }),
      );
    },

    /** A saved card removed: detached at the provider, then kept only for the invoices it paid. */
    async removeCard(userId: number, id: number): Promise<boolean> {
      outside('Removing a card');
      const row = await repository.findMethod(id);
      if (!row || row.userId !== userId || row.removedAt !== null) return false;
      await provider.detachCard(row);
      return repository.removeMethod(id);
    },

    /**
     * Charges a saved card without the customer (ADR 0075), outside any transaction: the
     * provider answers the same charge for the same key, and the charge is recorded as an
     * intent of the invoice (once). A card that is not the customer's, or was removed, is
     * not charged ('failed', no intent). Throws PaymentProviderError when the provider did
     * not answer: the charge may have gone through, so the caller retries with the same key.
     */
    async chargeSavedCard(input: {
      userId: number;
      cardId: number;
      amountCents: number;
      key: string;
      invoiceId: number;
      totals: PricedTotals;
      siteAddress: ShippingAddress;
    }): Promise<SavedCardCharge> {
      outside('Charging a saved card');
      const method = await repository.findMethod(input.cardId);
      if (!method || method.userId !== input.userId || method.removedAt !== null) {
        return {
          intentId: null,
          status: 'failed',
          failureMessage: NO_CARD_MESSAGE,
          card: { brand: null, last4: null },
        };
      }
      const charge = await provider.chargeSaved({
        customerRef: await repository.customerRef(input.userId, provider.name),
        card: method,
        amountCents: input.amountCents,
        key: input.key,
        metadata: {
          userId: String(input.userId),
          purpose: 'invoice',
          invoiceId: String(input.invoiceId),
        },
      });
      await repository.recordCharge({
        id: charge.id,
        provider: provider.name,
        userId: input.userId,
        purpose: 'invoice',
        invoiceId: input.invoiceId,
        paymentMethodId: method.id,
        amountCents: input.amountCents,
        subtotalCents: input.totals.subtotalCents,
        taxRate: input.totals.taxRate.toFixed(5),
        taxCents: input.totals.taxCents,
        shippingCents: input.totals.shippingCents,
        shippingAddress: input.siteAddress,
        clientSecret: '',
        status: charge.status,
        cardBrand: method.brand,
        cardLast4: method.last4,
        failureMessage: charge.failureMessage,
      });
      events.payment(charge.status === 'succeeded' ? 'succeeded' : 'failed');
      return {
        intentId: charge.id,
        status: charge.status,
        failureMessage: charge.failureMessage,
        card: { brand: method.brand, last4: method.last4 },
      };
    },

    /**
     * A Stripe webhook: the signature is checked on the raw body, and each event is applied
     * once (its id is recorded in the same transaction). Answers the payment intent that
     * succeeded, if this event says so, for the caller to complete its order.
     */
    async applyStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<{ duplicate: boolean; succeededIntentId: string | null }> {
      if (provider.name !== 'stripe') throw new DomainError('not_found', 'Not found');
      let event;
      try {
        event = (provider as StripeProvider).verifyWebhook(rawBody, signature);
      } catch (err) {
        logger.warn({ err }, 'refused a Stripe webhook');
        throw new DomainError('validation', 'Invalid webhook signature', { code: 'BAD_SIGNATURE' });
      }
      return database.transaction(async () => {
        if (!(await repository.recordEvent(event.id, 'stripe', event.type))) {
          return { duplicate: true, succeededIntentId: null };
        }
        const object = event.data.object as {
          id?: string;
          payment_intent?: string | { id: string };
        };
        if (event.type === 'payment_intent.succeeded' && object.id) {
          await moveStatus(object.id, { status: 'succeeded', failureMessage: null });
          return { duplicate: false, succeededIntentId: object.id };
        }
        if (event.type === 'payment_intent.payment_failed' && object.id) {
          const error = (event.data.object as { last_payment_error?: { message?: string } })
            .last_payment_error;
          await repository.update(object.id, {
            failureMessage: error?.message ?? 'Payment failed',
          });
          database.afterCommit(() => events.payment('failed'));
        }
        if (event.type === 'charge.refunded' && object.payment_intent) {
          const id =
            typeof object.payment_intent === 'string'
              ? object.payment_intent
              : object.payment_intent.id;
          await moveStatus(id, { status: 'refunded' });
        }
        return { duplicate: false, succeededIntentId: null };
      });
    },
  };
}
