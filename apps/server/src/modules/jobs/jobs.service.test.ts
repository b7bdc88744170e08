import { describe, expect, it } from 'vitest';
import { recurringSlot, retryDelaySeconds } from './jobs.service.ts';

describe('retryDelaySeconds', () => {
  it('doubles the wait after each failure, from the kind’s first back-off', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([
      30, 60, 120, 240,
    ]);
  });

  it('never waits more than six hours, however many failures', () => {
    expect(retryDelaySeconds(40, 30)).toBe(6 * 60 * 60);
  });
});

describe('recurringSlot', () => {
  it('gives every instance the same key within a slot, and a new one in the next', () => {
    const hour = 60 * 60_000;
    const at = (iso: string) => recurringSlot('housekeeping', hour, Date.parse(iso));
    expect(at('2026-11-25T10:00:00.000Z')).toEqual(at('2026-11-25T10:59:59.999Z'));
    expect(at('2026-11-25T10:30:00Z').key).toBe('housekeeping@2026-11-25T10:00:00.000Z');
    expect(at('2026-11-25T10:30:00Z').runAt.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(at('2026-11-25T11:00:00Z').key).toBe('housekeeping@2026-11-25T11:00:00.000Z');
  });
});
