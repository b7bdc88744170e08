import type { FastifyInstance } from 'fastify';
import { toDollars, USER_MESSAGES, type AdminUser } from '@shop/contract';
import {
  bulkDeleteUsers,
  bulkUpdateUsers,
  createUser,
  deleteUser,
  exportCustomersCsv,
  exportUsersCsv,
  getCustomerStats,
  getUser,
  getUserStats,
  listCustomers,
  listUserActivity,
  listUserOrders,
  listUsers,
  saveUserNotes,
  setUserStatus,
  updateUser,
} from '@shop/contract/users/endpoints';
import type { CsvColumn } from '../../lib/csv.ts';
import { currentUser } from '../../plugins/auth-guards.ts';
import { serve } from '../../plugins/endpoints.ts';
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
  { header: 'Total Spent', value: (u) => toDollars(u.totalSpent).toFixed(2) },
  { header: 'Last Order', value: (u) => u.lastOrderDate },
  { header: 'Created', value: (u) => u.created_at },
  { header: 'Last Login', value: (u) => u.lastLogin },
];

/** Users and customers (docs/modules/users.md#calls): every call needs canManageUsers. */
export async function adminUserRoutes(
  app: FastifyInstance,
  { people }: { people: AdminUsersService },
) {
  serve(app, listUsers, async (request) => people.listUsers(request.query));
  serve(app, getUserStats, async () => ({
    success: true as const,
    stats: await people.userStats(),
  }));
  serve(app, exportUsersCsv, async (request, reply) =>
    reply.sendCsv('users-export', PEOPLE_CSV, people.userBatches(request.query)),
  );
  serve(app, createUser, async (request) => {
    const user = await people.create(currentUser(request), request.body);
    return { success: true as const, user, message: USER_MESSAGES.created };
  });
  serve(app, bulkDeleteUsers, async (request) =>
    people.bulkDelete(currentUser(request), request.body.ids),
  );
  serve(app, bulkUpdateUsers, async (request) =>
    people.bulkUpdate(currentUser(request), request.body.ids, request.body.status),
  );
  serve(app, getUser, async (request) => ({
    success: true as const,
    user: await people.get(request.params.id),
  }));
  serve(app, updateUser, async (request) => ({
    success: true as const,
    user: await people.update(
      currentUser(request),
      request.params.id,
      request.body,
      request.sessionToken,
    ),
    message: USER_MESSAGES.updated,
  }));
  serve(app, saveUserNotes, async (request) => ({
    success: true as const,
    user: await people.saveNotes(currentUser(request), request.params.id, request.body.notes),
  }));
  serve(app, setUserStatus, async (request) => ({
    success: true as const,
    user: await people.setStatus(currentUser(request), request.params.id, request.body.status),
  }));
  serve(app, deleteUser, async (request) => people.remove(currentUser(request), request.params.id));
  serve(app, listUserOrders, async (request) =>
    people.orders(request.params.id, request.query.page, request.query.limit),
  );
  serve(app, listUserActivity, async (request) => ({
    success: true as const,
    activity: await people.activity(request.params.id),
  }));
  serve(app, listCustomers, async (request) => people.listCustomers(request.query));
  serve(app, getCustomerStats, async () => ({
    success: true as const,
    stats: await people.customerStats(),
  }));
  serve(app, exportCustomersCsv, async (request, reply) =>
    reply.sendCsv('customers-export', PEOPLE_CSV, people.customerBatches(request.query)),
  );
}
