import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import type { BillingInterval, StartSubscription, Subscription } from '@shop/contract';
import {
  cancelMySubscription,
  changeMyPlan,
  chargeInvoiceNow,
  getCancellation,
  getMyInvoicePdf,
  getMySubscription,
  keepMySubscription,
  listMySubscriptions,
  pauseMySubscription,
  payInvoice,
  previewPlanChange,
  previewSubscription,
  resumeMySubscription,
  setSubscriptionCard,
  startInvoicePayment,
  startSubscription,
} from '@shop/contract/subscriptions/routes';
import { call, routeUrl } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { cardsKey } from './cards';

/**
 * The customer's plans (docs/modules/subscriptions.md): the list of the dashboard's Plans tab
 * and one plan's page. Every write makes both stale, and the answer is shown once they are
 * read again, so an outcome is told beside the state it left. No amount is ever sent: the
 * server prices every start, change and invoice itself.
 */
export const subscriptionsKey = ['customer', 'subscriptions'] as const;

export const mySubscriptionsQuery = () =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'list'],
    queryFn: async () => (await call(listMySubscriptions)).subscriptions,
  });

export const mySubscriptionQuery = (id: number) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'one', id],
    queryFn: () => call(getMySubscription, { params: { id } }),
  });

/** What subscribing charges today and each period after, for the form's values (a read). */
export const subscriptionPreviewQuery = (body: StartSubscription) =>
  queryOptions({
    queryKey: ['subscription-preview', body],
    queryFn: () => call(previewSubscription, { body }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** When a cancel asked now would end the plan, shown before it is confirmed. */
export const cancellationQuery = (id: number) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'cancellation', id],
    queryFn: () => call(getCancellation, { params: { id } }),
    staleTime: 0,
  });

/** What moving to a plan and interval now charges or credits (a read, nothing written). */
export const planChangePreviewQuery = (id: number, planId: number, interval: BillingInterval) =>
  queryOptions({
    queryKey: [...subscriptionsKey, 'change-preview', id, planId, interval],
    queryFn: () => call(previewPlanChange, { params: { id }, body: { planId, interval } }),
    placeholderData: keepPreviousData,
  });

export const invoicePdfUrl = (id: number, invoiceId: number) =>
  routeUrl(getMyInvoicePdf, { params: { id, invoiceId } });

/** A card payment for an open invoice (the card is kept for the plan). */
export const startInvoiceCardPayment = (id: number, invoiceId: number) =>
  call(startInvoicePayment, { params: { id, invoiceId } });

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: subscriptionsKey });
}

/** Subscribe: the subscription awaiting its first invoice, and that invoice's card payment. */
export function useStartSubscription() {
  const refresh = useRefreshPlans();
  return useCallMutation({
    mutationFn: (body: StartSubscription) => call(startSubscription, { body }),
    onSuccess: () => refresh(),
  });
}

type InvoiceRef = { id: number; invoiceId: number };

/** The card payment the browser confirmed, recorded: the invoice is paid once. */
export function usePayInvoice(
  reactions?: MutationReactions<Subscription, InvoiceRef & { paymentIntentId: string }>,
) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPlans();
  return useCallMutation(
    {
      mutationFn: async ({
        id,
        invoiceId,
        paymentIntentId,
      }: InvoiceRef & { paymentIntentId: string }) =>
        (await call(payInvoice, { params: { id, invoiceId }, body: { paymentIntentId } }))
          .subscription,
      // The card paid with is kept: the saved cards are read again too.
      onSuccess: () =>
        Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: cardsKey })]),
    },
    reactions,
  );
}

type ChargeAnswer = Awaited<ReturnType<typeof chargeNow>>;
const chargeNow = ({ id, invoiceId, cardId }: InvoiceRef & { cardId: number }) =>
  call(chargeInvoiceNow, { params: { id, invoiceId }, body: { cardId } });

/** An open invoice charged now to a saved card: paid, or refused with the processor's words. */
export function useChargeInvoice(
  reactions?: MutationReactions<ChargeAnswer, InvoiceRef & { cardId: number }>,
) {
  const refresh = useRefreshPlans();
  return useCallMutation({ mutationFn: chargeNow, onSuccess: () => refresh() }, reactions);
}

/** A write of one plan that answers the plan: the lists and the page are read again. */
function usePlanWrite<V>(
  send: (variables: V) => Promise<{ subscription: Subscription }>,
  reactions?: MutationReactions<Subscription, V>,
) {
  const refresh = useRefreshPlans();
  return useCallMutation<Subscription, V>(
    {
      mutationFn: async (variables: V) => (await send(variables)).subscription,
      onSuccess: () => refresh(),
    },
    reactions,
  );
}

type PlanChoice = { planId: number; interval: BillingInterval };

export const useSetPlanCard = (id: number, reactions?: MutationReactions<Subscription, number>) =>
  usePlanWrite(
    (cardId: number) => call(setSubscriptionCard, { params: { id }, body: { cardId } }),
    reactions,
  );

export const useCancelPlan = (id: number, reactions?: MutationReactions<Subscription, string>) =>
  usePlanWrite(
    (reason: string) => call(cancelMySubscription, { params: { id }, body: { reason } }),
    reactions,
  );

export const useKeepPlan = (id: number, reactions?: MutationReactions<Subscription, void>) =>
  usePlanWrite(() => call(keepMySubscription, { params: { id } }), reactions);

export const usePausePlan = (id: number, reactions?: MutationReactions<Subscription, void>) =>
  usePlanWrite(() => call(pauseMySubscription, { params: { id } }), reactions);

export const useResumePlan = (id: number, reactions?: MutationReactions<Subscription, void>) =>
  usePlanWrite(() => call(resumeMySubscription, { params: { id } }), reactions);

export const useChangePlan = (
  id: number,
  reactions?: MutationReactions<Subscription, PlanChoice>,
) => usePlanWrite((body: PlanChoice) => call(changeMyPlan, { params: { id }, body }), reactions);
