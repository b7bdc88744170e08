import { defineModule, route } from '../module.ts';
import { customerRoutes } from './customers.routes.ts';

/** The customer's own account pages: profile, orders and their documents. Routes only. */
export const customersModule = defineModule({
  name: 'customers',
  needs: [],
  provides: [],
  uses: ['users', 'orders', 'auth', 'documents'],
  create: () => ({}),
  routes: ({ users, orders, auth, documents }) => [
    route(customerRoutes, { users, orders, auth, documents }),
  ],
});
