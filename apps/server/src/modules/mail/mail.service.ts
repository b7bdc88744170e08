// The rules of this module, in words: docs/modules/mail.md
import type { SendMailOptions, Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
import type { JobsService } from '../jobs/jobs.service.ts';
import { createMailRepository } from './mail.repository.ts';
import type { MailContent, MailShop } from './mail.templates.ts';

export type MailService = ReturnType<typeof createMailService>;

type Options = {
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  smtpUrl: string | undefined;
  from: string;
  demo: boolean;
  /** Who messages are from (the shop's settings), read when a message is written. */
  shop: () => Promise<MailShop>;
  /** Tests and the demo console read links from here. */
  printLinks?: (line: string) => void;
  jobs: Pick<JobsService, 'define' | 'enqueue' | 'wake' | 'lastDeadAt'>;
};

const SEND_JOB = 'mail.send';
const sendJobKey = (mailId: number) => `mail:${mailId}`;

/**
 * A send must give up well before its job's claim (two minutes) expires, or another
 * instance could send it again. Values already in the URL win.
 */
export function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const defaults = { connectionTimeout: '20000', greetingTimeout: '20000', socketTimeout: '60000' };
  for (const [key, value] of Object.entries(defaults)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * The SMTP transport, made at its first use: nodemailer is not loaded by a server that has
 * sent nothing since it started.
 */
function smtpTransport(smtpUrl: string, from: string) {
  let made: Promise<Transporter> | undefined;
  const transporter = () =>
    (made ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(withTimeouts(smtpUrl), { from }),
    ));
  return {
    sendMail: async (message: SendMailOptions) => (await transporter()).sendMail(message),
    verify: async () => (await transporter()).verify(),
    close: () => void made?.then((t) => t.close()),
  };
}

/**
 * Mail goes through the outbox table: `queue` writes the message, and with SMTP its delivery
 * job, inside the caller's open transaction (so an account and its verification mail commit
 * together). The job queue delivers it afterwards, retrying with back-off (ADR 0003). Without
 * SMTP the message is kept in the outbox and, in demo mode, its links are printed so sign-up
 * can be finished offline; once SMTP is set, the next start queues what waited.
 */
export function createMailService(options: Options) {
  const { database, logger, jobs } = options;
  const mailRepository = createMailRepository(database);
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl, options.from) : null;
  const print = options.printLinks ?? ((line: string) => process.stdout.write(`${line}\n`));

  async function deliver(mailId: number, final: boolean): Promise<void> {
    if (!transport) throw new Error('SMTP_URL is not set');
    const message = await mailRepository.claimForDelivery(mailId);
    if (!message) return;
    try {
      await transport.sendMail({
        from: options.from,
        to: message.toAddress,
        subject: message.subject,
        text: message.textBody ?? undefined,
        html: message.htmlBody ?? undefined,
      });
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      logger.warn({ mailId, attempt: message.attempts, err: error }, 'mail delivery failed');
      await mailRepository.markFailedAttempt(mailId, error, final);
      throw err;
    }
    await mailRepository.markSent(mailId);
  }

  // Five tries over about eight minutes (30 s, 1, 2, 4 min); a claim outlasts the SMTP timeouts.
  jobs.define(
    SEND_JOB,
    async ({ payload, final }) => deliver((payload as { mailId: number }).mailId, final),
    { maxAttempts: 5, backoffSeconds: 30, leaseSeconds: 120 },
  );

  return {
    mode: transport ? ('smtp' as const) : ('outbox' as const),

    /** `write` makes the message for the shop as its settings are now. */
    async queue(to: string, write: (shop: MailShop) => MailContent): Promise<number> {
      const content = write(await options.shop());
      const row = await mailRepository.insert({
        kind: content.kind,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        // Outside demo mode a message waits as pending, and is sent once SMTP_URL is set.
        status: transport || !options.demo ? 'pending' : 'kept',
      });
      if (transport) {
        await jobs.enqueue(SEND_JOB, { mailId: row.id }, { key: sendJobKey(row.id) });
      } else if (options.demo) {
        print(`[demo outbox] to ${to}: ${content.subject}`);
        for (const link of content.links) print(`[demo outbox]   ${link}`);
      } else {
        logger.warn(
          { mailId: row.id, to },
          'SMTP_URL is not set: message kept in the outbox, not sent',
        );
      }
      return row.id;
    },

    /** Call after the transaction that queued mail has committed: its job runs now. */
    kick(): Promise<void> {
      // Mail queued in a transaction is sent after it commits, never while it holds locks.
      database.assertOutsideTransaction('Sending mail');
      return transport ? jobs.wake() : Promise.resolve();
    },

    /** At start: mail that waited for SMTP (or was queued before the job queue) is queued. */
    async start() {
      if (!transport) {
        if (!options.demo) {
          logger.warn(
            'SMTP_URL is not set: e-mail (verification, password reset) waits in the outbox and customers cannot finish signing up until it is configured',
          );
        }
        return;
      }
      for (const mailId of await mailRepository.undelivered()) {
        await jobs.enqueue(SEND_JOB, { mailId }, { key: sendJobKey(mailId) });
      }
    },

    async stop() {
      transport?.close();
    },
    async verifyTransport(): Promise<'ok' | 'not configured' | 'unreachable'> {
      if (!transport) return 'not configured';
      try {
        await transport.verify();
        return 'ok';
      } catch {
        return 'unreachable';
      }
    },

    recent: (limit?: number) => mailRepository.recent(limit),
    /** The outbox's counts, the last mail sent and the last one given up after its attempts. */
    async stats() {
      const [counts, lastFailedAt] = await Promise.all([
        mailRepository.stats(),
        jobs.lastDeadAt(SEND_JOB),
      ]);
      return { ...counts, lastFailedAt };
    },
    /** An account anonymised: mail to its addresses is dropped (joins the caller's transaction). */
    discardMailTo: (addresses: string[]) => mailRepository.deleteTo(addresses),
  };
}
