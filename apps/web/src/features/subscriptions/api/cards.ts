import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { CardOnFile } from '@shop/contract';
import {
  finishCardSetup,
  listMyCards,
  removeMyCard,
  saveTestCard,
  startCardSetup,
} from '@shop/contract/subscriptions/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

/**
 * The customer's saved cards (the payments module's): listed, added with the test provider's
 * form or Stripe's SetupIntent, removed unless a plan is charged to one (409).
 */
export const cardsKey = ['customer', 'cards'] as const;

export const myCardsQuery = () =>
  queryOptions({
    queryKey: cardsKey,
    queryFn: async () => (await call(listMyCards)).cards,
  });

function useRefreshCards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cardsKey });
}

type TestCard = { cardNumber: string; expiry: string; cvc: string };
type SaveAnswer = Awaited<ReturnType<typeof saveCard>>;
const saveCard = (body: TestCard) => call(saveTestCard, { body });

/** The test provider's form: the card saved, or refused with the processor's words. */
export function useSaveTestCard(reactions?: MutationReactions<SaveAnswer, TestCard>) {
  const refresh = useRefreshCards();
  return useCallMutation(
    { mutationFn: saveCard, onSuccess: async (answer) => void (answer.card && (await refresh())) },
    reactions,
  );
}

/** Stripe: a SetupIntent for the Payment Element to confirm. */
export const startStripeCardSetup = () => call(startCardSetup);

/** Stripe: the card a confirmed SetupIntent saved, kept. */
export function useFinishCardSetup(reactions?: MutationReactions<CardOnFile, string>) {
  const refresh = useRefreshCards();
  return useCallMutation(
    {
      mutationFn: async (setupIntentId: string) =>
        (await call(finishCardSetup, { body: { setupIntentId } })).card,
      onSuccess: () => refresh(),
    },
    reactions,
  );
}

export function useRemoveCard(reactions?: MutationReactions<unknown, number>) {
  const refresh = useRefreshCards();
  return useCallMutation(
    {
      mutationFn: (id: number) => call(removeMyCard, { params: { id } }),
      onSuccess: () => refresh(),
    },
    reactions,
  );
}
