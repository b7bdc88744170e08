import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  type AdminPlan,
  type PlanWrite,
  type Subscription,
  type SubscriptionDetail,
} from '@shop/contract';
import { DEMO_PLANS } from '../src/demo/plans.ts';
import type { TestApp } from './helpers.ts';
import { CARD, NV } from './order-fixtures.ts';

/** The demo's video plan: $39.99 a month or $399.90 a year, $99 to set up, 12 months, taxed. */
export const VIDEO: PlanWrite = DEMO_PLANS.find((p) => p.monitoring === 'video')!;
/** The demo's maintenance plan: $19.99 a month, no set-up fee, no term, untaxed. */
export const CARE: PlanWrite = DEMO_PLANS.find((p) => p.monitoring === 'none')!;

/** The site: Las Vegas, Nevada. */
export const SITE = NV;
/** The card that saves and then fails every charge. */
export const FAILING_CARD = { ...CARD, cardNumber: '4000 0000 0000 0341' };

export async function addPlan(t: TestApp, plan: PlanWrite): Promise<AdminPlan> {
  return t.app.services.plans.create(plan);
}

/**
 * A customer subscribes through the calls the screen makes: the start, the test card form,
 * the payment recorded. Answers the subscription as the pay call returns it.
 */
export async function subscribe(
  t: TestApp,
  customer: { cookie: string },
  planId: number,
  options: { interval?: 'month' | 'year'; card?: typeof CARD; site?: typeof SITE } = {},
): Promise<Subscription> {
  const started = await t.json<{
    subscription: Subscription;
    invoiceId: number;
    payment: { paymentIntentId: string; amount: number };
  }>('POST', '/api/customer/subscriptions', customer.cookie, {
    planId,
    interval: options.interval ?? 'month',
    site: options.site ?? SITE,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const { subscription, invoiceId, payment } = started.body;
  const confirmed = await t.json<{ status: string }>(
    'POST',
    '/api/test-payments/confirm',
    customer.cookie,
    { paymentIntentId: payment.paymentIntentId, ...(options.card ?? CARD) },
  );
  expect(confirmed.body.status).toBe('succeeded');
  const paid = await t.json<{ subscription: Subscription }>(
    'POST',
    `/api/customer/subscriptions/${subscription.id}/invoices/${invoiceId}/pay`,
    customer.cookie,
    { paymentIntentId: payment.paymentIntentId },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return paid.body.subscription;
}

/**
 * The customer's plan switched to the card that saves and then fails every charge (4000 0000
 * 0000 0341): its renewals go through the dunning. Answers the card's id.
 */
export async function switchToFailingCard(
  t: TestApp,
  customer: { cookie: string },
  subscriptionId: number,
): Promise<number> {
  const saved = await t.json<{ card: { id: number } }>(
    'POST',
    '/api/customer/payment-methods/test-card',
    customer.cookie,
    FAILING_CARD,
  );
  expect(saved.status).toBe(201);
  const changed = await t.json(
    'PUT',
    `/api/customer/subscriptions/${subscriptionId}/card`,
    customer.cookie,
    { cardId: saved.body.card.id },
  );
  expect(changed.status).toBe(200);
  return saved.body.card.id;
}

export async function detailOf(t: TestApp, customer: { cookie: string }, id: number) {
  const res = await t.json<SubscriptionDetail>(
    'GET',
    `/api/customer/subscriptions/${id}`,
    customer.cookie,
  );
  expect(res.status).toBe(200);
  return res.body;
}

/** Invoices of a subscription by kind and status, straight from the table. */
export function invoiceRows(t: TestApp, subscriptionId: number) {
  return t.query<{
    id: number;
    kind: string;
    status: string;
    periodStart: Date;
    totalCents: number;
    attempt: number;
    failures: number;
    orderId: number | null;
  }>(sql`select id, kind, status, period_start as "periodStart", total_cents as "totalCents",
      attempt, failures, order_id as "orderId"
    from subscription_invoices where subscription_id = ${subscriptionId} order by id`);
}

/** The saved-card charges the test provider made for a subscription's invoices. */
export async function chargesOf(t: TestApp, subscriptionId: number) {
  return t.query<{ key: string; status: string }>(sql`select c.key, c.status
    from test_provider_charges c
    where c.key like any (select 'invoice-' || i.id || '-attempt-%' from subscription_invoices i
      where i.subscription_id = ${subscriptionId})
    order by c.created_at, c.key`);
}
