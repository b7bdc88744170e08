// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const addBlackout = route<typeof endpoints.addBlackout>('POST', '/admin/installation-blackouts');
export const addLabourPrice = route<typeof endpoints.addLabourPrice>('POST', '/admin/labour-prices', { money: { body: ['price'], reply: ['labourPrice.price'] } });
export const addTechnician = route<typeof endpoints.addTechnician>('POST', '/admin/technicians');
export const bookInstallation = route<typeof endpoints.bookInstallation>('POST', '/customer/installations/:id/book');
export const cancelInstallation = route<typeof endpoints.cancelInstallation>('POST', '/admin/installations/:id/cancel', { money: { reply: ['job.order.total'] } });
export const completeInstallation = route<typeof endpoints.completeInstallation>('POST', '/admin/installations/:id/complete', { money: { reply: ['job.order.total'] } });
export const deactivateTechnician = route<typeof endpoints.deactivateTechnician>('POST', '/admin/technicians/:id/deactivate');
export const deleteLabourPrice = route<typeof endpoints.deleteLabourPrice>('DELETE', '/admin/labour-prices/:id');
export const getInstallationJob = route<typeof endpoints.getInstallationJob>('GET', '/admin/installations/:id', { money: { reply: ['job.order.total'] } });
export const getInstallationSettings = route<typeof endpoints.getInstallationSettings>('GET', '/admin/installation-settings');
export const getInstallationWeek = route<typeof endpoints.getInstallationWeek>('GET', '/admin/installations');
export const listBlackouts = route<typeof endpoints.listBlackouts>('GET', '/admin/installation-blackouts');
export const listCustomerInstallations = route<typeof endpoints.listCustomerInstallations>('GET', '/customer/installations');
export const listCustomerSlots = route<typeof endpoints.listCustomerSlots>('GET', '/customer/installations/:id/slots');
export const listLabourPrices = route<typeof endpoints.listLabourPrices>('GET', '/admin/labour-prices', { money: { reply: ['labourPrices.*.price'] } });
export const listStaffSlots = route<typeof endpoints.listStaffSlots>('GET', '/admin/installations/:id/slots');
export const listTechnicians = route<typeof endpoints.listTechnicians>('GET', '/admin/technicians');
export const moveInstallation = route<typeof endpoints.moveInstallation>('POST', '/customer/installations/:id/move');
export const removeBlackout = route<typeof endpoints.removeBlackout>('DELETE', '/admin/installation-blackouts/:id');
export const rescheduleInstallation = route<typeof endpoints.rescheduleInstallation>('POST', '/admin/installations/:id/reschedule', { money: { reply: ['job.order.total'] } });
export const saveInstallationSettings = route<typeof endpoints.saveInstallationSettings>('PUT', '/admin/installation-settings');
export const updateLabourPrice = route<typeof endpoints.updateLabourPrice>('PUT', '/admin/labour-prices/:id', { money: { body: ['price'], reply: ['labourPrice.price'] } });
export const updateTechnician = route<typeof endpoints.updateTechnician>('PUT', '/admin/technicians/:id');
