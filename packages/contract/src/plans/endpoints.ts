import { idParam } from '../catalogue.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  adminPlanResponse,
  adminPlansResponse,
  planInputSchema,
  plansResponse,
  planUpdateSchema,
} from '../plans.ts';

/** The plans on sale: anyone (the /services page, a quote's plan lines). */
export const listPlans = defineEndpoint({
  access: 'visitor',
  tags: ['plans'],
  method: 'GET',
  path: '/plans',
  summary: 'The monitoring and maintenance plans on sale, in their order',
  reply: plansResponse,
});

/** The plan list's admin: staff who manage products (a plan is what the shop sells). */
const editor = {
  access: { permission: 'canManageProducts' },
  tags: ['admin plans'],
  errors: [404, 409],
} as const;

export const listAdminPlans = defineEndpoint({
  ...editor,
  method: 'GET',
  path: '/admin/plans',
  summary: 'Every plan, retired ones included, with the subscriptions on each',
  reply: adminPlansResponse,
});

export const addPlan = defineEndpoint({
  ...editor,
  method: 'POST',
  path: '/admin/plans',
  summary: 'Add a plan',
  body: planInputSchema,
  status: 201,
  reply: adminPlanResponse,
});

export const updatePlan = defineEndpoint({
  ...editor,
  method: 'PUT',
  path: '/admin/plans/:id',
  summary:
    "Change a plan (new subscriptions take its new figures; running ones keep theirs); { status: 'retired' } stops selling it",
  params: idParam(),
  body: planUpdateSchema,
  reply: adminPlanResponse,
});
