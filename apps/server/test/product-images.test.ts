import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import S3rver from 's3rver';
import type { ProductDetail, ProductListResponse } from '@shop/contract';
import { DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import { createS3Storage } from '../src/lib/storage/s3-storage.ts';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { seedDemoCatalogue } from '../src/demo/seed.ts';

const FEW = DEMO_PRODUCTS.slice(0, 3);

async function checkPicturesServed(t: TestApp) {
  const listed = (
    await t.inject({ method: 'GET', url: '/api/products' })
  ).json() as ProductListResponse;
  expect(listed.products).toHaveLength(FEW.length);
  const urls = new Set<string>();
  for (const product of listed.products) {
    const image = product.image!;
    expect(image).toMatchObject({ width: 800, height: 800, alt: product.name });
    expect(image.url).toMatch(/^\/api\/images\/products\/[0-9a-f]{20}-400\.webp$/);
    expect(image.srcSet.split(', ')).toHaveLength(3);
    urls.add(image.url);
    const response = await t.inject({ method: 'GET', url: image.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
  }
  // Each product has its own picture.
  expect(urls.size).toBe(FEW.length);
  const detail = (
    await t.inject({ method: 'GET', url: `/api/products/${listed.products[0]!.id}` })
  ).json() as {
    product: ProductDetail;
  };
  expect(detail.product.images[0]!.url).toMatch(/-800\.webp$/);
}

describe(`product pictures in a folder (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'shop-images-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    await seedDemoCatalogue(t.app.services.catalogue, { images: true, products: FEW });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('are drawn in three widths as WebP and served with a year-long cache', async () => {
    await checkPicturesServed(t);
  });

  it.each([
    '/api/images/products/..%2F..%2Fsession-secret',
    '/api/images/../../etc/passwd',
    '/api/images/products/0000000000000000000a-400.webp',
    '/api/images/products/UPPER-400.webp',
    '/api/images/',
  ])('%s is a 404, never a file outside the store', async (url) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
  });
});

describe(`product pictures in an S3-compatible bucket (${TEST_ENGINE})`, () => {
  let s3: S3rver;
  let s3Dir: string;
  let endpoint: string;
  let t: TestApp;
  beforeAll(async () => {
    s3Dir = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'shop-files' }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    t = await createTestApp({
      env: {
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    });
    await seedDemoCatalogue(t.app.services.catalogue, { images: true, products: FEW });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(s3Dir, { recursive: true, force: true });
  });

  it('are stored in the bucket and served from it', async () => {
    expect(t.config.storage.kind).toBe('s3');
    await checkPicturesServed(t);
  });

  it('the S3 storage puts, gets and deletes; a missing key is null', async () => {
    const storage = createS3Storage({
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    });
    await storage.put('tests/hello.webp', Buffer.from('hello'), 'image/webp');
    const file = await storage.get('tests/hello.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await storage.delete('tests/hello.webp');
    expect(await storage.get('tests/hello.webp')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      'Invalid storage key',
    );
  });
});
