import { useQueryClient } from '@tanstack/react-query';
import { createCategory as createCategoryRoute } from '@shop/contract/catalogue/routes';
import { call } from '../../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../../lib/use-call-mutation';
import { categoriesQuery } from '../../api/get-categories';

type NewCategory = Awaited<ReturnType<typeof createCategory>>;

export const createCategory = async (name: string) =>
  (await call(createCategoryRoute, { body: { name } })).category;

/** A new category; the category list is refreshed (awaited) so the form can pick it. */
export function useCreateCategory(reactions: MutationReactions<NewCategory, string> = {}) {
  const queryClient = useQueryClient();
  return useCallMutation(
    {
      mutationFn: createCategory,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQuery().queryKey }),
    },
    reactions,
  );
}
