import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSubscriptionDetail,
  AdminSubscriptionsQuery,
  BillingInterval,
  StartSubscription,
} from '@shop/contract';
import {
  adminCancellation,
  adminCancelSubscription,
  adminChangePlan,
  adminKeepSubscription,
  adminPauseSubscription,
  adminPreviewPlanChange,
  adminResumeSubscription,
  adminStartSubscription,
  advanceTestClock,
  exportSuspendedCsv,
  getAdminInvoicePdf,
  getAdminSubscription,
  listAdminSubscriptions,
  refundSubscriptionInvoice,
} from '@shop/contract/subscriptions/routes';
import { call, routeUrl } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { adminPlansKey } from './plans';
import { recurringRevenueKey } from './recurring-revenue';

/** Every staff subscription query starts with this key. */
export const adminSubscriptionsKey = ['admin', 'subscriptions'] as const;

/** A page of the list, filtered and searched by the server. */
export const adminSubscriptionsListQuery = (query: AdminSubscriptionsQuery) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, 'list', query],
    queryFn: () => call(listAdminSubscriptions, { query }),
    placeholderData: keepPreviousData,
  });

/** One subscription with its customer, site devices, invoices, history and the payment mode. */
export const adminSubscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, 'detail', id],
    queryFn: () => call(getAdminSubscription, { params: { id } }),
  });

/**
 * When a cancel at the period's end would take effect and the minimum term it honours (or
 * that the plan, not running, would end at once), shown before the cancel is confirmed.
 */
export const adminCancellationQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, 'cancellation', id],
    queryFn: () => call(adminCancellation, { params: { id } }),
    staleTime: 0,
  });

/** What moving the subscription to a plan and interval now charges or credits (nothing written). */
export const adminChangePreviewQuery = (id: number, planId: number, interval: BillingInterval) =>
  queryOptions({
    queryKey: [...adminSubscriptionsKey, 'change-preview', id, planId, interval],
    queryFn: () => call(adminPreviewPlanChange, { params: { id }, body: { planId, interval } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The monitoring accounts to suspend, as CSV. */
export const suspendedCsvUrl = () => routeUrl(exportSuspendedCsv);

/** A subscription invoice as a PDF. */
export const adminInvoicePdfUrl = (id: number, invoiceId: number) =>
  routeUrl(getAdminInvoicePdf, { params: { id, invoiceId } });

export type SubscriptionAction =
  | { action: 'cancel'; when: 'period_end' | 'now'; reason: string }
  | { action: 'keep' }
  | { action: 'pause' }
  | { action: 'resume' }
  | { action: 'change'; planId: number; interval: 'month' | 'year' }
  | { action: 'refund'; invoiceId: number; note: string }
  | { action: 'clock'; to: string };

function send(id: number, a: SubscriptionAction): Promise<AdminSubscriptionDetail> {
  const params = { id };
  switch (a.action) {
    case 'cancel':
      return call(adminCancelSubscription, { params, body: { when: a.when, reason: a.reason } });
    case 'keep':
      return call(adminKeepSubscription, { params });
    case 'pause':
      return call(adminPauseSubscription, { params });
    case 'resume':
      return call(adminResumeSubscription, { params });
    case 'change':
      return call(adminChangePlan, { params, body: { planId: a.planId, interval: a.interval } });
    case 'refund':
      return call(refundSubscriptionInvoice, {
        params: { id, invoiceId: a.invoiceId },
        body: { note: a.note },
      });
    case 'clock':
      return call(advanceTestClock, { params, body: { to: a.to } });
  }
}

/**
 * A staff action on a subscription: its answer is the subscription as it now stands, written
 * into the detail's cache; the list, the plans' counts and the owner's figures are made stale.
 */
export function useSubscriptionAction(
  id: number,
  reactions: MutationReactions<AdminSubscriptionDetail, SubscriptionAction> = {},
) {
  const client = useQueryClient();
  return useCallMutation<AdminSubscriptionDetail, SubscriptionAction>(
    {
      mutationFn: (a) => send(id, a),
      onSuccess: async (answer) => {
        client.setQueryData([...adminSubscriptionsKey, 'detail', id], answer);
        await Promise.all([
          client.invalidateQueries({ queryKey: [...adminSubscriptionsKey, 'list'] }),
          client.invalidateQueries({ queryKey: adminPlansKey }),
          client.invalidateQueries({ queryKey: recurringRevenueKey }),
          client.invalidateQueries({ queryKey: ['admin', 'stats'] }),
        ]);
      },
    },
    reactions,
  );
}

/** What staff send to start a plan for a customer's account. */
export type StartForCustomer = StartSubscription & { customerId: number };

/**
 * Start a plan for a customer's account: it waits for the customer to confirm it by paying its
 * first invoice. The answer is written into the detail's cache (the screen goes there next);
 * the list, the plans' counts and the admin figures are made stale.
 */
export function useStartForCustomer(
  reactions: MutationReactions<AdminSubscriptionDetail, StartForCustomer> = {},
) {
  const client = useQueryClient();
  return useCallMutation<AdminSubscriptionDetail, StartForCustomer>(
    {
      mutationFn: (body) => call(adminStartSubscription, { body }),
      // The screen leaves for the new subscription at once: the lists are not waited for.
      onSuccess: (answer) => {
        client.setQueryData([...adminSubscriptionsKey, 'detail', answer.subscription.id], answer);
        void Promise.all([
          client.invalidateQueries({ queryKey: [...adminSubscriptionsKey, 'list'] }),
          client.invalidateQueries({ queryKey: adminPlansKey }),
          client.invalidateQueries({ queryKey: ['admin', 'stats'] }),
        ]);
      },
    },
    reactions,
  );
}
