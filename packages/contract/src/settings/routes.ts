// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const getAdminSettings = route<typeof endpoints.getAdminSettings>('GET', '/admin/settings', { money: { reply: ['settings.shippingRate', 'shippingRate'] } });
export const getPublicSettings = route<typeof endpoints.getPublicSettings>('GET', '/settings', { money: { reply: ['shipping'] } });
export const saveAdminSettings = route<typeof endpoints.saveAdminSettings>('PUT', '/admin/settings', { money: { body: ['shippingRate'], reply: ['settings.shippingRate', 'shippingRate'] } });
