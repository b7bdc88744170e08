import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  cancelPaymentSchema,
  CHECKOUT_MESSAGES,
  checkoutNoticesResponse,
  createOrderSchema,
  createPaymentIntentSchema,
  errorResponses,
  orderResponse,
  paymentConfigResponse,
  paymentIntentResponse,
  successMessageSchema,
  testPaymentConfirmResponse,
  testPaymentConfirmSchema,
} from '@shop/contract';
import { currentUser, requireUser, requireWriteAccess } from '../../plugins/auth-guards.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { CheckoutService } from './checkout.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);

export async function checkoutRoutes(
  app: FastifyInstance,
  { checkout, payments }: { checkout: CheckoutService; payments: PaymentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['checkout'];

  r.get(
    '/payment-config',
    {
      schema: {
        tags,
        summary: 'Which payment provider the checkout uses (and Stripe\u2019s publishable key)',
        response: { 200: paymentConfigResponse },
      },
    },
    async () => payments.publicConfig(),
  );

  r.post(
    '/create-payment-intent',
    {
      // A guest account may not pay (it is read-only); refused before the body is read.
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary: 'Start paying for the cart: the amount is the server\u2019s own (cents)',
        body: createPaymentIntentSchema,
        response: { 200: paymentIntentResponse, ...errors },
      },
    },
    async (request) =>
      checkout.createPaymentIntent(currentUser(request).id, request.body.shippingAddress),
  );

  r.post(
    '/test-payments/confirm',
    {
      // A guest account may not pay (it is read-only); refused before the body is read.
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary: 'The built-in test provider\u2019s card form (only Stripe\u2019s test numbers)',
        body: testPaymentConfirmSchema,
        response: { 200: testPaymentConfirmResponse, ...errors },
      },
    },
    async (request) => payments.confirmTestPayment(currentUser(request).id, request.body),
  );

  r.post(
    '/checkout/cancel',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Leave a started payment: it can no longer be paid and the cart can change',
        body: cancelPaymentSchema,
        response: { 200: successMessageSchema, ...errors },
      },
    },
    async (request) => {
      await checkout.cancelPayment(currentUser(request).id, request.body.paymentIntentId);
      return { success: true as const, message: CHECKOUT_MESSAGES.paymentCanceled };
    },
  );

  r.get(
    '/checkout/notices',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Payments of yours that were completed or refunded while you were away (once)',
        response: { 200: checkoutNoticesResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        success: true as const,
        notices: await checkout.recoveryNotices(currentUser(request).id),
      };
    },
  );

  const placeOrder = {
    onRequest: requireWriteAccess,
    schema: {
      tags,
      summary: 'Make the order of a succeeded payment (idempotent per payment)',
      body: createOrderSchema,
      response: { 200: orderResponse, ...errors },
    },
  };
  const handlePlaceOrder = async (
    request: { body: z.infer<typeof createOrderSchema> } & Parameters<typeof currentUser>[0],
  ) => ({
    success: true as const,
    order: await checkout.placeOrder(currentUser(request).id, request.body.paymentIntentId),
  });
  r.post('/orders', placeOrder, handlePlaceOrder);
  // The older client's name for the same step (storefront.md section 7, Cart).
  r.post('/cart/convert-to-order', placeOrder, handlePlaceOrder);
}

/**
 * Stripe's webhook. Its signature is computed over the exact bytes sent, so this route (and
 * only this one) reads the body raw.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  { checkout, payments }: { checkout: CheckoutService; payments: PaymentsService },
) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/webhooks/stripe',
    { schema: { tags: ['checkout'], summary: 'Stripe events (signed)', hide: false } },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const result = await payments.applyStripeWebhook(
        request.body as Buffer,
        typeof signature === 'string' ? signature : undefined,
      );
      if (result.succeededIntentId) await checkout.completeFromWebhook(result.succeededIntentId);
      return { received: true, duplicate: result.duplicate };
    },
  );
}
