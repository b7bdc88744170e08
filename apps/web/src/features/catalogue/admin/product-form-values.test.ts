import { describe, expect, it } from 'vitest';
import { asCents, type AdminProductDetail } from '@shop/contract';
import { checkProductFields, formToFields, productToForm } from './product-form-values';

const product: AdminProductDetail = {
  id: 7,
  sku: 'SV-IPC-D4MP',
  name: 'Dome 4MP',
  categoryId: 1,
  categoryName: 'IP Cameras',
  price: asCents(12999),
  quote: false,
  stock: 4,
  archived: false,
  description: 'A dome camera for the porch.',
  features: ['a', 'b', 'c', 'd'],
  specs: { resolution: '4MP' },
  packages: [
    { id: 1, name: 'Standard', price: asCents(12999), features: [] },
    { id: 2, name: 'Follows the product', price: null, features: [] },
    { id: 3, name: 'Installed', price: asCents(27999), features: [] },
  ],
  compatibleWith: [],
  images: [],
  version: '1',
  serialTracked: false,
  installationLabourId: null,
  warrantyMonths: 12,
};

describe('the product form values', () => {
  it('shows a package priced like the product with its price; only a package without one is blank', () => {
    const form = productToForm(product);
    expect(form.packages.map((p) => p.price)).toEqual(['129.99', '', '279.99']);
    // Saved unchanged, each package keeps what it had.
    const sent = JSON.parse(formToFields(form).packages!) as { price: string }[];
    expect(sent.map((p) => p.price)).toEqual(['129.99', '', '279.99']);
  });

  it('edits the SKU and checks it with the server rule', () => {
    const form = productToForm(product);
    expect(form.sku).toBe('SV-IPC-D4MP');
    expect(formToFields({ ...form, sku: 'cam-2' }).sku).toBe('cam-2');
    expect(checkProductFields(formToFields({ ...form, sku: 'two words' }))).toHaveProperty('sku');
    expect(checkProductFields(formToFields({ ...form, sku: '' }))).not.toHaveProperty('sku');
  });
});
