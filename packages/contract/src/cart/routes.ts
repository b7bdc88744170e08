// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const addToCart = route<typeof endpoints.addToCart>('POST', '/cart/add', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
export const addToGuestCart = route<typeof endpoints.addToGuestCart>('POST', '/cart/guest/add', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
export const clearCart = route<typeof endpoints.clearCart>('DELETE', '/cart/clear', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
export const getCart = route<typeof endpoints.getCart>('GET', '/cart', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
export const getCartSummary = route<typeof endpoints.getCartSummary>('GET', '/cart/summary', { money: { reply: ['summary.callOutFee.price', 'summary.subtotal'] } });
export const getGuestCart = route<typeof endpoints.getGuestCart>('GET', '/cart/guest/:sessionId', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
export const mergeGuestCart = route<typeof endpoints.mergeGuestCart>('PUT', '/cart/migrate');
export const removeCartItem = route<typeof endpoints.removeCartItem>('DELETE', '/cart/remove/:itemId', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
export const updateCartItem = route<typeof endpoints.updateCartItem>('PUT', '/cart/update/:itemId', { money: { reply: ['items.*.installation_unit_price', 'items.*.line_total', 'items.*.unit_price', 'summary.callOutFee.price', 'summary.subtotal'] } });
