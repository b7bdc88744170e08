import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

type CartDrawerState = { shown: boolean; open: () => void; close: () => void };
const CartDrawerContext = createContext<CartDrawerState | null>(null);

/** Whether the cart drawer is open: the navbar button and Add to Cart both open it. */
export function CartDrawerProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const value = useMemo(
    () => ({ shown, open: () => setShown(true), close: () => setShown(false) }),
    [shown],
  );
  return <CartDrawerContext.Provider value={value}>{children}</CartDrawerContext.Provider>;
}

export function useCartDrawer(): CartDrawerState {
  const value = useContext(CartDrawerContext);
  if (!value) throw new Error('useCartDrawer needs a CartDrawerProvider');
  return value;
}
