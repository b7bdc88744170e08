import { defineEndpoint } from '../endpoint.ts';
import {
  adminTaxRateSchema,
  adminTaxRatesSchema,
  taxRateHistorySchema,
  taxRateUpdateSchema,
  taxStateParam,
} from '../settings.ts';
import { taxRateQuery, taxRateResponse } from '../tax.ts';

export const getTaxRate = defineEndpoint({
  method: 'GET',
  path: '/tax-rate',
  access: 'visitor',
  tags: ['checkout'],
  summary: "The sales-tax rate of a ZIP code's state (8% when unknown)",
  query: taxRateQuery,
  reply: taxRateResponse,
});

const settings = { access: { role: ['admin'] }, tags: ['settings'], errors: [404] } as const;

export const listTaxRates = defineEndpoint({
  ...settings,
  method: 'GET',
  path: '/admin/tax-rates',
  summary: "Every state's sales-tax rate in force today, since when and by whom",
  reply: adminTaxRatesSchema,
});

export const getTaxRateHistory = defineEndpoint({
  ...settings,
  method: 'GET',
  path: '/admin/tax-rates/:state/history',
  summary: "A state's published rate and every change made to it, newest first",
  params: taxStateParam,
  reply: taxRateHistorySchema,
});

export const setTaxRate = defineEndpoint({
  ...settings,
  method: 'PUT',
  path: '/admin/tax-rates/:state',
  summary: "Set a state's rate (a fraction) from an effective date on; new orders use it",
  params: taxStateParam,
  body: taxRateUpdateSchema,
  reply: adminTaxRateSchema,
});
