// The rules of this module, in words: docs/modules/quotes.md
import {
  asCents,
  DEFAULT_QUOTE_TERMS,
  paginationOf,
  QUOTE_ADMIN_MESSAGES,
  QUOTE_LIMITS,
  QUOTE_MAX_TOTAL_CENTS,
  QUOTE_MESSAGES,
  shopDay,
  type AdminQuote,
  type AdminQuotesQuery,
  type Cents,
  type QuoteCreate,
  type QuoteLine,
  type QuoteLineInput,
  type QuotePlanInput,
  type QuotePrefill,
  type QuoteSite,
  type QuoteStatus,
  type QuoteTotals,
  type QuoteUpdate,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { QuotePdfInput } from '../documents/quote-pdf.ts';
import type { DepositPolicy } from './deposit-policy.ts';
import type { InstallationsService } from '../installations/installations.service.ts';
import type { LeadsService } from '../leads/leads.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { quoteMail } from '../mail/mail.templates.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { TaxService } from '../tax/tax.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createLeadOutcome } from './lead-outcome.ts';
import { newLinkToken } from './quote-link-token.ts';
import { quoteNumber } from './quote-number.ts';
import { addDays, keptOverride, linePrice, pickPackage, quoteTotals } from './quote-pricing.ts';
import { suggestedCameraLines } from './survey-lines.ts';
import type { PlansService } from '../plans/plans.service.ts';
import { priceQuotePlans, recurringOf, toQuotePlan } from './quote-plans.ts';
import { createQuotePlansRepository, type NewQuotePlanRow } from './quote-plans.repository.ts';
import {
  createQuotesRepository,
  type NewQuoteLineRow,
  type QuoteLineRow,
  type QuoteListRow,
  type QuoteRow,
} from './quotes.repository.ts';

export type QuotesService = ReturnType<typeof createQuotesService>;

/** A line priced by the server, as written, with the name of who overrode its price. */
type PricedLine = NewQuoteLineRow & {
  kind: 'product' | 'labour';
  priceOverriddenByName: string | null;
};

const iso = (at: Date | string | null): string | null =>
  at === null ? null : new Date(at).toISOString();

const invalid = (message: string, field?: string) =>
  new DomainError('validation', message, {
    ...(field ? { fields: { [field]: message } } : {}),
    code: 'VALIDATION_FAILED',
  });
const notFound = () => new DomainError('not_found', QUOTE_MESSAGES.notFound, { code: 'NOT_FOUND' });
const stale = () =>
  new DomainError('conflict', QUOTE_ADMIN_MESSAGES.stale, { code: 'QUOTE_STALE_VERSION' });

const FINAL: readonly QuoteStatus[] = ['accepted', 'declined'];

/** A quote's customer, site and totals as its row's columns. */
const customerColumns = (c: {
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
}) => ({
  customerName: c.name,
  customerEmail: c.email,
  customerPhone: c.phone || null,
  customerCompany: c.company || null,
});
const siteColumns = (site: Required<QuoteSite>) => ({
  siteStreet: site.street,
  siteCity: site.city,
  siteState: site.state,
  siteZip: site.zip,
  siteCountry: site.country,
});
const totalsColumns = (t: QuoteTotals) => ({
  subtotalCents: t.subtotal,
  discountCents: t.discount,
  taxRate: String(t.taxRate),
  taxCents: t.tax,
  totalCents: t.total,
});

/**
 * Quotes, the staff side (ADR 0042): build a quote from a lead, an account or
 * nothing, price it from the catalogue and the labour price list, version every saved change,
 * send it with a signed link, print it, and expire what nobody answered. Every amount is the
 * server's; a staff price or discount is kept with who gave it.
 */
export function createQuotesService(deps: {
  database: DatabaseHandle;
  installations: Pick<InstallationsService, 'labourPricesByIds'>;
  /** The deposit a quote's totals and PDF name (deposit-policy.ts). */
  deposits: Pick<DepositPolicy, 'of'>;
  tax: Pick<TaxService, 'rateForZip'>;
  users: Pick<UsersService, 'findById'>;
  leads: Pick<LeadsService, 'get' | 'followQuote'>;
  orders: Pick<OrdersService, 'orderOfQuote'>;
  /** The plans a quote may carry beside its lines (ADR 0076). */
  plans: Pick<PlansService, 'rows'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  publicUrl: string;
}) {
  const { database, installations, tax, users, leads, orders, mail, publicUrl } = deps;
  const repository = createQuotesRepository(database);
  const quotePlans = createQuotePlansRepository(database);
  const leadOutcome = createLeadOutcome({ database, leads });
  const today = () => shopDay(new Date());

  async function nameOf(userId: number): Promise<string | null> {
    const user = await users.findById(userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : null;
  }

  /**
   * The lines priced now: products at their package's catalogue price, labour at the price
   * list's; a price the input gives instead is an override by `userId` (kept with who set it
   * first when the same line is saved again). Any price the client sends is an override: the
   * route is staff-only, and the override is recorded.
   */
  async function priceLines(
    inputs: readonly QuoteLineInput[],
    userId: number,
    previous: readonly QuoteLineRow[],
  ): Promise<PricedLine[]> {
    const productIds = [
      ...new Set(inputs.flatMap((l) => (l.kind === 'product' ? [l.productId] : []))),
    ];
    const labourIds = [
      ...new Set(inputs.flatMap((l) => (l.kind === 'labour' ? [l.labourPriceId] : []))),
    ];
    const [products, packages, labour, userName] = await Promise.all([
      repository.products(productIds),
      repository.packages(productIds),
      installations.labourPricesByIds(labourIds),
      inputs.some((l) => l.unitPrice !== null) ? nameOf(userId) : null,
    ]);
    const productById = new Map(products.map((p) => [p.id, p]));
    const labourById = new Map(labour.map((l) => [l.id, l]));
    const now = new Date();
    return inputs.map((input, index) => {
      const field = `lines.${index}`;
      let line: Omit<
        PricedLine,
        'priceOverriddenBy' | 'priceOverriddenAt' | 'priceOverriddenByName' | 'position'
      > & { overridden: boolean };
      if (input.kind === 'product') {
        const product = productById.get(input.productId);
        if (!product) throw invalid(QUOTE_MESSAGES.productMissing, field);
        const pkg = pickPackage(
          packages.filter((p) => p.productId === product.id),
          input.packageId,
        );
        if (pkg === 'missing') throw invalid(QUOTE_MESSAGES.packageMissing, field);
        const list = product.quote ? null : (pkg?.priceCents ?? product.priceCents);
        const price = linePrice(list, input.unitPrice);
        if (!price) throw invalid(QUOTE_ADMIN_MESSAGES.quotePriceNeeded(product.name), field);
        line = {
          kind: 'product',
          productId: product.id,
          packageId: pkg?.id ?? null,
          labourPriceId: null,
          description: product.name,
          packageName: pkg?.name ?? '',
          sku: product.sku,
          quantity: input.quantity,
          ...price,
          lineTotalCents: price.unitPriceCents * input.quantity,
        };
      } else {
        const item = labourById.get(input.labourPriceId);
        if (!item) throw invalid(QUOTE_MESSAGES.labourMissing, field);
        if (!item.active && !previous.some((p) => p.labourPriceId === item.id))
          throw invalid(QUOTE_ADMIN_MESSAGES.labourInactive, field);
        const price = linePrice(item.priceCents, input.unitPrice)!;
        line = {
          kind: 'labour',
          productId: null,
          packageId: null,
          labourPriceId: item.id,
          description: item.name,
          packageName: '',
          sku: '',
          quantity: input.quantity,
          ...price,
          lineTotalCents: price.unitPriceCents * input.quantity,
        };
      }
      const { overridden, ...rest } = line;
      if (rest.lineTotalCents > QUOTE_MAX_TOTAL_CENTS)
        throw invalid(QUOTE_ADMIN_MESSAGES.tooLarge, field);
      const kept = overridden ? keptOverride(rest, previous) : null;
      const keptName = kept
        ? (previous.find((p) => p.priceOverriddenBy === kept.by)?.priceOverriddenByName ?? null)
        : null;
      return {
        ...rest,
        position: index + 1,
        priceOverriddenBy: overridden ? (kept ? kept.by : userId) : null,
        priceOverriddenAt: overridden ? (kept?.at ? new Date(kept.at) : now) : null,
        priceOverriddenByName: overridden ? (kept ? keptName : userName) : null,
      };
    });
  }

  /** The totals of priced lines for a site's ZIP: the tax as checkout charges it. */
  async function totalsOf(
    lines: readonly { lineTotalCents: number }[],
    discount: number,
    zip: string,
  ) {
    const subtotal = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    if (subtotal > QUOTE_MAX_TOTAL_CENTS) throw invalid(QUOTE_ADMIN_MESSAGES.tooLarge, 'lines');
    if (discount > subtotal) throw invalid(QUOTE_MESSAGES.discount, 'discount');
    const { taxRate } = await tax.rateForZip(zip);
    const totals = quoteTotals(subtotal, discount, taxRate);
    if (totals.total > QUOTE_MAX_TOTAL_CENTS) throw invalid(QUOTE_ADMIN_MESSAGES.tooLarge, 'lines');
    return totals;
  }

  function checkValidUntil(day: string) {
    const from = today();
    if (day < from || day > addDays(from, QUOTE_LIMITS.maxValidDays))
      throw invalid(QUOTE_MESSAGES.validUntil, 'validUntil');
  }

  /**
   * A new quote's customer, site and first lines from a lead, an account, or nothing: a
   * survey gives its site address and its cameras as catalogue products (survey-lines.ts).
   */
  async function prefill(source: {
    siteSurveyId?: number | null | undefined;
    contactRequestId?: number | null | undefined;
    customerId?: number | null | undefined;
  }): Promise<Omit<QuotePrefill, 'lines'> & { suggested: QuoteLineInput[] }> {
    const siteSurveyId = source.siteSurveyId ?? null;
    const contactRequestId = source.contactRequestId ?? null;
    const customerId = source.customerId ?? null;
    if (siteSurveyId !== null && contactRequestId !== null)
      throw invalid(QUOTE_ADMIN_MESSAGES.oneSource, 'contactRequestId');
    let customer: QuotePrefill['customer'] = { name: '', email: '', phone: null, company: null };
    let site: QuotePrefill['site'] = {
      street: '',
      city: '',
      state: '',
      zip: '',
      country: 'United States',
    };
    if (customerId !== null) {
      const user = await users.findById(customerId);
      if (!user || user.role !== 'customer')
        throw new DomainError('not_found', QUOTE_ADMIN_MESSAGES.customerMissing, {
          code: 'NOT_FOUND',
        });
      customer = {
        name: `${user.firstName} ${user.lastName}`.trim(),
        email: user.email,
        phone: user.phone ?? null,
        company: user.companyName ?? null,
      };
      site = {
        street: user.address ?? '',
        city: user.city ?? '',
        state: user.state ?? '',
        zip: /^\d{5}(-\d{4})?$/.test(user.zipCode ?? '') ? user.zipCode! : '',
        country: user.country || 'United States',
      };
    }
    let suggested: QuoteLineInput[] = [];
    if (siteSurveyId !== null) {
      const { record } = await leads.get('survey', siteSurveyId);
      customer = {
        name: record.customer_name,
        email: record.customer_email,
        phone: record.customer_phone,
        company: record.customer_company,
      };
      if (record.site_address !== null)
        site = {
          street: record.site_address,
          city: record.site_city ?? '',
          state: record.site_state ?? '',
          zip: record.site_zip_code ?? '',
          country: 'United States',
        };
      const cameras = suggestedCameraLines(
        {
          cameraLocations: record.camera_locations,
          cameraResolutions: record.camera_resolutions,
          ptzCameras: record.ptz_cameras,
          ptzCount: record.ptz_count,
        },
        await repository.cameraCandidates(),
      );
      suggested = cameras.map((l) => ({
        kind: 'product',
        productId: l.productId,
        packageId: null,
        quantity: l.quantity,
        unitPrice: null,
      }));
    } else if (contactRequestId !== null) {
      const { record } = await leads.get('contact', contactRequestId);
      customer = { name: record.name, email: record.email, phone: record.phone, company: null };
    }
    return {
      success: true,
      siteSurveyId,
      contactRequestId,
      customerId,
      customer,
      site,
      validUntil: addDays(today(), QUOTE_LIMITS.validDays),
      terms: DEFAULT_QUOTE_TERMS,
      suggested,
    };
  }

  const toLine = (l: QuoteLineRow | PricedLine): QuoteLine => ({
    position: l.position,
    kind: l.kind,
    productId: l.productId ?? null,
    packageId: l.packageId ?? null,
    labourPriceId: l.labourPriceId ?? null,
    description: l.description,
    packageName: l.packageName ?? '',
    sku: l.sku ?? '',
    quantity: l.quantity,
    listPrice: asCents(l.listPriceCents),
    unitPrice: asCents(l.unitPriceCents),
    lineTotal: asCents(l.lineTotalCents),
    priceOverriddenBy: l.priceOverriddenBy === null ? null : (l.priceOverriddenByName ?? null),
    priceOverriddenAt: iso(l.priceOverriddenAt ?? null),
  });

  const toSummary = (r: QuoteListRow) => ({
    id: r.id,
    quoteNumber: r.quoteNumber,
    status: r.status,
    version: r.version,
    customerId: r.customerId,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerCompany: r.customerCompany,
    total: asCents(r.totalCents),
    validUntil: r.validUntil,
    siteSurveyId: r.siteSurveyId,
    contactRequestId: r.contactRequestId,
    sentAt: iso(r.sentAt),
    createdAt: iso(r.createdAt)!,
  });

  const siteOf = (r: QuoteRow): Required<QuoteSite> => ({
    street: r.siteStreet,
    city: r.siteCity,
    state: r.siteState,
    zip: r.siteZip,
    country: r.siteCountry,
  });

  /** The lead a quote came from, as its staff screen names it (null: none, or deleted). */
  async function leadOf(r: QuoteRow): Promise<AdminQuote['lead']> {
    try {
      if (r.siteSurveyId !== null) {
        const { record } = await leads.get('survey', r.siteSurveyId);
        return { kind: 'survey', id: record.id, name: record.customer_name, status: record.status };
      }
      if (r.contactRequestId !== null) {
        const { record } = await leads.get('contact', r.contactRequestId);
        return { kind: 'contact', id: record.id, name: record.name, status: record.status };
      }
    } catch (err) {
      if (err instanceof DomainError && err.type === 'not_found') return null;
      throw err;
    }
    return null;
  }

  async function detail(id: number): Promise<AdminQuote> {
    const row = await repository.find(id);
    if (!row) throw notFound();
    const [lines, planRows, versions, events, lead, order, deposit] = await Promise.all([
      repository.lines(id),
      quotePlans.of(id),
      repository.versions(id),
      repository.events(id),
      leadOf(row),
      orders.orderOfQuote(id),
      deps.deposits.of(row.totalCents),
    ]);
    const plans = planRows.map((p) => toQuotePlan(p, Number(row.taxRate)));
    return {
      ...toSummary(row),
      customerPhone: row.customerPhone,
      site: siteOf(row),
      lines: lines.map(toLine),
      plans,
      recurring: recurringOf(plans),
      totals: {
        subtotal: asCents(row.subtotalCents),
        discount: asCents(row.discountCents),
        taxRate: Number(row.taxRate),
        tax: asCents(row.taxCents),
        total: asCents(row.totalCents),
        deposit: deposit.cents,
        depositPercent: deposit.percent,
      },
      discountBy: row.discountByName,
      discountAt: iso(row.discountAt),
      terms: row.terms,
      viewedAt: iso(row.viewedAt),
      answeredAt: iso(row.answeredAt),
      declineReason: row.declineReason,
      createdBy: row.createdByName,
      updatedAt: iso(row.updatedAt)!,
      lead,
      order: order && {
        id: order.id,
        orderNumber: order.orderNumber,
        status: order.status,
        paymentStatus: order.paymentStatus,
        total: asCents(order.totalCents),
      },
      versions: versions.map((v) => ({ ...v, createdAt: iso(v.createdAt)! })),
      events: events.map((e) => ({ ...e, createdAt: iso(e.createdAt)! })),
    };
  }

  /** A saved version, whole: its fields and lines (never the link). */
  async function snapshot(id: number, version: number, userId: number, userName: string | null) {
    const row = (await repository.find(id))!;
    const { hasLink: _link, discountByName: _d, createdByName: _c, ...fields } = row;
    const [lines, plans] = await Promise.all([repository.lines(id), quotePlans.of(id)]);
    await repository.insertVersion({
      quoteId: id,
      version,
      snapshot: {
        ...fields,
        lines: lines.map(({ priceOverriddenByName: _n, ...l }) => l),
        plans: plans.map(({ id: _id, quoteId: _q, ...p }) => p),
      },
      userId,
      userName,
    });
  }

  const lineRows = (lines: readonly PricedLine[]): NewQuoteLineRow[] =>
    lines.map(({ priceOverriddenByName: _n, ...l }) => l);

  return {
    /** GET /api/admin/quotes/prefill: the suggested lines priced as a save would price them. */
    async prefill(source: Parameters<typeof prefill>[0]): Promise<QuotePrefill> {
      const { suggested, ...base } = await prefill(source);
      // No price is typed over the list's, so no staff member is named on these lines.
      const lines = await priceLines(suggested, 0, []);
      return { ...base, lines: lines.map(toLine) };
    },

    async list(query: AdminQuotesQuery) {
      const { page, limit, sort, order, ...filters } = query;
      const [{ rows, total }, counts] = await Promise.all([
        repository.list(filters, { sort, order }, limit, (page - 1) * limit),
        repository.statusCounts(filters),
      ]);
      return {
        quotes: rows.map(toSummary),
        pagination: paginationOf(page, limit, total),
        counts,
      };
    },

    get: detail,

    /** What these lines would cost at this ZIP, priced as a save would price them; nothing kept. */
    async preview(
      input: {
        lines: QuoteLineInput[];
        plans: QuotePlanInput[];
        discount: Cents;
        siteZip: string;
      },
      userId: number,
    ) {
      const lines = await priceLines(input.lines, userId, []);
      const totals = await totalsOf(lines, input.discount, input.siteZip);
      // Nothing is saved: a retired plan the quote being edited carries is priced too (the
      // save decides whether it may stay).
      const plans = (await priceQuotePlans(deps.plans, input.plans, input.plans)).map((p) =>
        toQuotePlan(p, totals.taxRate),
      );
      const deposit = await deps.deposits.of(totals.total);
      return {
        lines: lines.map(toLine),
        totals: { ...totals, deposit: deposit.cents, depositPercent: deposit.percent },
        plans,
        recurring: recurringOf(plans),
      };
    },

    async create(input: QuoteCreate, userId: number): Promise<AdminQuote> {
      const base = await prefill(input);
      const given = Object.fromEntries(
        Object.entries(input.customer ?? {}).filter(([, v]) => v !== undefined),
      );
      const customer = { ...base.customer, ...given };
      if (!customer.name) throw invalid(QUOTE_MESSAGES.nameRequired, 'customer.name');
      if (!customer.email) throw invalid(QUOTE_MESSAGES.emailRequired, 'customer.email');
      const site = {
        ...base.site,
        ...Object.fromEntries(Object.entries(input.site ?? {}).filter(([, v]) => v !== undefined)),
      };
      const validUntil = input.validUntil ?? base.validUntil;
      checkValidUntil(validUntil);
      const userName = await nameOf(userId);
      const id = await database.transaction(async () => {
        const lines = await priceLines(input.lines ?? base.suggested, userId, []);
        const plans = await priceQuotePlans(deps.plans, input.plans ?? [], []);
        const totals = await totalsOf(lines, input.discount, site.zip);
        const now = new Date();
        const { id, createdAt } = await repository.insert({
          // A placeholder until the id is known (the number is made from it, below).
          quoteNumber: `pending-${crypto.randomUUID()}`,
          siteSurveyId: base.siteSurveyId,
          contactRequestId: base.contactRequestId,
          customerId: base.customerId,
          ...customerColumns(customer),
          ...siteColumns(site),
          ...totalsColumns(totals),
          discountBy: totals.discount > 0 ? userId : null,
          discountAt: totals.discount > 0 ? now : null,
          validUntil,
          terms: input.terms ?? base.terms,
          createdBy: userId,
          updatedBy: userId,
        });
        await repository.setNumber(id, quoteNumber(id, new Date(createdAt)));
        await repository.replaceLines(id, lineRows(lines));
        await quotePlans.replace(id, plans);
        await snapshot(id, 1, userId, userName);
        await repository.insertEvent({
          quoteId: id,
          fromStatus: null,
          toStatus: 'draft',
          note: 'Quote created',
          userId,
          userName,
        });
        return id;
      });
      return detail(id);
    },

    /**
     * A staff change of the version `input.version`: refused when someone saved another
     * version since (409), and for an answered quote. A sent, viewed or expired quote goes back
     * to draft and its link stops working: it is sent again once checked.
     */
    async update(id: number, input: QuoteUpdate, userId: number): Promise<AdminQuote> {
      if (input.validUntil !== undefined) checkValidUntil(input.validUntil);
      const userName = await nameOf(userId);
      await database.transaction(async () => {
        const row = await repository.lock(id);
        if (!row) throw notFound();
        if (FINAL.includes(row.status))
          throw new DomainError('conflict', QUOTE_ADMIN_MESSAGES.answered(row.status), {
            code: 'QUOTE_ANSWERED',
          });
        if (row.version !== input.version) throw stale();
        const previous = await repository.lines(id);
        const lines = input.lines ? await priceLines(input.lines, userId, previous) : previous;
        const plans: NewQuotePlanRow[] | null = input.plans
          ? await priceQuotePlans(deps.plans, input.plans, await quotePlans.of(id))
          : null;
        const site = input.site ?? siteOf(row);
        const discount = input.discount ?? row.discountCents;
        const totals = await totalsOf(lines, discount, site.zip);
        const discountChanged = discount !== row.discountCents;
        const customer = input.customer;
        const backToDraft = row.status !== 'draft';
        const saved = await repository.update(id, row.version, {
          ...(customer ? customerColumns(customer) : {}),
          ...siteColumns(site),
          ...totalsColumns(totals),
          ...(discountChanged
            ? {
                discountBy: discount > 0 ? userId : null,
                discountAt: discount > 0 ? new Date() : null,
              }
            : {}),
          ...(input.validUntil !== undefined ? { validUntil: input.validUntil } : {}),
          ...(input.terms !== undefined ? { terms: input.terms } : {}),
          ...(backToDraft ? { status: 'draft', linkTokenHash: null } : {}),
          updatedBy: userId,
        });
        if (!saved) throw stale();
        if (input.lines) await repository.replaceLines(id, lineRows(lines as PricedLine[]));
        if (plans) await quotePlans.replace(id, plans);
        await snapshot(id, row.version + 1, userId, userName);
        if (backToDraft) {
          await repository.insertEvent({
            quoteId: id,
            fromStatus: row.status,
            toStatus: 'draft',
            note: `Edited (version ${row.version + 1}): back to draft; the link sent before no longer works`,
            userId,
            userName,
          });
        }
      });
      return detail(id);
    },

    /**
     * Sends a draft: a new link (only its hash is kept), the status sent, the e-mail to the
     * customer through the outbox, and the lead marked quoted, in one transaction.
     */
    async send(id: number, userId: number): Promise<AdminQuote> {
      const userName = await nameOf(userId);
      await database.transaction(async () => {
        const row = await repository.lock(id);
        if (!row) throw notFound();
        if (row.status !== 'draft')
          throw new DomainError('conflict', QUOTE_MESSAGES.notDraft, { code: 'QUOTE_NOT_DRAFT' });
        const lines = await repository.lines(id);
        if (lines.length === 0) throw invalid(QUOTE_MESSAGES.noLines, 'lines');
        if (!/^\d{5}(-\d{4})?$/.test(row.siteZip))
          throw invalid(QUOTE_ADMIN_MESSAGES.zipToSend, 'site.zip');
        checkValidUntil(row.validUntil);
        const { token, hash } = newLinkToken();
        await repository.setStatus(id, {
          status: 'sent',
          linkTokenHash: hash,
          sentAt: new Date(),
          updatedBy: userId,
        });
        await repository.insertEvent({
          quoteId: id,
          fromStatus: 'draft',
          toStatus: 'sent',
          note: `Sent to ${row.customerEmail} (version ${row.version})`,
          userId,
          userName,
        });
        const validUntil = new Date(`${row.validUntil}T00:00:00Z`).toLocaleDateString('en-US', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'UTC',
        });
        const recurring = recurringOf(
          (await quotePlans.of(id)).map((p) => toQuotePlan(p, Number(row.taxRate))),
        );
        await mail.queue(row.customerEmail, (shop) =>
          quoteMail(shop, {
            customerName: row.customerName,
            quoteNumber: row.quoteNumber,
            total: asCents(row.totalCents),
            recurring,
            validUntil,
            link: `${publicUrl}/quote/${token}`,
          }),
        );
        await leads.followQuote(
          { siteSurveyId: row.siteSurveyId, contactRequestId: row.contactRequestId },
          'quoted',
          userId,
        );
      });
      void mail.kick();
      return detail(id);
    },

    /** Deletes a draft that was never sent; anything a customer may have seen is kept. */
    async remove(id: number): Promise<void> {
      if (await repository.deleteUnsentDraft(id)) return;
      if (!(await repository.find(id))) throw notFound();
      throw new DomainError('conflict', QUOTE_ADMIN_MESSAGES.deleteSent, { code: 'QUOTE_SENT' });
    },

    /** The quote's paper, from the same data as its screen. */
    async pdfInput(id: number): Promise<QuotePdfInput> {
      const q = await detail(id);
      return {
        quoteNumber: q.quoteNumber,
        createdAt: new Date(q.createdAt),
        validUntil: q.validUntil,
        customerName: q.customerName,
        customerCompany: q.customerCompany,
        customerEmail: q.customerEmail,
        customerPhone: q.customerPhone,
        site: q.site,
        lines: q.lines,
        ...q.totals,
        plans: q.plans,
        recurring: q.recurring,
        terms: q.terms,
        deposit: await deps.deposits.of(q.totals.total),
      };
    },

    /**
     * The hourly job: sent and viewed quotes past their last valid day (the shop's) expire,
     * their links stop working, and their leads are marked lost. Answers how many expired.
     */
    async expire(): Promise<number> {
      return database.transaction(async () => {
        const expired = await repository.expireDue('Expired: the valid-until date passed');
        for (const q of expired) await leadOutcome.quoteLost(q);
        return expired.length;
      });
    },
  };
}
