import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { StorefrontBlockKind, StorefrontBlocks, StorefrontItem } from '@shop/contract';
import { getStorefrontBlocks, saveStorefrontBlock } from '@shop/contract/content/routes';
import { call } from '../../../lib/api-client';
import { takeInitialData } from '../../../lib/initial-data';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const storefrontBlocksKey = ['storefront-blocks'] as const;

/** Team, testimonials, statistics, certifications ([]: not shown). */
export const storefrontBlocksQuery = () =>
  queryOptions({
    queryKey: storefrontBlocksKey,
    queryFn: () => call(getStorefrontBlocks),
    // Home's and about's HTML carry them (apps/server/src/plugins/first-page.ts).
    initialData: () => takeInitialData<StorefrontBlocks>(getStorefrontBlocks.path),
    staleTime: 60_000,
  });

/** A block's entries replaced; the answer is every block as now stored. */
export function useSaveStorefrontBlock(
  kind: StorefrontBlockKind,
  reactions: MutationReactions<StorefrontBlocks, StorefrontItem[]> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (items: StorefrontItem[]) =>
        call(saveStorefrontBlock, { params: { kind }, body: { items } }),
      onSuccess: (blocks) => queryClient.setQueryData(storefrontBlocksKey, blocks),
    },
    reactions,
  );
}
