import { defineModule, route } from '../module.ts';
import { createDepositPolicy } from './deposit-policy.ts';
import { orderBalanceRoutes, quoteLinkRoutes } from './quote-link.routes.ts';
import { createQuoteLinkService, type QuoteLinkService } from './quote-link.service.ts';
import { createQuotePipeline, type QuotePipeline } from './quote-pipeline.ts';
import { adminQuoteRoutes } from './quotes.routes.ts';
import { createQuotesService, type QuotesService } from './quotes.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    quotes: QuotesService;
    quoteLink: QuoteLinkService;
    quotePipeline: QuotePipeline;
  }
}

/** Staff quotes, the customer's quote link (accept, pay the deposit) and the pipeline figures. */
export const quotesModule = defineModule({
  name: 'quotes',
  needs: [
    'database',
    'installations',
    'leads',
    'mail',
    'settings',
    'users',
    'catalogue',
    'payments',
    'tax',
    'orders',
    'plans',
  ],
  provides: ['quotes', 'quoteLink', 'quotePipeline'],
  uses: ['checkout', 'documents'],
  create: (
    {
      database,
      installations,
      leads,
      mail,
      settings,
      users,
      catalogue,
      payments,
      tax,
      orders,
      plans,
    },
    { config },
  ) => {
    // The deposit policy is the quotes module's: the percent is kept with the installation
    // settings, what it means for a quote is decided in deposit-policy.ts.
    const deposits = createDepositPolicy({ installations });
    return {
      quoteLink: createQuoteLinkService({
        database,
        deposits,
        leads,
        mail,
        settings,
        users,
        catalogue,
        payments,
        publicUrl: config.publicUrl,
        staffEmail: config.staffEmail,
        stockHoldMinutes: config.stockHoldMinutes,
      }),
      quotes: createQuotesService({
        database,
        installations,
        deposits,
        tax,
        users,
        leads,
        orders,
        plans,
        mail,
        publicUrl: config.publicUrl,
      }),
      quotePipeline: createQuotePipeline(database),
    };
  },
  routes: ({ quotes, quoteLink, checkout, documents }) => [
    route(adminQuoteRoutes, { quotes, documents }),
    route(quoteLinkRoutes, { quoteLink, checkout }),
    route(orderBalanceRoutes, { checkout }),
  ],
  // Sent quotes past their valid-until day expire, and their leads are marked lost.
  jobs: ({ quotes }) => [
    {
      name: 'quotes.expire',
      everyMs: 60 * 60_000,
      run: async () => {
        await quotes.expire();
      },
    },
  ],
});
