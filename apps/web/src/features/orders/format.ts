/** "Mar 3, 2025, 2:05 PM": an order's moments, in the browser's time zone. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Mar 3, 2025". */
export const dateOnly = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** A calendar day (YYYY-MM-DD) as written, not shifted by the browser's time zone. */
export function calendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "2 items, 3 units". */
export const itemsAndUnits = (itemCount: number, totalQuantity: number) =>
  `${plural(itemCount, 'item', 'items')}, ${plural(totalQuantity, 'unit', 'units')}`;

export const itemCountText = (itemCount: number) => plural(itemCount, 'item', 'items');
