import { shopVersion } from '../../lib/version.ts';
import { defineModule, route } from '../module.ts';
import { adminSystemRoutes } from './admin-system.routes.ts';
import { createAdminSystemService, type AdminSystemService } from './admin-system.service.ts';
import { createBackupService, type BackupService } from './backup.service.ts';
import { createRateLimitService, type RateLimitService } from './rate-limit.service.ts';
import { systemRoutes } from './system.routes.ts';

declare module '../module.ts' {
  interface ServiceRegistry {
    rateLimits: RateLimitService;
    backups: BackupService;
    system: AdminSystemService;
  }
}

/** Request and sign-in limits counted in the database, shared by every instance. */
export const rateLimitsModule = defineModule({
  name: 'rate-limits',
  needs: ['database'],
  provides: ['rateLimits'],
  create: ({ database }) => ({ rateLimits: createRateLimitService({ database }) }),
  housekeeping: ({ rateLimits }) => rateLimits.deleteExpired(),
});

/**
 * Health, version and the operator's System screen (go-live checks, backups). A module of its
 * own because it reads the state of nearly every other.
 */
export const systemModule = defineModule({
  name: 'system',
  needs: [
    'database',
    'storage',
    'users',
    'catalogue',
    'orders',
    'leads',
    'mail',
    'payments',
    'settings',
    'tax',
  ],
  provides: ['backups', 'system'],
  create: (
    { database, storage, users, catalogue, orders, leads, mail, payments, settings, tax },
    { config, demoUsers },
  ) => {
    const backups = createBackupService({ database, storage, appVersion: shopVersion() });
    const system = createAdminSystemService({
      database,
      users,
      demoUsers,
      catalogue,
      orders,
      leads,
      mail,
      payments,
      backups,
      settings,
      tax,
      version: shopVersion(),
      config,
    });
    return { backups, system };
  },
  routes: ({ database, payments, system }, { config }) => [
    route(systemRoutes, { database, demo: config.demo, testPayments: payments.mode === 'test' }),
    route(adminSystemRoutes, { system }),
  ],
});
