import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminQuoteResponse,
  adminQuotesQuery,
  adminQuotesResponse,
  errorResponses,
  idParam,
  QUOTE_ADMIN_MESSAGES,
  quoteCreateSchema,
  quotePrefillQuery,
  quotePrefillResponse,
  quotePreviewResponse,
  quotePreviewSchema,
  quoteUpdateSchema,
  successMessageSchema,
} from '@shop/contract';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { QuotesService } from './quotes.service.ts';

/**
 * Quotes, the staff side (issue 21): admins, and managers allowed to manage orders (a quote is
 * the sale before an order). The guard runs on request, before a body is read. No answer
 * holds a quote's link: only the customer's e-mail does.
 */
export async function adminQuoteRoutes(
  app: FastifyInstance,
  { quotes, documents }: { quotes: QuotesService; documents: DocumentsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageOrders'));
  const tags = ['admin quotes'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);
  const params = idParam();

  r.get(
    '/admin/quotes',
    {
      schema: {
        tags,
        summary: 'Quotes: filtered, searched, sorted and paged, with counts per status',
        querystring: adminQuotesQuery,
        response: { 200: adminQuotesResponse, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, ...(await quotes.list(request.query)) }),
  );

  r.get(
    '/admin/quotes/prefill',
    {
      schema: {
        tags,
        summary:
          "A new quote's customer and site from a site survey, a contact request or an account",
        querystring: quotePrefillQuery,
        response: { 200: quotePrefillResponse, ...readErrors },
      },
    },
    async (request) => quotes.prefill(request.query),
  );

  r.post(
    '/admin/quotes/preview',
    {
      schema: {
        tags,
        summary: 'Price lines, a discount and a site ZIP as a save would, without saving',
        body: quotePreviewSchema,
        response: { 200: quotePreviewResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await quotes.preview(request.body, currentUser(request).id)),
    }),
  );

  r.post(
    '/admin/quotes',
    {
      schema: {
        tags,
        summary:
          'Create a draft quote: blank, or from a site survey, a contact request or an account',
        body: quoteCreateSchema,
        response: { 201: adminQuoteResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        quote: await quotes.create(request.body, currentUser(request).id),
      }),
  );

  r.get(
    '/admin/quotes/:id',
    {
      schema: {
        tags,
        summary: 'A quote with its lines, totals, versions, history, lead and order',
        params,
        response: { 200: adminQuoteResponse, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, quote: await quotes.get(request.params.id) }),
  );

  r.put(
    '/admin/quotes/:id',
    {
      schema: {
        tags,
        summary:
          'Save a new version (409 when another was saved since); a sent quote goes back to draft',
        params,
        body: quoteUpdateSchema,
        response: { 200: adminQuoteResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      quote: await quotes.update(request.params.id, request.body, currentUser(request).id),
    }),
  );

  r.post(
    '/admin/quotes/:id/send',
    {
      schema: {
        tags,
        summary: 'Send a draft: a new signed link e-mailed to the customer',
        params,
        response: { 200: adminQuoteResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      quote: await quotes.send(request.params.id, currentUser(request).id),
    }),
  );

  r.delete(
    '/admin/quotes/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft that was never sent',
        params,
        response: { 200: successMessageSchema, ...writeErrors },
      },
    },
    async (request) => {
      await quotes.remove(request.params.id);
      return { success: true as const, message: QUOTE_ADMIN_MESSAGES.deleted };
    },
  );

  r.get(
    '/admin/quotes/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The quote as a PDF',
        params,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await documents.quotePdf(await quotes.pdfInput(request.params.id));
      return reply.sendAttachment('application/pdf', fileName, pdf);
    },
  );
}
