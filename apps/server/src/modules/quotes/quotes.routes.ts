import type { FastifyInstance } from 'fastify';
import { QUOTE_ADMIN_MESSAGES } from '@shop/contract';
import {
  createQuote,
  deleteQuote,
  downloadQuotePdf,
  getQuote,
  getQuotePrefill,
  listQuotes,
  previewQuote,
  sendQuote,
  updateQuote,
} from '@shop/contract/quotes/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { QuotesService } from './quotes.service.ts';

/**
 * Quotes, the staff side: admins, and managers allowed to manage orders (their access is
 * declared with the endpoints). No answer holds a quote's link: only the customer's e-mail does.
 */
export async function adminQuoteRoutes(
  app: FastifyInstance,
  { quotes, documents }: { quotes: QuotesService; documents: DocumentsService },
) {
  serve(app, listQuotes, async (request) => ({
    success: true as const,
    ...(await quotes.list(request.query)),
  }));

  serve(app, getQuotePrefill, async (request) => quotes.prefill(request.query));

  serve(app, previewQuote, async (request) => ({
    success: true as const,
    ...(await quotes.preview(request.body, currentUser(request).id)),
  }));

  serve(app, createQuote, async (request) => ({
    success: true as const,
    quote: await quotes.create(request.body, currentUser(request).id),
  }));

  serve(app, getQuote, async (request) => ({
    success: true as const,
    quote: await quotes.get(request.params.id),
  }));

  serve(app, updateQuote, async (request) => ({
    success: true as const,
    quote: await quotes.update(request.params.id, request.body, currentUser(request).id),
  }));

  serve(app, sendQuote, async (request) => ({
    success: true as const,
    quote: await quotes.send(request.params.id, currentUser(request).id),
  }));

  serve(app, deleteQuote, async (request) => {
    await quotes.remove(request.params.id);
    return { success: true as const, message: QUOTE_ADMIN_MESSAGES.deleted };
  });

  serve(app, downloadQuotePdf, async (request, reply) => {
    const { fileName, pdf } = await documents.quotePdf(await quotes.pdfInput(request.params.id));
    return reply.sendAttachment('application/pdf', fileName, pdf);
  });
}
