import { ROLES, type Role, type SystemStatus } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from '../../config/env.ts';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { LeadsService } from '../leads/leads.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createAdminSystemRepository } from './admin-system.repository.ts';
import { DEMO_USERS } from './demo-users.ts';
import { migrationLevel } from './migration-level.ts';

export type AdminSystemService = ReturnType<typeof createAdminSystemService>;

type Options = {
  database: DatabaseHandle;
  users: Pick<UsersService, 'createDemoUsers' | 'countByRole'>;
  /** The counts of what the shop holds come from each owner. */
  catalogue: Pick<CatalogueService, 'productCounts'>;
  orders: Pick<OrdersService, 'countAll'>;
  leads: Pick<LeadsService, 'counts'>;
  mail: Pick<MailService, 'stats'>;
  payments: Pick<PaymentsService, 'status'>;
  config: Pick<Config, 'demo' | 'smtpUrl'>;
};

/**
 * The System page (DECISIONS.md section 1: it replaces /admin/apitest and /admin/debugstats):
 * how the database, mail and payments run, and what the shop holds. Names a provider, never
 * a key. The seed-users action exists in demo mode only.
 */
export function createAdminSystemService({
  database,
  users,
  catalogue,
  orders,
  leads,
  mail: mailService,
  payments,
  config,
}: Options) {
  const repository = createAdminSystemRepository(database);

  async function databaseHealth(): Promise<SystemStatus['database']> {
    const [level, sizeBytes] = await Promise.all([
      migrationLevel(repository),
      repository.databaseSize(),
    ]);
    return {
      engine: database.engine,
      reachable: true,
      migrationsApplied: level.applied,
      latestMigration: level.latest,
      sizeBytes,
    };
  }

  return {
    demo: config.demo,

    async status(): Promise<SystemStatus> {
      // No counts are better than zeros that look real: an unreachable database is a 503.
      if (!(await database.ping())) {
        throw new DomainError('unavailable', 'The database does not answer.', {
          code: 'DATABASE_UNAVAILABLE',
        });
      }
      const [health, mail, paymentStatus, roles, products, orderCount, leadCounts] =
        await Promise.all([
          databaseHealth(),
          mailService.stats(),
          payments.status(),
          users.countByRole(),
          catalogue.productCounts(),
          orders.countAll(),
          leads.counts(),
        ]);
      const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
      for (const { role, count } of roles) {
        if (role in byRole) byRole[role as Role] = count;
      }
      return {
        checkedAt: new Date().toISOString(),
        demo: config.demo,
        database: health,
        mail: {
          transport: config.smtpUrl ? 'smtp' : 'demo-outbox',
          pending: mail.pending,
          failed: mail.failed,
          lastSentAt: mail.lastSentAt,
        },
        payments: paymentStatus,
        counts: {
          users: {
            total: Object.values(byRole).reduce((a, b) => a + b, 0),
            byRole,
          },
          products,
          orders: orderCount,
          contactRequests: leadCounts.contactRequests,
          siteSurveys: leadCounts.siteSurveys,
        },
      };
    },

    /** Demo mode only (the route does not exist otherwise). */
    async seedUsers(): Promise<{ created: number; existing: number }> {
      const created = await users.createDemoUsers(DEMO_USERS);
      return { created, existing: DEMO_USERS.length - created };
    },
  };
}
