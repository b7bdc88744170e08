import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema, taxRateQuery, taxRateResponse } from '@shop/contract';
import type { TaxService } from './tax.service.ts';

export async function taxRoutes(app: FastifyInstance, { tax }: { tax: TaxService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/tax-rate',
    {
      schema: {
        tags: ['checkout'],
        summary: "The sales-tax rate of a ZIP code's state (8% when unknown)",
        querystring: taxRateQuery,
        response: { 200: taxRateResponse, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const zip = request.query.zip.trim();
      return { success: true as const, zip, ...(await tax.rateForZip(zip)) };
    },
  );
}
