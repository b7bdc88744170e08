import {
  asCents,
  USER_MESSAGES,
  paginationOf,
  type AdminCustomersQuery,
  type AdminUserFilters,
  type AdminCustomerFilters,
  type AdminUsersQuery,
  type UserActivity,
} from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { ServiceRegistry } from '../module.ts';
import { asAdminUsers, iso, toAdminUser } from './admin-users.mappers.ts';
import type { AdminUserRow, AdminUsersRepository } from './admin-users.repository.ts';

/** The people screens' reads: the lists and their export, stat cards, a person, orders, activity. */
export function createPeopleReads({
  repo,
  orders,
}: {
  repo: AdminUsersRepository;
  orders: Pick<ServiceRegistry['orders'], 'customerOrderPage'>;
}) {
  async function mustFind(id: number): Promise<AdminUserRow> {
    const row = await repo.byId(id);
    if (!row) throw new DomainError('not_found', USER_MESSAGES.notFound);
    return row;
  }

  async function list(q: AdminUsersQuery | AdminCustomersQuery, customersOnly: boolean) {
    const { rows, total } = await repo.list(
      { ...q, customersOnly },
      q.limit,
      (q.page - 1) * q.limit,
    );
    return {
      rows: rows.map(toAdminUser),
      pagination: { ...paginationOf(q.page, q.limit, total), total },
    };
  }

  return {
    mustFind,
    listUsers: async (q: AdminUsersQuery) => {
      const { rows, pagination } = await list(q, false);
      return { success: true as const, users: rows, pagination };
    },
    listCustomers: async (q: AdminCustomersQuery) => {
      const { rows, pagination } = await list(q, true);
      return { success: true as const, customers: rows, pagination };
    },
    /** Every row of a filter as the screens show it, a batch at a time (the CSV export). */
    userBatches: (f: AdminUserFilters) =>
      asAdminUsers(repo.batches({ ...f, customersOnly: false })),
    customerBatches: (f: AdminCustomerFilters) =>
      asAdminUsers(repo.batches({ ...f, customersOnly: true })),

    userStats: () => repo.userStats(),
    async customerStats() {
      const s = await repo.customerStats();
      const revenueCents = Number(s.revenueCents);
      return {
        total: s.total,
        active: s.active,
        inactive: s.inactive,
        totalOrders: s.totalOrders,
        totalRevenue: asCents(revenueCents),
        avgOrderValue: asCents(s.paidOrders ? revenueCents / s.paidOrders : 0),
      };
    },

    get: async (id: number) => toAdminUser(await mustFind(id)),

    async orders(id: number, page: number, limit: number) {
      await mustFind(id);
      const { rows, total } = await orders.customerOrderPage(id, limit, (page - 1) * limit);
      return {
        success: true as const,
        orders: rows.map((o) => ({
          id: o.id,
          order_number: o.orderNumber,
          created_at: iso(o.createdAt)!,
          status: o.status,
          payment_status: o.paymentStatus,
          total_amount: asCents(o.totalCents),
          itemCount: o.itemCount,
        })),
        pagination: { ...paginationOf(page, limit, total), total },
      };
    },

    /** The Activity tab: the log, the last sign-in, the orders and the account's creation. */
    async activity(id: number): Promise<UserActivity[]> {
      const user = toAdminUser(await mustFind(id));
      const [log, recent] = await Promise.all([
        repo.activity(id),
        orders.customerOrderPage(id, 20, 0),
      ]);
      const TEXT: Record<string, string> = {
        created: 'Account created by staff',
        profile_updated: 'Profile updated',
        admin_updated: 'Account edited by staff',
        status_changed: 'Status changed',
        password_changed: 'Password changed',
        role_changed: 'Role changed',
        notes_updated: 'Notes updated',
        anonymised: 'Account deactivated and anonymised',
      };
      const items: UserActivity[] = [
        ...log.map((a) => ({
          kind: a.kind as UserActivity['kind'],
          at: iso(a.at)!,
          text: a.detail ? `${TEXT[a.kind] ?? a.kind}: ${a.detail}` : (TEXT[a.kind] ?? a.kind),
          actorName: a.actorName,
          orderId: null,
        })),
        ...recent.rows.map((o) => ({
          kind: 'order' as const,
          at: iso(o.createdAt)!,
          text: `Order ${o.orderNumber} placed (${o.status})`,
          actorName: null,
          orderId: o.id,
        })),
      ];
      // An account staff made has its own log row ("created by staff"); one who signed up
      // gets the creation from the account itself.
      if (!log.some((a) => a.kind === 'created')) {
        items.push({
          kind: 'created',
          at: user.created_at,
          text: 'Account created',
          actorName: null,
          orderId: null,
        });
      }
      if (user.lastLogin) {
        items.push({
          kind: 'last_login',
          at: user.lastLogin,
          text: 'Last login',
          actorName: null,
          orderId: null,
        });
      }
      return items.sort((a, b) => b.at.localeCompare(a.at));
    },
  };
}

export type PeopleReads = ReturnType<typeof createPeopleReads>;
