import { defineEndpoint } from '../endpoint.ts';
import { idParam } from '../catalogue.ts';
import {
  adminCustomerFilters,
  adminCustomersQuery,
  adminCustomersResponse,
  adminUserFilters,
  adminUserResponse,
  adminUserSavedResponse,
  adminUsersQuery,
  adminUsersResponse,
  bulkDeleteUsersSchema,
  bulkUpdateUsersSchema,
  bulkUsersResultSchema,
  createUserSchema,
  customerStatsResponse,
  deleteUserResponse,
  updateUserSchema,
  userActivityResponse,
  userNotesSchema,
  userOrdersQuery,
  userOrdersResponse,
  userStatsResponse,
  userStatusBody,
} from '../people.ts';

/** Users and customers: every call needs canManageUsers. */
const read = {
  access: { permission: 'canManageUsers' },
  tags: ['admin users'],
  errors: [404],
} as const;
const write = { ...read, errors: [404, 409] } as const;
const userId = idParam('user id');

export const listUsers = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/users',
  summary: 'Users: searched, filtered by role and status, sorted and paged',
  query: adminUsersQuery,
  reply: adminUsersResponse,
});

export const getUserStats = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/users/stats',
  summary: 'The users list cards: counts by role and status',
  reply: userStatsResponse,
});

export const exportUsersCsv = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/users/export',
  summary: 'Every user of the current filters as CSV (streamed)',
  query: adminUserFilters,
  reply: { file: 'text/csv' },
});

export const createUser = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/admin/users',
  summary: 'Create a user (verified: an admin vouches for the address)',
  body: createUserSchema,
  status: 201,
  reply: adminUserSavedResponse,
});

export const bulkDeleteUsers = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/admin/users/bulk-delete',
  summary: 'Delete the selected users (those with orders are anonymised); all or nothing',
  body: bulkDeleteUsersSchema,
  reply: bulkUsersResultSchema,
});

export const bulkUpdateUsers = defineEndpoint({
  ...write,
  method: 'PUT',
  path: '/admin/users/bulk-update',
  summary: 'Set the status of the selected users; all or nothing',
  body: bulkUpdateUsersSchema,
  reply: bulkUsersResultSchema,
});

export const getUser = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/users/:id',
  summary: 'One user, as the detail page and the form show it',
  params: userId,
  reply: adminUserResponse,
});

export const updateUser = defineEndpoint({
  ...write,
  method: 'PUT',
  path: '/admin/users/:id',
  summary: 'Save the user form (a blank password keeps the current one)',
  params: userId,
  body: updateUserSchema,
  reply: adminUserSavedResponse,
});

export const saveUserNotes = defineEndpoint({
  ...write,
  method: 'PUT',
  path: '/admin/users/:id/notes',
  summary: 'Save the notes card of the detail page',
  params: userId,
  body: userNotesSchema,
  reply: adminUserResponse,
});

export const setUserStatus = defineEndpoint({
  ...write,
  method: 'PUT',
  path: '/admin/users/:id/status',
  summary: "Set one user's status (active, inactive or suspended)",
  params: userId,
  body: userStatusBody,
  reply: adminUserResponse,
});

export const deleteUser = defineEndpoint({
  ...write,
  method: 'DELETE',
  path: '/admin/users/:id',
  summary: 'Delete a user; one with orders is deactivated and anonymised instead',
  params: userId,
  reply: deleteUserResponse,
});

export const listUserOrders = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/users/:id/orders',
  summary: 'The user\u2019s orders, newest first',
  params: userId,
  query: userOrdersQuery,
  reply: userOrdersResponse,
});

export const listUserActivity = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/users/:id/activity',
  summary: 'Account created, last login, profile and status changes, orders',
  params: userId,
  reply: userActivityResponse,
});

export const listCustomers = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/customers',
  summary: 'Customers (role customer or client) with their order totals; sorted and paged',
  query: adminCustomersQuery,
  reply: adminCustomersResponse,
});

export const getCustomerStats = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/customers/stats',
  summary: 'The customers list cards: counts and order totals',
  reply: customerStatsResponse,
});

export const exportCustomersCsv = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/admin/customers/export',
  summary: 'Every customer of the current filters as CSV (streamed)',
  query: adminCustomerFilters,
  reply: { file: 'text/csv' },
});
