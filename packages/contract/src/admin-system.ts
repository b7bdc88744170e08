import { z } from 'zod';
import { ROLES } from './permissions.ts';

/** One line of the System page's go-live checklist: ready or not, and what to do if not. */
export const goLiveItemSchema = z.object({
  key: z.enum(['payments', 'webhook', 'mail', 'company', 'tax', 'admins', 'backup', 'version']),
  label: z.string(),
  ready: z.boolean(),
  detail: z.string(),
  action: z.string().nullable(),
});
export type GoLiveItem = z.infer<typeof goLiveItemSchema>;

/** GET /api/admin/system: how the shop runs (never a key or a password). */
export const systemStatusSchema = z.object({
  checkedAt: z.string(),
  demo: z.boolean(),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    reachable: z.boolean(),
    migrationsApplied: z.number().int().nullable(),
    latestMigration: z.string().nullable(),
    sizeBytes: z.number().nullable(),
  }),
  mail: z.object({
    transport: z.enum(['smtp', 'demo-outbox']),
    pending: z.number().int(),
    failed: z.number().int(),
    lastSentAt: z.string().nullable(),
  }),
  payments: z.object({
    provider: z.enum(['test', 'stripe']),
    webhookSecretSet: z.boolean(),
  }),
  counts: z.object({
    users: z.object({
      total: z.number().int(),
      byRole: z.record(z.enum(ROLES), z.number().int()),
    }),
    products: z.object({ live: z.number().int(), archived: z.number().int() }),
    orders: z.number().int(),
    contactRequests: z.number().int(),
    siteSurveys: z.number().int(),
  }),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** POST /api/admin/seed-users (demo mode only). */
export const seedUsersResponse = z.object({
  success: z.literal(true),
  created: z.number().int(),
  existing: z.number().int(),
  message: z.string(),
});
export type SeedUsersResponse = z.infer<typeof seedUsersResponse>;
