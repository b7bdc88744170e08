import { useSyncExternalStore } from 'react';

/**
 * Whether the window matches a CSS media query now, following its changes (a window resized,
 * a phone turned). For what should not be in the page at all below a width, rather than only
 * hidden by CSS (a second copy of a menu a screen reader would read twice).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener?.('change', onChange);
      return () => list.removeEventListener?.('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
