import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MAIL_DIR } from './env.ts';

/** What the test SMTP server stores for each message (one JSON file per message). */
export type StoredMail = { to: string[]; from: string; receivedAt: string; raw: string };

export type Mail = {
  file: string;
  to: string[];
  subject: string;
  /** The text/plain part(s), decoded. */
  text: string;
  /** The text/html part(s), decoded. */
  html: string;
};

type Part = { headers: Map<string, string>; body: string };

function splitHeaders(raw: string): Part {
  const normalised = raw.replace(/\r?\n/g, '\r\n');
  const end = normalised.indexOf('\r\n\r\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 4);
  const headers = new Map<string, string>();
  // Unfold continuation lines, then keep the first value of each header.
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*("([^"]*)"|[^;\\s]+)`, 'i').exec(headerValue);
  return match ? (match[2] ?? match[1]) : undefined;
}

/** Quoted-printable: soft line breaks (`=\r\n`) vanish and `=XX` is a byte (`=3D` is `=`). */
export function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const ch = joined[i]!;
    const hex = joined.slice(i + 1, i + 3);
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64')
    return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g,
      (_all, _charset: string, kind: string, data: string) =>
        kind.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function collect(part: Part, out: { text: string[]; html: string[] }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const sections = part.body.split(`--${boundary}`);
    // sections[0] is the preamble; a section starting with "--" is the closing delimiter.
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      collect(splitHeaders(section.replace(/^\r\n/, '')), out);
    }
    return;
  }
  if (mime === 'text/plain') out.text.push(decodeBody(part));
  else if (mime === 'text/html') out.html.push(decodeBody(part));
}

/** A minimal MIME reader: enough for the shop's multipart/alternative mails. */
export function parseMail(stored: StoredMail, file = ''): Mail {
  const top = splitHeaders(stored.raw);
  const out = { text: [] as string[], html: [] as string[] };
  collect(top, out);
  return {
    file,
    to: stored.to.map((a) => a.toLowerCase()),
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: out.text.join('\n'),
    html: out.html.join('\n'),
  };
}

export function readMails(): Mail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const file = path.join(MAIL_DIR, name);
      return parseMail(JSON.parse(readFileSync(file, 'utf8')) as StoredMail, file);
    });
}

/**
 * Waits until the test SMTP server has received `count` messages to `to` whose subject
 * contains `subjectContains`, and returns the last of them (the `count`-th).
 */
export async function waitForMail(
  to: string,
  subjectContains: string,
  { count = 1, timeoutMs = 20_000 }: { count?: number; timeoutMs?: number } = {},
): Promise<Mail> {
  const address = to.toLowerCase();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const matching = readMails().filter(
      (m) => m.to.includes(address) && m.subject.includes(subjectContains),
    );
    if (matching.length >= count) return matching[count - 1]!;
    if (Date.now() > deadline) {
      throw new Error(
        `No mail #${count} to ${to} with a subject containing "${subjectContains}" within ${timeoutMs} ms (found ${matching.length}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The first link in the text whose path starts with `pathPrefix` (e.g. "/verify/"). */
export function extractLink(text: string, pathPrefix: string): string {
  for (const match of text.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    const candidate = match[0].replace(/&amp;/g, '&').replace(/[.,;)]+$/, '');
    if (new URL(candidate).pathname.startsWith(pathPrefix)) return candidate;
  }
  throw new Error(`No link to ${pathPrefix} in:\n${text}`);
}
