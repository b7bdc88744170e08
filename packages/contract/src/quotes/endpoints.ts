import { z } from 'zod';
import { idParam } from '../catalogue.ts';
import { paymentIntentResponse } from '../checkout.ts';
import { successMessageSchema } from '../common.ts';
import { defineEndpoint } from '../endpoint.ts';
import { orderResponse } from '../orders.ts';
import {
  quoteDeclineSchema,
  quoteLinkResponse,
  quoteOrderResponse,
  quotePaymentIntentResponse,
  quotePaymentIntentSchema,
  quotePlaceOrderSchema,
  quoteTokenParam,
} from '../quote-link.ts';
import {
  adminQuoteResponse,
  adminQuotesQuery,
  adminQuotesResponse,
  quoteCreateSchema,
  quotePrefillQuery,
  quotePrefillResponse,
  quotePreviewResponse,
  quotePreviewSchema,
  quoteUpdateSchema,
} from '../quotes-admin.ts';

/**
 * Quotes, the staff side: admins, and managers allowed to manage orders (a quote is the sale
 * before an order). No answer holds a quote's link: only the customer's e-mail does.
 */
const staff = {
  access: { permission: 'canManageOrders' },
  tags: ['admin quotes'],
  errors: [404],
} as const;
const staffWrite = { ...staff, errors: [404, 409] } as const;

export const listQuotes = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/quotes',
  summary: 'Quotes: filtered, searched, sorted and paged, with counts per status',
  query: adminQuotesQuery,
  reply: adminQuotesResponse,
});

export const getQuotePrefill = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/quotes/prefill',
  summary: "A new quote's customer and site from a site survey, a contact request or an account",
  query: quotePrefillQuery,
  reply: quotePrefillResponse,
});

export const previewQuote = defineEndpoint({
  ...staff,
  method: 'POST',
  path: '/admin/quotes/preview',
  summary: 'Price lines, a discount and a site ZIP as a save would, without saving',
  body: quotePreviewSchema,
  reply: quotePreviewResponse,
});

export const createQuote = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/quotes',
  summary: 'Create a draft quote: blank, or from a site survey, a contact request or an account',
  body: quoteCreateSchema,
  status: 201,
  reply: adminQuoteResponse,
});

export const getQuote = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/quotes/:id',
  summary: 'A quote with its lines, totals, versions, history, lead and order',
  params: idParam(),
  reply: adminQuoteResponse,
});

export const updateQuote = defineEndpoint({
  ...staffWrite,
  method: 'PUT',
  path: '/admin/quotes/:id',
  summary: 'Save a new version (409 when another was saved since); a sent quote goes back to draft',
  params: idParam(),
  body: quoteUpdateSchema,
  reply: adminQuoteResponse,
});

export const sendQuote = defineEndpoint({
  ...staffWrite,
  method: 'POST',
  path: '/admin/quotes/:id/send',
  summary: 'Send a draft: a new signed link e-mailed to the customer',
  params: idParam(),
  reply: adminQuoteResponse,
});

export const deleteQuote = defineEndpoint({
  ...staffWrite,
  method: 'DELETE',
  path: '/admin/quotes/:id',
  summary: 'Delete a draft that was never sent',
  params: idParam(),
  reply: successMessageSchema,
});

export const downloadQuotePdf = defineEndpoint({
  ...staff,
  method: 'GET',
  path: '/admin/quotes/:id/pdf',
  summary: 'The quote as a PDF',
  params: idParam(),
  reply: { file: 'application/pdf' },
});

/**
 * The customer's quote link: open it, decline it, pay it (whole or the deposit) and make its
 * order. The token is the only key; paying needs a signed-in customer who may make changes.
 */
const link = { tags: ['quotes'], params: quoteTokenParam } as const;

export const viewQuoteLink = defineEndpoint({
  ...link,
  method: 'GET',
  path: '/quotes/:token',
  access: 'visitor',
  summary: 'The quote a signed link opens (while it is sent or viewed and valid)',
  reply: quoteLinkResponse,
  errors: [404, 410, 429],
});

export const declineQuote = defineEndpoint({
  ...link,
  method: 'POST',
  path: '/quotes/:token/decline',
  access: 'visitor',
  summary: 'Decline the quote (an optional reason); staff are told',
  body: quoteDeclineSchema,
  reply: successMessageSchema,
  errors: [404, 410, 429],
});

export const startQuotePayment = defineEndpoint({
  ...link,
  method: 'POST',
  path: '/quotes/:token/payment-intent',
  access: 'account',
  summary: 'Accept the quote and start paying it: its total or the deposit (server amounts)',
  body: quotePaymentIntentSchema,
  reply: quotePaymentIntentResponse,
  errors: [404, 409, 410],
});

export const placeQuoteOrder = defineEndpoint({
  ...link,
  method: 'POST',
  path: '/quotes/:token/order',
  access: 'account',
  summary: 'Make the order of the paid quote (idempotent per payment)',
  body: quotePlaceOrderSchema,
  reply: quoteOrderResponse,
  errors: [404, 409],
});

/** The balance of the customer's own order paid by deposit. */
const balance = {
  access: 'account',
  tags: ['orders'],
  params: z.object({ id: z.coerce.number().int().positive() }),
  errors: [404, 409],
} as const;

export const startBalancePayment = defineEndpoint({
  ...balance,
  method: 'POST',
  path: '/customer/orders/:id/balance-intent',
  summary: 'Start paying what your order still owes (exactly its balance)',
  reply: paymentIntentResponse,
});

export const settleBalance = defineEndpoint({
  ...balance,
  method: 'POST',
  path: '/customer/orders/:id/balance',
  summary: 'Settle the balance with a succeeded payment (once)',
  body: quotePlaceOrderSchema,
  reply: orderResponse,
});
