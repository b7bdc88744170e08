// The rules of this module, in words: docs/modules/subscriptions.md
import {
  DUNNING_RETRY_DAYS,
  RENEWAL_NOTICE_DAYS,
  SUBSCRIPTION_MESSAGES,
  addressLine,
  formatShopDateTime,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { FastifyBaseLogger } from 'fastify';
import type { MailService } from '../mail/mail.service.ts';
import {
  invoicePaidMail,
  paymentFailedMail,
  subscriptionCancelMail,
  subscriptionStartedMail,
  subscriptionSuspendedMail,
  renewalNoticeMail,
  type SubscriptionMailBase,
} from '../mail/subscription.templates.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import { OrderRefused, type OrderPlan, type SettledPayment } from '../orders/place-order.ts';
import { PaymentProviderError } from '../payments/payment-provider.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { PlanRow, PlansService } from '../plans/plans.service.ts';
import type { TaxService } from '../tax/tax.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { addDays, addMonths, nextPeriodEnd } from './billing-periods.ts';
import { invoiceFigures, invoiceTotals, periodLine } from './invoice-lines.ts';
import type {
  InvoiceRow,
  SubscriptionRow,
  SubscriptionsRepository,
} from './subscriptions.repository.ts';

/** How long a charge attempt is this run's: longer than the provider can take to answer. */
const ATTEMPT_LEASE_SECONDS = 600;
/** An unpaid start is given up after a day; one staff set up (or a quote's) waits two weeks. */
const INCOMPLETE_EXPIRES_DAYS = 1;
const STAFF_START_EXPIRES_DAYS = 14;
/** How many subscriptions one pass of the billing job takes. */
const DUE_BATCH = 50;

export type BillingDeps = {
  database: DatabaseHandle;
  repository: SubscriptionsRepository;
  plans: Pick<PlansService, 'find'>;
  payments: Pick<
    PaymentsService,
    'provider' | 'chargeSavedCard' | 'keepSavedCard' | 'refund' | 'find' | 'cardsById'
  >;
  orders: Pick<OrdersService, 'placeOrder'>;
  tax: Pick<TaxService, 'rateForZip'>;
  users: Pick<UsersService, 'findById' | 'billTo'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** The real time (tests fix it); a subscription on a test clock has its own. */
  now: () => Date;
  /**
   * The plan settings' days from a suspension to its cancel, read when a plan is suspended
   * (in its transaction): the date is the plan's from then on.
   */
  cancelSuspendedAfterDays: () => Promise<number>;
};

/** What the billing run does next with a subscription, at the time it is due. */
export type BillingStep =
  | { kind: 'expire'; at: Date }
  | { kind: 'charge'; at: Date; invoiceId: number }
  | { kind: 'cancel'; at: Date; reason: string }
  | { kind: 'pause'; at: Date }
  | { kind: 'renew'; at: Date }
  | { kind: 'notice'; at: Date }
  | { kind: 'idle'; nextRunAt: Date | null };

/**
 * What the next renewal will charge, at the site's tax rate: the price with its tax, the
 * credit taken off; null when none is coming (not billing, or set to end or pause when the
 * period under way ends). A cancel held to a later minimum term still renews until then.
 */
export function nextBillAt(row: SubscriptionRow, taxRate: number) {
  if ((row.status !== 'active' && row.status !== 'past_due') || !row.currentPeriodEnd) {
    return null;
  }
  const end = new Date(row.currentPeriodEnd);
  const stops = (at: Date | null) => at !== null && new Date(at) <= end;
  if (stops(row.cancelAt) || stops(row.pauseAt)) return null;
  const figures = invoiceFigures({
    charges: [{ description: '', amountCents: row.priceCents }],
    creditCents: row.creditCents,
    taxable: row.taxable,
    taxRate,
  });
  return { at: new Date(row.currentPeriodEnd), amountCents: figures.totalCents };
}

/** A subscription's time: its test clock, or the real time. */
export const clockOf = (row: SubscriptionRow, now: Date) =>
  row.testClockAt ? new Date(row.testClockAt) : now;

/** The site's address as a shipping address (the order's, and the tax's ZIP). */
export const siteOf = (row: SubscriptionRow): ShippingAddress => ({
  address: row.siteStreet,
  city: row.siteCity,
  state: row.siteState,
  zipCode: row.siteZip,
  country: row.siteCountry as ShippingAddress['country'],
});

/**
 * The next thing due for a subscription (ADR 0075), earliest first; at the same moment a
 * cancel or a pause comes before a renewal, so a plan ending at its period end is not renewed.
 * `now` is the subscription's clock; `realNow` decides a charge a stopped run left unfinished.
 */
function nextStep(
  row: SubscriptionRow,
  open: readonly InvoiceRow[],
  now: Date,
  realNow: Date,
): BillingStep {
  const candidates: Exclude<BillingStep, { kind: 'idle' }>[] = [];
  if (row.status === 'cancelled') return { kind: 'idle', nextRunAt: null };
  if (row.status === 'incomplete') {
    // A customer's own start is given up after a day; one staff set up (or a paid quote
    // started, ADR 0076) waits for the customer.
    const waits = row.createdBy !== null || row.quoteId !== null;
    const days = waits ? STAFF_START_EXPIRES_DAYS : INCOMPLETE_EXPIRES_DAYS;
    candidates.push({ kind: 'expire', at: addDays(new Date(row.createdAt), days) });
  }
  for (const invoice of open) {
    if (!invoice.attemptFinished) {
      // A run stopped inside this attempt (or is inside it now): once its lease runs out,
      // the attempt is resumed with the same key.
      const lease = invoice.attemptLeaseUntil ? new Date(invoice.attemptLeaseUntil) : realNow;
      candidates.push({
        kind: 'charge',
        at: lease <= realNow ? now : lease,
        invoiceId: invoice.id,
      });
    } else if (invoice.nextAttemptAt && row.paymentMethodId !== null) {
      candidates.push({
        kind: 'charge',
        at: new Date(invoice.nextAttemptAt),
        invoiceId: invoice.id,
      });
    }
  }
  if (row.cancelAt)
    candidates.push({ kind: 'cancel', at: new Date(row.cancelAt), reason: 'asked' });
  if (row.status === 'suspended' && row.cancelUnpaidAt) {
    candidates.push({ kind: 'cancel', at: new Date(row.cancelUnpaidAt), reason: 'unpaid' });
  }
  const running = row.status === 'active' || row.status === 'past_due';
  if (running && row.pauseAt) candidates.push({ kind: 'pause', at: new Date(row.pauseAt) });
  if (running && row.currentPeriodEnd) {
    const end = new Date(row.currentPeriodEnd);
    const ending = (row.cancelAt && row.cancelAt <= end) || (row.pauseAt && row.pauseAt <= end);
    if (!ending) {
      candidates.push({ kind: 'renew', at: end });
      const noticeAt = addDays(end, -RENEWAL_NOTICE_DAYS);
      const noticed = row.renewalNoticeFor && row.renewalNoticeFor.getTime() === end.getTime();
      if (row.interval === 'year' && row.status === 'active' && !noticed) {
        candidates.push({ kind: 'notice', at: noticeAt });
      }
    }
  }
  const order = { expire: 0, cancel: 1, pause: 2, charge: 3, notice: 4, renew: 5 } as const;
  candidates.sort((a, b) => a.at.getTime() - b.at.getTime() || order[a.kind] - order[b.kind]);
  const first = candidates[0];
  if (first && first.at <= now) return first;
  return { kind: 'idle', nextRunAt: first?.at ?? null };
}

/**
 * The billing of subscriptions (ADR 0075): periods renewed and invoiced once, invoices
 * charged by claimed attempts, payments placed as orders, dunning, suspension, cancellation.
 * Provider calls and mail delivery never run inside a transaction.
 */
export function createSubscriptionBilling(deps: BillingDeps) {
  const { database, repository, payments, logger } = deps;

  async function planOf(row: SubscriptionRow): Promise<PlanRow> {
    const plan = await deps.plans.find(row.planId);
    if (!plan) throw new Error(`subscription ${row.number} names no plan ${row.planId}`);
    return plan;
  }

  async function taxRateOf(row: SubscriptionRow): Promise<number> {
    return row.taxable ? (await deps.tax.rateForZip(row.siteZip)).taxRate : 0;
  }

  /** The customer's mail's common part, or null when the account is gone. */
  async function mailBase(row: SubscriptionRow, plan: PlanRow) {
    const user = await deps.users.findById(row.customerId);
    if (!user) return null;
    const base: SubscriptionMailBase = {
      firstName: user.firstName,
      subscriptionNumber: row.number,
      planName: plan.name,
      site: addressLine(siteOf(row)),
      link: `${deps.publicUrl}/dashboard/plans/${row.id}`,
    };
    return { email: user.email, base };
  }

  /** What the next renewal will charge: the price with its tax, the credit taken off. */
  async function nextBillOf(row: SubscriptionRow) {
    return nextBillAt(row, await taxRateOf(row));
  }

  const event = (
    row: SubscriptionRow,
    kind: Parameters<SubscriptionsRepository['insertEvent']>[0]['kind'],
    at: Date,
    note = '',
    extra: { invoiceId?: number | null; actorId?: number | null } = {},
  ) => repository.insertEvent({ subscriptionId: row.id, kind, at, note, ...extra });

  /**
   * A paid invoice recorded (in the placement's transaction): the invoice paid with its
   * order, the card that paid kept for the plan, an unpaid start started, a past-due or
   * suspended plan restored once nothing is left to pay, the customer's receipt queued.
   */
  async function markPaid(
    invoice: InvoiceRow,
    row: SubscriptionRow,
    paid: { orderId: number; key: string; at: Date; card: SettledPayment['card'] },
    savedCardId: number | null,
  ) {
    await repository.updateInvoice(invoice.id, {
      status: 'paid',
      paidAt: paid.at,
      paymentIntentId: paid.key,
      orderId: paid.orderId,
      attemptFinished: true,
      attemptLeaseUntil: null,
      nextAttemptAt: null,
      lastError: null,
    });
    await event(row, 'invoice_paid', paid.at, invoice.number, { invoiceId: invoice.id });
    const change: Parameters<SubscriptionsRepository['update']>[1] = {};
    if (savedCardId !== null && savedCardId !== row.paymentMethodId) {
      change.paymentMethodId = savedCardId;
      if (row.paymentMethodId !== null) await event(row, 'card_changed', paid.at);
    }
    const plan = await planOf(row);
    const to = await mailBase(row, plan);
    if (row.status === 'incomplete') {
      const start = new Date(invoice.periodStart);
      Object.assign(change, {
        status: 'active',
        startedAt: start,
        billingAnchorAt: start,
        currentPeriodStart: start,
        currentPeriodEnd: new Date(invoice.periodEnd),
        minTermEndsAt: row.minTermMonths > 0 ? addMonths(start, row.minTermMonths) : null,
      });
      await event(row, 'started', paid.at);
    } else if (row.status === 'past_due' || row.status === 'suspended') {
      const stillOpen = (await repository.openInvoicesOf(row.id)).filter(
        (i) => i.id !== invoice.id,
      );
      if (stillOpen.length === 0) {
        Object.assign(change, {
          status: 'active',
          pastDueSince: null,
          suspendedAt: null,
          cancelUnpaidAt: null,
        });
        if (row.status === 'suspended') await event(row, 'restored', paid.at);
      }
    }
    const updated = await repository.update(row.id, change);
    await scheduleNext(updated, paid.at);
    if (!to || invoice.totalCents === 0) return;
    if (row.status === 'incomplete') {
      const next = await nextBillOf(updated);
      await deps.mail.queue(to.email, (shop) =>
        subscriptionStartedMail(shop, {
          ...to.base,
          paidCents: invoice.totalCents,
          invoiceNumber: invoice.number,
          card: paid.card,
          nextBillAt: new Date(updated.currentPeriodEnd!),
          nextBillCents: next?.amountCents ?? 0,
          interval: updated.interval,
          minTermEndsAt: updated.minTermEndsAt ? new Date(updated.minTermEndsAt) : null,
        }),
      );
    } else {
      await deps.mail.queue(to.email, (shop) =>
        invoicePaidMail(shop, {
          ...to.base,
          invoiceNumber: invoice.number,
          paidCents: invoice.totalCents,
          card: paid.card,
          periodEnd: new Date(invoice.periodEnd),
        }),
      );
    }
  }

  /**
   * An invoice's payment placed (ADR 0062): the order the payment settles, once per payment,
   * made from the invoice's lines, with the invoice recorded paid in the same transaction.
   * An invoice no longer open (paid by another payment, voided) refuses it: the caller refunds.
   */
  async function settle(
    invoiceId: number,
    payment: SettledPayment & { amountCents: number; at?: Date },
    savedCard: { seen: Parameters<PaymentsService['keepSavedCard']>[1] } | null = null,
  ) {
    return deps.orders.placeOrder(payment, async () => {
      const found = await repository.findInvoice(invoiceId);
      const row = found && (await repository.find(found.subscriptionId, 'update'));
      const invoice = row && (await repository.findInvoice(invoiceId, 'update'));
      if (!row || !invoice || invoice.status !== 'open') {
        throw new OrderRefused(SUBSCRIPTION_MESSAGES.notPayable);
      }
      if (payment.amountCents !== invoice.totalCents) {
        throw new OrderRefused(SUBSCRIPTION_MESSAGES.notPayable);
      }
      const at = payment.at ?? clockOf(row, deps.now());
      const card = savedCard ? await payments.keepSavedCard(row.customerId, savedCard.seen) : null;
      const plan: OrderPlan = {
        type: 'subscription',
        customerId: row.customerId,
        billTo: await deps.users.billTo(row.customerId),
        shipTo: siteOf(row),
        lines: invoice.lines.map((l) =>
          l.amountCents < 0
            ? {
                kind: 'discount',
                productName: l.description,
                quantity: 1,
                unitPriceCents: l.amountCents,
              }
            : {
                kind: 'plan',
                productName: l.description,
                quantity: 1,
                unitPriceCents: l.amountCents,
              },
        ),
        totals: invoiceTotals(invoice),
        note: `Invoice ${invoice.number} of plan ${row.number}, paid by ${payment.card.last4 ? 'card' : 'credit'}`,
        status: 'completed',
        stock: null,
        followUps: [
          (order) =>
            markPaid(
              invoice,
              row,
              { orderId: order.id, key: payment.key, at, card: payment.card },
              card?.id ?? null,
            ),
        ],
        confirmTo: null,
      };
      return plan;
    });
  }

  /** A failed automatic charge (dunning): the retry planned, or the plan suspended after the last. */
  async function recordFailure(
    invoiceId: number,
    attempt: number,
    message: string,
    automatic = true,
  ) {
    await database.transaction(async () => {
      const found = await repository.findInvoice(invoiceId);
      const row = found && (await repository.find(found.subscriptionId, 'update'));
      const invoice = row && (await repository.findInvoice(invoiceId, 'update'));
      if (!row || !invoice || invoice.status !== 'open' || invoice.attempt !== attempt) return;
      const now = clockOf(row, deps.now());
      if (!automatic) {
        // The customer's own try with a card: told on the spot, the schedule unchanged.
        await repository.updateInvoice(invoice.id, {
          attemptFinished: true,
          attemptLeaseUntil: null,
          lastError: message,
        });
        await event(row, 'payment_failed', now, message, { invoiceId: invoice.id });
        return;
      }
      const at =
        invoice.nextAttemptAt && invoice.nextAttemptAt <= now
          ? new Date(invoice.nextAttemptAt)
          : now;
      const firstFailedAt = invoice.firstFailedAt ? new Date(invoice.firstFailedAt) : at;
      const failures = invoice.failures + 1;
      const retryDays = DUNNING_RETRY_DAYS[failures - 1];
      const nextAttemptAt = retryDays === undefined ? null : addDays(firstFailedAt, retryDays);
      await repository.updateInvoice(invoice.id, {
        attemptFinished: true,
        attemptLeaseUntil: null,
        failures,
        firstFailedAt,
        nextAttemptAt,
        lastError: message,
      });
      await event(row, 'payment_failed', at, message, { invoiceId: invoice.id });
      const plan = await planOf(row);
      const to = await mailBase(row, plan);
      let updated = row;
      // A plan not started yet (a paid quote's, ADR 0076) is not suspended after the last try:
      // it waits for the customer's payment until it expires.
      if (nextAttemptAt === null && row.status !== 'incomplete') {
        const cancelAt = addDays(at, await deps.cancelSuspendedAfterDays());
        updated = await repository.update(row.id, {
          status: 'suspended',
          suspendedAt: at,
          cancelUnpaidAt: cancelAt,
        });
        await event(row, 'suspended', at, `Unpaid after ${failures} attempts`);
        if (to) {
          await deps.mail.queue(to.email, (shop) =>
            subscriptionSuspendedMail(shop, {
              ...to.base,
              invoiceNumber: invoice.number,
              amountCents: invoice.totalCents,
              cancelAt,
              monitored: plan.monitoring !== 'none',
            }),
          );
        }
      } else {
        if (row.status === 'active') {
          updated = await repository.update(row.id, { status: 'past_due', pastDueSince: at });
        }
        if (nextAttemptAt) {
          await event(row, 'retry_scheduled', at, `Next try ${formatShopDateTime(nextAttemptAt)}`, {
            invoiceId: invoice.id,
          });
        }
        if (to) {
          await deps.mail.queue(to.email, (shop) =>
            paymentFailedMail(shop, {
              ...to.base,
              invoiceNumber: invoice.number,
              amountCents: invoice.totalCents,
              reason: message,
              nextAttemptAt,
            }),
          );
        }
      }
      await scheduleNext(updated, at);
    });
  }

  /**
   * One charge attempt of an open invoice with the plan's saved card (ADR 0075): claimed, then
   * the provider called with the attempt's key outside any transaction, then recorded. No
   * answer from the provider leaves the attempt unfinished: once its lease runs out the next
   * run sends the same key, and the provider answers the same charge.
   */
  async function chargeInvoice(
    invoiceId: number,
    options: { at?: Date; automatic?: boolean } = {},
  ): Promise<'paid' | 'failed' | 'busy' | 'unknown'> {
    const { at, automatic = true } = options;
    const claim = await database.transaction(() =>
      repository.claimAttempt(invoiceId, ATTEMPT_LEASE_SECONDS, deps.now()),
    );
    if (!claim) return 'busy';
    const invoice = (await repository.findInvoice(invoiceId))!;
    const row = (await repository.find(invoice.subscriptionId))!;
    if (row.paymentMethodId === null) {
      await recordFailure(invoiceId, claim.attempt, SUBSCRIPTION_MESSAGES.cardDeclined, automatic);
      return 'failed';
    }
    let charge;
    try {
      charge = await payments.chargeSavedCard({
        userId: row.customerId,
        cardId: row.paymentMethodId,
        amountCents: invoice.totalCents,
        key: `invoice-${invoice.id}-attempt-${claim.attempt}`,
        invoiceId: invoice.id,
        totals: invoiceTotals(invoice),
        siteAddress: siteOf(row),
      });
    } catch (err) {
      if (err instanceof PaymentProviderError && err.declined) {
        await recordFailure(
          invoiceId,
          claim.attempt,
          SUBSCRIPTION_MESSAGES.cardDeclined,
          automatic,
        );
        return 'failed';
      }
      logger.warn(
        { err, invoiceId },
        'a saved-card charge got no answer: it is tried again with the same key',
      );
      return 'unknown';
    }
    if (charge.status === 'failed' || charge.intentId === null) {
      await recordFailure(
        invoiceId,
        claim.attempt,
        charge.failureMessage ?? SUBSCRIPTION_MESSAGES.cardDeclined,
        automatic,
      );
      return 'failed';
    }
    await settleCharge(invoice, charge.intentId, charge.card, at);
    return 'paid';
  }

  /** A saved card's successful charge placed; refunded when the invoice can no longer take it. */
  async function settleCharge(
    invoice: InvoiceRow,
    intentId: string,
    card: SettledPayment['card'],
    at?: Date,
  ) {
    try {
      await settle(invoice.id, {
        key: intentId,
        provider: payments.provider,
        card,
        amountCents: invoice.totalCents,
        ...(at ? { at } : {}),
      });
      void deps.mail.kick();
    } catch (err) {
      if (!(err instanceof OrderRefused)) throw err;
      const intent = await payments.find(intentId);
      if (intent) await payments.refund({ ...intent, status: 'succeeded' });
    }
  }

  /** The next period's invoice, written once, and the period moved on (in a transaction). */
  async function renew(row: SubscriptionRow, at: Date): Promise<number | null> {
    const anchor = new Date(row.billingAnchorAt ?? row.startedAt ?? at);
    const start = new Date(row.currentPeriodEnd!);
    return billPeriod(row, start, nextPeriodEnd(anchor, row.interval, start), at);
  }

  /**
   * A period's invoice written once and the subscription moved to that period (with `change`,
   * a resumption's), in the caller's transaction; answers the invoice to charge, or null (a
   * period already invoiced, or one the credit paid whole).
   */
  async function billPeriod(
    row: SubscriptionRow,
    start: Date,
    end: Date,
    at: Date,
    change: Parameters<SubscriptionsRepository['update']>[1] = {},
  ): Promise<number | null> {
    const plan = await planOf(row);
    const figures = invoiceFigures({
      charges: [
        {
          description: periodLine(plan.name, row.interval, start, end),
          amountCents: row.priceCents,
        },
      ],
      creditCents: row.creditCents,
      taxable: row.taxable,
      taxRate: await taxRateOf(row),
    });
    const invoice = await repository.insertInvoice({
      subscriptionId: row.id,
      customerId: row.customerId,
      kind: 'renewal',
      periodStart: start,
      periodEnd: end,
      issuedAt: at,
      lines: figures.lines,
      subtotalCents: figures.subtotalCents,
      creditUsedCents: figures.creditUsedCents,
      taxRate: figures.taxRate.toFixed(5),
      taxCents: figures.taxCents,
      totalCents: figures.totalCents,
      nextAttemptAt: at,
    });
    const updated = await repository.update(row.id, {
      ...change,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      creditCents: row.creditCents - (invoice ? figures.creditUsedCents : 0),
    });
    if (!invoice) return null;
    await event(row, 'renewed', at, `${formatShopDateTime(start)} to ${formatShopDateTime(end)}`, {
      invoiceId: invoice.id,
    });
    if (invoice.totalCents === 0) {
      // Paid by the credit alone: its order is placed now, with nothing to charge.
      await settle(invoice.id, {
        key: `credit-${invoice.number}`,
        provider: payments.provider,
        card: { brand: null, last4: null },
        amountCents: 0,
        at,
      });
      return null;
    }
    await scheduleNext(updated, at);
    return invoice.id;
  }

  /** The plan ends: open invoices voided (their credit given back is moot), the customer told. */
  async function cancelNow(row: SubscriptionRow, at: Date, reason: string) {
    for (const invoice of await repository.openInvoicesOf(row.id)) {
      await repository.updateInvoice(invoice.id, {
        status: 'void',
        voidedAt: at,
        nextAttemptAt: null,
      });
      await event(row, 'invoice_voided', at, invoice.number, { invoiceId: invoice.id });
    }
    const updated = await repository.update(row.id, {
      status: 'cancelled',
      cancelledAt: at,
      cancelReason: row.cancelReason ?? reason,
      nextRunAt: null,
      pauseAt: null,
    });
    await event(row, 'cancelled', at, updated.cancelReason ?? '');
    if (row.status === 'incomplete') return;
    const to = await mailBase(row, await planOf(row));
    if (to) {
      await deps.mail.queue(to.email, (shop) =>
        subscriptionCancelMail(shop, {
          ...to.base,
          endsAt: at,
          ended: true,
          reason: updated.cancelReason,
        }),
      );
    }
  }

  /** Writes when the run next has something to do with the subscription. */
  async function scheduleNext(row: SubscriptionRow, now: Date) {
    const open = await repository.openInvoicesOf(row.id);
    const step = nextStep(row, open, now, deps.now());
    const nextRunAt = step.kind === 'idle' ? step.nextRunAt : step.at;
    if ((row.nextRunAt?.getTime() ?? null) !== (nextRunAt?.getTime() ?? null)) {
      await repository.update(row.id, { nextRunAt });
    }
  }

  /**
   * One step of a subscription's billing in a transaction, its row locked (skipped when
   * another run holds it): what is due, applied, or the next time written. Answers the
   * invoice to charge after the transaction, if any.
   */
  async function step(
    id: number,
  ): Promise<{ done: boolean; charge?: { invoiceId: number; at: Date } }> {
    return database.transaction(async () => {
      const row = await repository.find(id, 'skip');
      if (!row) return { done: true };
      const now = clockOf(row, deps.now());
      const open = await repository.openInvoicesOf(row.id);
      const next = nextStep(row, open, now, deps.now());
      switch (next.kind) {
        case 'idle':
          if ((row.nextRunAt?.getTime() ?? null) !== (next.nextRunAt?.getTime() ?? null)) {
            await repository.update(row.id, { nextRunAt: next.nextRunAt });
          }
          return { done: true };
        case 'expire':
          await cancelNow(row, next.at, 'Not paid');
          return { done: false };
        case 'cancel':
          await cancelNow(
            row,
            next.at,
            next.reason === 'unpaid' ? 'Suspended and not paid' : 'Cancelled as asked',
          );
          return { done: false };
        case 'pause': {
          const updated = await repository.update(row.id, {
            status: 'paused',
            pausedAt: next.at,
            pauseAt: null,
          });
          await event(row, 'paused', next.at);
          await scheduleNext(updated, next.at);
          return { done: false };
        }
        case 'notice':
          await sendRenewalNotice(row, next.at);
          return { done: false };
        case 'renew': {
          const invoiceId = await renew(row, next.at);
          return invoiceId === null
            ? { done: false }
            : { done: false, charge: { invoiceId, at: next.at } };
        }
        case 'charge':
          return { done: false, charge: { invoiceId: next.invoiceId, at: next.at } };
      }
    });
  }

  async function sendRenewalNotice(row: SubscriptionRow, at: Date) {
    const end = new Date(row.currentPeriodEnd!);
    const updated = await repository.update(row.id, { renewalNoticeFor: end });
    await event(row, 'renewal_notice', at);
    const to = await mailBase(row, await planOf(row));
    const next = await nextBillOf(row);
    if (to && next) {
      const cards = row.paymentMethodId
        ? await payments.cardsById([row.paymentMethodId])
        : new Map();
      const card = row.paymentMethodId ? (cards.get(row.paymentMethodId) ?? null) : null;
      await deps.mail.queue(to.email, (shop) =>
        renewalNoticeMail(shop, { ...to.base, renewsAt: end, amountCents: next.amountCents, card }),
      );
    }
    await scheduleNext(updated, at);
  }

  /**
   * Everything due for a subscription up to its clock, in order (ADR 0075): a bounded number
   * of steps, each its own transaction, charges between them.
   */
  async function advance(id: number): Promise<void> {
    for (let steps = 0; steps < 500; steps++) {
      const result = await step(id);
      if (result.charge) {
        const outcome = await chargeInvoice(result.charge.invoiceId, { at: result.charge.at });
        // Another run holds the attempt, or the provider did not answer: leave it to the lease.
        if (outcome === 'busy' || outcome === 'unknown') return;
        continue;
      }
      if (result.done) return;
    }
    logger.error({ subscriptionId: id }, 'billing stopped after 500 steps');
  }

  return {
    settle,
    billPeriod,
    chargeInvoice,
    advance,
    cancelNow,
    scheduleNext,
    planOf,
    mailBase,
    event,

    /** The billing job's pass: every subscription due on the real clock, in batches. */
    async runDue(): Promise<number> {
      database.assertOutsideTransaction('The billing run');
      let ran = 0;
      for (let pass = 0; pass < 20; pass++) {
        const ids = await repository.due(DUE_BATCH, deps.now());
        if (ids.length === 0) break;
        for (const id of ids) await advance(id);
        ran += ids.length;
        void deps.mail.kick();
        if (ids.length < DUE_BATCH) break;
      }
      return ran;
    },
  };
}

export type SubscriptionBilling = ReturnType<typeof createSubscriptionBilling>;
