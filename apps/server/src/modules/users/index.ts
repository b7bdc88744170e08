import { defineModule, route } from '../module.ts';
import { adminUserRoutes } from './admin-users.routes.ts';
import { createAdminUsersService, type AdminUsersService } from './admin-users.service.ts';
import { createUsersService, type UsersService } from './users.service.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    users: UsersService;
    people: AdminUsersService;
  }
}

/** The accounts themselves: read and written by the modules that act for their owners. */
export const usersModule = defineModule({
  name: 'users',
  needs: ['database'],
  provides: ['users'],
  create: ({ database }) => ({ users: createUsersService({ database }) }),
});

/**
 * The staff's People screens: every account with its orders, payments and cart. A module of
 * its own because it needs the modules that need the accounts (auth, orders).
 */
export const peopleModule = defineModule({
  name: 'people',
  needs: ['database', 'auth', 'orders', 'payments', 'mail', 'cart'],
  provides: ['people'],
  create: ({ database, auth, orders, payments, mail, cart }) => ({
    people: createAdminUsersService({ database, auth, orders, payments, mail, cart }),
  }),
  routes: ({ people }) => [route(adminUserRoutes, { people })],
});
