import { describe, expect, it } from 'vitest';
import { DEFAULT_WARRANTY_MONTHS, warrantyTerm } from '@shop/contract';
import { DEMO_CATEGORIES, DEMO_PRODUCTS, type ProductArt } from './catalogue.ts';

const KINDS: ProductArt['kind'][] = [
  'dome',
  'bullet',
  'turret',
  'ptz',
  'fisheye',
  'doorbell',
  'nvr',
  'dvr',
  'alarm-panel',
  'keypad',
  'motion-sensor',
  'door-contact',
  'siren',
  'card-reader',
  'smart-lock',
  'intercom',
  'poe-switch',
  'cable',
  'mount',
  'hard-drive',
  'power-supply',
  'monitor',
];
const HEX = /^#[0-9a-f]{6}$/i;
const isQuote = (p: (typeof DEMO_PRODUCTS)[number]) => p.priceCents === null;

describe('DEMO_CATEGORIES', () => {
  it('has the required categories with unique slugs', () => {
    expect(DEMO_CATEGORIES.length).toBeGreaterThanOrEqual(7);
    const bySlug = new Map(DEMO_CATEGORIES.map((c) => [c.slug, c.name]));
    expect(bySlug.size).toBe(DEMO_CATEGORIES.length);
    expect(bySlug.get('ip-cameras')).toBe('IP Cameras');
    expect(bySlug.get('ptz-cameras')).toBe('PTZ Cameras');
    expect(bySlug.get('recorders')).toBe('NVRs & DVRs');
    expect(bySlug.get('alarm-systems')).toBe('Alarm Systems');
    expect(bySlug.get('access-control')).toBe('Access Control');
    expect(bySlug.get('accessories')).toBe('Accessories');
    for (const c of DEMO_CATEGORIES) {
      expect(c.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.description.length).toBeGreaterThan(20);
    }
  });
});

describe('DEMO_PRODUCTS', () => {
  it('has at least 44 products and at least 5 in every category', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(44);
    for (const c of DEMO_CATEGORIES) {
      const count = DEMO_PRODUCTS.filter((p) => p.categorySlug === c.slug).length;
      expect(count, c.slug).toBeGreaterThanOrEqual(5);
    }
  });

  it('puts every product in an existing category', () => {
    const slugs = new Set(DEMO_CATEGORIES.map((c) => c.slug));
    for (const p of DEMO_PRODUCTS) expect(slugs.has(p.categorySlug), p.sku).toBe(true);
  });

  it('has unique uppercase SKUs and unique names', () => {
    const skus = DEMO_PRODUCTS.map((p) => p.sku);
    expect(new Set(skus).size).toBe(skus.length);
    for (const sku of skus) expect(sku).toMatch(/^SV-[A-Z0-9]+(-[A-Z0-9]+)*$/);
    const names = DEMO_PRODUCTS.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const p of DEMO_PRODUCTS) expect(p.name).toMatch(/^SecureVision /);
  });

  it('gives every product its own picture (kind + body + accent)', () => {
    const arts = DEMO_PRODUCTS.map(
      (p) => `${p.art.kind}|${p.art.body.toLowerCase()}|${p.art.accent.toLowerCase()}`,
    );
    expect(new Set(arts).size).toBe(arts.length);
    for (const p of DEMO_PRODUCTS) {
      expect(KINDS, p.sku).toContain(p.art.kind);
      expect(p.art.body, p.sku).toMatch(HEX);
      expect(p.art.accent, p.sku).toMatch(HEX);
    }
  });

  it('prices in whole cents within believable ranges', () => {
    for (const p of DEMO_PRODUCTS) {
      if (p.priceCents === null) continue;
      expect(Number.isInteger(p.priceCents), p.sku).toBe(true);
      expect(p.priceCents, p.sku).toBeGreaterThan(0);
    }
    const priced = (test: (p: (typeof DEMO_PRODUCTS)[number]) => boolean) =>
      DEMO_PRODUCTS.filter((p) => test(p) && p.priceCents !== null).map((p) => p.priceCents!);
    const cameras = priced((p) => ['ip-cameras', 'ptz-cameras'].includes(p.categorySlug));
    expect(Math.min(...cameras)).toBeGreaterThanOrEqual(8900);
    expect(Math.max(...cameras)).toBeLessThanOrEqual(89900);
    const recorders = priced((p) => p.art.kind === 'nvr' || p.art.kind === 'dvr');
    expect(Math.min(...recorders)).toBeGreaterThanOrEqual(29900);
    expect(Math.max(...recorders)).toBeLessThanOrEqual(249900);
    const cables = priced((p) => p.art.kind === 'cable');
    expect(Math.min(...cables)).toBeGreaterThanOrEqual(1900);
    expect(Math.max(...cables)).toBeLessThanOrEqual(14900);
  });

  it('starts packages with Standard at the product price; the others cost more', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.packages.length, p.sku).toBeGreaterThanOrEqual(1);
      expect(p.packages[0]?.name, p.sku).toBe('Standard');
      expect(p.packages[0]?.priceCents, p.sku).toBe(p.priceCents);
      const names = p.packages.map((pkg) => pkg.name);
      expect(new Set(names).size, p.sku).toBe(names.length);
      for (const pkg of p.packages) {
        expect(pkg.features.length, `${p.sku} ${pkg.name}`).toBeGreaterThanOrEqual(1);
        if (p.priceCents === null) continue;
        expect(Number.isInteger(pkg.priceCents), `${p.sku} ${pkg.name}`).toBe(true);
        if (pkg !== p.packages[0]) {
          expect(pkg.priceCents!, `${p.sku} ${pkg.name}`).toBeGreaterThan(p.priceCents);
        }
      }
    }
    const multi = DEMO_PRODUCTS.filter((p) => p.packages.length >= 2).length;
    expect(multi / DEMO_PRODUCTS.length).toBeGreaterThan(0.5);
  });

  it('has at least 5 quote-only products, with no price on any package', () => {
    const quotes = DEMO_PRODUCTS.filter(isQuote);
    expect(quotes.length).toBeGreaterThanOrEqual(5);
    for (const p of quotes) {
      for (const pkg of p.packages) expect(pkg.priceCents, `${p.sku} ${pkg.name}`).toBeNull();
    }
  });

  it('only refers to existing products in compatibleWith', () => {
    const skus = new Set(DEMO_PRODUCTS.map((p) => p.sku));
    for (const p of DEMO_PRODUCTS) {
      expect(new Set(p.compatibleWith).size, p.sku).toBe(p.compatibleWith.length);
      for (const other of p.compatibleWith) {
        expect(skus.has(other), `${p.sku} -> ${other}`).toBe(true);
        expect(other, p.sku).not.toBe(p.sku);
      }
    }
  });

  it('has low-stock and out-of-stock products, most others well stocked', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.stock), p.sku).toBe(true);
      expect(p.stock, p.sku).toBeGreaterThanOrEqual(0);
    }
    expect(
      DEMO_PRODUCTS.filter((p) => p.stock >= 1 && p.stock <= 10).length,
    ).toBeGreaterThanOrEqual(4);
    expect(DEMO_PRODUCTS.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(3);
    const stocked = DEMO_PRODUCTS.filter((p) => p.stock >= 15 && p.stock <= 200).length;
    expect(stocked / DEMO_PRODUCTS.length).toBeGreaterThan(0.6);
  });

  it('has varied ratings (3.5 to 5.0, one decimal) and review counts', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.rating, p.sku).toBeGreaterThanOrEqual(3.5);
      expect(p.rating, p.sku).toBeLessThanOrEqual(5);
      expect(Math.round(p.rating * 10) / 10, p.sku).toBe(p.rating);
      expect(Number.isInteger(p.reviewCount), p.sku).toBe(true);
      expect(p.reviewCount, p.sku).toBeGreaterThanOrEqual(0);
      expect(p.reviewCount, p.sku).toBeLessThanOrEqual(400);
    }
    expect(new Set(DEMO_PRODUCTS.map((p) => p.rating)).size).toBeGreaterThanOrEqual(8);
  });

  it('describes every product with 2-4 sentences, 4-6 features and 5-9 specs (the warranty term the last)', () => {
    for (const p of DEMO_PRODUCTS) {
      // Sentence ends: a stop followed by a space or the end (not the dot in "2.8 mm").
      const sentences = p.description.split(/[.!?](?:\s+|$)/).filter((s) => s.trim() !== '');
      expect(sentences.length, p.sku).toBeGreaterThanOrEqual(2);
      expect(sentences.length, p.sku).toBeLessThanOrEqual(4);
      expect(p.features.length, p.sku).toBeGreaterThanOrEqual(4);
      expect(p.features.length, p.sku).toBeLessThanOrEqual(6);
      // The product page ends the specifications with the warranty term (ADR 0059), which is
      // never a spec row of its own.
      expect(Object.keys(p.specs).map((k) => k.toLowerCase())).not.toContain('warranty');
      const specs: [string, string][] = [
        ...Object.entries(p.specs),
        ['Warranty', warrantyTerm(p.warrantyMonths ?? DEFAULT_WARRANTY_MONTHS)],
      ];
      expect(specs.length, p.sku).toBeGreaterThanOrEqual(5);
      expect(specs.length, p.sku).toBeLessThanOrEqual(9);
      for (const [key, value] of specs) expect(value.trim(), `${p.sku} ${key}`).not.toBe('');
    }
  });
});
