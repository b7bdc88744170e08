// Written by `npm run generate:routes` from the endpoint declarations; do not edit.
import { route } from '../route.ts';
import type * as endpoints from './endpoints.ts';

export const bulkDeleteUsers = route<typeof endpoints.bulkDeleteUsers>('POST', '/admin/users/bulk-delete');
export const bulkUpdateUsers = route<typeof endpoints.bulkUpdateUsers>('PUT', '/admin/users/bulk-update');
export const createUser = route<typeof endpoints.createUser>('POST', '/admin/users', { money: { reply: ['user.avgOrderValue', 'user.totalSpent'] } });
export const deleteUser = route<typeof endpoints.deleteUser>('DELETE', '/admin/users/:id');
export const exportCustomersCsv = route<typeof endpoints.exportCustomersCsv>('GET', '/admin/customers/export', { file: true });
export const exportUsersCsv = route<typeof endpoints.exportUsersCsv>('GET', '/admin/users/export', { file: true });
export const getCustomerStats = route<typeof endpoints.getCustomerStats>('GET', '/admin/customers/stats', { money: { reply: ['stats.avgOrderValue', 'stats.totalRevenue'] } });
export const getUser = route<typeof endpoints.getUser>('GET', '/admin/users/:id', { money: { reply: ['user.avgOrderValue', 'user.totalSpent'] } });
export const getUserStats = route<typeof endpoints.getUserStats>('GET', '/admin/users/stats');
export const listCustomers = route<typeof endpoints.listCustomers>('GET', '/admin/customers', { money: { reply: ['customers.*.avgOrderValue', 'customers.*.totalSpent'] } });
export const listUserActivity = route<typeof endpoints.listUserActivity>('GET', '/admin/users/:id/activity');
export const listUserOrders = route<typeof endpoints.listUserOrders>('GET', '/admin/users/:id/orders', { money: { reply: ['orders.*.total_amount'] } });
export const listUsers = route<typeof endpoints.listUsers>('GET', '/admin/users', { money: { reply: ['users.*.avgOrderValue', 'users.*.totalSpent'] } });
export const saveUserNotes = route<typeof endpoints.saveUserNotes>('PUT', '/admin/users/:id/notes', { money: { reply: ['user.avgOrderValue', 'user.totalSpent'] } });
export const setUserStatus = route<typeof endpoints.setUserStatus>('PUT', '/admin/users/:id/status', { money: { reply: ['user.avgOrderValue', 'user.totalSpent'] } });
export const updateUser = route<typeof endpoints.updateUser>('PUT', '/admin/users/:id', { money: { reply: ['user.avgOrderValue', 'user.totalSpent'] } });
