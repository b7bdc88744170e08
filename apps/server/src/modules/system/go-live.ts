import { formatShopDateTime, type GoLiveItem } from '@shop/contract';

/** What the checklist is judged on; each owner module supplies its part. */
export type GoLiveFacts = {
  demo: boolean;
  publicUrl: string;
  now: Date;
  payments: {
    /** `test` is the built-in provider (a demo, or PAYMENTS=test on a staging shop). */
    provider: 'test' | 'stripe';
    /** Stripe keys are live keys (sk_live_/pk_live_), not Stripe's own test mode. */
    live: boolean;
    webhookSecretSet: boolean;
    lastWebhookAt: string | null;
  };
  mail: {
    transport: 'smtp' | 'demo-outbox';
    lastSentAt: string | null;
    lastFailedAt: string | null;
    failed: number;
  };
  settings: {
    /** Name, street address, phone and e-mail all given. */
    companyComplete: boolean;
    /** The last save through the settings screen; null while only seeded (or empty). */
    companyReviewed: { at: string; by: string } | null;
    taxTableReviewed: { at: string; by: string } | null;
    /** The sales-tax table: its states (with DC) and how many of them have a rate above 0. */
    taxStates: { total: number; withRate: number };
  };
  admins: number;
  lastBackupAt: string | null;
  version: string;
  migrations: { applied: number; known: number; latest: string | null };
};

/** A daily backup schedule, with a few hours of slack: older than this is overdue. */
const BACKUP_FRESH_HOURS = 26;

/** As the System page writes its own moments ("Checked ..."): one format on the screen. */
const when = (iso: string) => formatShopDateTime(iso);

/**
 * The System page's go-live checklist: each line says whether that part is ready
 * for real customers and, when it is not, what to do. Pure, so every case is a unit test.
 */
export function goLiveChecklist(facts: GoLiveFacts): GoLiveItem[] {
  return [...providerItems(facts), ...shopItems(facts), ...operationItems(facts)];
}

/** Payments, their webhook and mail: the providers the shop talks to. */
function providerItems(facts: GoLiveFacts): GoLiveItem[] {
  const { payments, mail } = facts;
  const items: GoLiveItem[] = [];
  items.push(
    payments.provider === 'test'
      ? {
          key: 'payments',
          label: 'Payments',
          ready: false,
          detail: facts.demo
            ? 'Demo mode: the built-in test provider takes payments; no money moves.'
            : 'Test mode: the built-in test provider takes payments; no money moves (PAYMENTS=test).',
          action:
            'Give the shop your live Stripe keys (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY), stop test payments (remove PAYMENTS=test) and leave demo mode (DEMO=false).',
        }
      : payments.live
        ? {
            key: 'payments',
            label: 'Payments',
            ready: true,
            detail: 'Stripe with live keys.',
            action: null,
          }
        : {
            key: 'payments',
            label: 'Payments',
            ready: false,
            detail: 'Stripe in its test mode (test keys): cards are not charged.',
            action: 'Replace the Stripe test keys (sk_test_/pk_test_) with the live keys.',
          },
  );

  const webhookUrl = `${facts.publicUrl.replace(/\/$/, '')}/api/webhooks/stripe`;
  items.push(
    payments.provider === 'test'
      ? {
          key: 'webhook',
          label: 'Stripe webhook',
          ready: false,
          detail: 'Not used by the test provider.',
          action: `Once Stripe is set, add a webhook endpoint for ${webhookUrl} in the Stripe dashboard and give the shop its signing secret (STRIPE_WEBHOOK_SECRET).`,
        }
      : !payments.webhookSecretSet
        ? {
            key: 'webhook',
            label: 'Stripe webhook',
            ready: false,
            detail: 'No webhook secret: payments that finish after the customer leaves are missed.',
            action: `Add a webhook endpoint for ${webhookUrl} in the Stripe dashboard and give the shop its signing secret (STRIPE_WEBHOOK_SECRET).`,
          }
        : payments.lastWebhookAt === null
          ? {
              key: 'webhook',
              label: 'Stripe webhook',
              ready: false,
              detail: 'Secret set, but no signed webhook has arrived yet.',
              action: `Send a test event from the Stripe dashboard to ${webhookUrl}; if it fails, check that the secret matches the endpoint and that the proxy passes the request through.`,
            }
          : {
              key: 'webhook',
              label: 'Stripe webhook',
              ready: true,
              detail: `Secret set; last signed webhook received ${when(payments.lastWebhookAt)}.`,
              action: null,
            },
  );

  const mailFailedLast =
    mail.lastFailedAt !== null && (mail.lastSentAt === null || mail.lastFailedAt > mail.lastSentAt);
  items.push(
    mail.transport !== 'smtp'
      ? {
          key: 'mail',
          label: 'E-mail',
          ready: false,
          detail: 'No SMTP server: e-mails stay in the demo outbox and reach nobody.',
          action:
            'Give the shop your mail server (SMTP_URL, e.g. smtps://user:password@host:465) and a sender address of your domain (MAIL_FROM).',
        }
      : mailFailedLast
        ? {
            key: 'mail',
            label: 'E-mail',
            ready: false,
            detail: `SMTP; the last attempt failed ${when(mail.lastFailedAt!)} (${mail.failed} failed in all).`,
            action:
              'Check the mail server address and its account (SMTP_URL) and the server log; failed mails are retried from the jobs list below.',
          }
        : mail.lastSentAt === null
          ? {
              key: 'mail',
              label: 'E-mail',
              ready: false,
              detail: 'SMTP set; no mail sent yet.',
              action:
                'Send one, e.g. "Forgot password?" for your own account, and check that it arrives (and not in spam).',
            }
          : {
              key: 'mail',
              label: 'E-mail',
              ready: true,
              detail: `SMTP; last mail sent ${when(mail.lastSentAt)}.`,
              action: null,
            },
  );
  return items;
}

/** The shop's own data: company details, the sales tax table, the administrators. */
function shopItems(facts: GoLiveFacts): GoLiveItem[] {
  const { settings } = facts;
  const items: GoLiveItem[] = [];
  items.push(
    settings.companyComplete && settings.companyReviewed !== null
      ? {
          key: 'company',
          label: 'Company details',
          ready: true,
          detail: `Saved ${when(settings.companyReviewed.at)} by ${settings.companyReviewed.by}.`,
          action: null,
        }
      : {
          key: 'company',
          label: 'Company details',
          ready: false,
          detail: settings.companyComplete
            ? 'The details were seeded (the demo company); nobody has reviewed them yet.'
            : 'The name, street address, phone or e-mail is missing.',
          action:
            'Fill in and save the company details under Settings: the footer, contact page, e-mails and invoices show them.',
        },
  );

  const { total, withRate } = settings.taxStates;
  const taxRates = `Sales tax: ${withRate} of ${total} states (with DC) ${withRate === 1 ? 'has' : 'have'} a rate`;
  items.push(
    settings.taxTableReviewed !== null
      ? {
          key: 'tax',
          label: 'Sales tax table',
          ready: true,
          detail: `${taxRates}; last changed ${when(settings.taxTableReviewed.at)} by ${settings.taxTableReviewed.by}.`,
          action: null,
        }
      : {
          key: 'tax',
          label: 'Sales tax table',
          ready: false,
          detail: `${taxRates}, the published state base rates; nobody has reviewed them yet.`,
          action:
            'Check the rate of every state you must collect in under Settings, Sales tax, and save it with its effective date.',
        },
  );

  items.push(
    facts.admins >= 2
      ? {
          key: 'admins',
          label: 'Administrators',
          ready: true,
          detail: `${facts.admins} admin accounts.`,
          action: null,
        }
      : {
          key: 'admins',
          label: 'Administrators',
          ready: false,
          detail: `${facts.admins} admin account${facts.admins === 1 ? '' : 's'}: one lost password locks the owner out.`,
          action: 'Add a second admin under User Management (or with npm run create-admin).',
        },
  );
  return items;
}

/** Running it: backups and the database at the version of the code. */
function operationItems(facts: GoLiveFacts): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const backupAgeHours =
    facts.lastBackupAt === null
      ? null
      : (facts.now.getTime() - new Date(facts.lastBackupAt).getTime()) / 3_600_000;
  items.push(
    backupAgeHours === null
      ? {
          key: 'backup',
          label: 'Backups',
          ready: false,
          detail: 'No backup has been taken.',
          action:
            'Take a backup and schedule one every day, keeping copies off this server (npm run backup; docs/operations.md).',
        }
      : backupAgeHours > BACKUP_FRESH_HOURS
        ? {
            key: 'backup',
            label: 'Backups',
            ready: false,
            detail: `The last backup is ${Math.floor(backupAgeHours / 24)} day(s) old (${when(facts.lastBackupAt!)}).`,
            action: 'Check the backup schedule: it should run every day (docs/operations.md).',
          }
        : {
            key: 'backup',
            label: 'Backups',
            ready: true,
            detail: `Last backup ${when(facts.lastBackupAt!)}.`,
            action: null,
          },
  );

  const { applied, known, latest } = facts.migrations;
  items.push({
    key: 'version',
    label: 'Version',
    ready: applied === known,
    detail: `Version ${facts.version}; database at migration ${applied} of ${known}${latest ? ` (${latest})` : ''}.`,
    action:
      applied === known
        ? null
        : 'Restart the server: it applies the missing migrations at start (docs/operations.md, Upgrading).',
  });
  return items;
}
