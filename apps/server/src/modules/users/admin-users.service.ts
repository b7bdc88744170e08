import type { DatabaseHandle } from '@shop/db';
import type { AuthService } from '../auth/auth.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import { createPeopleChanges } from './admin-users.changes.ts';
import { createPeopleReads } from './admin-users.reads.ts';
import { createAdminUsersRepository } from './admin-users.repository.ts';
import { createUsersRepository } from './users.repository.ts';

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

/**
 * Users and customers as the back office manages them (customer-and-commerce-admin.md sections
 * 2-9, DECISIONS.md section 3). Every change that signs someone out (status other than active,
 * new password, new role) ends their sessions in the same transaction; every change is written
 * to the activity log in that transaction too.
 * Two parts by responsibility: reads (admin-users.reads.ts) and changes
 * (admin-users.changes.ts); how a person is answered is admin-users.mappers.ts.
 */
export function createAdminUsersService({
  database,
  auth,
  orders,
  payments,
  mail,
  cart,
}: {
  database: DatabaseHandle;
  auth: Pick<AuthService, 'endSessions' | 'retireTokens' | 'deleteTokens'>;
  orders: Pick<OrdersService, 'hasOrders' | 'customerOrderPage'>;
  /** What only served the person goes when an account is anonymised, each through its owner. */
  payments: Pick<PaymentsService, 'discardUnusedIntents'>;
  mail: Pick<MailService, 'discardMailTo'>;
  cart: Pick<CartService, 'removeUserCart'>;
}) {
  const repo = createAdminUsersRepository(database);
  const { mustFind, ...reads } = createPeopleReads({ repo, orders });
  const changes = createPeopleChanges({
    database,
    repo,
    usersRepo: createUsersRepository(database),
    mustFind,
    auth,
    orders,
    payments,
    mail,
    cart,
  });
  return { ...reads, ...changes };
}
