import { defineModule, route } from '../module.ts';
import { DEFAULT_LEAD_RATE_LIMITS, leadAdminRoutes, leadPublicRoutes } from './leads.routes.ts';
import { createLeadsService, type LeadsService } from './leads.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    leads: LeadsService;
  }
}

/** Contact, survey and quote requests, and the staff's work on them. */
export const leadsModule = defineModule({
  name: 'leads',
  needs: ['database', 'users', 'mail', 'rateLimits'],
  provides: ['leads'],
  create: ({ database, users, mail, rateLimits }, { config, logger }) => ({
    leads: createLeadsService({
      database,
      users,
      mail,
      rateLimits,
      publicUrl: config.publicUrl,
      staffEmail: config.staffEmail,
      logger,
    }),
  }),
  routes: ({ leads }, { leadRateLimits }) => [
    route(leadPublicRoutes, {
      leads,
      rateLimits: { ...DEFAULT_LEAD_RATE_LIMITS, ...leadRateLimits },
    }),
    route(leadAdminRoutes, { leads }),
  ],
});
