import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetInitialData, takeInitialData } from './initial-data';

function putBlock(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'initial-data';
  block.textContent = text;
  document.body.append(block);
}

// Another screen's file in the same worker may have read the document already.
beforeEach(resetInitialData);
afterEach(() => {
  document.getElementById('initial-data')?.remove();
  resetInitialData();
});

describe('initial data from the HTML', () => {
  it('hands each entry out once, then nothing', () => {
    putBlock(JSON.stringify({ '/categories': { categories: [] } }));
    expect(takeInitialData('/categories')).toEqual({ categories: [] });
    expect(takeInitialData('/categories')).toBeUndefined();
    expect(document.getElementById('initial-data')).toBeNull();
  });

  it("reads the answer's money as cents, as the api client does", () => {
    putBlock(JSON.stringify({ '/products': { products: [{ price: 129.99 }, { price: null }] } }));
    expect(takeInitialData('/products', ['products.*.price'])).toEqual({
      products: [{ price: 12999 }, { price: null }],
    });
  });

  it('gives nothing for another path, without a block, or for a damaged block', () => {
    putBlock(JSON.stringify({ '/products?page=1&sort=featured': {} }));
    expect(takeInitialData('/products?page=2&sort=featured')).toBeUndefined();
    resetInitialData();
    expect(takeInitialData('/categories')).toBeUndefined();
    resetInitialData();
    putBlock('{not json');
    expect(takeInitialData('/categories')).toBeUndefined();
  });
});
