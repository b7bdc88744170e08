// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const addPlan = route<typeof endpoints.addPlan>('POST', '/admin/plans', { money: { body: ['monthlyPrice', 'setupFee', 'yearlyPrice'], reply: ['plan.monthlyPrice', 'plan.setupFee', 'plan.yearlyPrice'] } });
export const listAdminPlans = route<typeof endpoints.listAdminPlans>('GET', '/admin/plans', { money: { reply: ['plans.*.monthlyPrice', 'plans.*.setupFee', 'plans.*.yearlyPrice'] } });
export const listPlans = route<typeof endpoints.listPlans>('GET', '/plans', { money: { reply: ['plans.*.monthlyPrice', 'plans.*.setupFee', 'plans.*.yearlyPrice'] } });
export const updatePlan = route<typeof endpoints.updatePlan>('PUT', '/admin/plans/:id', { money: { body: ['monthlyPrice', 'setupFee', 'yearlyPrice'], reply: ['plan.monthlyPrice', 'plan.setupFee', 'plan.yearlyPrice'] } });
