// The rules of this module, in words: docs/modules/subscriptions.md
import {
  CHECKOUT_MESSAGES,
  RENEWAL_NOTICE_DAYS,
  SUBSCRIPTION_MESSAGES,
  type RecurringRevenue,
  asCents,
  type BillingInterval,
  type Role,
  type StartSubscriptionValues,
  type Subscription,
  type SubscriptionSettings,
  type SubscriptionDetail,
  type SubscriptionPreview,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SubscriptionInvoicePaper } from '../documents/subscription-invoice-pdf.ts';
import { subscriptionOfferedMail } from '../mail/subscription.templates.ts';
import { OrderRefused } from '../orders/place-order.ts';
import {
  intentAnswer,
  type PaymentIntentRow,
  type PaymentsService,
} from '../payments/payments.service.ts';
import type { PlanRow, PlansService } from '../plans/plans.service.ts';
import type { WarrantyCover } from '../returns/devices.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { addDays, addMonths, firstPeriod } from './billing-periods.ts';
import { last12Months, rmrFigures } from './recurring-revenue.ts';
import { invoiceFigures, invoiceTotals, periodLine, setupFeeLine } from './invoice-lines.ts';
import {
  createSubscriptionBilling,
  nextBillAt,
  siteOf,
  type BillingDeps,
} from './subscription-billing.ts';
import { createSubscriptionChanges } from './subscription-changes.ts';
import { assertCustomer, priceFor } from './subscription-rules.ts';
import { toInvoice, toSubscription } from './subscription-views.ts';
import { createSubscriptionsAdmin } from './subscriptions.admin.ts';
import { createSubscriptionsRepository, type SubscriptionRow } from './subscriptions.repository.ts';
import { createSubscriptionSettingsRepository } from './subscription-settings.repository.ts';

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

const subscriptionNotFound = () =>
  new DomainError('not_found', SUBSCRIPTION_MESSAGES.notFound, { code: 'NOT_FOUND' });
const invoiceNotFound = () =>
  new DomainError('not_found', SUBSCRIPTION_MESSAGES.invoiceNotFound, { code: 'NOT_FOUND' });

/**
 * Subscriptions (ADR 0075): started by a customer from a plan (the first invoice paid by card,
 * which is kept), read, paid, changed, paused and cancelled; billed by the billing run.
 */
export function createSubscriptionsService(
  deps: Omit<BillingDeps, 'repository' | 'plans' | 'payments' | 'cancelSuspendedAfterDays'> & {
    plans: Pick<PlansService, 'find' | 'onSale' | 'rows' | 'countSubscriptionsWith'>;
    payments: PaymentsService;
    orders: Pick<OrdersService, 'placeOrder' | 'numbersOf' | 'changeStatus' | 'followOrders'>;
    units: Pick<UnitsService, 'siteDevices'>;
  },
) {
  const { database, payments } = deps;
  const repository = createSubscriptionsRepository(database, deps.now);
  const settingsRepository = createSubscriptionSettingsRepository(database);
  // Read when a plan is suspended, in its transaction (never cached: a read shared with a
  // load outside the transaction would wait on it on the one PGlite session).
  const settings = () => settingsRepository.read();
  const cancelSuspendedAfterDays = async () => (await settings()).cancelSuspendedAfterDays;
  const billing = createSubscriptionBilling({ ...deps, repository, cancelSuspendedAfterDays });
  const changes = createSubscriptionChanges({
    ...deps,
    repository,
    billing,
    cancelSuspendedAfterDays,
  });
  deps.plans.countSubscriptionsWith(() => repository.countsByPlan());

  /**
   * Subscriptions with their plans, cards, next bills and oldest open invoices, in a fixed
   * number of reads whatever their number (the tax rate once per ZIP).
   */
  async function viewMany(rows: readonly SubscriptionRow[]): Promise<Subscription[]> {
    if (rows.length === 0) return [];
    const [plans, cards, open] = await Promise.all([
      deps.plans.rows(),
      payments.cardsById([...new Set(rows.flatMap((r) => r.paymentMethodId ?? []))]),
      repository.openInvoicesOfMany(rows.map((r) => r.id)),
    ]);
    const rates = new Map<string, number>();
    for (const zip of new Set(rows.filter((r) => r.taxable).map((r) => r.siteZip))) {
      rates.set(zip, (await deps.tax.rateForZip(zip)).taxRate);
    }
    const planById = new Map(plans.map((p) => [p.id, p]));
    return rows.map((row) => {
      const firstOpen = open.find((i) => i.subscriptionId === row.id);
      return toSubscription(row, {
        plan: planById.get(row.planId)!,
        card: row.paymentMethodId ? (cards.get(row.paymentMethodId) ?? null) : null,
        nextBill: nextBillAt(row, row.taxable ? (rates.get(row.siteZip) ?? 0) : 0),
        openInvoice: firstOpen ? toInvoice(firstOpen, null) : null,
      });
    });
  }

  const view = async (row: SubscriptionRow) => (await viewMany([row]))[0]!;

  /** The customer's own subscription; anyone else's is "not found". */
  async function own(customerId: number, id: number): Promise<SubscriptionRow> {
    const row = await repository.find(id);
    if (!row || row.customerId !== customerId) throw subscriptionNotFound();
    return row;
  }

  /** An open invoice of the customer's own subscription. */
  async function ownOpenInvoice(customerId: number, id: number, invoiceId: number) {
    const row = await own(customerId, id);
    const invoice = await repository.findInvoice(invoiceId);
    if (!invoice || invoice.subscriptionId !== row.id) throw invoiceNotFound();
    if (invoice.status !== 'open') {
      throw new DomainError('conflict', SUBSCRIPTION_MESSAGES.notPayable, {
        code: 'INVOICE_NOT_OPEN',
      });
    }
    return { row, invoice };
  }

  /**
   * The first invoice's figures for a plan at a site, as a start would write them: the
   * price agreed, and the set-up fee unless none is charged (a quote's plan, ADR 0076).
   */
  async function firstInvoice(
    plan: PlanRow,
    terms: {
      interval: BillingInterval;
      priceCents: number;
      setupFeeCents: number;
      taxable: boolean;
    },
    /** The site's ZIP (its rate now), or the rate a quote was made with. */
    tax: { zip: string } | { rate: number },
    at: Date,
  ) {
    const { interval, priceCents } = terms;
    const period = firstPeriod(at, interval);
    const taxRate = !terms.taxable
      ? 0
      : 'rate' in tax
        ? tax.rate
        : (await deps.tax.rateForZip(tax.zip)).taxRate;
    const charges = [
      {
        description: periodLine(plan.name, interval, period.start, period.end),
        amountCents: priceCents,
      },
      ...(terms.setupFeeCents > 0 ? [setupFeeLine(plan.name, terms.setupFeeCents)] : []),
    ];
    const figures = invoiceFigures({ charges, creditCents: 0, taxable: terms.taxable, taxRate });
    const recurring = invoiceFigures({
      charges: [{ description: '', amountCents: priceCents }],
      creditCents: 0,
      taxable: terms.taxable,
      taxRate,
    });
    return { priceCents, period, figures, recurringCents: recurring.totalCents };
  }

  /** A plan's terms as it is sold today: its price at the interval, set-up fee, term and tax. */
  const termsOnSale = (plan: PlanRow, interval: BillingInterval) => ({
    interval,
    priceCents: priceFor(plan, interval),
    setupFeeCents: plan.setupFeeCents,
    minTermMonths: plan.minTermMonths,
    taxable: plan.taxable,
  });

  /**
   * A subscription awaiting its first payment and its first invoice, written in the caller's
   * transaction at the terms given; with a card, the invoice is due to be charged at once
   * (the billing run charges it).
   */
  async function writeStart(input: {
    customerId: number;
    plan: PlanRow;
    terms: ReturnType<typeof termsOnSale>;
    site: StartSubscriptionValues['site'];
    siteName: string;
    createdBy: number | null;
    actorId: number | null;
    cardId?: number | null;
    quoteId?: number | null;
    note?: string;
    /** The first invoice's tax rate, when it is not the site's now (a quote's). */
    taxRate?: number;
  }) {
    const at = deps.now();
    const { plan, terms, site } = input;
    const tax = input.taxRate === undefined ? { zip: site.zipCode } : { rate: input.taxRate };
    const first = await firstInvoice(plan, terms, tax, at);
    const cardId = input.cardId ?? null;
    const created = await repository.insert({
      customerId: input.customerId,
      planId: plan.id,
      interval: terms.interval,
      priceCents: first.priceCents,
      setupFeeCents: terms.setupFeeCents,
      minTermMonths: terms.minTermMonths,
      taxable: terms.taxable,
      status: 'incomplete',
      siteName: input.siteName,
      siteStreet: site.address,
      siteCity: site.city,
      siteState: site.state,
      siteZip: site.zipCode,
      siteCountry: site.country,
      createdBy: input.createdBy,
      paymentMethodId: cardId,
      quoteId: input.quoteId ?? null,
    });
    const written = await repository.insertInvoice({
      subscriptionId: created.id,
      customerId: input.customerId,
      kind: 'first',
      periodStart: first.period.start,
      periodEnd: first.period.end,
      issuedAt: at,
      lines: first.figures.lines,
      subtotalCents: first.figures.subtotalCents,
      taxRate: first.figures.taxRate.toFixed(5),
      taxCents: first.figures.taxCents,
      totalCents: first.figures.totalCents,
      nextAttemptAt: cardId === null ? null : at,
    });
    await billing.event(created, 'created', at, input.note ?? plan.name, {
      actorId: input.actorId,
    });
    await billing.scheduleNext(created, at);
    return { row: created, invoice: written!, recurringCents: first.recurringCents };
  }

  /**
   * A card payment of an invoice that the provider says succeeded, placed once (the pay call,
   * the recovery job, Stripe's webhook): refunded when the invoice no longer takes it.
   */
  async function completeCardPayment(intent: PaymentIntentRow): Promise<{ orderId: number }> {
    if (intent.purpose !== 'invoice' || intent.invoiceId === null) throw invoiceNotFound();
    const seen = await payments.paidView(intent);
    try {
      const placed = await billing.settle(
        intent.invoiceId,
        {
          key: intent.id,
          provider: intent.provider,
          card: { brand: seen.cardBrand, last4: seen.cardLast4 },
          amountCents: intent.amountCents,
        },
        { seen },
      );
      void deps.mail.kick();
      return { orderId: placed.id };
    } catch (err) {
      if (!(err instanceof OrderRefused)) throw err;
      return payments.refundRefused(intent, err.customerMessage);
    }
  }

  const admin = createSubscriptionsAdmin({ ...deps, repository, billing, view });
  // An invoice's order refunded (here or on the orders screen) marks the invoice refunded.
  deps.orders.followOrders(admin.follower);

  /**
   * A subscription awaiting its first payment, and its first invoice, at the plan's figures (in
   * one transaction); the customer's unpaid start of the same plan at the same site is
   * answered again instead (a second click).
   */
  function openStart(
    customerId: number,
    input: StartSubscriptionValues,
    by: { actorId: number; staff?: boolean },
  ) {
    return database.transaction(async () => {
      const plan = await deps.plans.onSale(input.planId, { lock: true });
      const site = input.site;
      const twin = await repository.incompleteTwin({
        customerId,
        planId: plan.id,
        interval: input.interval,
        siteStreet: site.address,
        siteZip: site.zipCode,
      });
      if (twin) {
        const [open] = await repository.openInvoicesOf(twin.id);
        if (open) return { row: twin, invoice: open };
      }
      return writeStart({
        customerId,
        plan,
        terms: termsOnSale(plan, input.interval),
        site,
        siteName: input.siteName ?? '',
        createdBy: by.staff ? by.actorId : null,
        actorId: by.actorId,
      });
    });
  }

  /**
   * Inside a paid quote's order transaction (ADR 0076): each plan the quote carries started
   * for its customer at the quote's site, at the quote's price, minimum term and tax, with no
   * set-up fee (the quote's own lines are the set-up). With the card the quote's payment kept,
   * the first invoice is charged at once (`chargeStarted` after the commit, or the billing
   * run); without one the customer is e-mailed to confirm by paying, as for a plan staff set
   * up. Set up by the quote's author: it waits two weeks for its first payment.
   */
  async function startFromQuote(input: {
    customerId: number;
    /** The quote: its first bills are taxed at its rate, as it said "then $X". */
    quote: { id: number; number: string; createdBy: number | null; taxRate: number };
    site: StartSubscriptionValues['site'];
    siteName: string;
    plans: readonly {
      planId: number;
      interval: BillingInterval;
      priceCents: number;
      minTermMonths: number;
      taxable: boolean;
    }[];
    cardId: number | null;
  }): Promise<number[]> {
    const started: number[] = [];
    for (const line of input.plans) {
      const plan = await deps.plans.find(line.planId);
      if (!plan) throw new Error(`quote ${input.quote.number} names no plan ${line.planId}`);
      const opened = await writeStart({
        customerId: input.customerId,
        plan,
        terms: { ...line, setupFeeCents: 0 },
        site: input.site,
        siteName: input.siteName,
        createdBy: input.quote.createdBy,
        actorId: null,
        cardId: input.cardId,
        quoteId: input.quote.id,
        taxRate: input.quote.taxRate,
        note: `${plan.name}, from quote ${input.quote.number}`,
      });
      started.push(opened.row.id);
      if (input.cardId === null) await offerByMail(opened);
    }
    return started;
  }

  /** The customer e-mailed to confirm a plan set up for them by paying its first invoice. */
  async function offerByMail(opened: {
    row: SubscriptionRow;
    invoice: { totalCents: number };
    recurringCents: number;
  }) {
    const plan = await billing.planOf(opened.row);
    const to = await billing.mailBase(opened.row, plan);
    if (!to) return;
    await deps.mail.queue(to.email, (shop) =>
      subscriptionOfferedMail(shop, {
        ...to.base,
        firstCents: opened.invoice.totalCents,
        recurringCents: opened.recurringCents,
        interval: opened.row.interval,
        minTermMonths: opened.row.minTermMonths,
      }),
    );
  }

  /** The owner's numbers (ADR 0075): a handful of indexed reads, whatever the number of plans. */
  async function recurringRevenue(): Promise<RecurringRevenue> {
    const now = deps.now();
    const months = last12Months(now);
    const [kept, counts, renewals] = await Promise.all([
      repository.rmrMonths(months[0]!),
      repository.countsByStatus(),
      repository.renewalsDue(now, addDays(now, RENEWAL_NOTICE_DAYS)),
    ]);
    return {
      ...rmrFigures({ now, ...kept }),
      subscriptions: {
        active: counts.get('active') ?? 0,
        pastDue: counts.get('past_due') ?? 0,
        suspended: counts.get('suspended') ?? 0,
        paused: counts.get('paused') ?? 0,
      },
      renewalsDue: { count: renewals.count, amount: asCents(renewals.cents) },
    };
  }

  /**
   * An invoice's paper (ADR 0075): the customer's own (`customerId`), or any for staff (null).
   * Anyone else's is "not found".
   */
  async function invoicePaper(
    customerId: number | null,
    id: number,
    invoiceId: number,
  ): Promise<SubscriptionInvoicePaper> {
    const row = customerId === null ? await repository.find(id) : await own(customerId, id);
    const invoice = await repository.findInvoice(invoiceId);
    if (!row || !invoice || invoice.subscriptionId !== row.id) throw invoiceNotFound();
    const [plan, billTo, numbers, paidWith] = await Promise.all([
      billing.planOf(row),
      deps.users.billTo(row.customerId),
      deps.orders.numbersOf(invoice.orderId === null ? [] : [invoice.orderId]),
      invoice.paymentIntentId ? payments.find(invoice.paymentIntentId) : undefined,
    ]);
    return {
      number: invoice.number,
      status: invoice.status as SubscriptionInvoicePaper['status'],
      issuedAt: new Date(invoice.issuedAt),
      periodStart: new Date(invoice.periodStart),
      periodEnd: new Date(invoice.periodEnd),
      lines: invoice.lines,
      subtotalCents: invoice.subtotalCents,
      taxRate: Number(invoice.taxRate),
      taxCents: invoice.taxCents,
      totalCents: invoice.totalCents,
      paidAt: invoice.paidAt ? new Date(invoice.paidAt) : null,
      card: paidWith ? { brand: paidWith.cardBrand, last4: paidWith.cardLast4 } : null,
      orderNumber: invoice.orderId ? (numbers.get(invoice.orderId) ?? null) : null,
      subscriptionNumber: row.number,
      planName: plan.name,
      billTo: { name: billTo.name, email: billTo.email, company: billTo.companyName },
      site: {
        name: row.siteName,
        street: row.siteStreet,
        city: row.siteCity,
        state: row.siteState,
        zip: row.siteZip,
      },
    };
  }

  /**
   * The sites where a customer's running plans (active or past due) extend the warranty of the
   * devices there (ADR 0075): the returns module's devices and RMA requests read these.
   */
  async function warrantyCoversOf(customerId: number): Promise<WarrantyCover[]> {
    const rows = (await repository.ofCustomer(customerId)).filter(
      (r) => r.status === 'active' || r.status === 'past_due',
    );
    if (rows.length === 0) return [];
    const plans = new Map((await deps.plans.rows()).map((p) => [p.id, p]));
    return rows.flatMap((r) => {
      const plan = plans.get(r.planId);
      if (!plan?.extendedWarranty) return [];
      return [
        { street: r.siteStreet, zip: r.siteZip, planName: plan.name, subscriptionNumber: r.number },
      ];
    });
  }

  return {
    invoicePaper,
    warrantyCoversOf,
    /** GET /api/admin/subscription-settings. */
    settings,

    /**
     * PUT /api/admin/subscription-settings: plans suspended from now on are cancelled after
     * the new number of days; one suspended already keeps the date its customer was e-mailed.
     */
    async saveSettings(
      userId: number,
      values: SubscriptionSettings,
    ): Promise<SubscriptionSettings> {
      await database.transaction(() => settingsRepository.save(values, userId));
      return settings();
    },
    recurringRevenue,
    adminList: admin.list,
    adminDetail: admin.detail,
    refundInvoice: admin.refund,
    suspendedAccounts: admin.suspended,
    useCard: changes.useCard,
    cancellation: changes.cancellation,
    cancel: changes.cancel,
    keep: changes.keep,
    pause: changes.pause,
    resume: changes.resume,
    changePreview: changes.changePreview,
    changePlan: changes.changePlan,
    advanceClock: changes.advanceClock,
    runDue: billing.runDue,
    completeCardPayment,
    startFromQuote,
    view,
    own,

    /**
     * After a paid quote's order is committed: the first invoices of the plans it started,
     * charged now to the card its payment kept (the billing run would, within a minute). A
     * failure here is the billing run's to retry, never the order's.
     */
    async chargeStarted(ids: readonly number[]): Promise<void> {
      for (const id of ids) {
        try {
          await billing.advance(id);
        } catch (err) {
          deps.logger.warn({ err, subscriptionId: id }, 'a quote plan waits for the billing run');
        }
      }
    },

    /** Any subscription (staff); 404 when there is none. */
    async find(id: number): Promise<SubscriptionRow> {
      const row = await repository.find(id);
      if (!row) throw subscriptionNotFound();
      return row;
    },

    /** Whether a subscription not cancelled is charged to the customer's card. */
    cardInUse: (customerId: number, cardId: number) => repository.cardInUse(customerId, cardId),

    async list(customerId: number): Promise<Subscription[]> {
      return viewMany(await repository.ofCustomer(customerId));
    },

    async detail(customerId: number, id: number): Promise<Omit<SubscriptionDetail, 'success'>> {
      const row = await own(customerId, id);
      const invoices = await repository.invoicesOf(row.id);
      const numbers = await deps.orders.numbersOf(
        invoices.flatMap((i) => (i.orderId === null ? [] : [i.orderId])),
      );
      return {
        subscription: await view(row),
        invoices: invoices.map((i) =>
          toInvoice(i, i.orderId ? (numbers.get(i.orderId) ?? null) : null),
        ),
      };
    },

    /** What subscribing would charge now and then, before anything is written. */
    async preview(
      user: { id: number; role: Role },
      input: StartSubscriptionValues,
    ): Promise<Omit<SubscriptionPreview, 'success'>> {
      assertCustomer(user);
      const plan = await deps.plans.onSale(input.planId);
      const at = deps.now();
      const { period, figures, recurringCents } = await firstInvoice(
        plan,
        termsOnSale(plan, input.interval),
        { zip: input.site.zipCode },
        at,
      );
      return {
        lines: figures.lines.map((l) => ({
          description: l.description,
          amount: asCents(l.amountCents),
        })),
        subtotal: asCents(figures.subtotalCents),
        taxRate: figures.taxRate,
        tax: asCents(figures.taxCents),
        total: asCents(figures.totalCents),
        recurring: { amount: asCents(recurringCents), interval: input.interval },
        firstPeriodEnd: period.end.toISOString(),
        minTermEndsAt:
          plan.minTermMonths > 0 ? addMonths(at, plan.minTermMonths).toISOString() : null,
      };
    },

    /**
     * A customer subscribes: the subscription (awaiting its first payment) and its first
     * invoice written at the plan's figures, then the payment of that invoice started, the
     * card to be kept. A second click for the same plan at the same site answers the same
     * start.
     */
    async start(user: { id: number; role: Role; email: string }, input: StartSubscriptionValues) {
      assertCustomer(user);
      const { row, invoice } = await openStart(user.id, input, { actorId: user.id });
      const payment = await payments.createIntent(user.id, invoiceTotals(invoice), siteOf(row), {
        purpose: 'invoice',
        invoiceId: invoice.id,
        amountCents: invoice.totalCents,
        saveCardFor: { email: user.email },
      });
      return {
        subscription: await view(row),
        invoiceId: invoice.id,
        payment: intentAnswer(
          payments.provider,
          payment,
          invoice.totalCents,
          invoiceTotals(invoice),
        ),
      };
    },

    /**
     * Staff start a plan for a customer's account (ADR 0075): it waits for the customer, who
     * is e-mailed a link to confirm it by paying its first invoice (the card is kept then).
     */
    async startForCustomer(
      staffId: number,
      input: StartSubscriptionValues & { customerId: number },
    ) {
      const customer = await deps.users.findById(input.customerId);
      if (!customer || customer.role !== 'customer' || customer.status !== 'active') {
        throw new DomainError('validation', SUBSCRIPTION_MESSAGES.notACustomer, {
          fields: { customerId: SUBSCRIPTION_MESSAGES.notACustomer },
        });
      }
      const { row } = await database.transaction(async () => {
        const opened = await openStart(customer.id, input, { actorId: staffId, staff: true });
        if ('recurringCents' in opened) await offerByMail(opened);
        return opened;
      });
      void deps.mail.kick();
      return row.id;
    },

    /** A card payment of one of the customer's open invoices (the card is kept for the plan). */
    async payIntent(
      user: { id: number; role: Role; email: string },
      id: number,
      invoiceId: number,
    ) {
      assertCustomer(user);
      const { row, invoice } = await ownOpenInvoice(user.id, id, invoiceId);
      const payment = await payments.createIntent(user.id, invoiceTotals(invoice), siteOf(row), {
        purpose: 'invoice',
        invoiceId: invoice.id,
        amountCents: invoice.totalCents,
        saveCardFor: { email: user.email },
      });
      return intentAnswer(payments.provider, payment, invoice.totalCents, invoiceTotals(invoice));
    },

    /** The browser confirmed the card payment of an invoice: it is placed, once. */
    async payWithIntent(userId: number, id: number, invoiceId: number, paymentIntentId: string) {
      const row = await own(userId, id);
      const intent = await payments.intentOf(userId, paymentIntentId);
      if (intent.purpose !== 'invoice' || intent.invoiceId !== invoiceId) {
        throw new DomainError('not_found', CHECKOUT_MESSAGES.paymentNotFound, {
          code: 'PAYMENT_NOT_FOUND',
        });
      }
      const invoice = await repository.findInvoice(invoiceId);
      if (!invoice || invoice.subscriptionId !== row.id) throw invoiceNotFound();
      await completeCardPayment(intent);
      return view((await repository.find(id))!);
    },

    /**
     * One of the customer's open invoices charged now to a saved card of theirs, which
     * becomes the plan's card (the dunning e-mail's "pay or change the card").
     */
    async payWithSavedCard(userId: number, id: number, invoiceId: number, cardId: number) {
      const { row } = await ownOpenInvoice(userId, id, invoiceId);
      await changes.useCard(row, cardId, userId);
      const outcome = await billing.chargeInvoice(invoiceId, { automatic: false });
      const fresh = (await repository.find(id))!;
      const [invoice] = (await repository.invoicesOf(id)).filter((i) => i.id === invoiceId);
      return {
        paid: outcome === 'paid',
        error:
          outcome === 'paid' ? null : (invoice?.lastError ?? SUBSCRIPTION_MESSAGES.cardDeclined),
        subscription: await view(fresh),
      };
    },
  };
}
