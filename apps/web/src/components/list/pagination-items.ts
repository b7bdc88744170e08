export type PageItem = number | 'gap';

/**
 * The pages a pager shows (docs/modules/catalogue.md#rules): the first and the last page, the
 * current one with one neighbour each side, and a gap wherever pages are skipped.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 1) return [1];
  const pages = new Set([1, total, current - 1, current, current + 1]);
  const shown = [...pages].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [i, page] of shown.entries()) {
    const previous = shown[i - 1];
    if (previous !== undefined && page - previous > 1) {
      // A gap of exactly one page shows that page instead of an ellipsis.
      items.push(page - previous === 2 ? previous + 1 : 'gap');
    }
    items.push(page);
  }
  return items;
}

/**
 * At most `size` consecutive pages around the current one, for the lists whose spec asks for
 * "at most 5 page buttons" (the admin orders and the product units): shifted at either end so
 * there are always `size` of them when there are that many pages.
 */
export function pageWindow(current: number, total: number, size: number): number[] {
  const count = Math.min(size, Math.max(total, 1));
  const start = Math.min(
    Math.max(current - Math.floor(count / 2), 1),
    Math.max(total, 1) - count + 1,
  );
  return Array.from({ length: count }, (_, i) => start + i);
}
