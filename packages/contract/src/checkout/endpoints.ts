import { defineEndpoint } from '../endpoint.ts';
import {
  cancelPaymentSchema,
  checkoutNoticesResponse,
  createOrderSchema,
  createPaymentIntentSchema,
  paymentConfigResponse,
  paymentIntentResponse,
  stripeWebhookResponse,
  testPaymentConfirmResponse,
  testPaymentConfirmSchema,
} from '../checkout.ts';
import { successMessageSchema } from '../common.ts';
import { orderResponse } from '../orders.ts';

const tags = ['checkout'];
// Paying and placing the order: a guest account may not (it is read-only).
const payer = { access: 'account', tags, errors: [404, 409] } as const;
const buyer = { access: 'signedIn', tags, errors: [404, 409] } as const;

export const getPaymentConfig = defineEndpoint({
  method: 'GET',
  path: '/payment-config',
  access: 'visitor',
  tags,
  summary: 'Which payment provider the checkout uses (and Stripe\u2019s publishable key)',
  reply: paymentConfigResponse,
});

export const createPaymentIntent = defineEndpoint({
  ...payer,
  method: 'POST',
  path: '/create-payment-intent',
  summary: 'Start paying for the cart: the amount is the server\u2019s own (cents)',
  body: createPaymentIntentSchema,
  reply: paymentIntentResponse,
});

export const confirmTestPayment = defineEndpoint({
  ...payer,
  method: 'POST',
  path: '/test-payments/confirm',
  summary: 'The built-in test provider\u2019s card form (only Stripe\u2019s test numbers)',
  body: testPaymentConfirmSchema,
  reply: testPaymentConfirmResponse,
});

export const cancelPayment = defineEndpoint({
  ...buyer,
  method: 'POST',
  path: '/checkout/cancel',
  summary: 'Leave a started payment: it can no longer be paid and the cart can change',
  body: cancelPaymentSchema,
  reply: successMessageSchema,
});

export const listCheckoutNotices = defineEndpoint({
  ...buyer,
  method: 'GET',
  path: '/checkout/notices',
  summary: 'Payments of yours that were completed or refunded while you were away (once)',
  reply: checkoutNoticesResponse,
});

const placeOrderStep = {
  ...payer,
  method: 'POST',
  summary: 'Make the order of a succeeded payment (idempotent per payment)',
  body: createOrderSchema,
  reply: orderResponse,
} as const;

export const placeOrder = defineEndpoint({ ...placeOrderStep, path: '/orders' });

/** The older client's name for the same step (docs/modules/checkout.md#calls, Cart). */
export const convertCartToOrder = defineEndpoint({
  ...placeOrderStep,
  path: '/cart/convert-to-order',
});

/** Stripe's signature covers the exact bytes sent: the body is read raw. */
export const receiveStripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/webhooks/stripe',
  access: 'visitor',
  tags,
  summary: 'Stripe events (signed)',
  body: 'raw',
  reply: stripeWebhookResponse,
  errors: [404],
});
