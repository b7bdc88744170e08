import { z } from 'zod';
import { ROLES } from './permissions.ts';

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
    /** live: real money moves (Stripe's live keys); test: the test provider or Stripe's test keys. */
    mode: z.enum(['test', 'live']),
    webhookSecretSet: z.boolean(),
    /** When the last verified Stripe webhook came in (ISO); null: none yet. */
    lastWebhookAt: z.string().nullable(),
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
