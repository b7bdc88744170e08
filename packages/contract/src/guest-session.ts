/** Browser storage key of the guest cart's id (docs/modules/cart.md#calls). No zod here. */
export const GUEST_SESSION_KEY = 'guestSessionId';
/** "guest_" and 8 to 120 letters, digits, '-' or '_' (the web app makes 128+ random bits). */
export const GUEST_SESSION_ID = /^guest_[A-Za-z0-9_-]{8,120}$/;
