import { GUEST_SESSION_ID, GUEST_SESSION_KEY } from '@shop/contract/guest-session';

/**
 * The guest cart's id, kept in browser storage (docs/modules/cart.md#calls): "guest_", the time,
 * and 128 random bits from the browser's cryptographic generator, so it cannot be guessed.
 */
export function newGuestSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `guest_${Date.now()}_${hex}`;
}

export function guestSessionId(): string {
  try {
    const stored = localStorage.getItem(GUEST_SESSION_KEY);
    if (stored && GUEST_SESSION_ID.test(stored)) return stored;
    const fresh = newGuestSessionId();
    localStorage.setItem(GUEST_SESSION_KEY, fresh);
    return fresh;
  } catch {
    // Storage refused (private mode): a cart for this page view only.
    return (memoryId ??= newGuestSessionId());
  }
}
let memoryId: string | undefined;

/** Sent with cart calls and sign-in, so the server can find (and merge) the guest cart. */
export const guestSessionHeaders = () => ({ 'X-Session-ID': guestSessionId() });
