import { describe, expect, it } from 'vitest';
import { goLiveChecklist, type GoLiveFacts } from './go-live.ts';

const NOW = new Date('2026-11-25T12:00:00Z');

/** A shop ready to take real orders; each test spoils one part of it. */
function ready(): GoLiveFacts {
  return {
    demo: false,
    publicUrl: 'https://shop.example.com/',
    now: NOW,
    payments: {
      provider: 'stripe',
      live: true,
      webhookSecretSet: true,
      lastWebhookAt: '2026-11-25T09:00:00.000Z',
    },
    mail: {
      transport: 'smtp',
      lastSentAt: '2026-11-25T10:00:00.000Z',
      lastFailedAt: null,
      failed: 0,
    },
    settings: {
      companyComplete: true,
      companyReviewed: { at: '2026-11-20T08:00:00.000Z', by: 'owner@example.com' },
      taxTableReviewed: { at: '2026-11-20T08:05:00.000Z', by: 'owner@example.com' },
      taxStates: { total: 51, withRate: 46 },
    },
    admins: 2,
    lastBackupAt: '2026-11-25T03:00:00.000Z',
    version: '1.0.0',
    migrations: { applied: 30, known: 30, latest: '0030_settings' },
  };
}

const item = (facts: GoLiveFacts, key: string) => {
  const found = goLiveChecklist(facts).find((i) => i.key === key);
  if (!found) throw new Error(`no ${key} line`);
  return found;
};

describe('goLiveChecklist', () => {
  it('a shop with everything in place is ready on every line, with nothing to do', () => {
    const items = goLiveChecklist(ready());
    expect(items.map((i) => i.key)).toEqual([
      'payments',
      'webhook',
      'mail',
      'company',
      'tax',
      'admins',
      'backup',
      'version',
    ]);
    for (const i of items) {
      expect(i.ready, i.key).toBe(true);
      expect(i.action, i.key).toBeNull();
    }
    // Moments read as on the rest of the System page: the shop's time zone, one format.
    expect(item(ready(), 'webhook').detail).toMatch(/received Nov 25, 2026, 1:00\sAM\.$/);
    expect(item(ready(), 'company').detail).toContain('owner@example.com');
    expect(item(ready(), 'version').detail).toBe(
      'Version 1.0.0; database at migration 30 of 30 (0030_settings).',
    );
  });

  it('the test provider is never ready, in a demo or on a staging shop, and says how to go live', () => {
    for (const demo of [true, false]) {
      const facts = ready();
      facts.demo = demo;
      facts.payments = {
        provider: 'test',
        live: false,
        webhookSecretSet: false,
        lastWebhookAt: null,
      };
      const payments = item(facts, 'payments');
      expect(payments.ready).toBe(false);
      expect(payments.detail).toContain(demo ? 'Demo mode' : 'PAYMENTS=test');
      expect(payments.action).toContain('STRIPE_SECRET_KEY');
      expect(item(facts, 'webhook').ready).toBe(false);
    }
  });

  it("Stripe's test keys are not live", () => {
    const facts = ready();
    facts.payments.live = false;
    expect(item(facts, 'payments')).toMatchObject({ ready: false });
    expect(item(facts, 'payments').action).toContain('live keys');
  });

  it('the webhook needs its secret and one signed event, and names the endpoint to add', () => {
    const noSecret = ready();
    noSecret.payments.webhookSecretSet = false;
    expect(item(noSecret, 'webhook').ready).toBe(false);
    expect(item(noSecret, 'webhook').action).toContain(
      'https://shop.example.com/api/webhooks/stripe',
    );
    expect(item(noSecret, 'webhook').action).toContain('STRIPE_WEBHOOK_SECRET');

    const noneReceived = ready();
    noneReceived.payments.lastWebhookAt = null;
    expect(item(noneReceived, 'webhook')).toMatchObject({ ready: false });
    expect(item(noneReceived, 'webhook').detail).toContain('no signed webhook has arrived');
  });

  it('mail is ready only over SMTP with a mail sent after the last failure', () => {
    const outbox = ready();
    outbox.mail.transport = 'demo-outbox';
    expect(item(outbox, 'mail').ready).toBe(false);
    expect(item(outbox, 'mail').action).toContain('SMTP_URL');

    const neverSent = ready();
    neverSent.mail.lastSentAt = null;
    expect(item(neverSent, 'mail').ready).toBe(false);

    const failedLast = ready();
    failedLast.mail.lastFailedAt = '2026-11-25T11:00:00.000Z';
    failedLast.mail.failed = 3;
    expect(item(failedLast, 'mail').ready).toBe(false);
    expect(item(failedLast, 'mail').detail).toContain('3 failed');

    const failedEarlier = ready();
    failedEarlier.mail.lastFailedAt = '2026-11-24T11:00:00.000Z';
    expect(item(failedEarlier, 'mail').ready).toBe(true);
  });

  it('seeded or incomplete company details and an unreviewed tax table ask for the settings screen', () => {
    const seeded = ready();
    seeded.settings.companyReviewed = null;
    expect(item(seeded, 'company').ready).toBe(false);
    expect(item(seeded, 'company').detail).toContain('nobody has reviewed');

    const incomplete = ready();
    incomplete.settings.companyComplete = false;
    expect(item(incomplete, 'company').ready).toBe(false);
    expect(item(incomplete, 'company').detail).toContain('missing');
    expect(item(incomplete, 'company').action).toContain('Settings');

    const tax = ready();
    tax.settings.taxTableReviewed = null;
    expect(item(tax, 'tax').ready).toBe(false);
    expect(item(tax, 'tax').detail).toBe(
      'Sales tax: 46 of 51 states (with DC) have a rate, the published state base rates; nobody has reviewed them yet.',
    );
    expect(item(tax, 'tax').action).toContain('Settings');
  });

  it('one admin is not enough', () => {
    const facts = ready();
    facts.admins = 1;
    expect(item(facts, 'admins')).toMatchObject({ ready: false });
    expect(item(facts, 'admins').detail).toContain('1 admin account:');
  });

  it('a backup is due daily: none, or one older than 26 hours, is not ready', () => {
    const none = ready();
    none.lastBackupAt = null;
    expect(item(none, 'backup').ready).toBe(false);
    expect(item(none, 'backup').action).toContain('npm run backup');

    const old = ready();
    old.lastBackupAt = '2026-11-22T12:00:00.000Z';
    expect(item(old, 'backup').ready).toBe(false);
    expect(item(old, 'backup').detail).toContain('3 day(s) old');

    const fresh = ready();
    fresh.lastBackupAt = '2026-11-24T11:00:00.000Z';
    expect(item(fresh, 'backup').ready).toBe(true);
  });

  it('a database behind the code says to restart', () => {
    const facts = ready();
    facts.migrations = { applied: 29, known: 30, latest: '0029_jobs' };
    expect(item(facts, 'version')).toMatchObject({ ready: false });
    expect(item(facts, 'version').action).toContain('Restart');
  });

  it('the tax line says how many states have a rate and who changed the table last', () => {
    expect(item(ready(), 'tax').detail).toMatch(
      /^Sales tax: 46 of 51 states \(with DC\) have a rate; last changed Nov 20, 2026, 12:05\sAM by owner@example\.com\.$/,
    );
  });

  it('every line reads in words: a setting or a command is named after them, in brackets', () => {
    const variants: GoLiveFacts[] = [ready()];
    for (const change of [
      (f: GoLiveFacts) => {
        f.payments = { ...f.payments, provider: 'test', live: false };
      },
      (f: GoLiveFacts) => {
        f.demo = true;
        f.payments = { ...f.payments, provider: 'test', live: false };
      },
      (f: GoLiveFacts) => {
        f.payments.live = false;
      },
      (f: GoLiveFacts) => {
        f.payments.webhookSecretSet = false;
      },
      (f: GoLiveFacts) => {
        f.payments.lastWebhookAt = null;
      },
      (f: GoLiveFacts) => {
        f.mail.transport = 'demo-outbox';
      },
      (f: GoLiveFacts) => {
        f.mail = { ...f.mail, lastFailedAt: '2026-11-25T11:00:00.000Z', failed: 2 };
      },
      (f: GoLiveFacts) => {
        f.mail.lastSentAt = null;
      },
      (f: GoLiveFacts) => {
        f.settings.companyComplete = false;
        f.settings.taxTableReviewed = null;
        f.admins = 1;
        f.lastBackupAt = null;
        f.migrations.applied = 29;
      },
      (f: GoLiveFacts) => {
        f.lastBackupAt = '2026-11-20T03:00:00.000Z';
      },
    ]) {
      const facts = ready();
      change(facts);
      variants.push(facts);
    }
    // A setting (STRIPE_SECRET_KEY, PAYMENTS=test), a command or a file path.
    const technical = /[A-Z][A-Z0-9]*_[A-Z0-9_]+|[A-Z]+=|`|npm run|docs\//;
    for (const facts of variants) {
      for (const line of goLiveChecklist(facts)) {
        for (const text of [line.detail, line.action ?? '']) {
          // Outside brackets nothing technical is left: the words carry the meaning.
          const words = text.replace(/\([^()]*\)/g, '');
          expect(words, `${line.key}: ${text}`).not.toMatch(technical);
        }
      }
    }
  });
});
