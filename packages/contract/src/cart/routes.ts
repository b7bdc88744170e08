// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const addToCart = route<typeof endpoints.addToCart>('POST', '/cart/add');
export const addToGuestCart = route<typeof endpoints.addToGuestCart>('POST', '/cart/guest/add');
export const clearCart = route<typeof endpoints.clearCart>('DELETE', '/cart/clear');
export const getCart = route<typeof endpoints.getCart>('GET', '/cart');
export const getCartSummary = route<typeof endpoints.getCartSummary>('GET', '/cart/summary');
export const getGuestCart = route<typeof endpoints.getGuestCart>('GET', '/cart/guest/:sessionId');
export const mergeGuestCart = route<typeof endpoints.mergeGuestCart>('PUT', '/cart/migrate');
export const removeCartItem = route<typeof endpoints.removeCartItem>('DELETE', '/cart/remove/:itemId');
export const updateCartItem = route<typeof endpoints.updateCartItem>('PUT', '/cart/update/:itemId');
