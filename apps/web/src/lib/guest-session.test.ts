import { describe, expect, it } from 'vitest';
import { GUEST_SESSION_ID } from '@shop/contract';
import { guestSessionId, newGuestSessionId } from './guest-session';

describe('guest session id', () => {
  it('is "guest_" + time + 128 random bits, accepted by the server pattern', () => {
    const id = newGuestSessionId();
    expect(id).toMatch(/^guest_\d{13}_[0-9a-f]{32}$/);
    expect(GUEST_SESSION_ID.test(id)).toBe(true);
    expect(newGuestSessionId()).not.toBe(id);
  });
  it('is kept in storage under guestSessionId and reused', () => {
    localStorage.removeItem('guestSessionId');
    const first = guestSessionId();
    expect(localStorage.getItem('guestSessionId')).toBe(first);
    expect(guestSessionId()).toBe(first);
  });
  it('replaces a tampered stored value', () => {
    localStorage.setItem('guestSessionId', 'guest_<script>');
    expect(GUEST_SESSION_ID.test(guestSessionId())).toBe(true);
  });
});
