import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCustomerFilters,
  adminCustomersQuery,
  adminCustomersResponse,
  adminUserFilters,
  adminUserResponse,
  adminUsersQuery,
  adminUsersResponse,
  bulkDeleteUsersSchema,
  bulkUsersResultSchema,
  bulkUpdateUsersSchema,
  createUserSchema,
  customerStatsResponse,
  deleteUserResponse,
  errorResponses,
  idParam,
  updateUserSchema,
  USER_MESSAGES,
  userActivityResponse,
  userNotesSchema,
  userOrdersQuery,
  userOrdersResponse,
  userStatsResponse,
  userStatusBody,
  type AdminUser,
} from '@shop/contract';
import type { CsvColumn } from '../../lib/csv.ts';
import { currentUser, requirePermission } from '../../plugins/auth-guards.ts';
import { privateRoutes } from '../../plugins/private-routes.ts';
import type { AdminUsersService } from './admin-users.service.ts';

/** The export's columns: what the screens show; never a password hash, token or session. */
const PEOPLE_CSV: CsvColumn<AdminUser>[] = [
  { header: 'ID', value: (u) => u.id },
  { header: 'First Name', value: (u) => u.firstName },
  { header: 'Last Name', value: (u) => u.lastName },
  { header: 'Email', value: (u) => u.email },
  { header: 'Phone', value: (u) => u.phone },
  { header: 'Company', value: (u) => u.companyName },
  { header: 'Role', value: (u) => u.role },
  { header: 'Status', value: (u) => u.status },
  { header: 'Street', value: (u) => u.address.street },
  { header: 'City', value: (u) => u.address.city },
  { header: 'State', value: (u) => u.address.state },
  { header: 'ZIP Code', value: (u) => u.address.zipCode },
  { header: 'Country', value: (u) => u.address.country },
  { header: 'Total Orders', value: (u) => u.totalOrders },
  { header: 'Total Spent', value: (u) => u.totalSpent.toFixed(2) },
  { header: 'Last Order', value: (u) => u.lastOrderDate },
  { header: 'Created', value: (u) => u.created_at },
  { header: 'Last Login', value: (u) => u.lastLogin },
];

/** Users and customers (DECISIONS.md section 2): every call needs canManageUsers. */
export async function adminUserRoutes(
  app: FastifyInstance,
  { people }: { people: AdminUsersService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  privateRoutes(r, requirePermission('canManageUsers'));
  const tags = ['admin users'];
  const readErrors = errorResponses(400, 401, 403, 404);
  const writeErrors = errorResponses(400, 401, 403, 404, 409);

  r.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Users: searched, filtered by role and status, sorted and paged',
        querystring: adminUsersQuery,
        response: { 200: adminUsersResponse, ...readErrors },
      },
    },
    async (request) => people.listUsers(request.query),
  );

  r.get(
    '/admin/users/stats',
    { schema: { tags, response: { 200: userStatsResponse, ...readErrors } } },
    async () => ({ success: true as const, stats: await people.userStats() }),
  );

  r.get(
    '/admin/users/export',
    {
      schema: {
        tags,
        summary: 'Every user of the current filters as CSV (streamed)',
        querystring: adminUserFilters,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) =>
      reply.sendCsv('users-export', PEOPLE_CSV, people.userBatches(request.query)),
  );

  r.post(
    '/admin/users',
    {
      schema: {
        tags,
        summary: 'Create a user (verified: an admin vouches for the address)',
        body: createUserSchema,
        response: { 201: adminUserResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = await people.create(currentUser(request), request.body);
      return reply
        .status(201)
        .send({ success: true as const, user, message: USER_MESSAGES.created });
    },
  );

  r.post(
    '/admin/users/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Delete the selected users (those with orders are anonymised); all or nothing',
        body: bulkDeleteUsersSchema,
        response: { 200: bulkUsersResultSchema, ...writeErrors },
      },
    },
    async (request) => people.bulkDelete(currentUser(request), request.body.ids),
  );

  r.put(
    '/admin/users/bulk-update',
    {
      schema: {
        tags,
        summary: 'Set the status of the selected users; all or nothing',
        body: bulkUpdateUsersSchema,
        response: { 200: bulkUsersResultSchema, ...writeErrors },
      },
    },
    async (request) =>
      people.bulkUpdate(currentUser(request), request.body.ids, request.body.status),
  );

  r.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        params: idParam('user id'),
        response: { 200: adminUserResponse, ...readErrors },
      },
    },
    async (request) => ({ success: true as const, user: await people.get(request.params.id) }),
  );

  r.put(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Save the user form (a blank password keeps the current one)',
        params: idParam('user id'),
        body: updateUserSchema,
        response: { 200: adminUserResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await people.update(
        currentUser(request),
        request.params.id,
        request.body,
        request.sessionToken,
      ),
      message: USER_MESSAGES.updated,
    }),
  );

  r.put(
    '/admin/users/:id/notes',
    {
      schema: {
        tags,
        summary: 'Save the notes card of the detail page',
        params: idParam('user id'),
        body: userNotesSchema,
        response: { 200: adminUserResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await people.saveNotes(currentUser(request), request.params.id, request.body.notes),
    }),
  );

  r.put(
    '/admin/users/:id/status',
    {
      schema: {
        tags,
        params: idParam('user id'),
        body: userStatusBody,
        response: { 200: adminUserResponse, ...writeErrors },
      },
    },
    async (request) => ({
      success: true as const,
      user: await people.setStatus(currentUser(request), request.params.id, request.body.status),
    }),
  );

  r.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user; one with orders is deactivated and anonymised instead',
        params: idParam('user id'),
        response: { 200: deleteUserResponse, ...writeErrors },
      },
    },
    async (request) => people.remove(currentUser(request), request.params.id),
  );

  r.get(
    '/admin/users/:id/orders',
    {
      schema: {
        tags,
        summary: 'The user\u2019s orders, newest first',
        params: idParam('user id'),
        querystring: userOrdersQuery,
        response: { 200: userOrdersResponse, ...readErrors },
      },
    },
    async (request) => people.orders(request.params.id, request.query.page, request.query.limit),
  );

  r.get(
    '/admin/users/:id/activity',
    {
      schema: {
        tags,
        summary: 'Account created, last login, profile and status changes, orders',
        params: idParam('user id'),
        response: { 200: userActivityResponse, ...readErrors },
      },
    },
    async (request) => ({
      success: true as const,
      activity: await people.activity(request.params.id),
    }),
  );

  r.get(
    '/admin/customers',
    {
      schema: {
        tags,
        summary: 'Customers (role customer or client) with their order totals; sorted and paged',
        querystring: adminCustomersQuery,
        response: { 200: adminCustomersResponse, ...readErrors },
      },
    },
    async (request) => people.listCustomers(request.query),
  );

  r.get(
    '/admin/customers/stats',
    { schema: { tags, response: { 200: customerStatsResponse, ...readErrors } } },
    async () => ({ success: true as const, stats: await people.customerStats() }),
  );

  r.get(
    '/admin/customers/export',
    {
      schema: {
        tags,
        summary: 'Every customer of the current filters as CSV (streamed)',
        querystring: adminCustomerFilters,
        response: { 200: z.unknown(), ...readErrors },
      },
    },
    async (request, reply) =>
      reply.sendCsv('customers-export', PEOPLE_CSV, people.customerBatches(request.query)),
  );
}
