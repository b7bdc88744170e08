import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache.ts';

afterEach(() => vi.useRealTimers());

describe('createTtlCache', () => {
  it('loads once within the lifetime, again after it', async () => {
    vi.useFakeTimers();
    const cache = createTtlCache<number>(1000, 10);
    const load = vi.fn(async () => 42);
    expect(await cache.get('a', load)).toBe(42);
    expect(await cache.get('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
  it('keeps at most maxEntries, dropping the oldest; clear empties it', async () => {
    const cache = createTtlCache<string>(60_000, 2);
    await cache.get('a', async () => 'A');
    await cache.get('b', async () => 'B');
    await cache.get('c', async () => 'C');
    expect(cache.size).toBe(2);
    const reload = vi.fn(async () => 'A2');
    expect(await cache.get('a', reload)).toBe('A2');
    cache.clear();
    expect(cache.size).toBe(0);
  });
  it('does not keep a failed load', async () => {
    const cache = createTtlCache<number>(60_000, 2);
    await expect(cache.get('a', async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cache.get('a', async () => 1)).toBe(1);
  });
  it('shares a load in flight: many callers at once, one load', async () => {
    const cache = createTtlCache<number>(60_000, 2);
    let release!: (n: number) => void;
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const waiting = Array.from({ length: 5 }, () => cache.get('a', load));
    release(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('a clear during a load is not undone when the load ends', async () => {
    const cache = createTtlCache<number>(60_000, 2);
    let release!: (n: number) => void;
    const pending = cache.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    await pending;
    expect(await cache.get('a', async () => 2)).toBe(2);
  });
});
