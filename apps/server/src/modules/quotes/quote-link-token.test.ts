import { describe, expect, it } from 'vitest';
import { LINK_TOKEN_PATTERN, hashLinkToken, newLinkToken } from './quote-link-token.ts';

describe('quote link tokens', () => {
  it('are unguessable, of one shape, and stored only as their hash', () => {
    const a = newLinkToken();
    const b = newLinkToken();
    expect(a.token).toMatch(LINK_TOKEN_PATTERN);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashLinkToken(a.token));
    expect(a.hash).not.toContain(a.token);
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
