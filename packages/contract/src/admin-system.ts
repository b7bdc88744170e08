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
    /** live: real money moves (Stripe's live keys); test: the test provider or Stripe's test keys. */
    mode: z.enum(['test', 'live']),
    webhookSecretSet: z.boolean(),
    /** When the last verified Stripe webhook came in (ISO); null: none yet. */
    lastWebhookAt: z.string().nullable(),
  }),
  /** The go-live checklist, judged by the server. */
  goLive: z.array(goLiveItemSchema),
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

/**
 * A background job that used up its attempts (GET /api/admin/jobs/failed): what it was, how
 * often it ran and the last error, for the System page's list with its Retry button.
 */
export const failedJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobsResponse = z.object({ jobs: z.array(failedJobSchema) });
export type FailedJobsResponse = z.infer<typeof failedJobsResponse>;

/** What each kind of job does, in the System page's words. */
export const JOB_KIND_LABELS: Record<string, string> = {
  'mail.send': 'Send an e-mail',
  'payments.recover': 'Settle open payments',
  housekeeping: 'Clean up expired data',
};
