import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { AdminProductDetail, AdminProductsResponse } from '@shop/contract';
import type { TestApp } from './helpers.ts';
import type { Person } from './user-fixtures.ts';

import { multipart, type FilePart } from './multipart-body.ts';

export { multipart, type FilePart };

export const png = (color = '#3366cc', size = 64) =>
  sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A complete, valid product form (a random name); override any field. */
export const validFields = (overrides: Record<string, string> = {}) => ({
  name: `Test Camera ${randomBytes(3).toString('hex')}`,
  price: '149.99',
  category: '1',
  description: 'A sharp 4K camera for the front door.',
  stock: '25',
  quote: '',
  features: JSON.stringify(['4K video', 'Night vision', 'Weatherproof', 'Two-way audio', ' ']),
  specs: JSON.stringify({ resolution: '4K', sensorType: 'CMOS', lensType: '', '': 'dropped' }),
  packages: JSON.stringify([
    { name: 'Basic', price: '149.99', features: ['Camera', ''] },
    { name: '', price: '199.99', features: ['Camera', 'Mount'] },
    { name: 'Pro', price: '', features: ['Camera', 'Mount', 'Install'] },
  ]),
  compatibleWith: JSON.stringify([]),
  ...overrides,
});

/**
 * The product form's calls as someone: `send` a multipart form, `del`, `list` the staff's
 * products (as the admin unless told), `create` a product from valid fields with a picture,
 * in the given category.
 */
export function productForms(t: TestApp, admin: Person, categoryId: number) {
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    who: Person | undefined,
    fields: Record<string, string>,
    files: FilePart[] = [],
  ) => {
    const body = multipart(fields, files);
    return t.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) },
    });
  };
  const del = (url: string, who?: Person) =>
    t.inject({ method: 'DELETE', url, ...(who ? { headers: { cookie: who.cookie } } : {}) });
  const list = async (query: string, who: Person = admin) => {
    const res = await t.call('GET', `/api/admin/products?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminProductsResponse;
  };
  const create = async (fields: Record<string, string> = {}, image?: Buffer) => {
    const res = await send(
      'POST',
      '/api/products',
      admin,
      validFields({ category: String(categoryId), ...fields }),
      [{ filename: 'photo.png', type: 'image/png', data: image ?? (await png()) }],
    );
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { product: AdminProductDetail }).product;
  };
  return { send, del, list, create };
}
export type ProductForms = ReturnType<typeof productForms>;
