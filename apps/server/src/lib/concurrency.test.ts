import { describe, expect, it } from 'vitest';
import { forEachConcurrently } from './concurrency.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('forEachConcurrently', () => {
  it('does every item once, never more than the limit at a time', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await tick();
      done.push(n);
      running -= 1;
    });
    expect(done.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(most).toBe(2);
  });

  it('rejects with the first failure, starts nothing after it and lets the running ones settle', async () => {
    const started: number[] = [];
    let settled = 0;
    const run = forEachConcurrently([1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await tick();
      settled += 1;
      if (n === 1) throw new Error('picture 1 failed');
    });
    await expect(run).rejects.toThrow('picture 1 failed');
    expect(started).toEqual([1, 2]);
    expect(settled).toBe(2);
  });

  it('finishes at once on no items and refuses a limit below one', async () => {
    await expect(forEachConcurrently([], 2, () => Promise.reject(new Error('no')))).resolves.toBe(
      undefined,
    );
    await expect(forEachConcurrently([1], 0, () => Promise.resolve())).rejects.toThrow(RangeError);
  });
});
