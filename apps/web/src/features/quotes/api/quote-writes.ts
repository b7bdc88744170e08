import { useQueryClient } from '@tanstack/react-query';
import type { AdminQuote, QuoteCreateInput, QuoteUpdateInput } from '@shop/contract';
import { createQuote, deleteQuote, sendQuote, updateQuote } from '@shop/contract/quotes/routes';
import { call } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { quotesKey } from './quotes';

/**
 * The staff's writes of a quote. Each answer is the quote as saved: it is written into the
 * detail's cache and the lists are made stale.
 */
function useQuoteWrite<V>(
  call: (variables: V) => Promise<AdminQuote>,
  reactions: MutationReactions<AdminQuote, V>,
) {
  const client = useQueryClient();
  return useCallMutation<AdminQuote, V>(
    {
      mutationFn: call,
      onSuccess: async (quote) => {
        client.setQueryData([...quotesKey, 'detail', quote.id], quote);
        await client.invalidateQueries({ queryKey: [...quotesKey, 'list'] });
      },
    },
    reactions,
  );
}

export const useCreateQuote = (reactions: MutationReactions<AdminQuote, QuoteCreateInput> = {}) =>
  useQuoteWrite(
    async (body: QuoteCreateInput) => (await call(createQuote, { body })).quote,
    reactions,
  );

export const useSaveQuote = (
  id: number,
  reactions: MutationReactions<AdminQuote, QuoteUpdateInput> = {},
) =>
  useQuoteWrite(
    async (body: QuoteUpdateInput) => (await call(updateQuote, { params: { id }, body })).quote,
    reactions,
  );

export const useSendQuote = (id: number, reactions: MutationReactions<AdminQuote, void> = {}) =>
  useQuoteWrite(async () => (await call(sendQuote, { params: { id } })).quote, reactions);

export function useDeleteQuote(id: number, reactions: MutationReactions<unknown, void> = {}) {
  const client = useQueryClient();
  return useCallMutation<unknown, void>(
    {
      mutationFn: () => call(deleteQuote, { params: { id } }),
      onSuccess: async () => {
        client.removeQueries({ queryKey: [...quotesKey, 'detail', id] });
        await client.invalidateQueries({ queryKey: [...quotesKey, 'list'] });
      },
    },
    reactions,
  );
}
