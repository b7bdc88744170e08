// The rules of this module, in words: docs/modules/system.md
import { ROLES, type Role, type SystemStatus } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { Config } from '../../config/env.ts';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { LeadsService } from '../leads/leads.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { TaxService } from '../tax/tax.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { createAdminSystemRepository } from './admin-system.repository.ts';
import type { BackupService } from './backup.service.ts';
import { goLiveChecklist } from './go-live.ts';
import { knownMigrationCount, migrationLevel } from './migration-level.ts';

export type AdminSystemService = ReturnType<typeof createAdminSystemService>;

type Options = {
  database: DatabaseHandle;
  users: Pick<UsersService, 'createAccountsWithoutSignIn' | 'countByRole'>;
  /** The people demo mode's seed-users action adds (the demo shop's, handed in by services.ts). */
  demoUsers: Parameters<UsersService['createAccountsWithoutSignIn']>[0];
  /** The counts of what the shop holds come from each owner. */
  catalogue: Pick<CatalogueService, 'productCounts'>;
  orders: Pick<OrdersService, 'countAll'>;
  leads: Pick<LeadsService, 'counts'>;
  mail: Pick<MailService, 'stats'>;
  payments: Pick<PaymentsService, 'status'>;
  backups: Pick<BackupService, 'lastBackup'>;
  settings: Pick<SettingsService, 'adminSettings'>;
  tax: Pick<TaxService, 'lastChange' | 'table'>;
  version: string;
  config: Pick<Config, 'demo' | 'smtpUrl' | 'publicUrl'>;
};

/**
 * The System page (docs/modules/system.md#screens: it replaces /admin/apitest and
 * /admin/debugstats): how the database, mail and payments run, and what the shop holds. Names a
 * provider, never a key. The seed-users action exists in demo mode only.
 */
export function createAdminSystemService({
  database,
  users,
  demoUsers,
  catalogue,
  orders,
  leads,
  mail: mailService,
  payments,
  backups,
  settings,
  tax,
  version,
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
      const [
        health,
        mail,
        paymentStatus,
        roles,
        products,
        orderCount,
        leadCounts,
        lastBackup,
        knownMigrations,
        shopSettings,
        lastTaxChange,
        taxTable,
      ] = await Promise.all([
        databaseHealth(),
        mailService.stats(),
        payments.status(),
        users.countByRole(),
        catalogue.productCounts(),
        orders.countAll(),
        leads.counts(),
        backups.lastBackup(),
        knownMigrationCount(),
        settings.adminSettings(),
        tax.lastChange(),
        tax.table(),
      ]);
      const byRole = Object.fromEntries(ROLES.map((role) => [role, 0])) as Record<Role, number>;
      for (const { role, count } of roles) {
        if (role in byRole) byRole[role as Role] = count;
      }
      const transport = config.smtpUrl ? ('smtp' as const) : ('demo-outbox' as const);
      const goLive = goLiveChecklist({
        demo: config.demo,
        publicUrl: config.publicUrl,
        now: new Date(),
        payments: {
          provider: paymentStatus.provider,
          live: paymentStatus.mode === 'live',
          webhookSecretSet: paymentStatus.webhookSecretSet,
          lastWebhookAt: paymentStatus.lastWebhookAt,
        },
        mail: {
          transport,
          lastSentAt: mail.lastSentAt,
          lastFailedAt: mail.lastFailedAt,
          failed: mail.failed,
        },
        settings: {
          // The schema requires name, street, city line, phone and e-mail: saved is complete.
          companyComplete: shopSettings.settings !== null,
          // Seeded (demo) details have no saver: nobody has reviewed them.
          companyReviewed:
            shopSettings.updatedAt && shopSettings.updatedBy
              ? { at: shopSettings.updatedAt, by: shopSettings.updatedBy }
              : null,
          taxTableReviewed: lastTaxChange
            ? { at: lastTaxChange.changedAt, by: lastTaxChange.changedBy ?? 'a former admin' }
            : null,
          taxStates: {
            total: taxTable.length,
            withRate: taxTable.filter((state) => state.rate > 0).length,
          },
        },
        admins: byRole.admin,
        lastBackupAt: lastBackup?.takenAt ?? null,
        version,
        migrations: {
          applied: health.migrationsApplied ?? 0,
          known: knownMigrations,
          latest: health.latestMigration,
        },
      });
      return {
        checkedAt: new Date().toISOString(),
        demo: config.demo,
        database: health,
        mail: {
          transport,
          pending: mail.pending,
          failed: mail.failed,
          lastSentAt: mail.lastSentAt,
        },
        payments: paymentStatus,
        goLive,
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
      const created = await users.createAccountsWithoutSignIn(demoUsers);
      return { created, existing: demoUsers.length - created };
    },
  };
}
