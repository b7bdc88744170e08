/**
 * A product's shipping weight in pounds, read from its specs: the first key that names a
 * weight ("Weight", "weight", "Shipping Weight"...) with a value such as "1.2 lbs", "350 g",
 * "0.8 kg" or "12 oz". A bare number is taken as pounds. Unknown or unreadable: null, and the
 * bill of lading says N/A.
 */
export function weightLbsFromSpecs(
  specs: Record<string, unknown> | null | undefined,
): number | null {
  if (!specs || typeof specs !== 'object') return null;
  const entry = Object.entries(specs).find(([key]) => /weight/i.test(key));
  if (!entry || (typeof entry[1] !== 'string' && typeof entry[1] !== 'number')) return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*(lbs?|pounds?|kg|kilograms?|g|grams?|oz|ounces?)?\b/i.exec(
    String(entry[1]),
  );
  if (!match) return null;
  const value = Number(match[1]);
  const unit = (match[2] ?? 'lb').toLowerCase();
  const pounds = unit.startsWith('k')
    ? value * 2.20462
    : unit.startsWith('g')
      ? value / 453.592
      : unit.startsWith('o')
        ? value / 16
        : value;
  return pounds > 0 && Number.isFinite(pounds) ? Math.round(pounds * 100) / 100 : null;
}

/** The shipment's weight: the sum of the lines, known only when every line's weight is. */
export function totalWeightLbs(
  lines: { weightLbs: number | null; quantity: number }[],
): number | null {
  if (!lines.length || lines.some((l) => l.weightLbs === null)) return null;
  return Math.round(lines.reduce((sum, l) => sum + l.weightLbs! * l.quantity, 0) * 100) / 100;
}
