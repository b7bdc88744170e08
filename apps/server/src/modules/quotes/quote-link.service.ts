import {
  asCents,
  QUOTE_ANSWERABLE_STATUSES,
  QUOTE_LINK_MESSAGES,
  QUOTE_MESSAGES,
  shopDay,
  STAFF_ROLES,
  type QuoteLink,
  type QuotePaymentChoice,
  type QuoteStatus,
  type Role,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { LeadsService } from '../leads/leads.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { quoteDeclinedStaffMail } from '../mail/quote-link.templates.ts';
import { intentAnswer, paidMeanwhile, type PaymentsService } from '../payments/payments.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { DepositPolicy } from './deposit-policy.ts';
import { hashLinkToken, LINK_TOKEN_PATTERN } from './quote-link-token.ts';
import { createLeadOutcome } from './lead-outcome.ts';
import { recurringOf, toQuotePlan, type QuotePlanRow } from './quote-plans.ts';
import { createQuotePlansRepository } from './quote-plans.repository.ts';
import {
  createQuoteLinkRepository,
  type QuoteLineRow,
  type QuoteRow,
} from './quote-link.repository.ts';

export type QuoteLinkService = ReturnType<typeof createQuoteLinkService>;

/**
 * A staff account cannot pay a customer's quote or balance (it would buy as the shop): one
 * rule for the quote's payment and the balance's.
 */
export function assertCustomerPays(user: { role: Role }) {
  if ((STAFF_ROLES as readonly Role[]).includes(user.role)) {
    throw new DomainError('forbidden', QUOTE_LINK_MESSAGES.staffCannotPay, {
      code: 'STAFF_CANNOT_PAY',
    });
  }
}
export type { QuoteLineRow, QuoteRow } from './quote-link.repository.ts';

/** The quote's site as the order's shipping address (the goods go where they are installed). */
export function siteOf(q: QuoteRow): ShippingAddress {
  return {
    address: q.siteStreet,
    city: q.siteCity,
    state: q.siteState,
    zipCode: q.siteZip,
    country: q.siteCountry as ShippingAddress['country'],
  };
}

/** The figures of a quote as the order keeps them: the discount is a line, shipping is 0. */
export function orderTotalsOf(q: QuoteRow) {
  return {
    subtotalCents: q.subtotalCents - q.discountCents,
    taxRate: Number(q.taxRate),
    taxCents: q.taxCents,
    shippingCents: 0,
    totalCents: q.totalCents,
  };
}

/**
 * The customer's side of a quote (ADR 0043): the signed link shows one quote
 * while it is sent or viewed and valid; the customer declines it, or pays it (whole or the
 * deposit) and the checkout makes the order from its lines (checkout/quote-checkout.ts calls
 * `lockForOrder` and `acceptPaid` inside the order's transaction).
 */
export function createQuoteLinkService(deps: {
  database: DatabaseHandle;
  /** What deposit the quote may be paid by (deposit-policy.ts). */
  deposits: DepositPolicy;
  leads: Pick<LeadsService, 'followQuote'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  settings: Pick<SettingsService, 'company'>;
  users: Pick<UsersService, 'activeAdminEmails' | 'findByEmail'>;
  catalogue: Pick<CatalogueService, 'holdStock' | 'facts' | 'releaseHold'>;
  payments: Pick<PaymentsService, 'createIntent' | 'provider' | 'intentOf' | 'assertNoOtherPayer'>;
  publicUrl: string;
  /** Where staff notifications go; the active admins when unset. */
  staffEmail: string | undefined;
  stockHoldMinutes: number;
}) {
  const { database, deposits, leads, mail, catalogue, payments } = deps;
  const repository = createQuoteLinkRepository(database);
  const quotePlans = createQuotePlansRepository(database);
  const leadOutcome = createLeadOutcome({ database, leads });

  const invalid = () =>
    new DomainError('not_found', QUOTE_MESSAGES.linkInvalid, { code: 'QUOTE_LINK_INVALID' });
  const expired = () => new DomainError('gone', QUOTE_MESSAGES.expired, { code: 'QUOTE_EXPIRED' });

  const isAnswerable = (status: string) =>
    QUOTE_ANSWERABLE_STATUSES.includes(status as QuoteStatus);
  /** valid_until is the last day (the shop's day) the quote can be accepted. */
  const isExpired = (q: QuoteRow, now = new Date()) => q.validUntil < shopDay(now);

  /**
   * The quote a token opens, or the same "no longer valid" for a malformed token, an unknown
   * one, a replaced one and an answered quote (a link's existence is never told); an expired
   * quote says so (410).
   */
  async function open(token: string): Promise<QuoteRow> {
    if (!LINK_TOKEN_PATTERN.test(token)) throw invalid();
    const quote = await repository.findByTokenHash(hashLinkToken(token));
    if (!quote) throw invalid();
    if (quote.status === 'expired') throw expired();
    if (!isAnswerable(quote.status)) throw invalid();
    if (isExpired(quote)) throw expired();
    return quote;
  }

  async function staffRecipients(): Promise<string[]> {
    if (deps.staffEmail) return [deps.staffEmail];
    return deps.users.activeAdminEmails();
  }

  /**
   * Whose order a quote makes (ADR 0043): the quote's customer, whoever pays. The account
   * staff chose, else the customer account of the quote's e-mail; only a quote whose
   * addressee has no account yet is the payer's (the link's way in for them: they register
   * with the e-mail it prefills, or sign in, and pay).
   */
  async function customerOf(quote: QuoteRow, payerId: number): Promise<number> {
    if (quote.customerId !== null) return quote.customerId;
    const byEmail = await deps.users.findByEmail(quote.customerEmail);
    return byEmail?.role === 'customer' ? byEmail.id : payerId;
  }

  const lineOf = (l: QuoteLineRow) => ({
    kind: l.kind as 'product' | 'labour',
    description: l.description,
    packageName: l.packageName,
    quantity: l.quantity,
    unitPrice: asCents(l.unitPriceCents),
    lineTotal: asCents(l.lineTotalCents),
  });

  return {
    /** The deposit a quote may be paid by (the checkout names it on the order's history). */
    deposits,
    /** GET /api/quotes/{token}: the quote; the first view marks it viewed (with an event). */
    async view(token: string): Promise<QuoteLink> {
      const found = await open(token);
      const quote =
        found.status === 'sent'
          ? await database.transaction(async () => {
              if (await repository.markViewed(found.id)) {
                await repository.insertEvent({
                  quoteId: found.id,
                  fromStatus: 'sent',
                  toStatus: 'viewed',
                  note: 'Viewed by the customer',
                });
              }
              return (await repository.find(found.id))!;
            })
          : found;
      const [lines, planRows, deposit, company] = await Promise.all([
        repository.lines(quote.id),
        quotePlans.of(quote.id),
        deposits.of(quote.totalCents),
        deps.settings.company(),
      ]);
      const plans = planRows.map((p) => toQuotePlan(p, Number(quote.taxRate)));
      return {
        quoteNumber: quote.quoteNumber,
        status: quote.status as QuoteStatus,
        lines: lines.map(lineOf),
        subtotal: asCents(quote.subtotalCents),
        discount: asCents(quote.discountCents),
        taxRate: Number(quote.taxRate),
        tax: asCents(quote.taxCents),
        total: asCents(quote.totalCents),
        plans,
        recurring: recurringOf(plans),
        validUntil: quote.validUntil,
        terms: quote.terms,
        company,
        depositPercent: deposit.percent,
        deposit: asCents(deposit.cents),
        site: siteOf(quote),
        prefill: {
          name: quote.customerName,
          email: quote.customerEmail,
          phone: quote.customerPhone,
          company: quote.customerCompany,
        },
      };
    },

    /**
     * POST /api/quotes/{token}/decline: declined with the reason, the link stops working, the
     * lead is lost, and staff are told (through the outbox, in the same transaction).
     */
    async decline(token: string, reason: string | undefined): Promise<void> {
      const found = await open(token);
      const why = reason?.trim() ? reason.trim() : null;
      await database.transaction(async () => {
        const quote = await repository.lock(found.id);
        if (!quote || !isAnswerable(quote.status) || quote.linkTokenHash !== found.linkTokenHash)
          throw invalid();
        await repository.answer(quote.id, {
          status: 'declined',
          ...(why ? { declineReason: why } : {}),
        });
        await repository.insertEvent({
          quoteId: quote.id,
          fromStatus: quote.status as QuoteStatus,
          toStatus: 'declined',
          note: why ? `Declined by the customer: ${why}` : 'Declined by the customer',
        });
        await leadOutcome.quoteLost(quote);
        for (const address of await staffRecipients()) {
          await mail.queue(address, (shop) =>
            quoteDeclinedStaffMail(shop, {
              quoteNumber: quote.quoteNumber,
              customerName: quote.customerName,
              reason: why,
              adminUrl: `${deps.publicUrl}/admin/quotes/${quote.id}`,
            }),
          );
        }
      });
      void mail.kick();
    },

    /**
     * POST /api/quotes/{token}/payment-intent: the amount is the server's (the quote's total,
     * or its deposit at the shop's percent); the quote's products are held for the customer
     * as the checkout holds a cart's, and the site is where the order goes.
     */
    async createPaymentIntent(
      token: string,
      user: { id: number; role: Role; email: string },
      choice: QuotePaymentChoice,
    ) {
      assertCustomerPays(user);
      const quote = await open(token);
      // One payment of a quote at a time (ADR 0009): nothing is held for a second payer.
      await payments.assertNoOtherPayer(user.id, quote.id);
      const lines = await repository.lines(quote.id);
      const deposit = (await deposits.of(quote.totalCents)).cents;
      if (choice === 'deposit' && deposit === 0) {
        throw new DomainError('validation', QUOTE_MESSAGES.depositOff, {
          code: 'DEPOSIT_OFF',
          fields: { payment: QUOTE_MESSAGES.depositOff },
        });
      }
      const amountCents = choice === 'deposit' ? deposit : quote.totalCents;
      const wanted = new Map<
        number,
        { productId: number; productName: string; quantity: number }
      >();
      for (const l of lines) {
        if (l.kind !== 'product' || l.productId === null) continue;
        const held = wanted.get(l.productId);
        if (held) held.quantity += l.quantity;
        else
          wanted.set(l.productId, {
            productId: l.productId,
            productName: l.description,
            quantity: l.quantity,
          });
      }
      // A quote-only product keeps no stock: nothing to hold (its order takes none either).
      const facts = await catalogue.facts([...wanted.keys()]);
      for (const id of [...wanted.keys()]) if (facts.get(id)?.quote) wanted.delete(id);
      if (wanted.size > 0) {
        await catalogue.holdStock(user.id, [...wanted.values()], deps.stockHoldMinutes);
      }
      const totals = orderTotalsOf(quote);
      // A quote with plans keeps the card for their bills (ADR 0076), when the payer is the
      // quote's customer: a card is never kept for someone else's plans.
      const keepsCard =
        (await quotePlans.of(quote.id)).length > 0 &&
        (await customerOf(quote, user.id)) === user.id;
      let created;
      try {
        created = await payments.createIntent(user.id, totals, siteOf(quote), {
          purpose: 'quote',
          quoteId: quote.id,
          amountCents,
          ...(keepsCard ? { saveCardFor: { email: user.email } } : {}),
        });
      } catch (err) {
        // The provider refused or was unreachable, or someone else opened a payment of the
        // quote: nothing to pay, so nothing stays held. The payer's own open payment, paid
        // meanwhile, keeps its hold for its order.
        if (wanted.size > 0 && !paidMeanwhile(err)) await catalogue.releaseHold(user.id);
        throw err;
      }
      return { ...intentAnswer(payments.provider, created, amountCents, totals), keepsCard };
    },

    /**
     * Before POST /api/quotes/{token}/order makes the order: the payment is the customer's
     * own, for a quote, and for this link's quote. Once the order is made the link is cleared,
     * so a repeated request (a lost reply) is let through on the payment alone: the checkout
     * answers the same order.
     */
    async checkOrderIntent(token: string, user: { id: number; role: Role }, intentId: string) {
      assertCustomerPays(user);
      if (!LINK_TOKEN_PATTERN.test(token)) throw invalid();
      const intent = await payments.intentOf(user.id, intentId);
      if (intent.purpose !== 'quote' || intent.quoteId === null) throw invalid();
      const quote = await repository.findByTokenHash(hashLinkToken(token));
      if (quote && quote.id !== intent.quoteId) throw invalid();
    },

    // ---- for the order transaction (checkout/quote-checkout.ts) ----

    customerOf,

    /**
     * Inside the order's transaction: the quote locked, with its lines and plans, when it can
     * still be accepted (sent or viewed, not expired); undefined otherwise.
     */
    async lockForOrder(
      quoteId: number,
    ): Promise<{ quote: QuoteRow; lines: QuoteLineRow[]; plans: QuotePlanRow[] } | undefined> {
      const quote = await repository.lock(quoteId);
      if (!quote || !isAnswerable(quote.status) || isExpired(quote)) return undefined;
      const lines = await repository.lines(quoteId);
      return { quote, lines, plans: await quotePlans.of(quoteId) };
    },

    /**
     * Inside the order's transaction: accepted by this customer (the account is recorded),
     * the link cleared, the event written, and the lead won.
     */
    async acceptPaid(quote: QuoteRow, customerId: number, note: string): Promise<void> {
      await repository.answer(quote.id, { status: 'accepted', customerId });
      await repository.insertEvent({
        quoteId: quote.id,
        fromStatus: quote.status as QuoteStatus,
        toStatus: 'accepted',
        note,
      });
      await leads.followQuote(quote, 'won', customerId);
    },
  };
}
