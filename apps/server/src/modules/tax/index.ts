import { defineModule, route } from '../module.ts';
import { taxRoutes } from './tax.routes.ts';
import { createTaxService, type TaxService } from './tax.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    tax: TaxService;
  }
}

/** Sales tax rates by state. */
export const taxModule = defineModule({
  name: 'tax',
  needs: ['database'],
  provides: ['tax'],
  create: ({ database }) => ({ tax: createTaxService({ database }) }),
  routes: ({ tax }) => [route(taxRoutes, { tax })],
});
