import { createHash, randomBytes } from 'node:crypto';

/**
 * A quote's link token (ADR 0041): 32 random bytes, base64url (43 characters), mailed to the
 * customer; only its SHA-256 is stored, so a copy of the database does not hold working links.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The shape of a token, checked before any query: anything else is not a link of ours. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
