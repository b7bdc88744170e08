import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { isValidEmail, PASSWORD_MIN } from '@shop/contract';
import type { S3StorageOptions } from '../lib/storage/s3-storage.ts';
import { paymentSettingsProblems } from './payment-settings.ts';

/**
 * The only reader of process.env. Every setting is checked at start; a bad value stops the
 * server with a message that names the setting (README.md#settings).
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), {
    error: 'must be true or false',
  })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A whole number from min to max; the message names the unit. */
/** Connections one address may hold by default (fewer when a quarter of the total is fewer). */
const DEFAULT_CONNECTIONS_PER_CLIENT = 64;

const wholeNumber = (min: number, max: number, unit: string) => {
  const error = `must be a whole number of ${unit} from ${min} to ${max}`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/**
 * Which proxies' X-Forwarded-For the shop believes (Fastify's trustProxy): none, the nearest
 * N hops, or the proxies' own addresses. `true` (believe every hop) is refused: behind one
 * nginx a client then picks its own address by sending X-Forwarded-For, and escapes the
 * sign-in limit.
 */
export type TrustProxy = false | number | string[];
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORMAT =
  'must be the number of proxies in front of the shop (1 behind one nginx) or their addresses ' +
  'or ranges, comma-separated (such as 10.0.0.2 or 10.0.0.0/8), or false';

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['false', 'no', 'off', '0'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would believe the X-Forwarded-For any client writes (so a client picks its own ' +
          'address and escapes the sign-in limit); give the number of proxies in front of the ' +
          'shop (1 behind one nginx) or their addresses (such as 10.0.0.2 or 10.0.0.0/8)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(lower)) {
      const hops = Number(lower);
      if (hops <= 20) return hops;
      ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
      return z.NEVER;
    }
    const entries = lower.split(',').map((e) => e.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({ code: 'custom', message: TRUST_PROXY_FORMAT });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a whole number from 1 to 65535' })
    .int({ error: 'must be a whole number from 1 to 65535' })
    .min(1, { error: 'must be a whole number from 1 to 65535' })
    .max(65535, { error: 'must be a whole number from 1 to 65535' })
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  BACKUP_DIR: z.string().trim().min(1).optional(),
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/.+/, {
      error: 'must be a postgres:// or postgresql:// connection URL',
    })
    .optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  PUBLIC_URL: z
    .url({
      error: 'must be an absolute http(s) URL such as https://shop.example.com',
      protocol: /^https?$/,
    })
    .optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/.+/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3)
    .default('SecureVision Security <no-reply@securevision.example.com>'),
  STAFF_EMAIL: z
    .string()
    .trim()
    .refine(isValidEmail, { error: 'must be an e-mail address' })
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^sk_(test|live)_/, { error: 'must start with sk_test_ or sk_live_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(/^whsec_/, { error: 'must start with whsec_' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_/, { error: 'must start with pk_test_ or pk_live_' })
    .optional(),
  STOCK_HOLD_MINUTES: z.coerce
    .number({ error: 'must be a whole number of minutes from 1 to 120' })
    .int({ error: 'must be a whole number of minutes from 1 to 120' })
    .min(1, { error: 'must be a whole number of minutes from 1 to 120' })
    .max(120, { error: 'must be a whole number of minutes from 1 to 120' })
    .default(15),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .toLowerCase()
    .refine(isValidEmail, { error: 'must be an e-mail address' })
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, { error: `must be at least ${PASSWORD_MIN} characters` })
    .optional(),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name' })
    .optional(),
  S3_ENDPOINT: z
    .url({ error: 'must be an http(s) URL such as https://s3.example.com', protocol: /^https?$/ })
    .optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  DEMO: flag.optional(),
  PAYMENTS: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['test', 'stripe'], { error: 'must be test or stripe' }))
    .optional(),
  TRUST_PROXY: trustProxySchema.optional(),
  HEADERS_TIMEOUT_SECONDS: wholeNumber(1, 600, 'seconds').default(15),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 3600, 'seconds').default(60),
  IDLE_TIMEOUT_SECONDS: wholeNumber(1, 3600, 'seconds').default(65),
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000, 'connections').default(2000),
  MAX_CONNECTIONS_PER_CLIENT: wholeNumber(1, 1_000_000, 'connections').optional(),
  METRICS_TOKEN: z
    .string()
    .trim()
    .min(24, { error: 'must be at least 24 characters (a random token)' })
    .optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run backup` writes its files: BACKUP_DIR, or DATA_DIR/backups. */
  backupDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  publicUrl: string;
  secureCookies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  staffEmail: string | undefined;
  /** Stripe's keys; undefined: the built-in test provider (demo, or PAYMENTS=test). */
  stripe:
    { secretKey: string; webhookSecret: string | undefined; publishableKey: string } | undefined;
  admin: { email: string; password: string } | undefined;
  /**
   * How long a started payment holds its products for the customer: other
   * checkouts see the held units as taken, and the customer's cart cannot change meanwhile.
   */
  stockHoldMinutes: number;
  /** Where uploaded and generated files (product images) live: DATA_DIR/files, or S3. */
  storage: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageOptions);
  demo: boolean;
  trustProxy: TrustProxy;
  /**
   * How long a client may take, and how many connections it may hold, before the server
   * drops it (a slow upload held a request 330 s; 20,000 slow connections from one
   * client took the API down).
   */
  http: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    idleTimeoutMs: number;
    /** All connections; when full, the address holding the most gives up a place. */
    maxConnections: number;
    /**
     * Connections from one address, at most a quarter of maxConnections; off behind a proxy
     * (every connection is the proxy's).
     */
    maxConnectionsPerClient: number | null;
  };
  logLevel: string;
  /** The bearer token GET /api/metrics asks for; without one the route does not exist. */
  metricsToken: string | undefined;
};

/**
 * In demo mode a session secret may be left out: one is generated once and kept in DATA_DIR,
 * so sessions survive restarts. Production must set its own.
 */
function demoSessionSecret(dataDir: string): string {
  const file = path.resolve(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Settings whose value may hold a password or key: a bad one is named, never echoed. */
const SECRET_SETTINGS = new Set([
  'SESSION_SECRET',
  'ADMIN_PASSWORD',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
  'METRICS_TOKEN',
]);

/**
 * `servesShop: false` for a command that serves no shop (migrate, create-admin, seed): the
 * payment settings a shop needs to take payments are not asked of it.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { servesShop = true }: { servesShop?: boolean } = {},
): Config {
  const raw = Object.fromEntries(
    Object.keys(envSchema.shape).map((k) => [k, blankToUndefined(env[k])]),
  );
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => {
        const key = String(i.path[0]);
        const shown = raw[key] !== undefined && !SECRET_SETTINGS.has(key);
        return `${key}: ${i.message}${shown ? ` (got "${String(raw[key])}")` : ''}`;
      }),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD: set both or neither');
  }
  // Demo mode (a demo admin, links printed to the console) is never a production default.
  const demo = e.DEMO ?? (e.DATABASE_URL === undefined && e.NODE_ENV !== 'production');
  problems.push(
    ...paymentSettingsProblems({
      demo,
      servesShop,
      payments: e.PAYMENTS,
      secretKey: e.STRIPE_SECRET_KEY,
      publishableKey: e.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    }),
  );
  if (e.HEADERS_TIMEOUT_SECONDS > e.REQUEST_TIMEOUT_SECONDS) {
    problems.push(
      'HEADERS_TIMEOUT_SECONDS: must not be more than REQUEST_TIMEOUT_SECONDS (the headers are part of the request)',
    );
  }
  // One address may take at most a quarter of all connections (the rest is shared out
  // when the server is full: see limitConnections).
  const perClientMax = Math.max(1, Math.floor(e.MAX_CONNECTIONS / 4));
  const behindProxy = e.TRUST_PROXY !== undefined && e.TRUST_PROXY !== false;
  if (!behindProxy && (e.MAX_CONNECTIONS_PER_CLIENT ?? 0) > perClientMax) {
    problems.push(
      `MAX_CONNECTIONS_PER_CLIENT: must be at most ${perClientMax}, a quarter of MAX_CONNECTIONS, so a few addresses cannot hold every connection`,
    );
  }
  if (!demo && !e.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required outside demo mode (at least 32 random characters)');
  }
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) {
    problems.push('S3_BUCKET: required when other S3_ settings are given');
  }
  if (problems.length) throw new ConfigError(problems);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    backupDir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? demoSessionSecret(e.DATA_DIR),
    publicUrl,
    secureCookies: e.NODE_ENV === 'production' || publicUrl.startsWith('https://'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    staffEmail: e.STAFF_EMAIL,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          }
        : undefined,
    stockHoldMinutes: e.STOCK_HOLD_MINUTES,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // Most S3-compatible servers (MinIO, Ceph, s3rver) want bucket-in-path addresses.
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
        }
      : { kind: 'local', dir: path.resolve(e.DATA_DIR, 'files') },
    demo,
    trustProxy: e.TRUST_PROXY ?? false,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
      maxConnections: e.MAX_CONNECTIONS,
      maxConnectionsPerClient: behindProxy
        ? null
        : (e.MAX_CONNECTIONS_PER_CLIENT ?? Math.min(DEFAULT_CONNECTIONS_PER_CLIENT, perClientMax)),
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
  };
}
