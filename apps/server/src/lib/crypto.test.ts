import { describe, expect, it, vi } from 'vitest';
import {
  burnPasswordCheck,
  cheapPasswordHashesForTests,
  generatePassword,
  hashPassword,
  randomToken,
  tokenDigest,
  verifyPassword,
} from './crypto.ts';

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies the right password', async () => {
    const a = await hashPassword('Correct-Horse-9');
    const b = await hashPassword('Correct-Horse-9');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toContain('Correct-Horse-9');
    expect(a).not.toBe(b);
    expect(await verifyPassword('Correct-Horse-9', a)).toBe(true);
    expect(await verifyPassword('Correct-Horse-9', b)).toBe(true);
  });

  it('refuses a wrong password, a near miss and the empty string', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    for (const wrong of ['correct-horse-9', 'Correct-Horse-9 ', 'Correct-Horse-', '']) {
      expect(await verifyPassword(wrong, hash), JSON.stringify(wrong)).toBe(false);
    }
  });

  it('handles non-ASCII passwords', async () => {
    const hash = await hashPassword('pässwörd-ünïcode-🔒');
    expect(await verifyPassword('pässwörd-ünïcode-🔒', hash)).toBe(true);
    expect(await verifyPassword('passwörd-ünïcode-🔒', hash)).toBe(false);
  });

  it('refuses a tampered or malformed hash instead of throwing', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    const parts = hash.split('$');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const tampered = [
      [...parts.slice(0, 5), flip(parts[5]!)].join('$'),
      [...parts.slice(0, 4), flip(parts[4]!), parts[5]].join('$'),
      [...parts.slice(0, 5), parts[5]!.slice(0, 40)].join('$'),
      ['bcrypt', ...parts.slice(1)].join('$'),
      parts.slice(0, 5).join('$'),
      '',
      'Correct-Horse-9',
      'scrypt$$$$$',
      [...parts.slice(0, 5), ''].join('$'),
      ['scrypt', 'x', 'y', 'z', parts[4], parts[5]].join('$'),
      ['scrypt', '3', ...parts.slice(2)].join('$'),
      ['scrypt', String(2 ** 30), ...parts.slice(2)].join('$'),
    ];
    for (const bad of tampered) {
      expect(await verifyPassword('Correct-Horse-9', bad), bad).toBe(false);
    }
  });

  it('a hash with different work parameters still verifies (parameters are stored)', async () => {
    const hash = await hashPassword('Correct-Horse-9');
    const lowered = hash.replace(/^scrypt\$32768\$/, 'scrypt$16384$');
    // Same salt and key but other N: a different key, so it must not verify.
    expect(await verifyPassword('Correct-Horse-9', lowered)).toBe(false);
  });

  it('burns the same kind of work for an unknown account', async () => {
    await expect(burnPasswordCheck('anything')).resolves.toBeUndefined();
  });
});

describe('tokens', () => {
  it('random tokens are long, URL-safe and unique', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[\w-]{43}$/);
    expect(generatePassword()).toMatch(/^[\w-]{16}$/);
  });

  it('token digests are keyed: same input and secret agree, another secret does not', () => {
    const token = randomToken();
    const a = tokenDigest(token, 'secret-one-secret-one-secret-one!');
    expect(a).toBe(tokenDigest(token, 'secret-one-secret-one-secret-one!'));
    expect(a).not.toBe(tokenDigest(token, 'secret-two-secret-two-secret-two!'));
    expect(a).not.toContain(token);
  });
});

// Last in the file: it lowers the cost of this file's later hashes.
describe('cheap hashes for the API tests', () => {
  it('are refused outside NODE_ENV=test, so no server can be started with them', () => {
    vi.stubEnv('NODE_ENV', 'production');
    try {
      expect(() => cheapPasswordHashesForTests()).toThrow(/tests only/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('carry their N: a cheap hash and a real one both verify, and neither takes the other’s password', async () => {
    const real = await hashPassword('Correct-Horse-9');
    cheapPasswordHashesForTests();
    const cheap = await hashPassword('Correct-Horse-9');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Correct-Horse-9', cheap)).toBe(true);
    expect(await verifyPassword('Correct-Horse-9', real)).toBe(true);
    expect(await verifyPassword('Correct-Horse-8', cheap)).toBe(false);
  });
});
