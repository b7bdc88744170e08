import { defineEndpoint } from '../endpoint.ts';
import {
  addToCartSchema,
  cartItemParams,
  cartResponse,
  cartSummaryResponse,
  guestAddToCartSchema,
  guestCartParams,
  migrateCartSchema,
  updateCartItemSchema,
} from '../cart.ts';
import { successMessageSchema } from '../common.ts';

// A cart is a signed-in user's, or a guest session's named in X-Session-ID: the handlers
// tell which, so these are open to anyone.
const cart = { access: 'visitor', tags: ['cart'], errors: [404, 409] } as const;

export const getCart = defineEndpoint({
  ...cart,
  method: 'GET',
  path: '/cart',
  summary: 'The cart with its lines, totals and any hold of an open payment',
  reply: cartResponse,
});

export const getCartSummary = defineEndpoint({
  ...cart,
  method: 'GET',
  path: '/cart/summary',
  summary: "The cart's counts and subtotal only",
  reply: cartSummaryResponse,
});

export const addToCart = defineEndpoint({
  ...cart,
  method: 'POST',
  path: '/cart/add',
  summary: 'Add a product (and package) to the cart; prices always come from the catalogue',
  body: addToCartSchema,
  reply: cartResponse,
});

export const updateCartItem = defineEndpoint({
  ...cart,
  method: 'PUT',
  path: '/cart/update/:itemId',
  summary: "Change a line's quantity and, when given, its installation",
  params: cartItemParams,
  body: updateCartItemSchema,
  reply: cartResponse,
});

export const removeCartItem = defineEndpoint({
  ...cart,
  method: 'DELETE',
  path: '/cart/remove/:itemId',
  summary: 'Remove a line from the cart',
  params: cartItemParams,
  reply: cartResponse,
});

export const clearCart = defineEndpoint({
  ...cart,
  method: 'DELETE',
  path: '/cart/clear',
  summary: 'Remove every line from the cart',
  reply: cartResponse,
});

export const addToGuestCart = defineEndpoint({
  ...cart,
  method: 'POST',
  path: '/cart/guest/add',
  summary: 'Add to a guest cart named in the body',
  body: guestAddToCartSchema,
  reply: cartResponse,
});

export const getGuestCart = defineEndpoint({
  ...cart,
  method: 'GET',
  path: '/cart/guest/:sessionId',
  summary: 'A guest cart, by its session id',
  params: guestCartParams,
  reply: cartResponse,
});

export const mergeGuestCart = defineEndpoint({
  ...cart,
  access: 'signedIn',
  method: 'PUT',
  path: '/cart/migrate',
  summary: "Merge a guest cart into the signed-in user's cart (also done at sign-in)",
  body: migrateCartSchema,
  reply: successMessageSchema,
});
