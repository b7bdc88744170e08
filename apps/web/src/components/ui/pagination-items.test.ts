import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageItems } from './pagination-items';

describe('pageItems', () => {
  it('shows first, last, current with one neighbour, and gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10]);
  });
  it('never skips a single page behind an ellipsis', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
  it('always holds the first, last and current page, ascending, no two gaps together', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const items = pageItems(current, total);
        const pages = items.filter((i): i is number => i !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect(pages).toEqual([...new Set(pages)].sort((x, y) => x - y));
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, i) => {
          if (item === 'gap') expect(items[i + 1]).not.toBe('gap');
        });
      }),
    );
  });
});
