import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponses,
  orderResponse,
  quoteOrderResponse,
  paymentIntentResponse,
  QUOTE_LINK_MESSAGES,
  quoteDeclineSchema,
  quoteLinkResponse,
  quotePaymentIntentSchema,
  quotePlaceOrderSchema,
  quoteTokenParam,
  successMessageSchema,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import { currentUser, requireWriteAccess } from '../../plugins/auth-guards.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { QuoteLinkService } from './quote-link.service.ts';

/**
 * Per client address, for every call of a quote link: a customer opens, reloads and answers a
 * quote a few dozen times at most; a script guessing links meets the limit (and 256-bit
 * tokens) long before it finds one.
 */
export const QUOTE_LINK_RATE_LIMIT = {
  max: 300,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: { ip: string }) => `quote-link|${request.ip}`,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    new DomainError('rate_limited', `Too many requests. Please wait ${context.after}.`, {
      code: 'RATE_LIMITED',
    }),
};

const tags = ['quotes'];

/**
 * The customer's quote link (issue 21 item 2): open it, decline it, pay it (whole or the
 * deposit) and make its order. The token is the only key; paying needs a signed-in customer.
 */
export async function quoteLinkRoutes(
  app: FastifyInstance,
  { quoteLink, checkout }: { quoteLink: QuoteLinkService; checkout: CheckoutService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: QUOTE_LINK_RATE_LIMIT };

  r.get(
    '/quotes/:token',
    {
      config,
      schema: {
        tags,
        summary: 'The quote a signed link opens (while it is sent or viewed and valid)',
        params: quoteTokenParam,
        response: { 200: quoteLinkResponse, ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, quote: await quoteLink.view(request.params.token) };
    },
  );

  r.post(
    '/quotes/:token/decline',
    {
      config,
      schema: {
        tags,
        summary: 'Decline the quote (an optional reason); staff are told',
        params: quoteTokenParam,
        body: quoteDeclineSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 404, 410, 429) },
      },
    },
    async (request) => {
      await quoteLink.decline(request.params.token, request.body.reason);
      return { success: true as const, message: QUOTE_LINK_MESSAGES.declined };
    },
  );

  r.post(
    '/quotes/:token/payment-intent',
    {
      config,
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary: 'Accept the quote and start paying it: its total or the deposit (server amounts)',
        params: quoteTokenParam,
        body: quotePaymentIntentSchema,
        response: { 200: paymentIntentResponse, ...errorResponses(400, 401, 403, 404, 409, 410) },
      },
    },
    async (request) =>
      quoteLink.createPaymentIntent(
        request.params.token,
        currentUser(request),
        request.body.payment,
      ),
  );

  r.post(
    '/quotes/:token/order',
    {
      config,
      onRequest: requireWriteAccess,
      schema: {
        tags,
        summary: 'Make the order of the paid quote (idempotent per payment)',
        params: quoteTokenParam,
        body: quotePlaceOrderSchema,
        response: { 200: quoteOrderResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await quoteLink.checkOrderIntent(request.params.token, user, request.body.paymentIntentId);
      return {
        success: true as const,
        ...(await checkout.placeQuoteOrder(user.id, request.body.paymentIntentId)),
      };
    },
  );
}

const orderIdParam = z.object({ id: z.coerce.number().int().positive() });

/** The balance of the customer's own order paid by deposit (issue 21). */
export async function orderBalanceRoutes(
  app: FastifyInstance,
  { checkout }: { checkout: CheckoutService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/customer/orders/:id/balance-intent',
    {
      onRequest: requireWriteAccess,
      schema: {
        tags: ['orders'],
        summary: 'Start paying what your order still owes (exactly its balance)',
        params: orderIdParam,
        response: { 200: paymentIntentResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => checkout.balanceIntent(currentUser(request), request.params.id),
  );

  r.post(
    '/customer/orders/:id/balance',
    {
      onRequest: requireWriteAccess,
      schema: {
        tags: ['orders'],
        summary: 'Settle the balance with a succeeded payment (once)',
        params: orderIdParam,
        body: quotePlaceOrderSchema,
        response: { 200: orderResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      order: await checkout.placeBalance(
        currentUser(request).id,
        request.params.id,
        request.body.paymentIntentId,
      ),
    }),
  );
}
