import { queryOptions } from '@tanstack/react-query';
import type { AddToCartRequest, CartResponse } from '@shop/contract';
import { api } from '../../../lib/api-client';
import { guestSessionHeaders } from '../../../lib/guest-session';

/** The cart of whoever is signed in (or of this browser's guest session). */
export const cartQueryKey = (userId: number | null) => ['cart', userId ?? 'guest'] as const;

export const cartQuery = (userId: number | null) =>
  queryOptions({
    queryKey: cartQueryKey(userId),
    queryFn: () => api.get<CartResponse>('/cart', { headers: guestSessionHeaders() }),
    // Every change answers the whole cart and replaces this copy; no need to ask on each mount.
    staleTime: 10_000,
  });

export const addToCart = (body: AddToCartRequest) =>
  api.post<CartResponse>('/cart/add', body, { headers: guestSessionHeaders() });

export const updateCartItem = (itemId: number, quantity: number) =>
  api.put<CartResponse>(`/cart/update/${itemId}`, { quantity }, { headers: guestSessionHeaders() });

export const removeCartItem = (itemId: number) =>
  api.delete<CartResponse>(`/cart/remove/${itemId}`, { headers: guestSessionHeaders() });
