import type { DatabaseHandle } from '@shop/db';
import type { ServiceRegistry } from '../module.ts';
import { createPeopleChanges, type PeopleChangeServices } from './admin-users.changes.ts';
import { createPeopleReads } from './admin-users.reads.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { createUsersRepository } from './users.repository.ts';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

/**
 * Users and customers as the back office manages them (docs/modules/users.md#rules). Every change
 * that signs someone out (status other than active, new password, new role) ends their sessions in
 * the same transaction; every change is written to the activity log in that transaction too.
 * Two parts by responsibility: reads (admin-users.reads.ts) and changes
 * (admin-users.changes.ts); how a person is answered is admin-users.mappers.ts.
 */
export function createAdminUsersService(
  deps: PeopleChangeServices & {
    database: DatabaseHandle;
    orders: Pick<ServiceRegistry['orders'], 'customerOrderPage'>;
  },
) {
  const repo = createAdminUsersRepository(deps.database);
  const reads = createPeopleReads({ repo, orders: deps.orders });
  const changes = createPeopleChanges({
    ...deps,
    repo,
    usersRepo: createUsersRepository(deps.database),
    mustFind: reads.mustFind,
  });
  // ADR 0068: each member is named with the part that holds it.
  return {
    listUsers: reads.listUsers,
    listCustomers: reads.listCustomers,
    userBatches: reads.userBatches,
    customerBatches: reads.customerBatches,
    userStats: reads.userStats,
    customerStats: reads.customerStats,
    get: reads.get,
    orders: reads.orders,
    activity: reads.activity,

    create: changes.create,
    update: changes.update,
    saveNotes: changes.saveNotes,
    setStatus: changes.setStatus,
    bulkUpdate: changes.bulkUpdate,
    remove: changes.remove,
    bulkDelete: changes.bulkDelete,
  };
}
