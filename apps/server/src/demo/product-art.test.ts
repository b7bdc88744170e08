import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './catalogue.ts';
import { drawProductSvg, renderProductWebp } from './product-art.ts';

describe('drawProductSvg', () => {
  const product = DEMO_PRODUCTS.find((p) => p.name.includes('&')) ?? DEMO_PRODUCTS[0]!;

  it('returns a square 800×800 SVG with a discreet brand mark', () => {
    const svg = drawProductSvg(product);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg).toContain('>SecureVision</text>');
    expect(svg).not.toMatch(/<image|href="http|@import|url\(http/);
  });

  it('escapes text and does not print the product name on the picture', () => {
    const svg = drawProductSvg({ ...product, name: 'Cam <A> & "B"' });
    expect(svg).toContain('Cam &lt;A&gt; &amp; &quot;B&quot;');
    expect(svg).not.toContain('<A>');
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).not.toContain('Cam &lt;A&gt; &amp; &quot;B&quot;');
  });

  it('is deterministic and varies with the SKU', () => {
    expect(drawProductSvg(product)).toBe(drawProductSvg(product));
    expect(drawProductSvg({ ...product, sku: 'SV-OTHER-1' })).not.toBe(drawProductSvg(product));
  });

  it('draws every kind without throwing', () => {
    for (const p of DEMO_PRODUCTS) expect(drawProductSvg(p).length, p.sku).toBeGreaterThan(1000);
  });
});

describe('renderProductWebp', () => {
  it('renders every demo product to a distinct square WebP, fast enough for seeding', async () => {
    const started = performance.now();
    const hashes = new Map<string, string>();
    for (const p of DEMO_PRODUCTS) {
      const webp = await renderProductWebp(drawProductSvg(p), 160);
      const meta = await sharp(webp).metadata();
      expect(meta.format, p.sku).toBe('webp');
      expect(meta.width, p.sku).toBe(160);
      expect(meta.height, p.sku).toBe(160);
      const hash = createHash('sha256').update(webp).digest('hex');
      expect(hashes.get(hash), `${p.sku} looks like ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, p.sku);
    }
    expect(hashes.size).toBe(DEMO_PRODUCTS.length);
    // Seeding renders each product once or twice; keep the whole catalogue well under a minute.
    expect(performance.now() - started).toBeLessThan(20_000);
  }, 60_000);

  it('renders at the requested width', async () => {
    const svg = drawProductSvg(DEMO_PRODUCTS[0]!);
    for (const width of [64, 480, 800]) {
      const meta = await sharp(await renderProductWebp(svg, width)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width]);
    }
  });

  it('draws something, not a blank square', async () => {
    const webp = await renderProductWebp(drawProductSvg(DEMO_PRODUCTS[0]!), 160);
    const { channels } = await sharp(webp).stats();
    expect(channels.some((ch) => ch.stdev > 20)).toBe(true);
  });

  it('rejects a width that is not a sensible integer', async () => {
    const svg = drawProductSvg(DEMO_PRODUCTS[0]!);
    await expect(renderProductWebp(svg, 0)).rejects.toThrow(RangeError);
    await expect(renderProductWebp(svg, 12.5)).rejects.toThrow(RangeError);
  });
});
