import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AdminPlan, PlanInput, PlanUpdate } from '@shop/contract';
import { addPlan, listAdminPlans, listPlans, updatePlan } from '@shop/contract/plans/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const adminPlansKey = ['admin', 'plans'] as const;

/** Every plan, retired ones too, with the subscriptions on each (staff who manage products). */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: adminPlansKey,
    queryFn: async () => (await call(listAdminPlans)).plans,
  });

/** The plans on sale, as anyone may read them: what a subscription can be changed to. */
export const plansOnSaleQuery = () =>
  queryOptions({
    queryKey: ['plans', 'on-sale'],
    queryFn: async () => (await call(listPlans)).plans,
  });

export type PlanWriteVariables =
  { op: 'add'; input: PlanInput } | { op: 'update'; id: number; input: PlanUpdate };

/** Add a plan or change one (retire: `{ status: 'retired' }`); the plan lists are asked again. */
export function usePlanWrite(reactions: MutationReactions<AdminPlan, PlanWriteVariables> = {}) {
  const client = useQueryClient();
  return useCallMutation<AdminPlan, PlanWriteVariables>(
    {
      mutationFn: async (w) =>
        (w.op === 'add'
          ? await call(addPlan, { body: w.input })
          : await call(updatePlan, { params: { id: w.id }, body: w.input })
        ).plan,
      onSuccess: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: adminPlansKey }),
          client.invalidateQueries({ queryKey: ['plans'] }),
        ]),
    },
    reactions,
  );
}
