import { defineModule, route } from '../module.ts';
import { planRoutes } from './plans.routes.ts';
import { createPlansService, type PlansService } from './plans.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    plans: PlansService;
  }
}

/** The monitoring and maintenance plans the shop sells (ADR 0075). */
export const plansModule = defineModule({
  name: 'plans',
  needs: ['database'],
  provides: ['plans'],
  create: ({ database }) => ({ plans: createPlansService({ database }) }),
  routes: ({ plans }) => [route(planRoutes, { plans })],
});
