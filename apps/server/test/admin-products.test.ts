import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import {
  IMAGE_MESSAGES,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_LIST_MESSAGES,
  type AdminProductDetail,
} from '@shop/contract';
import { PRODUCT_ADMIN_MESSAGES } from '../src/modules/catalogue/catalogue-admin.service.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrder } from './order-fixtures.ts';
import {
  multipart,
  png,
  productForms,
  validFields,
  type FilePart,
  type ProductForms,
} from './product-fixtures.ts';
import type { Person } from './user-fixtures.ts';

/** A real 1x1 PNG whose header claims 30000 x 30000 pixels (CRC fixed): a decompression bomb. */
async function pngBomb(): Promise<Buffer> {
  const small = Buffer.from(await png('#000000', 1));
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type).
  small.writeUInt32BE(30000, 16);
  small.writeUInt32BE(30000, 20);
  small.writeUInt32BE(crc32(small.subarray(12, 29)) >>> 0, 29);
  return small;
}

// Search, list sorts, versions and the stock triggers on each engine: admin-products.parity.test.ts.
describe('admin products', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let productManager: Person;
  let orderManager: Person;
  let categoryId: number;

  let send: ProductForms['send'];
  let del: ProductForms['del'];
  let list: ProductForms['list'];
  let create: ProductForms['create'];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    productManager = await t.createStaff('manager', { canManageProducts: true });
    orderManager = await t.createStaff('manager', { canManageOrders: true, canViewReports: true });
    customer = await t.signUp({ firstName: 'Ann', lastName: 'Buyer' });
    const [c] = await t.query<{ id: number }>(sql`select id from categories order by id limit 1`);
    categoryId = c!.id;
    ({ send, del, list, create } = productForms(t, admin, categoryId));
  });
  afterAll(() => t.close());

  it('lets admins and managers granted canManageProducts in; everyone else is refused', async () => {
    const made = await create();
    const [image] = made.images;
    const calls: [string, string][] = [
      ['GET', '/api/admin/products'],
      ['GET', `/api/admin/products/${made.id}`],
      ['POST', '/api/products'],
      ['PUT', `/api/products/${made.id}`],
      ['DELETE', `/api/products/${made.id}`],
      ['POST', `/api/admin/products/${made.id}/restore`],
      ['POST', '/api/admin/categories'],
      ['GET', `/api/admin/products/${made.id}/images`],
      ['POST', `/api/admin/products/${made.id}/images`],
      ['PUT', `/api/admin/products/${made.id}/images`],
      ['DELETE', `/api/admin/products/${made.id}/images/${image!.id}`],
    ];
    for (const [method, url] of calls) {
      const as = (who?: Person) =>
        t.inject({
          method: method as 'GET',
          url,
          ...(method === 'GET' || method === 'DELETE'
            ? {}
            : { payload: { name: 'x', order: [image!.id] } }),
          ...(who ? { headers: { cookie: who.cookie } } : {}),
        });
      expect((await as()).statusCode, url).toBe(401);
      expect((await as(customer)).statusCode, url).toBe(403);
      expect((await as(orderManager)).statusCode, url).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/products', productManager)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/products/${made.id}`, productManager)).statusCode).toBe(
      200,
    );
    const edited = await send(
      'PUT',
      `/api/products/${made.id}`,
      productManager,
      validFields({ category: String(categoryId), price: '10.00' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    // Nothing changed for the refused callers.
    const [row] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from products where id = ${made.id}`,
    );
    expect(row!.n).toBe(1);
  });

  it("refuses a visitor's or customer's upload before reading its body (a 50 MB body is never waited for)", async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const firstLine = (cookie?: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            [
              'POST /api/products HTTP/1.1',
              `Host: 127.0.0.1:${port}`,
              'Content-Type: multipart/form-data; boundary=xyz',
              `Content-Length: ${50 * 1024 * 1024}`,
              ...(cookie ? [`Cookie: ${cookie}`] : []),
              '',
              '',
            ].join('\r\n'),
          );
          // A first slice of the body; the other 49.9 MB are never sent.
          socket.write(Buffer.alloc(64 * 1024, 0x61));
        });
        const timer = setTimeout(() => reject(new Error('no answer before the body')), 5000);
        socket.once('data', (chunk) => {
          clearTimeout(timer);
          socket.destroy();
          resolve(chunk.toString('latin1').split('\r\n')[0]!);
        });
        socket.once('error', reject);
      });
    expect(await firstLine()).toBe('HTTP/1.1 401 Unauthorized');
    expect(await firstLine(customer.cookie)).toBe('HTTP/1.1 403 Forbidden');
    expect(await firstLine(orderManager.cookie)).toBe('HTTP/1.1 403 Forbidden');
  });

  it('a multipart body without its boundary, or with another one, is a 400, never a 500', async () => {
    const form = multipart({ name: 'Broken upload', price: '10', category: '1' });
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=not-the-one-in-the-body',
    ]) {
      const res = await t.inject({
        method: 'POST',
        url: '/api/products',
        headers: { cookie: admin.cookie, 'content-type': contentType },
        payload: form.payload,
      });
      expect(res.statusCode, `${contentType}: ${res.body}`).toBe(400);
      // No boundary at all: not a form. Another boundary: a form whose fields are all missing.
      const error = res.json().error as string;
      if (contentType === 'multipart/form-data') {
        expect(error).toBe(PRODUCT_ADMIN_MESSAGES.notMultipart);
      } else {
        // The form's own refusal (nothing of it could be read), in words, not a stack.
        expect(error).toMatch(/^(Send the product|Please fill out all required fields)/);
      }
    }
  });

  it('creates a product from the form, re-encoded into the shop widths, and the shop sells it', async () => {
    const made = await create({ name: 'Porch Guard 4K' });
    expect(made).toMatchObject({
      name: 'Porch Guard 4K',
      price: 149.99,
      stock: 25,
      quote: false,
      features: ['4K video', 'Night vision', 'Weatherproof', 'Two-way audio'],
      packages: [
        { name: 'Basic', price: 149.99, features: ['Camera'] },
        { name: 'Package', price: 199.99, features: ['Camera', 'Mount'] },
        // An empty package price is the product's price.
        { name: 'Pro', price: null, features: ['Camera', 'Mount', 'Install'] },
      ],
    });
    // A default spec row left blank (lensType) is not a spec a customer should see.
    expect(made.specs).toEqual({ resolution: '4K', sensorType: 'CMOS' });
    expect(made.sku).toMatch(/^SS-[0-9A-F]{8}$/);
    expect(made.images).toHaveLength(1);
    const shop = await t.call('GET', `/api/products/${made.id}`);
    expect(shop.statusCode).toBe(200);
    expect(shop.json().product.image.url).toBe(made.images[0]!.url);
    // The stored picture is a square WebP of the served width, without metadata.
    const file = await t.call('GET', made.images[0]!.url.replace(/-\d+\.webp$/, '-800.webp'));
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    expect(meta.exif).toBeUndefined();
    const search = await t.call('GET', '/api/search?q=Porch%20Guard');
    expect(search.json().products.map((p: { id: number }) => p.id)).toContain(made.id);
  });

  it('checks every field as docs/modules/catalogue.md#messages says, on the server, with the spec messages', async () => {
    const empty = await send('POST', '/api/products', admin, {});
    expect(empty.statusCode).toBe(400);
    const body = empty.json() as { error: string; errors: Record<string, string> };
    expect(body.errors).toMatchObject({
      name: PRODUCT_FORM_MESSAGES.required,
      description: PRODUCT_FORM_MESSAGES.description,
      features: PRODUCT_FORM_MESSAGES.features,
      category: PRODUCT_FORM_MESSAGES.category,
      image: PRODUCT_FORM_MESSAGES.image,
    });
    const cases: [Record<string, string>, string, string][] = [
      [{ price: '' }, 'price', PRODUCT_FORM_MESSAGES.required],
      [{ name: '   ' }, 'name', PRODUCT_FORM_MESSAGES.required],
      [{ price: '12abc' }, 'price', PRODUCT_FORM_MESSAGES.price],
      [{ price: '-5' }, 'price', PRODUCT_FORM_MESSAGES.price],
      [{ stock: '3.5' }, 'stock', PRODUCT_FORM_MESSAGES.stock],
      [{ stock: 'many' }, 'stock', PRODUCT_FORM_MESSAGES.stock],
      [{ description: 'Too short' }, 'description', PRODUCT_FORM_MESSAGES.description],
      [
        { features: JSON.stringify(['a', 'b', 'c', ' ', '']) },
        'features',
        PRODUCT_FORM_MESSAGES.features,
      ],
      [{ features: '[not json' }, 'features', PRODUCT_FORM_MESSAGES.badJson],
      [
        { packages: JSON.stringify([{ name: 'X', price: 'ten', features: [] }]) },
        'packages.0.price',
        PRODUCT_FORM_MESSAGES.packagePrice,
      ],
      [{ category: '999999' }, 'category', PRODUCT_FORM_MESSAGES.categoryNotFound],
      [
        { compatibleWith: JSON.stringify(['No Such Product Anywhere']) },
        'compatibleWith',
        `${PRODUCT_FORM_MESSAGES.compatibleNotFound}: No Such Product Anywhere`,
      ],
    ];
    const before = await t.query<{ n: number }>(sql`select count(*)::int as n from products`);
    for (const [overrides, field, message] of cases) {
      const res = await send(
        'POST',
        '/api/products',
        admin,
        validFields({ category: String(categoryId), ...overrides }),
        [{ filename: 'a.png', type: 'image/png', data: await png() }],
      );
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(overrides)).toBe(message);
    }
    // Nothing was half-written.
    const after = await t.query<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(after[0]!.n).toBe(before[0]!.n);
    // A quote product needs no price.
    const quote = await create({ quote: '1', price: '' });
    expect(quote).toMatchObject({ quote: true, price: null });
    // JSON is refused: the form is multipart.
    const json = await t.call('POST', '/api/products', admin, validFields());
    expect(json.statusCode).toBe(400);
  });

  it('takes the SKU from the form: blank is generated, typed is kept in capitals, a duplicate is a 409', async () => {
    const typed = await create({ sku: '  cam-4k.01/b_2 ' });
    expect(typed.sku).toBe('CAM-4K.01/B_2');
    expect((await create({ sku: '' })).sku).toMatch(/^SS-[0-9A-F]{8}$/);
    // An exact SKU finds it in the list (any case).
    expect((await list('search=cam-4k.01/b_2')).products.map((p) => p.id)).toEqual([typed.id]);

    const before = await t.query<{ n: number }>(sql`select count(*)::int as n from products`);
    const createWithSku = async (sku: string) =>
      send('POST', '/api/products', admin, validFields({ category: String(categoryId), sku }), [
        { filename: 'a.png', type: 'image/png', data: await png() },
      ]);
    for (const sku of ['CAM-4K.01/B_2', 'cam-4k.01/b_2', 'SV-IPC-D4MP']) {
      const res = await createWithSku(sku);
      expect(res.statusCode, sku).toBe(409);
      expect(res.json()).toMatchObject({
        error: PRODUCT_FORM_MESSAGES.skuTaken,
        errors: { sku: PRODUCT_FORM_MESSAGES.skuTaken },
      });
    }
    const hostile = [
      'two words',
      '<script>alert(1)</script>',
      "x'; drop table products; --",
      'ŠKU-1',
      '-LEADING',
      'A'.repeat(41),
      'tab\there',
      '%',
    ];
    for (const sku of hostile) {
      const res = await createWithSku(sku);
      expect(res.statusCode, sku).toBe(400);
      expect(res.json().errors.sku, sku).toBe(PRODUCT_FORM_MESSAGES.sku);
    }
    const after = await t.query<{ n: number }>(sql`select count(*)::int as n from products`);
    expect(after[0]!.n).toBe(before[0]!.n);

    // Editable: a new SKU is kept, another product's is refused, blank or absent keeps it.
    const other = await create();
    const edit = (fields: Record<string, string>) =>
      send('PUT', `/api/products/${typed.id}`, admin, {
        ...validFields({ category: String(categoryId), name: typed.name }),
        ...fields,
      });
    const renamed = await edit({ sku: 'cam-4k-02' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().product.sku).toBe('CAM-4K-02');
    const clash = await edit({ sku: other.sku.toLowerCase() });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().errors).toEqual({ sku: PRODUCT_FORM_MESSAGES.skuTaken });
    expect((await edit({ sku: '' })).json().product.sku).toBe('CAM-4K-02');
    expect((await edit({})).json().product.sku).toBe('CAM-4K-02');
    expect((await edit({ sku: 'bad sku' })).statusCode).toBe(400);
    // Its own SKU again, in other capitals, is no clash.
    expect((await edit({ sku: 'Cam-4k-02' })).statusCode).toBe(200);
  });

  it('ignores fields the form does not have (id, rating, archived_at); stock and price come from the form', async () => {
    const res = await send(
      'POST',
      '/api/products',
      admin,
      {
        ...validFields({ category: String(categoryId), price: '20', stock: '7' }),
        id: '1',
        rating: '0.5',
        archived_at: '2020-01-01',
        archivedAt: '2020-01-01',
        priceCents: '1',
        review_count: '999',
      },
      [{ filename: 'a.png', type: 'image/png', data: await png() }],
    );
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().product as AdminProductDetail;
    expect(made.id).not.toBe(1);
    const [row] = await t.query<Record<string, unknown>>(
      sql`select sku, rating, review_count, archived_at, price_cents, stock from products where id = ${made.id}`,
    );
    expect(row).toMatchObject({
      rating: 5,
      review_count: 0,
      archived_at: null,
      price_cents: 2000,
      stock: 7,
    });
    // Product 1 was not touched by the client-sent id.
    const [first] = await t.query<{ name: string }>(sql`select name from products where id = 1`);
    expect(first!.name).not.toBe(made.name);
  });

  it('accepts pictures by content only: a PNG named .svg passes; SVG, text, 20 MB and bombs are refused', async () => {
    const named = await send(
      'POST',
      '/api/products',
      admin,
      validFields({ category: String(categoryId) }),
      [{ filename: 'logo.svg', type: 'image/svg+xml', data: await png('#00aa00') }],
    );
    expect(named.statusCode, named.body).toBe(201);

    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const refused: [FilePart, number, string][] = [
      [{ filename: 'photo.png', type: 'image/png', data: svg }, 400, IMAGE_MESSAGES.notAnImage],
      [
        { filename: 'photo.png', type: 'image/png', data: Buffer.from('hello, I am text') },
        400,
        IMAGE_MESSAGES.notAnImage,
      ],
      [
        { filename: 'big.png', type: 'image/png', data: await pngBomb() },
        400,
        IMAGE_MESSAGES.tooManyPixels,
      ],
      [
        {
          filename: 'huge.png',
          type: 'image/png',
          data: Buffer.concat([await png(), randomBytes(20 * 1024 * 1024)]),
        },
        413,
        IMAGE_MESSAGES.tooLarge,
      ],
    ];
    const before = await t.query<{ n: number }>(sql`select count(*)::int as n from product_images`);
    for (const [file, status, message] of refused) {
      const res = await send(
        'POST',
        '/api/products',
        admin,
        validFields({ category: String(categoryId) }),
        [file],
      );
      expect(res.statusCode, file.filename).toBe(status);
      expect(res.json().error, file.filename).toBe(message);
      // The same checks guard the images dialog.
      const more = await send(
        'POST',
        `/api/admin/products/${named.json().product.id}/images`,
        admin,
        {},
        [{ ...file, field: 'images' }],
      );
      expect(more.statusCode, file.filename).toBe(status);
    }
    const after = await t.query<{ n: number }>(sql`select count(*)::int as n from product_images`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('takes an existing picture by the shop URL only, never fetching a remote one', async () => {
    const source = await create();
    const reused = await send(
      'POST',
      '/api/products',
      admin,
      validFields({ category: String(categoryId), imageUrl: source.images[0]!.url }),
    );
    expect(reused.statusCode, reused.body).toBe(201);
    expect(reused.json().product.images[0].url).toBe(source.images[0]!.url);
    for (const imageUrl of [
      'http://169.254.169.254/latest/meta-data/',
      'https://example.com/camera.png',
      '/api/images/products/doesnotexist-400.webp',
      `${source.images[0]!.url}/../../etc/passwd`,
    ]) {
      const res = await send(
        'POST',
        '/api/products',
        admin,
        validFields({ category: String(categoryId), imageUrl }),
      );
      expect(res.statusCode, imageUrl).toBe(400);
      expect(res.json().errors.imageUrl).toBe(PRODUCT_FORM_MESSAGES.imageUrl);
    }
  });

  it('updates a product: price in the shop, packages in place, compatible products by name', async () => {
    const other = await create({ name: 'Compatible Hub' });
    const made = await create({ name: 'Editable Cam' });
    const res = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({
        category: String(categoryId),
        name: 'Editable Cam',
        price: '99.50',
        packages: JSON.stringify([{ name: 'Only', price: '', features: ['Cam'] }]),
        compatibleWith: JSON.stringify(['Compatible Hub', '']),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const product = res.json().product as AdminProductDetail;
    expect(product).toMatchObject({
      price: 99.5,
      packages: [{ name: 'Only', price: null, features: ['Cam'] }],
      compatibleWith: ['Compatible Hub'],
    });
    // The existing picture counts on edit; no new one is needed.
    expect(product.images).toHaveLength(1);
    const shop = (await t.call('GET', `/api/products/${made.id}`)).json().product;
    expect(shop.price).toBe(99.5);
    expect(shop.compatibleWith).toEqual([{ id: other.id, name: 'Compatible Hub' }]);
    // A new upload on edit becomes the main picture, the old one stays second.
    const withImage = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({ category: String(categoryId), name: 'Editable Cam' }),
      [
        {
          filename: 'n.jpg',
          type: 'image/jpeg',
          data: await sharp(await png('#ff0000'))
            .jpeg()
            .toBuffer(),
        },
      ],
    );
    expect(withImage.statusCode, withImage.body).toBe(200);
    const images = withImage.json().product.images as { url: string }[];
    expect(images).toHaveLength(2);
    expect(images[1]!.url).toBe(product.images[0]!.url);
    expect((await send('PUT', '/api/products/999999', admin, validFields())).statusCode).toBe(404);
  });

  it('reads a multipart form defensively: one picture per product save, limits named, unknown files unread', async () => {
    const picture = async (color: string, field = 'image') => ({
      field,
      filename: `${color}.png`,
      type: 'image/png',
      data: await png(color),
    });
    const two = await send(
      'POST',
      '/api/products',
      admin,
      validFields({ category: String(categoryId) }),
      [await picture('#010101'), await picture('#020202')],
    );
    expect(two.statusCode, two.body).toBe(400);
    expect(two.json().errors.image).toBe(PRODUCT_ADMIN_MESSAGES.onePicture);
    const made = await create();
    const eleven = await send(
      'POST',
      `/api/admin/products/${made.id}/images`,
      admin,
      {},
      await Promise.all(Array.from({ length: 11 }, (_, i) => picture(`#0000${10 + i}`, 'images'))),
    );
    expect(eleven.statusCode, eleven.body).toBe(413);
    expect(eleven.json().error).toBe(IMAGE_MESSAGES.tooMany);
    expect(
      (await t.call('GET', `/api/admin/products/${made.id}/images`, admin)).json().images,
    ).toHaveLength(1);
    // A file under another name is drained, never stored.
    const stray = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({ category: String(categoryId) }),
      [await picture('#030303', 'attachment')],
    );
    expect(stray.statusCode, stray.body).toBe(200);
    expect(stray.json().product.images).toHaveLength(1);
    const long = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({ category: String(categoryId), description: 'x'.repeat(300 * 1024) }),
    );
    expect(long.statusCode, long.body).toBe(400);
    expect(long.json().errors.description).toBe(
      `description ${PRODUCT_ADMIN_MESSAGES.fieldTooLong}`,
    );
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`f${i}`, 'x']));
    const tooMany = await send('PUT', `/api/products/${made.id}`, admin, {
      ...validFields(),
      ...many,
    });
    expect(tooMany.statusCode, tooMany.body).toBe(413);
    expect(tooMany.json().error).toBe(PRODUCT_ADMIN_MESSAGES.tooManyFields);
  });

  it('keeps one row per picture: the same upload twice is one picture, an existing one re-sent becomes the main', async () => {
    const first = await png('#778899');
    const made = await create({}, first);
    const url = `/api/admin/products/${made.id}/images`;
    const second = await png('#99aa00');
    const added = await send('POST', url, admin, {}, [
      { field: 'images', filename: 'a.png', type: 'image/png', data: second },
      { field: 'images', filename: 'b.png', type: 'image/png', data: second },
      { field: 'images', filename: 'c.png', type: 'image/png', data: first },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const images = added.json().images as { id: number; url: string }[];
    expect(images).toHaveLength(2);
    // The second picture sent again with the form becomes the main one, not a third row.
    const resent = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({ category: String(categoryId) }),
      [{ filename: 'again.png', type: 'image/png', data: second }],
    );
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().product.images.map((i: { id: number }) => i.id)).toEqual([
      images[1]!.id,
      images[0]!.id,
    ]);
    // The database holds the rule too.
    await expect(
      t.query(sql`insert into product_images (product_id, position, storage_key, widths, width, height)
        select product_id, 9, storage_key, widths, width, height from product_images
        where id = ${images[0]!.id}`),
    ).rejects.toThrow();
  });

  it('a package without its own price follows the product price into the cart after an edit', async () => {
    const made = await create({ name: 'Follows Price Cam', price: '100.00' });
    const [pkg] = await t.query<{ id: number; price: number | null }>(sql`
      select id, price_cents as price from product_packages
      where product_id = ${made.id} and name = 'Pro'`);
    expect(pkg!.price).toBeNull();
    expect(made.packages[2]).toMatchObject({ name: 'Pro', price: null });
    const guest = `guest_${Date.now()}_${randomBytes(16).toString('hex')}`;
    const added = await t.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { 'x-session-id': guest },
      payload: { productId: made.id, packageId: Number(pkg!.id), quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const edit = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({
        category: String(categoryId),
        name: 'Follows Price Cam',
        price: '120.00',
        packages: JSON.stringify([
          { id: made.packages[0]!.id, name: 'Basic', price: '149.99', features: ['Camera'] },
          { id: made.packages[1]!.id, name: 'Plus', price: '199.99', features: ['Camera'] },
          { id: made.packages[2]!.id, name: 'Pro', price: '', features: ['Camera'] },
        ]),
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const cart = await t.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': guest },
    });
    const line = (cart.json() as { items: { package_id: number; unit_price: number }[] }).items;
    expect(line).toHaveLength(1);
    expect(line[0]!.unit_price).toBe(120);
  });

  it('updates packages by id: removing one never moves a cart line to another package', async () => {
    const made = await create({ name: 'Package Id Cam' });
    const [basic, plus, pro] = made.packages;
    const guest = `guest_${Date.now()}_${randomBytes(16).toString('hex')}`;
    const cartOf = async () =>
      (
        (
          await t.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': guest } })
        ).json() as { items: { package_id: number; package_name: string }[] }
      ).items;
    for (const pkg of [plus!, pro!]) {
      const added = await t.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { 'x-session-id': guest },
        payload: { productId: made.id, packageId: pkg.id, quantity: 1 },
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    // The middle package is removed, one is added; the others are sent with their ids.
    const edit = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({
        category: String(categoryId),
        name: 'Package Id Cam',
        packages: JSON.stringify([
          { id: basic!.id, name: 'Basic', price: '149.99', features: ['Camera'] },
          { id: pro!.id, name: 'Pro', price: '', features: ['Camera'] },
          { name: 'Ultra', price: '299.99', features: ['Camera'] },
        ]),
      }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const saved = (edit.json() as { product: AdminProductDetail }).product.packages;
    expect(saved.map((p) => p.name)).toEqual(['Basic', 'Pro', 'Ultra']);
    expect(saved[0]!.id).toBe(basic!.id);
    expect(saved[1]!.id).toBe(pro!.id);
    expect([basic!.id, plus!.id, pro!.id]).not.toContain(saved[2]!.id);
    // The Plus line went with its package; the Pro line still names Pro.
    expect((await cartOf()).map((i) => [i.package_id, i.package_name])).toEqual([[pro!.id, 'Pro']]);
  });

  it('leaves an archived compatible product out of the form, so a resave succeeds', async () => {
    const hub = await create({ name: 'Soon Archived Hub' });
    const made = await create({
      name: 'Resaved Cam',
      compatibleWith: JSON.stringify(['Soon Archived Hub']),
    });
    expect(made.compatibleWith).toEqual(['Soon Archived Hub']);
    await t.query(sql`update products set archived_at = now() where id = ${hub.id}`);
    const loaded = (await t.call('GET', `/api/admin/products/${made.id}`, admin)).json()
      .product as AdminProductDetail;
    expect(loaded.compatibleWith).toEqual([]);
    const resave = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      validFields({
        category: String(categoryId),
        name: 'Resaved Cam',
        compatibleWith: JSON.stringify(loaded.compatibleWith),
      }),
    );
    expect(resave.statusCode, resave.body).toBe(200);
  });

  it('deletes a product no order names, and archives one an order names (its lines untouched)', async () => {
    const unsold = await create({ name: 'Never Sold' });
    const gone = await del(`/api/products/${unsold.id}`, admin);
    expect(gone.json()).toEqual({
      success: true,
      archived: false,
      message: PRODUCT_LIST_MESSAGES.deleted,
    });
    const left = await t.query(sql`select 1 from product_images where product_id = ${unsold.id}
      union all select 1 from product_packages where product_id = ${unsold.id}
      union all select 1 from products where id = ${unsold.id}`);
    expect(left).toHaveLength(0);
    expect((await del(`/api/products/${unsold.id}`, admin)).statusCode).toBe(404);

    const sold = await create({ name: 'Sold Once Camera' });
    const [pkg] = await t.query<{ id: number; name: string }>(
      sql`select id, name from product_packages where product_id = ${sold.id} order by position limit 1`,
    );
    const order = await createOrder(t, {
      customer: { id: customer.id, email: customer.email, name: 'Ann Buyer' },
      lines: [
        {
          product: {
            id: sold.id,
            packageId: pkg!.id,
            name: sold.name,
            packageName: pkg!.name,
            sku: sold.sku,
            priceCents: 14999,
          },
          quantity: 1,
        },
      ],
    });
    const archived = await del(`/api/products/${sold.id}`, admin);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({
      archived: true,
      message: PRODUCT_LIST_MESSAGES.archived,
    });
    expect((await t.call('GET', `/api/products/${sold.id}`)).statusCode).toBe(404);
    const live = await list(`search=${encodeURIComponent('Sold Once Camera')}`);
    expect(live.products.map((p) => p.id)).not.toContain(sold.id);
    const shown = await list(`search=${encodeURIComponent('Sold Once Camera')}&archived=true`);
    expect(shown.products.map((p) => p.id)).toEqual([sold.id]);
    expect(shown.products[0]!.archived).toBe(true);
    const lines = await t.query<{ product_id: number; product_name: string }>(
      sql`select product_id, product_name from order_items where order_id = ${order.id}`,
    );
    expect(lines).toEqual([{ product_id: sold.id, product_name: 'Sold Once Camera' }]);
    // Restored, it is sold again.
    const restored = await t.call('POST', `/api/admin/products/${sold.id}/restore`, admin);
    expect(restored.statusCode).toBe(200);
    expect((await t.call('GET', `/api/products/${sold.id}`)).statusCode).toBe(200);
  });

  it('manages pictures: upload several, reorder, choose the main one, delete but never the last', async () => {
    const made = await create();
    const url = `/api/admin/products/${made.id}/images`;
    const added = await send('POST', url, admin, {}, [
      { field: 'images', filename: 'b.png', type: 'image/png', data: await png('#112233') },
      {
        field: 'images',
        filename: 'c.webp',
        type: 'image/webp',
        data: await sharp(await png('#445566'))
          .webp()
          .toBuffer(),
      },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const images = added.json().images as { id: number; url: string; position: number }[];
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    const order = [images[2]!.id, images[0]!.id, images[1]!.id];
    const moved = await t.call('PUT', url, admin, { order });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().images.map((i: { id: number }) => i.id)).toEqual(order);
    // The main picture is what the shop's lists show.
    const shop = (await t.call('GET', `/api/products/${made.id}`)).json().product;
    expect(shop.image.url).toBe(images[2]!.url);
    for (const bad of [[images[0]!.id], [...order, 999], [order[0], order[0], order[1]]]) {
      expect((await t.call('PUT', url, admin, { order: bad })).statusCode).toBe(400);
    }
    for (const id of order.slice(0, 2)) {
      expect((await del(`${url}/${id}`, admin)).statusCode).toBe(200);
    }
    const last = await del(`${url}/${order[2]}`, admin);
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toBe(IMAGE_MESSAGES.lastImage);
    expect((await del(`${url}/999999`, admin)).statusCode).toBe(404);
    expect((await send('POST', url, admin, {}, [])).statusCode).toBe(400);
  });

  it('creates a category from the form, with a unique name', async () => {
    const res = await t.call('POST', '/api/admin/categories', productManager, {
      name: 'Smart Locks X',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().category).toMatchObject({ name: 'Smart Locks X', slug: 'smart-locks-x' });
    const again = await t.call('POST', '/api/admin/categories', admin, { name: 'Smart Locks X' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PRODUCT_FORM_MESSAGES.categoryTaken);
    const blank = await t.call('POST', '/api/admin/categories', admin, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.name).toBe(PRODUCT_FORM_MESSAGES.categoryName);
  });

  it('names the labour line that installs the product: an active per-unit line or none; the shop offers it', async () => {
    const [camera, callOut, retired] = await t.query<{ id: number }>(sql`
      insert into labour_prices (name, unit, price_cents, position, active) values
        ('Camera installation', 'camera', 15000, 1, true), ('Call-out fee', 'call_out', 9500, 2, true),
        ('Old camera rate', 'camera', 9000, 3, false)
      returning id`);
    const options = await t.call('GET', '/api/admin/products/installation-options', productManager);
    // The active per-unit lines (the migration's own list too, where the engine keeps it).
    const offered = options.json().options as { id: number }[];
    expect(offered).toContainEqual({ id: camera!.id, name: 'Camera installation', price: 150 });
    expect(offered.map((o) => o.id)).not.toContain(callOut!.id);
    expect(offered.map((o) => o.id)).not.toContain(retired!.id);
    expect(
      (await t.call('GET', '/api/admin/products/installation-options', customer)).statusCode,
    ).toBe(403);
    const made = await create({ installationLabourId: String(camera!.id) });
    expect(made.installationLabourId).toBe(camera!.id);
    const shop = (await t.call('GET', `/api/products/${made.id}`)).json().product;
    expect(shop.installation).toEqual({ available: true, price: 150, name: 'Camera installation' });
    const read = await t.call('GET', `/api/admin/products/${made.id}`, admin);
    expect(read.json().product.installationLabourId).toBe(camera!.id);

    const fields = (extra: Record<string, string>) =>
      validFields({ category: String(categoryId), name: made.name, ...extra });
    for (const bad of ['999999', String(callOut!.id), String(retired!.id), 'abc']) {
      const res = await send(
        'PUT',
        `/api/products/${made.id}`,
        admin,
        fields({ installationLabourId: bad }),
      );
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.installationLabourId).toBe(PRODUCT_FORM_MESSAGES.installation);
    }
    // Not sent (an API client): kept. Sent blank (the form's None): no installation.
    const kept = await send('PUT', `/api/products/${made.id}`, admin, fields({}));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().product.installationLabourId).toBe(camera!.id);
    const none = await send(
      'PUT',
      `/api/products/${made.id}`,
      admin,
      fields({ installationLabourId: '' }),
    );
    expect(none.json().product.installationLabourId).toBeNull();
    expect((await t.call('GET', `/api/products/${made.id}`)).json().product.installation).toEqual({
      available: false,
      price: null,
      name: null,
    });
    const refused = await send(
      'PUT',
      `/api/products/${made.id}`,
      customer,
      fields({ installationLabourId: String(camera!.id) }),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('keeps the warranty months of the product form: 12 by default, 0 to 120, shown by the shop', async () => {
    const plain = await create();
    expect(plain.warrantyMonths).toBe(12);
    const made = await create({ warrantyMonths: '24' });
    expect(made.warrantyMonths).toBe(24);
    expect((await t.call('GET', `/api/products/${made.id}`)).json().product.warrantyMonths).toBe(
      24,
    );
    const listed = await list(`search=${encodeURIComponent(made.sku)}`);
    expect(listed.products.find((p) => p.id === made.id)?.warrantyMonths).toBe(24);
    const fields = (extra: Record<string, string>) =>
      validFields({ category: String(categoryId), name: made.name, ...extra });
    for (const bad of ['121', '-1', '1.5', 'twelve', '', '1e2']) {
      const res = await send(
        'PUT',
        `/api/products/${made.id}`,
        admin,
        fields({ warrantyMonths: bad }),
      );
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.warrantyMonths).toBe(PRODUCT_FORM_MESSAGES.warrantyMonths);
    }
    const badCreate = await send(
      'POST',
      '/api/products',
      admin,
      validFields({ category: String(categoryId), warrantyMonths: '500' }),
      [{ filename: 'photo.png', type: 'image/png', data: await png() }],
    );
    expect(badCreate.statusCode).toBe(400);
    // Not sent (an API client): kept. 0: no warranty; 120 the most.
    const kept = await send('PUT', `/api/products/${made.id}`, admin, fields({}));
    expect(kept.json().product.warrantyMonths).toBe(24);
    for (const months of [0, 120]) {
      const saved = await send(
        'PUT',
        `/api/products/${made.id}`,
        productManager,
        fields({ warrantyMonths: ` ${months} ` }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().product.warrantyMonths).toBe(months);
      const read = await t.call('GET', `/api/admin/products/${made.id}`, admin);
      expect(read.json().product.warrantyMonths).toBe(months);
    }
    const refused = await send(
      'PUT',
      `/api/products/${made.id}`,
      orderManager,
      fields({ warrantyMonths: '6' }),
    );
    expect(refused.statusCode).toBe(403);
  });
});
