import { describe, expect, it } from 'vitest';
import { catalogueSearch, parseCatalogueParams } from './use-catalogue-params';

describe('catalogue URL params', () => {
  it('read back what they wrote', () => {
    const p = { category: 3, page: 2, sort: 'price-low' as const, maxPrice: 250, product: 17 };
    expect(parseCatalogueParams(new URLSearchParams(catalogueSearch(p)))).toEqual(p);
  });
  it('leave defaults out of the URL', () => {
    expect(
      catalogueSearch({ category: null, page: 1, sort: 'featured', maxPrice: null, product: null }),
    ).toBe('');
  });
  it('fall back to defaults for anything malformed', () => {
    expect(
      parseCatalogueParams(
        new URLSearchParams('category=abc&page=-2&sort=cheap&max=1e9&product=0'),
      ),
    ).toEqual({ category: null, page: 1, sort: 'featured', maxPrice: null, product: null });
  });
});
