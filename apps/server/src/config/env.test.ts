import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const dataDirs: string[] = [];
/** A DATA_DIR of its own, so demo mode's generated secret never lands in the repository. */
function freshDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-env-test-'));
  dataDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

/** The ConfigError thrown for this environment (fails the test when none is thrown). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: freshDataDir(), ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).problems;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

function expectProblemNaming(env: Record<string, string>, setting: string) {
  const problems = problemsOf(env);
  expect(
    problems.some((p) => p.startsWith(`${setting}`)),
    problems.join(' | '),
  ).toBe(true);
  let message = '';
  try {
    loadConfig({ DATA_DIR: freshDataDir(), ...env });
  } catch (err) {
    message = (err as Error).message;
  }
  expect(message).toContain(setting);
}

describe('loadConfig', () => {
  it('has sensible defaults: demo on, port 3000, local public URL', () => {
    const dataDir = freshDataDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      secureCookies: false,
      smtpUrl: undefined,
      mailFrom: 'SecureVision Security <no-reply@securevision.example.com>',
      stripe: undefined,
      admin: undefined,
      demo: true,
      trustProxy: false,
      logLevel: 'info',
    });
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('demo mode generates a session secret once and keeps it in DATA_DIR', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'session-secret');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
    // An explicit secret wins and nothing is generated.
    const other = freshDataDir();
    expect(loadConfig({ DATA_DIR: other, SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
    expect(existsSync(path.join(other, 'session-secret'))).toBe(false);
  });

  it('DEMO defaults to on without DATABASE_URL and off with it', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).demo).toBe(true);
    const withDb = loadConfig({
      DATABASE_URL: 'postgres://shop:pw@db.internal:5432/shop',
      SESSION_SECRET: SECRET,
      PAYMENTS: 'test',
    });
    expect(withDb.demo).toBe(false);
    expect(withDb.databaseUrl).toBe('postgres://shop:pw@db.internal:5432/shop');
    expect(
      loadConfig({
        DATABASE_URL: 'postgresql://localhost/shop',
        DEMO: 'true',
        SESSION_SECRET: SECRET,
      }).demo,
    ).toBe(true);
    expect(loadConfig({ DEMO: 'off', SESSION_SECRET: SECRET, PAYMENTS: 'test' }).demo).toBe(false);
  });

  it('production is never a demo unless asked: no demo admin, no links on the console', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, PAYMENTS: 'test' }).demo,
    ).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(
      loadConfig({ NODE_ENV: 'production', DEMO: 'true', DATA_DIR: freshDataDir() }).demo,
    ).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@h/db',
      SESSION_SECRET: SECRET,
      PUBLIC_URL: 'https://shop.example.com/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Shop <shop@example.com>',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      ADMIN_EMAIL: 'Owner@Example.com',
      ADMIN_PASSWORD: 'owner-password',
      TRUST_PROXY: '1',
      HEADERS_TIMEOUT_SECONDS: '5',
      REQUEST_TIMEOUT_SECONDS: '30',
      IDLE_TIMEOUT_SECONDS: '70',
      MAX_CONNECTIONS: '500',
      MAX_CONNECTIONS_PER_CLIENT: '20',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      publicUrl: 'https://shop.example.com',
      secureCookies: true,
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Shop <shop@example.com>',
      stripe: {
        secretKey: 'sk_test_123',
        webhookSecret: 'whsec_123',
        publishableKey: 'pk_test_123',
      },
      admin: { email: 'owner@example.com', password: 'owner-password' },
      demo: false,
      trustProxy: 1,
      http: {
        headersTimeoutMs: 5000,
        requestTimeoutMs: 30_000,
        idleTimeoutMs: 70_000,
        maxConnections: 500,
        // Behind a proxy every connection is the proxy's: the cap per client is the proxy's.
        maxConnectionsPerClient: null,
      },
      logLevel: 'warn',
    });
  });

  it('a shop outside demo mode without Stripe starts only with PAYMENTS=test', () => {
    const shop = { DATABASE_URL: 'postgres://u:p@h/db', SESSION_SECRET: SECRET };
    expectProblemNaming(shop, 'PAYMENTS');
    expect(loadConfig({ ...shop, PAYMENTS: 'test' }).stripe).toBeUndefined();
    expectProblemNaming({ ...shop, PAYMENTS: 'later' }, 'PAYMENTS');
    const stripe = loadConfig({
      ...shop,
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    });
    expect(stripe.stripe).toEqual({
      secretKey: 'sk_live_1',
      publishableKey: 'pk_live_1',
      webhookSecret: 'whsec_1',
    });
    expectProblemNaming(
      { ...shop, STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      'STRIPE_WEBHOOK_SECRET',
    );
    // A command that serves no shop (migrate, create-admin) is not asked for payments.
    expect(loadConfig(shop, { servesShop: false }).stripe).toBeUndefined();
  });

  it('TRUST_PROXY takes a hop count or the proxies\u2019 addresses, never a bare true', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: value });
    expect(trust('false').trustProxy).toBe(false);
    expect(trust('0').trustProxy).toBe(false);
    expect(trust('2').trustProxy).toBe(2);
    expect(trust(' 10.0.0.2 , 10.1.0.0/16,::1, fd00::/8,loopback').trustProxy).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'nginx', '1.5', '99']) {
      expectProblemNaming({ TRUST_PROXY: bad }, 'TRUST_PROXY');
    }
    expect(problemsOf({ TRUST_PROXY: 'true' }).join()).toContain('1 behind one nginx');
  });

  it('the connection limits default to bounded values; the per-client cap holds without a proxy', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config.http).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
      idleTimeoutMs: 65_000,
      maxConnections: 2000,
      maxConnectionsPerClient: 64,
    });
    expect(
      loadConfig({ DATA_DIR: freshDataDir(), TRUST_PROXY: '10.0.0.2' }).http
        .maxConnectionsPerClient,
    ).toBeNull();
    for (const setting of [
      'HEADERS_TIMEOUT_SECONDS',
      'REQUEST_TIMEOUT_SECONDS',
      'IDLE_TIMEOUT_SECONDS',
      'MAX_CONNECTIONS',
      'MAX_CONNECTIONS_PER_CLIENT',
    ]) {
      for (const bad of ['0', 'ten', '1.5']) expectProblemNaming({ [setting]: bad }, setting);
    }
    expectProblemNaming(
      { HEADERS_TIMEOUT_SECONDS: '30', REQUEST_TIMEOUT_SECONDS: '20' },
      'HEADERS_TIMEOUT_SECONDS',
    );
  });

  it('one address may hold at most a quarter of MAX_CONNECTIONS: a lower total lowers the default cap, a cap set above it is refused', () => {
    const http = (env: Record<string, string>) =>
      loadConfig({ DATA_DIR: freshDataDir(), ...env }).http;
    expect(http({ MAX_CONNECTIONS: '100' }).maxConnectionsPerClient).toBe(25);
    expect(http({ MAX_CONNECTIONS: '3' }).maxConnectionsPerClient).toBe(1);
    expect(
      http({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '25' }).maxConnectionsPerClient,
    ).toBe(25);
    expectProblemNaming(
      { MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '26' },
      'MAX_CONNECTIONS_PER_CLIENT',
    );
    expect(
      problemsOf({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '26' }).join(),
    ).toContain('at most 25');
    // Behind a proxy the per-client cap is the proxy's, so it is not checked here.
    expect(
      http({ MAX_CONNECTIONS: '100', MAX_CONNECTIONS_PER_CLIENT: '26', TRUST_PROXY: '1' })
        .maxConnectionsPerClient,
    ).toBeNull();
  });

  it('blank values count as unset', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir(), PORT: '  ', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.smtpUrl).toBeUndefined();
  });

  it.each(['abc', '0', '65536', '-1', '80.5', '3000x'])('a bad PORT (%s) names PORT', (port) => {
    expectProblemNaming({ PORT: port }, 'PORT');
  });

  it.each(['mysql://localhost/shop', 'localhost:5432', 'postgres://', 'http://db/shop'])(
    'a bad DATABASE_URL (%s) names DATABASE_URL',
    (url) => {
      expectProblemNaming({ DATABASE_URL: url, SESSION_SECRET: SECRET }, 'DATABASE_URL');
    },
  );

  it.each(['mail.example.com', 'http://mail.example.com', 'smtp:/x'])(
    'a bad SMTP_URL (%s) names SMTP_URL',
    (url) => {
      expectProblemNaming({ SMTP_URL: url }, 'SMTP_URL');
    },
  );

  it('ADMIN_EMAIL without ADMIN_PASSWORD (and the reverse) names both', () => {
    expectProblemNaming({ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_EMAIL');
    expect(problemsOf({ ADMIN_EMAIL: 'owner@example.com' }).join()).toContain('ADMIN_PASSWORD');
    expectProblemNaming({ ADMIN_PASSWORD: 'long-enough-pw' }, 'ADMIN_EMAIL');
  });

  it('a bad ADMIN_EMAIL or short ADMIN_PASSWORD names it', () => {
    expectProblemNaming(
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long-enough' },
      'ADMIN_EMAIL',
    );
    expectProblemNaming({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD');
  });

  it('a missing SESSION_SECRET outside demo mode names SESSION_SECRET', () => {
    expectProblemNaming({ DATABASE_URL: 'postgres://u:p@h/db' }, 'SESSION_SECRET');
    expectProblemNaming({ DEMO: 'false' }, 'SESSION_SECRET');
    expectProblemNaming({ DEMO: 'false', SESSION_SECRET: 'too-short' }, 'SESSION_SECRET');
  });

  it('other bad values name their setting', () => {
    expectProblemNaming({ DEMO: 'maybe' }, 'DEMO');
    expectProblemNaming({ NODE_ENV: 'staging' }, 'NODE_ENV');
    expectProblemNaming({ PUBLIC_URL: 'shop.example.com' }, 'PUBLIC_URL');
    expectProblemNaming({ PUBLIC_URL: 'ftp://shop.example.com' }, 'PUBLIC_URL');
    expectProblemNaming({ LOG_LEVEL: 'loud' }, 'LOG_LEVEL');
    expectProblemNaming({ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY');
    expectProblemNaming({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY');
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({ PORT: 'x', SMTP_URL: 'x', LOG_LEVEL: 'x' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'PORT', 'SMTP_URL']);
  });

  it('never echoes a secret value in its message', () => {
    const problems = problemsOf({ SESSION_SECRET: 'hunter2-short', DEMO: 'false' });
    expect(problems.join('\n')).not.toContain('hunter2-short');
    const adminProblems = problemsOf({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'hunter2' });
    expect(adminProblems.join('\n')).not.toContain('hunter2');
    const urlProblems = problemsOf({
      DATABASE_URL: 'mysql://shop:hunter2@db/shop',
      SMTP_URL: 'mail://u:hunter2@mail',
      STRIPE_SECRET_KEY: 'rk_live_hunter2',
    });
    expect(urlProblems).toHaveLength(3);
    expect(urlProblems.join('\n')).not.toContain('hunter2');
    // Values that are not secret are shown, which helps to spot a typo.
    expect(problemsOf({ PORT: '30o0' }).join()).toContain('"30o0"');
  });

  it('METRICS_TOKEN turns the metrics on; a short one is refused by name, never echoed', () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).metricsToken).toBeUndefined();
    const token = 'a-metrics-token-of-24-chars-or-more';
    expect(loadConfig({ DATA_DIR: freshDataDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
    expectProblemNaming({ METRICS_TOKEN: 'hunter2-metrics' }, 'METRICS_TOKEN');
    expect(problemsOf({ METRICS_TOKEN: 'hunter2-metrics' }).join()).not.toContain('hunter2');
  });
});
