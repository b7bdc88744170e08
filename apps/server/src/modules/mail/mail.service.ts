import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '@shop/db';
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
  pollIntervalMs?: number;
};

const MAX_ATTEMPTS = 5;

/**
 * A send must give up well before its claim on the message (two minutes) expires, or another
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
 * Mail goes through the outbox table: `queue` writes the message inside the caller's open
 * transaction (so an account and its verification mail commit together), and the worker
 * delivers it over SMTP afterwards, retrying with back-off. Without SMTP the message is kept
 * in the outbox and, in demo mode, its links are printed so sign-up can be finished offline.
 */
export function createMailService(options: Options) {
  const { database, logger } = options;
  const mailRepository = createMailRepository(database);
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(withTimeouts(options.smtpUrl), { from: options.from })
    : null;
  const print = options.printLinks ?? ((line: string) => process.stdout.write(`${line}\n`));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerun: Promise<void> | undefined;
  let stopped = false;

  async function deliverDue(): Promise<void> {
    if (!transport || stopped) return;
    const batch = await mailRepository.claimDue(10);
    for (const message of batch) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.toAddress,
          subject: message.subject,
          text: message.textBody ?? undefined,
          html: message.htmlBody ?? undefined,
        });
        await mailRepository.markSent(message.id);
      } catch (err) {
        const final = message.attempts >= MAX_ATTEMPTS;
        const error = err instanceof Error ? err.message : String(err);
        logger.warn(
          { mailId: message.id, attempt: message.attempts, err: error },
          'mail delivery failed',
        );
        await mailRepository.markRetry(
          message.id,
          error,
          final ? null : 30 * 2 ** message.attempts,
        );
      }
    }
    if (batch.length === 10) await deliverDue();
  }

  /**
   * Runs one delivery pass; never throws. A kick during a pass asks for one more pass after
   * it, since that pass may have claimed its batch before the new message was committed.
   */
  function kick(): Promise<void> {
    // Mail queued in a transaction is sent after it commits, never while it holds locks.
    database.assertOutsideTransaction('Sending mail');
    if (!transport || stopped) return Promise.resolve();
    if (running) {
      rerun ??= running.then(() => {
        rerun = undefined;
        return kick();
      });
      return rerun;
    }
    running = deliverDue()
      .catch((err) => logger.error({ err }, 'mail worker pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  }

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
      if (!transport) {
        if (options.demo) {
          print(`[demo outbox] to ${to}: ${content.subject}`);
          for (const link of content.links) print(`[demo outbox]   ${link}`);
        } else {
          logger.warn(
            { mailId: row.id, to },
            'SMTP_URL is not set: message kept in the outbox, not sent',
          );
        }
      }
      return row.id;
    },

    /** Call after the transaction that queued mail has committed. */
    kick,

    start() {
      if (!transport && !options.demo) {
        logger.warn(
          'SMTP_URL is not set: e-mail (verification, password reset) waits in the outbox and customers cannot finish signing up until it is configured',
        );
      }
      if (!transport || timer) return;
      timer = setInterval(() => void kick(), options.pollIntervalMs ?? 15_000);
      timer.unref();
      void kick();
    },

    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
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
    stats: () => mailRepository.stats(),
    /** An account anonymised: mail to its addresses is dropped (joins the caller's transaction). */
    discardMailTo: (addresses: string[]) => mailRepository.deleteTo(addresses),
  };
}
