import { describe, expect, it } from 'vitest';

// The contract has no DOM types; Node and browsers both have URLSearchParams.
declare const URLSearchParams: new (init: string) => { get(name: string): string | null };
import { catalogueSearch, parseCatalogueParams, productListApiPath } from './catalogue-rules';

describe('catalogue URL params', () => {
  it('read back what they wrote', () => {
    const p = {
      search: 'dome 4K & "night"',
      category: 3,
      page: 2,
      sort: 'price-low' as const,
      maxPrice: 250,
      product: 17,
    };
    expect(parseCatalogueParams(new URLSearchParams(catalogueSearch(p)))).toEqual(p);
  });
  it('leave defaults out of the URL', () => {
    expect(
      catalogueSearch({
        search: null,
        category: null,
        page: 1,
        sort: 'featured',
        maxPrice: null,
        product: null,
      }),
    ).toBe('');
  });
  it('fall back to defaults for anything malformed', () => {
    expect(
      parseCatalogueParams(
        new URLSearchParams('search=%20%20&category=abc&page=-2&sort=cheap&max=1e9&product=0'),
      ),
    ).toEqual({
      search: null,
      category: null,
      page: 1,
      sort: 'featured',
      maxPrice: null,
      product: null,
    });
  });
  it('name the API call of a view, category in the path, defaults spelled out', () => {
    expect(productListApiPath(parseCatalogueParams(new URLSearchParams('')))).toBe(
      '/products?page=1&sort=featured',
    );
    expect(
      productListApiPath(parseCatalogueParams(new URLSearchParams('category=4&max=300&page=2'))),
    ).toBe('/products/category/4?page=2&sort=featured&maxPrice=300');
    expect(
      productListApiPath(parseCatalogueParams(new URLSearchParams('search=ptz%20cam&sort=name'))),
    ).toBe('/products?search=ptz%20cam&page=1&sort=name');
  });
});
