import { asCents, taxCentsOf, type QuoteTotals } from '@shop/contract';

/**
 * A quote's totals from its lines' sum: the discount comes off the subtotal and the tax is
 * charged on what is left, rounded as checkout rounds it (taxCentsOf), so a quote paid online
 * costs what it said. The caller checks the discount is at most the subtotal.
 */
export function quoteTotals(subtotalCents: number, discountCents: number, taxRate: number) {
  const taxCents = taxCentsOf(subtotalCents - discountCents, taxRate);
  return {
    subtotal: asCents(subtotalCents),
    discount: asCents(discountCents),
    taxRate,
    tax: asCents(taxCents),
    total: asCents(subtotalCents - discountCents + taxCents),
  } satisfies QuoteTotals;
}

/**
 * The price a line is quoted at: the list price unless staff gave another. A product sold by
 * quote only has no list price, so it needs one (null answered: refuse the line).
 */
export function linePrice(
  listPriceCents: number | null,
  overrideCents: number | null,
): { listPriceCents: number; unitPriceCents: number; overridden: boolean } | null {
  if (overrideCents === null) {
    return listPriceCents === null
      ? null
      : { listPriceCents, unitPriceCents: listPriceCents, overridden: false };
  }
  return {
    // A quote-only product's list price is what staff first priced it at.
    listPriceCents: listPriceCents ?? overrideCents,
    unitPriceCents: overrideCents,
    overridden: listPriceCents === null || overrideCents !== listPriceCents,
  };
}

/** The package a product line is for: the one named (of this product), else the first. */
export function pickPackage<P extends { id: number }>(
  packages: readonly P[],
  packageId: number | null,
): P | null | 'missing' {
  if (packageId === null) return packages[0] ?? null;
  return packages.find((p) => p.id === packageId) ?? 'missing';
}

type LineKey = {
  kind: string;
  productId?: number | null;
  packageId?: number | null;
  labourPriceId?: number | null;
  unitPriceCents: number;
};

/**
 * Who overrode a price, kept across saves: a line saved again at the same overridden price
 * keeps who set it and when, instead of naming whoever saved the quote last.
 */
export function keptOverride(
  line: LineKey,
  previous: readonly (LineKey & {
    priceOverriddenBy: number | null;
    priceOverriddenAt: Date | null;
  })[],
): { by: number; at: Date | null } | null {
  const same = previous.find(
    (p) =>
      p.priceOverriddenBy !== null &&
      p.kind === line.kind &&
      (p.productId ?? null) === (line.productId ?? null) &&
      (p.packageId ?? null) === (line.packageId ?? null) &&
      (p.labourPriceId ?? null) === (line.labourPriceId ?? null) &&
      p.unitPriceCents === line.unitPriceCents,
  );
  return same ? { by: same.priceOverriddenBy!, at: same.priceOverriddenAt } : null;
}

/** Today + `days` as YYYY-MM-DD, from a shop day (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
