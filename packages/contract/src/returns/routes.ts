// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const approveRma = route<typeof endpoints.approveRma>('POST', '/admin/rmas/:id/approve', { money: { reply: ['rma.refund', 'rma.refundTax'] } });
export const fileRma = route<typeof endpoints.fileRma>('POST', '/customer/rmas', { money: { reply: ['rma.refund'] } });
export const getCustomerRma = route<typeof endpoints.getCustomerRma>('GET', '/customer/rmas/:id', { money: { reply: ['rma.refund'] } });
export const getCustomerRmaPhoto = route<typeof endpoints.getCustomerRmaPhoto>('GET', '/customer/rmas/:id/photos/:position', { file: true });
export const getDevice = route<typeof endpoints.getDevice>('GET', '/customer/devices/:id');
export const getRma = route<typeof endpoints.getRma>('GET', '/admin/rmas/:id', { money: { reply: ['rma.refund', 'rma.refundTax'] } });
export const getRmaLabel = route<typeof endpoints.getRmaLabel>('GET', '/customer/rmas/:id/label', { file: true });
export const getRmaNumbers = route<typeof endpoints.getRmaNumbers>('GET', '/admin/rmas/numbers');
export const getRmaPhoto = route<typeof endpoints.getRmaPhoto>('GET', '/admin/rmas/:id/photos/:position', { file: true });
export const getRmaRefundPreview = route<typeof endpoints.getRmaRefundPreview>('GET', '/admin/rmas/:id/refund-preview', { money: { reply: ['preview.amount', 'preview.refundable', 'preview.tax', 'preview.unitPrice'] } });
export const getRmaSettings = route<typeof endpoints.getRmaSettings>('GET', '/admin/rma-settings');
export const getRmaStats = route<typeof endpoints.getRmaStats>('GET', '/admin/rmas/stats');
export const inspectRma = route<typeof endpoints.inspectRma>('POST', '/admin/rmas/:id/inspect', { money: { reply: ['rma.refund', 'rma.refundTax'] } });
export const listCustomerRmas = route<typeof endpoints.listCustomerRmas>('GET', '/customer/rmas');
export const listDevices = route<typeof endpoints.listDevices>('GET', '/customer/devices');
export const listFlaggedProducts = route<typeof endpoints.listFlaggedProducts>('GET', '/admin/rmas/flagged-products');
export const listRmas = route<typeof endpoints.listRmas>('GET', '/admin/rmas');
export const lookupRma = route<typeof endpoints.lookupRma>('GET', '/admin/rmas/lookup');
export const receiveRma = route<typeof endpoints.receiveRma>('POST', '/admin/rmas/:id/receive', { money: { reply: ['rma.refund', 'rma.refundTax'] } });
export const rejectRma = route<typeof endpoints.rejectRma>('POST', '/admin/rmas/:id/reject', { money: { reply: ['rma.refund', 'rma.refundTax'] } });
export const resolveRma = route<typeof endpoints.resolveRma>('POST', '/admin/rmas/:id/resolve', { money: { reply: ['resolution.refund', 'resolution.refundTax'] } });
export const saveRmaSettings = route<typeof endpoints.saveRmaSettings>('PUT', '/admin/rma-settings');
export const withdrawRma = route<typeof endpoints.withdrawRma>('POST', '/customer/rmas/:id/withdraw', { money: { reply: ['rma.refund'] } });
