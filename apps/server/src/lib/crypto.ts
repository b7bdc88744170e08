import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt with N=2^15: about 50 ms on these machines, memory-hard, no native build.
const SCRYPT = { N: 32768, r: 8, p: 1, keylen: 64, maxmem: 64 * 1024 * 1024 };
/** The N of new hashes: SCRYPT.N, except in the API tests (cheapPasswordHashesForTests). */
let newHashN = SCRYPT.N;

/**
 * The API tests only: new hashes at N=2^10, 32 times cheaper. A hash carries its own N, so
 * making and checking one is the same code at either cost; at the real cost the suite's 435
 * hashes and checks were about 50 s of its run (ADR 0072). Refused outside NODE_ENV=test.
 */
export function cheapPasswordHashesForTests(): void {
  if (process.env.NODE_ENV !== 'test') {
    throw new Error('Cheap password hashes are for the tests only (NODE_ENV=test).');
  }
  newHashN = 1024;
}

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { ...SCRYPT, N: newHashN });
  return [
    'scrypt',
    newHashN,
    SCRYPT.r,
    SCRYPT.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, hashText] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hashText, 'base64url');
  const salt = Buffer.from(saltText, 'base64url');
  // A cut-short key would be checked on its prefix only (an empty one matches anything).
  if (expected.length !== SCRYPT.keylen || salt.length === 0) return false;
  let key: Buffer;
  try {
    key = await scryptAsync(password, salt, expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: SCRYPT.maxmem,
    });
  } catch {
    return false; // unusable parameters in a damaged hash
  }
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash computed once so an unknown e-mail costs the same time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
}

/** An unguessable token for cookies and e-mail links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored only as keyed hashes: a leaked table gives neither working cookies nor
 * working links without the server's secret.
 */
export function tokenDigest(token: string, secret: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

/** Whether a signature someone sent is the one expected, in time that does not tell how close. */
export function signatureMatches(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
