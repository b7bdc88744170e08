import { describe, expect, it } from 'vitest';
import { addDays, keptOverride, linePrice, pickPackage, quoteTotals } from './quote-pricing.ts';

describe('quote pricing', () => {
  it('takes the discount off before tax, rounding tax as checkout does', () => {
    expect(quoteTotals(100_000, 10_000, 0.0825)).toEqual({
      subtotal: 100_000,
      discount: 10_000,
      taxRate: 0.0825,
      tax: 7425,
      total: 97_425,
    });
    // 8.375% of $12.34 is 103.3475 cents: half up to 103.
    expect(quoteTotals(1234, 0, 0.08375).tax).toBe(103);
    expect(quoteTotals(0, 0, 0.08).total).toBe(0);
  });

  it('quotes the list price unless overridden; a quote-only product needs a price', () => {
    expect(linePrice(5000, null)).toEqual({
      listPriceCents: 5000,
      unitPriceCents: 5000,
      overridden: false,
    });
    expect(linePrice(5000, 4500)).toEqual({
      listPriceCents: 5000,
      unitPriceCents: 4500,
      overridden: true,
    });
    expect(linePrice(5000, 5000)?.overridden).toBe(false);
    expect(linePrice(null, null)).toBeNull();
    expect(linePrice(null, 9900)).toEqual({
      listPriceCents: 9900,
      unitPriceCents: 9900,
      overridden: true,
    });
  });

  it("picks the product's own package, or its first", () => {
    const packages = [{ id: 7 }, { id: 9 }];
    expect(pickPackage(packages, null)).toEqual({ id: 7 });
    expect(pickPackage(packages, 9)).toEqual({ id: 9 });
    expect(pickPackage(packages, 8)).toBe('missing');
    expect(pickPackage([], null)).toBeNull();
  });

  it('keeps who overrode a price when the line is saved again unchanged', () => {
    const at = new Date('2026-11-01T10:00:00Z');
    const old = {
      kind: 'product',
      productId: 1,
      packageId: 2,
      labourPriceId: null,
      unitPriceCents: 900,
      priceOverriddenBy: 5,
      priceOverriddenAt: at,
    };
    const line = { kind: 'product', productId: 1, packageId: 2, labourPriceId: null };
    expect(keptOverride({ ...line, unitPriceCents: 900 }, [old])).toEqual({ by: 5, at });
    expect(keptOverride({ ...line, unitPriceCents: 800 }, [old])).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });
});
