import { useQuery } from '@tanstack/react-query';
import { asCents } from '@shop/contract/money';
import { useAuth } from '../../lib/auth';
import { cartQuery, useCartChanges } from './api/cart';

/**
 * The cart as the server has it, and its changes (api/cart.ts). A refused change leaves the
 * cart as it was and its error carries the server's text (docs/modules/cart.md#messages: the
 * server's error text is preferred).
 */
export function useCart() {
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const query = useQuery({ ...cartQuery(userId), enabled: !isLoading });
  const { add, update, remove } = useCartChanges(userId);

  return {
    query,
    items: query.data?.items ?? [],
    /** Until when the cart is held for a payment the customer started (read-only meanwhile). */
    heldUntil: query.data?.checkoutHoldUntil ?? null,
    summary: query.data?.summary ?? { itemCount: 0, lineCount: 0, subtotal: asCents(0) },
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
