import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminTaxRateSchema,
  adminTaxRatesSchema,
  errorResponseSchema,
  errorResponses,
  taxRateHistorySchema,
  taxRateQuery,
  taxRateResponse,
  taxRateUpdateSchema,
  taxStateParam,
} from '@shop/contract';
import { currentUser, requireRole } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
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

/** The tax table of the settings screen: admins only (DECISIONS.md section 4, issue 19). */
export async function taxAdminRoutes(app: FastifyInstance, { tax }: { tax: TaxService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(app, requireRole('admin'));
  const tags = ['settings'];
  const errors = errorResponses(400, 401, 403, 404);

  r.get(
    '/admin/tax-rates',
    {
      schema: {
        tags,
        summary: "Every state's sales-tax rate in force today, since when and by whom",
        response: { 200: adminTaxRatesSchema, ...errors },
      },
    },
    async () => ({ rates: await tax.table() }),
  );
  r.get(
    '/admin/tax-rates/:state/history',
    {
      schema: {
        tags,
        summary: "A state's published rate and every change made to it, newest first",
        params: taxStateParam,
        response: { 200: taxRateHistorySchema, ...errors },
      },
    },
    async (request) => tax.history(request.params.state),
  );
  r.put(
    '/admin/tax-rates/:state',
    {
      schema: {
        tags,
        summary: "Set a state's rate (a fraction) from an effective date on; new orders use it",
        params: taxStateParam,
        body: taxRateUpdateSchema,
        response: { 200: adminTaxRateSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      return tax.setRate(request.params.state, request.body, { id: user.id, name });
    },
  );
}
