import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { QuotePaymentIntentResponse, QuoteStatus } from '@shop/contract';
import { newLinkToken } from '../src/modules/quotes/quote-link-token.ts';
import { CARD, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** The site of the fixture quotes: Las Vegas, NV. */
export const SITE = {
  street: '4 Desert Way',
  city: 'Las Vegas',
  state: 'NV',
  zip: '89109',
  country: 'United States',
};
export const QUOTE_TAX_RATE = 0.08375;

let quoteCounter = 0;

/** A labour line of the price list (the tests' database is emptied of the migration's). */
export async function labourPrice(t: TestApp, priceCents = 15_000): Promise<number> {
  const [row] = await t.query<{ id: number }>(sql`
    insert into labour_prices (name, unit, price_cents, position)
    values ('Camera installation', 'camera', ${priceCents}, 1) returning id`);
  return Number(row!.id);
}

export type QuoteFixture = {
  id: number;
  token: string;
  quoteNumber: string;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * A quote written straight into the database as staff would have sent it: its product and
 * labour lines at their prices, its totals (tax at NV's rate on the discounted subtotal), and
 * a link token of which only the hash is stored. Answers the token the e-mail would carry.
 */
export async function createSentQuote(
  t: TestApp,
  input: {
    products: { product: FixtureProduct; quantity: number; unitPriceCents?: number }[];
    labour?: { id: number; quantity: number; unitPriceCents: number }[];
    discountCents?: number;
    status?: QuoteStatus;
    /** YYYY-MM-DD; 30 days ahead by default. */
    validUntil?: string;
    siteSurveyId?: number | null;
    customer?: { name: string; email: string; phone?: string; company?: string };
    /** The customer's account, as staff choose one for a quote. */
    customerId?: number;
    /** Plan lines (ADR 0076), at the prices given (the quote's copy). */
    plans?: {
      planId: number;
      planName: string;
      interval: 'month' | 'year';
      priceCents: number;
      minTermMonths?: number;
      taxable?: boolean;
    }[];
  },
): Promise<QuoteFixture> {
  quoteCounter += 1;
  const lines = [
    ...input.products.map((l) => ({
      kind: 'product' as const,
      productId: l.product.id,
      packageId: l.product.packageId,
      labourPriceId: null,
      description: l.product.name,
      packageName: l.product.packageName,
      sku: l.product.sku,
      quantity: l.quantity,
      listPriceCents: l.product.priceCents,
      unitPriceCents: l.unitPriceCents ?? l.product.priceCents,
    })),
    ...(input.labour ?? []).map((l) => ({
      kind: 'labour' as const,
      productId: null,
      packageId: null,
      labourPriceId: l.id,
      description: 'Camera installation',
      packageName: '',
      sku: '',
      quantity: l.quantity,
      listPriceCents: l.unitPriceCents,
      unitPriceCents: l.unitPriceCents,
    })),
  ];
  const subtotalCents = lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0);
  const discountCents = input.discountCents ?? 0;
  const taxCents = Math.round((subtotalCents - discountCents) * QUOTE_TAX_RATE);
  const totalCents = subtotalCents - discountCents + taxCents;
  const { token, hash } = newLinkToken();
  const quoteNumber = `QT-2026-${String(900000 + quoteCounter).padStart(6, '0')}`;
  const validUntil =
    input.validUntil ?? new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const customer = input.customer ?? {
    name: 'Sam Ortega',
    email: 'sam.ortega@example.com',
    phone: '702-555-0100',
    company: 'Ortega Logistics',
  };
  const [row] = await t.query<{ id: number }>(sql`
    insert into quotes (quote_number, status, site_survey_id, customer_name, customer_email,
      customer_phone, customer_company, site_street, site_city, site_state, site_zip,
      site_country, subtotal_cents, discount_cents, tax_rate, tax_cents, total_cents,
      valid_until, terms, link_token_hash, sent_at, customer_id)
    values (${quoteNumber}, ${input.status ?? 'sent'}, ${input.siteSurveyId ?? null},
      ${customer.name}, ${customer.email}, ${customer.phone ?? null}, ${customer.company ?? null},
      ${SITE.street}, ${SITE.city}, ${SITE.state}, ${SITE.zip}, ${SITE.country},
      ${subtotalCents}, ${discountCents}, ${QUOTE_TAX_RATE.toFixed(5)}, ${taxCents},
      ${totalCents}, ${validUntil}, 'Payment due on acceptance. Installation within 14 days.',
      ${hash}, now(), ${input.customerId ?? null})
    returning id`);
  const id = Number(row!.id);
  let position = 0;
  for (const l of lines) {
    position += 1;
    await t.query(sql`
      insert into quote_lines (quote_id, position, kind, product_id, package_id, labour_price_id,
        description, package_name, sku, quantity, list_price_cents, unit_price_cents,
        line_total_cents)
      values (${id}, ${position}, ${l.kind}, ${l.productId}, ${l.packageId}, ${l.labourPriceId},
        ${l.description}, ${l.packageName}, ${l.sku}, ${l.quantity}, ${l.listPriceCents},
        ${l.unitPriceCents}, ${l.unitPriceCents * l.quantity})`);
  }
  for (const [index, p] of (input.plans ?? []).entries()) {
    await t.query(sql`
      insert into quote_plans (quote_id, position, plan_id, interval, plan_name, price_cents,
        min_term_months, taxable)
      values (${id}, ${index + 1}, ${p.planId}, ${p.interval}, ${p.planName}, ${p.priceCents},
        ${p.minTermMonths ?? 0}, ${p.taxable ?? true})`);
  }
  return { id, token, quoteNumber, subtotalCents, discountCents, taxCents, totalCents };
}

/**
 * The quote link files' calls on an app with the demo catalogue seeded: two priced products
 * (`camera`, `recorder`) and a labour line, the link read (`get`), posts as someone, stock,
 * a quote's row and events, a `standardQuote` sent, and a quote's payment set up (`intentFor`),
 * paid and placed as an order.
 */
export async function quoteLinkCalls(t: TestApp) {
  const products = await pricedProducts(t);
  const camera = products[0]!;
  const recorder = products[1]!;
  const labourId = await labourPrice(t);

  const get = (token: string) => t.json('GET', `/api/quotes/${token}`);
  const post = (cookie: string | undefined, url: string, payload: object = {}) =>
    t.json('POST', url, cookie, payload);
  const stockOf = async (id: number) =>
    Number(
      (await t.query<{ stock: number }>(sql`select stock from products where id = ${id}`))[0]!
        .stock,
    );
  const quoteRow = async (id: number) =>
    (
      await t.query<{
        status: string;
        link_token_hash: string | null;
        customer_id: number | null;
        answered_at: Date | null;
        decline_reason: string | null;
        viewed_at: Date | null;
      }>(sql`select * from quotes where id = ${id}`)
    )[0]!;
  const events = (id: number) =>
    t.query<{ from_status: string | null; to_status: string; note: string | null }>(
      sql`select from_status, to_status, note from quote_events where quote_id = ${id} order by id`,
    );

  /** A sent quote of 2 cameras, a recorder and 2 camera installations, with a $50 discount. */
  const standardQuote = (over: Parameters<typeof createSentQuote>[1] | object = {}) =>
    createSentQuote(t, {
      products: [
        { product: camera, quantity: 2 },
        { product: recorder, quantity: 1 },
      ],
      labour: [{ id: labourId, quantity: 2, unitPriceCents: 15_000 }],
      discountCents: 5_000,
      ...over,
    });

  async function intentFor(cookie: string, token: string, payment: 'full' | 'deposit', extra = {}) {
    const res = await post(cookie, `/api/quotes/${token}/payment-intent`, { payment, ...extra });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as unknown as QuotePaymentIntentResponse;
  }
  const pay = (cookie: string, paymentIntentId: string) =>
    post(cookie, '/api/test-payments/confirm', { paymentIntentId, ...CARD });
  const placeOrder = (cookie: string, token: string, paymentIntentId: string) =>
    post(cookie, `/api/quotes/${token}/order`, { paymentIntentId });
  return {
    camera,
    recorder,
    labourId,
    get,
    post,
    stockOf,
    quoteRow,
    events,
    standardQuote,
    intentFor,
    pay,
    placeOrder,
  };
}
export type QuoteLinkCalls = Awaited<ReturnType<typeof quoteLinkCalls>>;
