import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_PORT } from './env.ts';
import type { StoredMail } from './mail.ts';

/**
 * A loopback SMTP server that stores every message it receives as a JSON file in MAIL_DIR,
 * where the specs (in other worker processes) read them. Playwright 1.65 starts the
 * webServer before globalSetup; that order does not matter, because the shop only connects
 * to SMTP when it has mail to send, and nothing is sent before the first test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let seq = 0;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          receivedAt: new Date().toISOString(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        const name = `${Date.now()}-${String(++seq).padStart(5, '0')}.json`;
        // Write then rename, so a reader never sees half a file.
        const partial = path.join(MAIL_DIR, `.${name}.partial`);
        writeFileSync(partial, JSON.stringify(mail));
        renameSync(partial, path.join(MAIL_DIR, name));
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });

  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
