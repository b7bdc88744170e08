import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './helpers.ts';

type Received = { from: string; to: string[]; raw: string };

/** Quoted-printable soft breaks and escapes, enough to read links in a message. */
function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('mail over SMTP', () => {
  const inbox: Received[] = [];
  let rejectNext = 0;
  let smtp: SMTPServer;
  let port: number;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (rejectNext > 0) {
          rejectNext -= 1;
          const err = new Error('Mailbox temporarily unavailable') as Error & {
            responseCode: number;
          };
          err.responseCode = 450;
          callback(err);
          return;
        }
        callback();
        void address;
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          inbox.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(0, '127.0.0.1', () => resolve());
    });
    port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        MAIL_FROM: 'Shop Test <no-reply@shop.example.com>',
      },
      jobPollIntervalMs: 100,
    });
  });

  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const outboxRow = async (email: string) => {
    const [row] = await t.query<{
      status: string;
      text_body: string | null;
      html_body: string | null;
      sent_at: Date | null;
      attempts: number;
      last_error: string | null;
    }>(sql`select * from mail_outbox where to_address = ${email} order by id desc limit 1`);
    return row;
  };

  it('delivers the verification mail with its link; the outbox row becomes sent with its body cleared', async () => {
    expect(t.app.services.mail.mode).toBe('smtp');
    expect(await t.app.services.mail.verifyTransport()).toBe('ok');

    const { response, email } = await t.register();
    expect(response.statusCode).toBe(201);
    // Real mail is sent, not printed.
    expect(t.mailLines).toEqual([]);

    const message = await waitFor('the verification mail', async () =>
      inbox.find((m) => m.to.includes(email)),
    );
    expect(message.from).toBe('no-reply@shop.example.com');
    const text = decodeQuotedPrintable(message.raw);
    expect(text).toMatch(/^Subject: Verify your e-mail address/im);
    const link = /http:\/\/localhost:3000\/verify\/([\w-]+)/.exec(text);
    expect(link).not.toBeNull();

    const row = await waitFor('the outbox row to be sent', async () => {
      const r = await outboxRow(email);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(row).toMatchObject({ text_body: null, html_body: null, attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();

    // The mailed link is the one that verifies the account.
    const verify = await t.inject({ method: 'GET', url: `/api/verify/${link![1]}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toMatchObject({ success: true });
  });

  it('delivers the password reset mail', async () => {
    const { email } = await t.signUp();
    const forgot = await t.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email },
    });
    expect(forgot.statusCode).toBe(200);
    const message = await waitFor('the reset mail', async () =>
      inbox.find((m) => m.to.includes(email) && /Subject: Reset your/i.test(m.raw)),
    );
    const token = /reset-password\?token=([\w%-]+)/.exec(decodeQuotedPrintable(message.raw))?.[1];
    expect(token).toBeDefined();
    const reset = await t.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token: decodeURIComponent(token!), password: 'Mailed-Reset-Pass-1' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('a mail refused on every attempt fails, its job is dead, and Retry on the System page sends it', async () => {
    const admin = await t.createStaff('admin');
    rejectNext = 5;
    const { email } = await t.register();
    const [row] = await t.query<{ id: number }>(
      sql`select id from mail_outbox where to_address = ${email}`,
    );
    const key = `mail:${row!.id}`;
    const jobOf = async () =>
      (
        await t.query<{ id: number; status: string; attempts: number; last_error: string }>(
          sql`select id, status, attempts, last_error from jobs where key = ${key}`,
        )
      )[0];
    // Five attempts, each retry made due at once instead of after its back-off.
    const dead = await waitFor('the job to use up its attempts', async () => {
      await t.query(sql`update jobs set run_at = now() where key = ${key} and status = 'queued'`);
      const job = await jobOf();
      return job?.status === 'dead' ? job : undefined;
    });
    expect(dead.attempts).toBe(5);
    expect(dead.last_error).toMatch(/450|unavailable/i);
    expect(await outboxRow(email)).toMatchObject({ status: 'failed', attempts: 5 });

    const failed = await t.json<{ jobs: { id: number; kind: string }[] }>(
      'GET',
      '/api/admin/jobs/failed',
      admin,
    );
    expect(failed.body.jobs).toContainEqual(
      expect.objectContaining({ id: dead.id, kind: 'mail.send' }),
    );
    expect((await t.call('POST', `/api/admin/jobs/${dead.id}/retry`, admin)).statusCode).toBe(200);
    await waitFor('the retried mail', async () => inbox.find((m) => m.to.includes(email)));
    const sent = await waitFor('the row to be sent', async () => {
      const r = await outboxRow(email);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(sent.attempts).toBe(6);
    expect(await jobOf()).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a temporary refusal is retried later, not lost', async () => {
    rejectNext = 1;
    const { email } = await t.register();
    const failed = await waitFor('the first attempt to fail', async () => {
      const r = await outboxRow(email);
      return r?.status === 'pending' && r.attempts === 1 ? r : undefined;
    });
    expect(failed.last_error).toMatch(/450|unavailable/i);
    expect(failed.text_body).not.toBeNull();
    expect(inbox.some((m) => m.to.includes(email))).toBe(false);

    // Make its retry due now instead of in 30 seconds; the runner picks it up again.
    const [row] = await t.query<{ id: number }>(
      sql`select id from mail_outbox where to_address = ${email}`,
    );
    await t.query(sql`update jobs set run_at = now() where key = ${`mail:${row!.id}`}`);
    await waitFor('the retried mail', async () => inbox.find((m) => m.to.includes(email)));
    const sent = await waitFor('the row to be sent', async () => {
      const r = await outboxRow(email);
      return r?.status === 'sent' ? r : undefined;
    });
    expect(sent.attempts).toBe(2);
  });

  it('mail that waited for SMTP (or a restart) is queued and sent at the next start', async () => {
    const email = 'waited.for.smtp@example.com';
    // As a shop without SMTP_URL keeps it: pending, no job.
    await t.query(sql`insert into mail_outbox (kind, to_address, subject, text_body, status)
      values ('verify_email', ${email}, 'Waiting', 'It waited.', 'pending')`);
    t = await t.restart({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
        MAIL_FROM: 'Shop Test <no-reply@shop.example.com>',
      },
      jobPollIntervalMs: 100,
    });
    await waitFor('the waiting mail', async () => inbox.find((m) => m.to.includes(email)));
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
