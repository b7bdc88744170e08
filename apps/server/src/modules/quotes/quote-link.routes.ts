import type { FastifyInstance } from 'fastify';
import { QUOTE_LINK_MESSAGES } from '@shop/contract';
import {
  declineQuote,
  placeQuoteOrder,
  settleBalance,
  startBalancePayment,
  startQuotePayment,
  viewQuoteLink,
} from '@shop/contract/quotes/endpoints';
import { DomainError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { ServiceRegistry } from '../module.ts';
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

/**
 * The customer's quote link: open it, decline it, pay it (whole or the deposit) and make its
 * order. The token is the only key; paying needs a signed-in customer.
 */
export async function quoteLinkRoutes(
  app: FastifyInstance,
  { quoteLink, checkout }: { quoteLink: QuoteLinkService; checkout: ServiceRegistry['checkout'] },
) {
  const options = { config: { rateLimit: QUOTE_LINK_RATE_LIMIT } };

  serve(
    app,
    viewQuoteLink,
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { success: true as const, quote: await quoteLink.view(request.params.token) };
    },
    options,
  );

  serve(
    app,
    declineQuote,
    async (request) => {
      await quoteLink.decline(request.params.token, request.body.reason);
      return { success: true as const, message: QUOTE_LINK_MESSAGES.declined };
    },
    options,
  );

  serve(
    app,
    startQuotePayment,
    async (request) =>
      quoteLink.createPaymentIntent(
        request.params.token,
        currentUser(request),
        request.body.payment,
      ),
    options,
  );

  serve(
    app,
    placeQuoteOrder,
    async (request) => {
      const user = currentUser(request);
      await quoteLink.checkOrderIntent(request.params.token, user, request.body.paymentIntentId);
      return {
        success: true as const,
        ...(await checkout.placeQuoteOrder(user.id, request.body.paymentIntentId)),
      };
    },
    options,
  );
}

/** The balance of the customer's own order paid by deposit. */
export async function orderBalanceRoutes(
  app: FastifyInstance,
  { checkout }: { checkout: ServiceRegistry['checkout'] },
) {
  serve(app, startBalancePayment, async (request) =>
    checkout.balanceIntent(currentUser(request), request.params.id),
  );

  serve(app, settleBalance, async (request) => ({
    success: true as const,
    order: await checkout.placeBalance(
      currentUser(request).id,
      request.params.id,
      request.body.paymentIntentId,
    ),
  }));
}
