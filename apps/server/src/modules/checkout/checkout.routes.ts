import type { FastifyInstance } from 'fastify';
import { CHECKOUT_MESSAGES } from '@shop/contract';
import {
  cancelPayment,
  confirmTestPayment,
  convertCartToOrder,
  createPaymentIntent,
  getPaymentConfig,
  listCheckoutNotices,
  placeOrder,
  receiveStripeWebhook,
} from '@shop/contract/checkout/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve, type EndpointRequest } from '../../plugins/endpoints.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { CheckoutService } from './checkout.service.ts';

export async function checkoutRoutes(
  app: FastifyInstance,
  { checkout, payments }: { checkout: CheckoutService; payments: PaymentsService },
) {
  serve(app, getPaymentConfig, async () => payments.publicConfig());

  serve(app, createPaymentIntent, async (request) =>
    checkout.createPaymentIntent(currentUser(request).id, request.body.shippingAddress),
  );

  serve(app, confirmTestPayment, async (request) =>
    payments.confirmTestPayment(currentUser(request).id, request.body),
  );

  serve(app, cancelPayment, async (request) => {
    await checkout.cancelPayment(currentUser(request).id, request.body.paymentIntentId);
    return { success: true as const, message: CHECKOUT_MESSAGES.paymentCanceled };
  });

  serve(app, listCheckoutNotices, async (request) => ({
    success: true as const,
    notices: await checkout.recoveryNotices(currentUser(request).id),
  }));

  const handlePlaceOrder = async (request: EndpointRequest<typeof placeOrder>) => ({
    success: true as const,
    order: await checkout.placeOrder(currentUser(request).id, request.body.paymentIntentId),
  });
  serve<typeof placeOrder>(app, placeOrder, handlePlaceOrder);
  // The older client's name for the same step (docs/modules/checkout.md#calls, Cart).
  serve<typeof convertCartToOrder>(app, convertCartToOrder, handlePlaceOrder);
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
  serve(app, receiveStripeWebhook, async (request) => {
    const signature = request.headers['stripe-signature'];
    const result = await payments.applyStripeWebhook(
      request.body as Buffer,
      typeof signature === 'string' ? signature : undefined,
    );
    if (result.succeededIntentId) await checkout.completeFromWebhook(result.succeededIntentId);
    return { received: true as const, duplicate: result.duplicate };
  });
}
