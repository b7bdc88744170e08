import type { FastifyInstance } from 'fastify';
import {
  getTaxRate,
  getTaxRateHistory,
  listTaxRates,
  setTaxRate,
} from '@shop/contract/tax/endpoints';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
import type { TaxService } from './tax.service.ts';

export async function taxRoutes(app: FastifyInstance, { tax }: { tax: TaxService }) {
  serve(app, getTaxRate, async (request) => {
    const zip = request.query.zip.trim();
    return { success: true as const, zip, ...(await tax.rateForZip(zip)) };
  });
  serve(app, listTaxRates, async () => ({ rates: await tax.table() }));
  serve(app, getTaxRateHistory, async (request) => tax.history(request.params.state));
  serve(app, setTaxRate, async (request) => {
    const user = currentUser(request);
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
    return tax.setRate(request.params.state, request.body, { id: user.id, name });
  });
}
