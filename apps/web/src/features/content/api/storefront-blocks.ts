import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { StorefrontBlockKind, StorefrontBlocks, StorefrontItem } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';

export const storefrontBlocksKey = ['storefront-blocks'] as const;

/** GET /api/storefront-blocks: team, testimonials, statistics, certifications ([]: not shown). */
export const storefrontBlocksQuery = () =>
  queryOptions({
    queryKey: storefrontBlocksKey,
    queryFn: () => api.get<StorefrontBlocks>('/storefront-blocks'),
    staleTime: 60_000,
  });

/** PUT /api/admin/storefront-blocks/{kind}: the answer is every block as now stored. */
export function useSaveStorefrontBlock(
  kind: StorefrontBlockKind,
  reactions: MutationReactions<StorefrontBlocks, StorefrontItem[]> = {},
) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: (items: StorefrontItem[]) =>
        api.put<StorefrontBlocks>(`/admin/storefront-blocks/${kind}`, { items }),
      onSuccess: (blocks) => queryClient.setQueryData(storefrontBlocksKey, blocks),
    },
    reactions,
  );
}
