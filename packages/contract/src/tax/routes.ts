// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const getTaxRate = route<typeof endpoints.getTaxRate>('GET', '/tax-rate');
export const getTaxRateHistory = route<typeof endpoints.getTaxRateHistory>('GET', '/admin/tax-rates/:state/history');
export const listTaxRates = route<typeof endpoints.listTaxRates>('GET', '/admin/tax-rates');
export const setTaxRate = route<typeof endpoints.setTaxRate>('PUT', '/admin/tax-rates/:state');
