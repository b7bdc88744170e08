import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageItems, pageWindow } from './pagination-items';

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

describe('pageWindow', () => {
  it('shows at most five consecutive pages around the current one, shifted at the ends', () => {
    expect(pageWindow(1, 1, 5)).toEqual([1]);
    expect(pageWindow(2, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 100, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 100, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(50, 100, 5)).toEqual([48, 49, 50, 51, 52]);
    expect(pageWindow(99, 100, 5)).toEqual([96, 97, 98, 99, 100]);
    expect(pageWindow(100, 100, 5)).toEqual([96, 97, 98, 99, 100]);
  });
  it('always holds the current page among at most five ascending pages in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (a, b) => {
        const total = Math.max(a, b);
        const current = Math.min(a, b);
        const pages = pageWindow(current, total, 5);
        expect(pages).toContain(current);
        expect(pages.length).toBe(Math.min(5, total));
        pages.forEach((page, i) => {
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(total);
          if (i > 0) expect(page).toBe(pages[i - 1]! + 1);
        });
      }),
    );
  });
});
