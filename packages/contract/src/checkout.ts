import { z } from 'zod';
import { money } from './money-schema.ts';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  isValidZip,
  normaliseCountry,
  SHIPPING_COUNTRY,
  type Country,
} from './addresses.ts';
import { MESSAGES, plainString, stateProblem } from './auth.ts';
import { checkTestCard } from './payment-card.ts';

export const CHECKOUT_MESSAGES = {
  cartEmpty: 'Your cart is empty.',
  paymentComplete: 'This payment is already complete.',
  missingShipping: 'Please fill in all required shipping address fields: ',
  zip: 'Please enter a valid ZIP code (12345 or 12345-6789)',
  state: 'State must be a 2-letter code',
  usOnly: 'We ship within the United States only',
  initFailed: 'Failed to initialize payment. Please try again.',
  paymentFailed: 'Payment failed: ',
  orderFailed: 'Payment successful but order creation failed. Please contact support.',
  paymentNotFound: 'Payment not found',
  paymentIncomplete: 'This payment has not been completed.',
  paymentAmount: 'The payment does not match your order total.',
  cartChanged: 'Your cart changed after the payment was set up.',
  soldOut: (name: string) => `Sorry, ${name} sold out while you were paying.`,
  /** Before paying: what is left is held for other customers who are paying now. */
  soldOutNow: (name: string) =>
    `Sorry, ${name} is sold out: the last ones are in other customers' checkouts.`,
  /** The cart cannot change while its payment is open. */
  cartLocked: 'Finish or cancel the payment to change your cart.',
  paymentCanceled: 'The payment was canceled. Your cart can be changed again.',
  /** One payment at a time (ADR 0009): the open one was paid while another was asked for. */
  paymentInProgress:
    'A payment of this is already being made in another window. Check your orders before paying again.',
  refunded: 'No order was made and your payment has been refunded.',
  refundPending:
    'No order was made. Your payment will be refunded; please contact support if it does not reach your account within a few days.',
} as const;

/** Field names as the shopper sees them, for "Please fill in ...: address, city". */
export const ADDRESS_FIELD_LABELS = {
  address: 'address',
  city: 'city',
  state: 'state',
  zipCode: 'ZIP code',
} as const;

const field = (label: string, max: number) =>
  plainString(label).pipe(
    z.string().max(max, { error: `${label} must be at most ${max} characters` }),
  );

/**
 * An address (docs/modules/checkout.md#tables, Address) in the shop's countries (addresses.ts).
 * Missing fields are named together in one message, as the forms do; then the state must be one of
 * the country's and the ZIP (or Canadian postal code) of its format. The checkout ships within the
 * United States only and says so first (`usOnly`, its sentence); the address editor keeps any
 * address registration takes. Each says it in its own words (docs/modules/checkout.md#rules).
 */
export function addressSchema(
  messages: { missing: string; zip: string },
  { usOnly }: { usOnly?: string } = {},
) {
  return z
    .object({
      address: field('Address', 200).default(''),
      city: field('City', 100).default(''),
      state: field('State', 2).default(''),
      zipCode: field('ZIP code', 10).default(''),
      country: z.preprocess(
        (v) => (typeof v === 'string' ? (normaliseCountry(v) ?? v.trim()) : v),
        field('Country', 60).default(DEFAULT_COUNTRY),
      ),
    })
    .superRefine((a, ctx) => {
      const issue = (path: keyof typeof a, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const keys = Object.keys(ADDRESS_FIELD_LABELS) as (keyof typeof ADDRESS_FIELD_LABELS)[];
      const missing = keys.filter((k) => a[k] === '');
      if (missing.length) {
        issue(
          missing[0]!,
          messages.missing + missing.map((k) => ADDRESS_FIELD_LABELS[k]).join(', '),
        );
        return;
      }
      if (usOnly && a.country !== SHIPPING_COUNTRY) {
        issue('country', usOnly);
        return;
      }
      if (!(COUNTRIES as readonly string[]).includes(a.country)) {
        issue('country', MESSAGES.country);
        return;
      }
      const state = stateProblem(a.state, a.country);
      if (state) issue('state', state);
      if (!isValidZip(a.zipCode, a.country)) issue('zipCode', messages.zip);
    })
    .transform((a) => ({
      ...a,
      country: a.country as Country,
      state: a.state.toUpperCase(),
      zipCode: a.zipCode.toUpperCase(),
    }));
}

/** The checkout's address: within the United States (docs/modules/checkout.md#rules, Checkout). */
export const shippingAddressSchema = addressSchema(
  { missing: CHECKOUT_MESSAGES.missingShipping, zip: CHECKOUT_MESSAGES.zip },
  { usOnly: CHECKOUT_MESSAGES.usOnly },
);
/**
 * The address editor of the checkout and the dashboard (docs/modules/checkout.md#rules, Address
 * edit): any address registration takes, a Canadian one too; the checkout then says where it ships.
 */
export const editedAddressSchema = addressSchema({
  missing: 'Please fill in: ',
  zip: 'Invalid ZIP code format',
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;

/** The address as one line, as the order keeps it (docs/modules/checkout.md#tables, Order). */
export const addressLine = (a: ShippingAddress) =>
  `${a.address}, ${a.city}, ${a.state} ${a.zipCode}, ${a.country}`;

/**
 * POST /api/create-payment-intent. The older client sends amount and currency: both are
 * ignored, the server prices the cart itself (docs/modules/checkout.md#rules).
 */
export const createPaymentIntentSchema = z.object({ shippingAddress: shippingAddressSchema });

export const paymentIntentResponse = z.object({
  success: z.literal(true),
  provider: z.enum(['test', 'stripe']),
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** Cents, as a payment intent's amount is. */
  amount: z.number().int(),
  currency: z.literal('usd'),
  totals: z.object({
    subtotal: money,
    taxRate: z.number(),
    tax: money,
    shipping: money,
    total: money,
  }),
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponse>;

const paymentIntentId = z
  .string({ error: CHECKOUT_MESSAGES.paymentNotFound })
  .regex(/^pi_[A-Za-z0-9_]{8,120}$/, { error: CHECKOUT_MESSAGES.paymentNotFound });

/**
 * The test provider's card form (docs/modules/checkout.md#rules). Only brand and last 4 are kept.
 */
/**
 * POST /api/checkout/cancel: the customer leaves a payment they started; without
 * an id, every payment of theirs still open (the cart drawer's Cancel payment).
 */
export const cancelPaymentSchema = z.object({ paymentIntentId: paymentIntentId.optional() });

/**
 * What the recovery job did with a payment of the customer's that was left without an order: made
 * its order, or refunded it. The checkout page tells them once.
 */
export const checkoutNoticeSchema = z.object({
  paymentIntentId: z.string(),
  outcome: z.enum(['order', 'refunded']),
  amount: money,
  paidAt: z.string(),
  orderNumber: z.string().nullable(),
});
export type CheckoutNotice = z.infer<typeof checkoutNoticeSchema>;
export const checkoutNoticesResponse = z.object({
  success: z.literal(true),
  notices: z.array(checkoutNoticeSchema),
});

export const testPaymentConfirmSchema = z.object({
  paymentIntentId,
  cardNumber: z.string().max(40).default(''),
  expiry: z.string().max(10).default(''),
  cvc: z.string().max(10).default(''),
});
/**
 * The test provider's card form as the browser checks it: checkTestCard's first problem, on its
 * field. The server runs the same checkTestCard on POST /api/test-payments/confirm once it has
 * found the payment (payments.service), so the form and the server say the same thing.
 */
export const testCardSchema = z
  .object({ cardNumber: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((card, ctx) => {
    const check = checkTestCard(card, new Date());
    if (!check.ok) ctx.addIssue({ code: 'custom', path: [check.field], message: check.message });
  });

export const testPaymentConfirmResponse = z.object({
  status: z.enum(['succeeded', 'failed']),
  error: z.string().nullable(),
});

/** POST /api/orders (docs/modules/checkout.md#rules). */
export const createOrderSchema = z.object({
  paymentIntentId,
  shippingAddress: shippingAddressSchema.optional(),
});

export const paymentConfigResponse = z.object({
  provider: z.enum(['test', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponse>;

/** POST /api/webhooks/stripe: the event was taken (once; a repeat says so). */
export const stripeWebhookResponse = z.object({
  received: z.literal(true),
  duplicate: z.boolean(),
});

/** GET/PUT /api/customer/addresses: the saved shipping (primary) and billing addresses. */
export const savedAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export const addressesResponse = z.object({
  success: z.literal(true),
  addresses: z.object({
    shipping: savedAddressSchema.nullable(),
    billing: savedAddressSchema.nullable(),
  }),
});
export type AddressesResponse = z.infer<typeof addressesResponse>;
export const updateAddressesSchema = z
  .object({ shipping: editedAddressSchema.optional(), billing: editedAddressSchema.optional() })
  .refine((v) => v.shipping || v.billing, { error: 'Send a shipping or a billing address' });
