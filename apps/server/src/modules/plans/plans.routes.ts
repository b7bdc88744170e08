import type { FastifyInstance } from 'fastify';
import { addPlan, listAdminPlans, listPlans, updatePlan } from '@shop/contract/plans/endpoints';
import { serve } from '../../plugins/endpoints.ts';
import type { PlansService } from './plans.service.ts';

/** The plans on sale (anyone) and the plan list's admin (staff who manage products). */
export async function planRoutes(app: FastifyInstance, { plans }: { plans: PlansService }) {
  serve(app, listPlans, async () => ({ success: true as const, plans: await plans.listActive() }));

  serve(app, listAdminPlans, async () => ({
    success: true as const,
    plans: await plans.listAll(),
  }));

  serve(app, addPlan, async (request) => ({
    success: true as const,
    plan: await plans.create(request.body),
  }));

  serve(app, updatePlan, async (request) => ({
    success: true as const,
    plan: await plans.update(request.params.id, request.body),
  }));
}
