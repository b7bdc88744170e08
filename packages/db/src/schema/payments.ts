import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  serial,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { PAYMENT_INTENT_STATUSES, PAYMENT_PROVIDERS, PAYMENT_PURPOSES } from '@shop/contract';
import { users } from './accounts.ts';
import { oneOf } from './checks.ts';
import { createdAt, updatedAt } from './columns.ts';
import { orders } from './orders.ts';
import { quotes } from './quotes.ts';

/**
 * The shop's record of each payment intent, whichever provider holds it: who it is for, the
 * amount the server computed, and what the provider said. Only the card brand and last four
 * digits are ever kept.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    /** How the amount was made, and where to: the order is made from exactly these. */
    subtotalCents: integer('subtotal_cents').notNull(),
    taxRate: numeric('tax_rate', { precision: 6, scale: 5 }).notNull(),
    taxCents: integer('tax_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    shippingAddress: jsonb('shipping_address')
      .$type<{
        address: string;
        city: string;
        state: string;
        zipCode: string;
        country: string;
      }>()
      .notNull(),
    /** The provider's secret the browser confirms with (Stripe's client_secret). */
    clientSecret: text('client_secret').notNull(),
    status: text('status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Set by the one caller that sends the refund to the provider: a refund goes once. */
    refundStartedAt: timestamp('refund_started_at', { withTimezone: true }),
    /**
     * Refunds of the whole payment the provider refused: the next one is sent with a new
     * idempotency key (`refund-<id>-retry<n>`), since Stripe answers a key's first answer,
     * a refusal too, for a day. A refund whose answer was lost keeps its key.
     */
    refundAttempt: smallint('refund_attempt').notNull().default(0),
    /**
     * The recovery job: which instance looks at an intent left without an order,
     * until when; when it settled it, how ('order', 'refunded' or 'canceled'), and when the
     * customer was told on their next visit to checkout.
     */
    recoveryClaimedUntil: timestamp('recovery_claimed_until', { withTimezone: true }),
    recoveredAt: timestamp('recovered_at', { withTimezone: true }),
    recoveryOutcome: text('recovery_outcome'),
    customerToldAt: timestamp('customer_told_at', { withTimezone: true }),
    /**
     * What the payment is for: a cart ('cart': the order is made from the cart), an
     * accepted quote ('quote': the order is made from the quote's lines; the amount is its
     * total or its deposit), or the balance of an order paid by deposit ('balance').
     */
    purpose: text('purpose').notNull().default('cart'),
    quoteId: integer('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * A subscription invoice's payment ('invoice'): the invoice (subscriptions'
     * subscription_invoices, no foreign key: the invoice names its paying intent too).
     */
    invoiceId: integer('invoice_id'),
    /** The card is kept for the invoices to come once this payment succeeds. */
    saveCard: boolean('save_card').notNull().default(false),
    /** A charge of a saved card, made by the billing run without the customer. */
    paymentMethodId: integer('payment_method_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_user_idx').on(t.userId, t.createdAt),
    check('payment_intents_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payment_intents_status_check', oneOf(t.status, PAYMENT_INTENT_STATUSES)),
    check('payment_intents_amount_check', sql`${t.amountCents} > 0`),
    check('payment_intents_purpose_check', oneOf(t.purpose, PAYMENT_PURPOSES)),
    check(
      'payment_intents_purpose_target_check',
      sql`(${t.purpose} = 'cart' and ${t.quoteId} is null and ${t.orderId} is null) or (${t.purpose} = 'quote' and ${t.quoteId} is not null) or (${t.purpose} = 'balance' and ${t.orderId} is not null) or (${t.purpose} = 'invoice' and ${t.invoiceId} is not null)`,
    ),
    index('payment_intents_quote_idx').on(t.quoteId),
    index('payment_intents_order_idx').on(t.orderId),
    index('payment_intents_invoice_idx').on(t.invoiceId),
    check(
      'payment_intents_recovery_outcome_check',
      sql`${t.recoveryOutcome} in ('order', 'refunded', 'canceled')`,
    ),
    /**
     * One payment that can still be paid per cart (a customer's) and per quote (ADR 0009): a
     * second one made at the same moment is refused by the index, and its maker answers the
     * open one instead.
     */
    uniqueIndex('payment_intents_one_open_cart_idx')
      .on(t.userId)
      .where(
        sql`${t.purpose} = 'cart' and ${t.status} in ('requires_payment_method', 'processing')`,
      ),
    uniqueIndex('payment_intents_one_open_quote_idx')
      .on(t.quoteId)
      .where(
        sql`${t.purpose} = 'quote' and ${t.status} in ('requires_payment_method', 'processing')`,
      ),
    /** One card-form payment of a subscription invoice that can still be paid (ADR 0075). */
    uniqueIndex('payment_intents_one_open_invoice_idx')
      .on(t.invoiceId)
      .where(
        sql`${t.purpose} = 'invoice' and ${t.status} in ('requires_payment_method', 'processing')`,
      ),
    /** The recovery job's work list: intents not yet settled, oldest first. */
    index('payment_intents_open_idx')
      .on(t.createdAt)
      .where(
        sql`${t.status} in ('requires_payment_method', 'processing', 'succeeded') and ${t.recoveredAt} is null`,
      ),
  ],
);

/** Provider webhook events already applied: the primary key makes each apply once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The account a customer has at a provider, to keep cards on (a Stripe Customer); the test
 * provider needs none.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    ref: text('ref').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.provider] }),
    check('payment_customers_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

/**
 * A card saved for later charges (ADR 0075): the provider's reference to it (a Stripe
 * PaymentMethod, or the test provider's own) and what the customer is shown of it. The card
 * number is never here. A removed card is kept for the invoices it paid.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    ref: text('ref').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: smallint('exp_month'),
    expYear: smallint('exp_year'),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_methods_ref_key').on(t.provider, t.ref),
    index('payment_methods_user_idx')
      .on(t.userId, t.id)
      .where(sql`${t.removedAt} is null`),
    check('payment_methods_provider_check', oneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payment_methods_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * The built-in test provider's own record of the saved-card charges it made, by idempotency
 * key (ADR 0075): as Stripe does, a key sent again answers its first charge, whichever
 * instance sends it and however long after.
 */
export const testProviderCharges = pgTable('test_provider_charges', {
  key: text('key').primaryKey(),
  id: text('id').notNull().unique(),
  status: text('status').notNull(),
  amountCents: integer('amount_cents').notNull(),
  failureMessage: text('failure_message'),
  createdAt: createdAt(),
});
