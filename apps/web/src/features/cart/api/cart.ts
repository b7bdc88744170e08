import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { AddToCartRequest, CartResponse, UpdateCartItemRequest } from '@shop/contract';
import {
  addToCart as addToCartRoute,
  getCart,
  removeCartItem as removeCartItemRoute,
  updateCartItem as updateCartItemRoute,
} from '@shop/contract/cart/routes';
import { call } from '../../../lib/api-client';
import { guestSessionHeaders } from '../../../lib/guest-session';
import { useCallMutation } from '../../../lib/use-call-mutation';

/** The cart of whoever is signed in (or of this browser's guest session). */
export const cartQueryKey = (userId: number | null) => ['cart', userId ?? 'guest'] as const;

export const cartQuery = (userId: number | null) =>
  queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: () => call(getCart, {}, { headers: guestSessionHeaders() }),
    // Every change answers the whole cart and replaces this copy; no need to ask on each mount.
    staleTime: 10_000,
  });

/**
 * Each add carries its own Idempotency-Key: should the request be sent again after a lost
 * reply, the server answers the cart without adding the line twice.
 */
export const addToCart = (body: AddToCartRequest) =>
  call(
    addToCartRoute,
    { body },
    { headers: { ...guestSessionHeaders(), 'Idempotency-Key': crypto.randomUUID() } },
  );

/** A line's quantity and, when given, its installation. */
export const updateCartItem = (itemId: number, body: UpdateCartItemRequest) =>
  call(updateCartItemRoute, { params: { itemId }, body }, { headers: guestSessionHeaders() });

export const removeCartItem = (itemId: number) =>
  call(removeCartItemRoute, { params: { itemId } }, { headers: guestSessionHeaders() });

/**
 * The cart's changes. Every one answers the whole cart, which replaces the cached one; a
 * refused update or removal (stock changed meanwhile) asks for the cart as the server has it.
 */
export function useCartChanges(userId: number | null) {
  const queryClient = useQueryClient();
  const key = cartQueryKey(userId);
  const store = (cart: CartResponse) => queryClient.setQueryData(key, cart);
  const reload = () => void queryClient.refetchQueries({ queryKey: key, exact: true });
  const add = useCallMutation({ mutationFn: addToCart, onSuccess: store });
  const update = useCallMutation({
    mutationFn: ({ itemId, ...body }: { itemId: number } & UpdateCartItemRequest) =>
      updateCartItem(itemId, body),
    onSuccess: store,
    onError: reload,
  });
  const remove = useCallMutation({ mutationFn: removeCartItem, onSuccess: store, onError: reload });
  return { add, update, remove };
}
