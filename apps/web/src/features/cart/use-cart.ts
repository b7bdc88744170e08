import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddToCartRequest, CartResponse } from '@shop/contract';
import { useAuth } from '../../lib/auth';
import { addToCart, cartQuery, cartQueryKey, removeCartItem, updateCartItem } from './api/cart';

/**
 * The cart as the server has it. Every change answers the whole cart, which replaces the
 * cached one; a refused change leaves the cart as it was and its error carries the server's
 * text (storefront.md section 8: the server's error text is preferred).
 */
export function useCart() {
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const query = useQuery({ ...cartQuery(userId), enabled: !isLoading });
  const store = (cart: CartResponse) => queryClient.setQueryData(cartQueryKey(userId), cart);

  const add = useMutation({
    mutationFn: (body: AddToCartRequest) => addToCart(body),
    onSuccess: store,
  });
  const update = useMutation({
    mutationFn: ({ itemId, quantity }: { itemId: number; quantity: number }) =>
      updateCartItem(itemId, quantity),
    onSuccess: store,
    // Refused (stock changed meanwhile): show the cart as the server has it now.
    onError: () => void query.refetch(),
  });
  const remove = useMutation({
    mutationFn: (itemId: number) => removeCartItem(itemId),
    onSuccess: store,
    onError: () => void query.refetch(),
  });

  return {
    query,
    items: query.data?.items ?? [],
    summary: query.data?.summary ?? { itemCount: 0, lineCount: 0, subtotal: 0 },
    add,
    update,
    remove,
    busy: update.isPending || remove.isPending,
    changeError: (update.error ?? remove.error)?.message ?? null,
    resetChangeError: () => {
      update.reset();
      remove.reset();
    },
  };
}
