import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCallMutation, type MutationReactions } from '../../../lib/use-call-mutation';
import { categoriesQuery } from '../../catalogue/api/get-categories';

type NewCategory = { id: number; slug: string; name: string };

export const createCategory = async (name: string) =>
  (await api.post<{ category: NewCategory }>('/admin/categories', { name })).category;

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
