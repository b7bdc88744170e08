import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CartResponse } from '@shop/contract';
import { DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import { createTestApp, DEFAULT_PASSWORD, TEST_ENGINE, type TestApp, type Who } from './helpers.ts';

let t: TestApp;
const ids = new Map<string, { id: number; packages: number[] }>();

const guestId = () => `guest_${Date.now()}_${randomBytes(16).toString('hex')}`;
/** A product on sale with more than one package and plenty of stock. */
const camera = DEMO_PRODUCTS.find((p) => p.priceCents && p.stock > 20 && p.packages.length > 1)!;
const other = DEMO_PRODUCTS.find(
  (p) => p.priceCents && p.stock > 20 && p.packages.length > 1 && p.sku !== camera.sku,
)!;
const quoteOnly = DEMO_PRODUCTS.find((p) => p.priceCents === null)!;

beforeAll(async () => {
  t = await createTestApp();
  await t.seedCatalogue();
  const rows = await t.query<{ sku: string; id: number; packages: number[] }>(sql`
    select p.sku, p.id, array_agg(k.id order by k.position) as packages
    from products p join product_packages k on k.product_id = p.id group by p.id`);
  for (const r of rows) ids.set(r.sku, { id: Number(r.id), packages: r.packages.map(Number) });
});
afterAll(() => t.close());

const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.json<CartResponse & { error?: string }>(method, url, who, payload);
const add = (who: Who, payload: Record<string, unknown>) =>
  call(who, 'POST', '/api/cart/add', payload);
const product = (sku: string) => ids.get(sku)!;

describe(`cart API (${TEST_ENGINE})`, () => {
  it('a guest adds, sees and counts items; the price comes from the catalogue, never the client', async () => {
    const guest = guestId();
    const { status, body } = await add(
      { guest },
      {
        productId: product(camera.sku).id,
        packageId: product(camera.sku).packages[1],
        quantity: 2,
        unitPrice: 0.01,
        // Installation is the server's to price (cart-installation.test.ts); this product has none.
        installationIncluded: false,
        installationCost: -500,
      },
    );
    expect(status, body.error).toBe(200);
    expect(body.message).toBe('Item added to cart');
    expect(body.items).toHaveLength(1);
    const line = body.items[0]!;
    expect(line).toMatchObject({
      product_id: product(camera.sku).id,
      package_id: product(camera.sku).packages[1],
      product_name: camera.name,
      package_name: camera.packages[1]!.name,
      unit_price: camera.packages[1]!.priceCents! / 100,
      quantity: 2,
      installation_included: false,
      installation_unit_price: null,
    });
    expect(line.line_total).toBe((camera.packages[1]!.priceCents! * 2) / 100);
    expect(body.summary).toEqual({ itemCount: 2, lineCount: 1, subtotal: line.line_total });

    const again = await call({ guest }, 'GET', '/api/cart');
    expect(again.body.items).toEqual(body.items);
    const summary = await call({ guest }, 'GET', '/api/cart/summary');
    expect(summary.body).toMatchObject({ summary: body.summary });
  });

  it('adding the same product and package adds up; another package is another line', async () => {
    const guest = guestId();
    const { id, packages } = product(camera.sku);
    await add({ guest }, { productId: id, packageId: packages[0], quantity: 1 });
    await add({ guest }, { productId: id, packageId: packages[0], quantity: 3 });
    const { body } = await add({ guest }, { productId: id, packageId: packages[1], quantity: 1 });
    expect(body.items.map((i) => [i.package_id, i.quantity])).toEqual([
      [packages[0], 4],
      [packages[1], 1],
    ]);
    // Without a package, the first one (Standard).
    const { body: again } = await add({ guest }, { productId: id });
    expect(again.items[0]!.quantity).toBe(5);
  });

  it.each([
    [0, 'Quantity must be a whole number from 1 to 99'],
    [-1, 'Quantity must be a whole number from 1 to 99'],
    [1.5, 'Quantity must be a whole number from 1 to 99'],
    ['abc', 'Quantity must be a whole number from 1 to 99'],
    [1000000, 'Quantity must be a whole number from 1 to 99'],
  ])('quantity %j is refused with 400', async (quantity, message) => {
    const { status, body } = await add(
      { guest: guestId() },
      { productId: product(camera.sku).id, quantity },
    );
    expect(status).toBe(400);
    expect(body.error).toBe(message);
  });

  it('more than the stock is refused with the number left; out of stock and quote products too', async () => {
    const guest = guestId();
    await t.query(sql`update products set stock = 3 where sku = ${other.sku}`);
    const over = await add({ guest }, { productId: product(other.sku).id, quantity: 4 });
    expect(over.status).toBe(409);
    expect(over.body.error).toBe(`Sorry, only 3 of ${other.name} are in stock.`);
    expect((await add({ guest }, { productId: product(other.sku).id, quantity: 3 })).status).toBe(
      200,
    );
    // Adding one more to the 3 already in the cart goes over too.
    expect((await add({ guest }, { productId: product(other.sku).id, quantity: 1 })).status).toBe(
      409,
    );

    await t.query(sql`update products set stock = 0 where sku = ${other.sku}`);
    const none = await add({ guest: guestId() }, { productId: product(other.sku).id, quantity: 1 });
    expect(none).toMatchObject({
      status: 409,
      body: { error: 'Sorry, this product is out of stock.' },
    });
    await t.query(sql`update products set stock = 100 where sku = ${other.sku}`);

    const quote = await add({ guest }, { productId: product(quoteOnly.sku).id, quantity: 1 });
    expect(quote).toMatchObject({
      status: 400,
      body: { error: 'This product is sold by quote only. Please request a quote.' },
    });
  });

  it('stock is per product: the lines of all its packages together stay within it', async () => {
    const guest = guestId();
    const { id, packages } = product(other.sku);
    await t.query(sql`update products set stock = 5 where sku = ${other.sku}`);
    try {
      expect(
        (await add({ guest }, { productId: id, packageId: packages[0], quantity: 3 })).status,
      ).toBe(200);
      // Another package of the same product: 3 + 3 would be more than the 5 in stock.
      const over = await add({ guest }, { productId: id, packageId: packages[1], quantity: 3 });
      expect(over.status).toBe(409);
      expect(over.body.error).toBe(
        `Sorry, only 5 of ${other.name} are in stock, and 3 are already in your cart.`,
      );
      const fits = await add({ guest }, { productId: id, packageId: packages[1], quantity: 2 });
      expect(fits.status).toBe(200);
      // Each line may grow only into what the product's other lines leave.
      expect(fits.body.items.map((i) => [i.quantity, i.max_quantity])).toEqual([
        [3, 3],
        [2, 2],
      ]);
      const second = fits.body.items[1]!;
      const update = await call({ guest }, 'PUT', `/api/cart/update/${second.item_id}`, {
        quantity: 3,
      });
      expect(update.status).toBe(409);
      expect(update.body.error).toBe(
        `Sorry, only 5 of ${other.name} are in stock, and 3 are already in your cart.`,
      );
      const cart = await call({ guest }, 'GET', '/api/cart');
      expect(cart.body.items.map((i) => i.quantity)).toEqual([3, 2]);
    } finally {
      await t.query(sql`update products set stock = 100 where sku = ${other.sku}`);
    }
  });

  it("an unknown product is 404; another product's package is 400", async () => {
    const guest = guestId();
    expect((await add({ guest }, { productId: 999999 })).status).toBe(404);
    const wrong = await add(
      { guest },
      {
        productId: product(camera.sku).id,
        packageId: product(other.sku).packages[0],
      },
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: 'Choose a package of this product' },
    });
  });

  it('guest ids: missing or malformed are refused with 400', async () => {
    const payload = { productId: product(camera.sku).id };
    const missing = await add({}, payload);
    expect(missing).toMatchObject({
      status: 400,
      body: { error: 'A guest session id is required (X-Session-ID header)' },
    });
    for (const bad of [
      'guest_short',
      'user_1234567890',
      'guest_../../etc',
      `guest_${'a'.repeat(121)}`,
      "guest_1' or '1'='1",
    ]) {
      const { status, body } = await add({ guest: bad }, payload);
      expect(status, bad).toBe(400);
      expect(body.error).toBe('Invalid guest session id');
    }
  });

  it("update and remove: another session's item is 404, and is left alone", async () => {
    const alice = guestId();
    const mallory = guestId();
    const { body } = await add(
      { guest: alice },
      { productId: product(camera.sku).id, quantity: 2 },
    );
    const itemId = body.items[0]!.item_id;

    expect(
      (await call({ guest: mallory }, 'PUT', `/api/cart/update/${itemId}`, { quantity: 5 })).status,
    ).toBe(404);
    expect((await call({ guest: mallory }, 'DELETE', `/api/cart/remove/${itemId}`)).status).toBe(
      404,
    );
    const customer = await t.signUp();
    expect(
      (
        await call({ cookie: customer.cookie }, 'PUT', `/api/cart/update/${itemId}`, {
          quantity: 5,
        })
      ).status,
    ).toBe(404);
    expect((await call({ guest: alice }, 'GET', '/api/cart')).body.items[0]!.quantity).toBe(2);

    const updated = await call({ guest: alice }, 'PUT', `/api/cart/update/${itemId}`, {
      quantity: 5,
      unitPrice: 0,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.items[0]).toMatchObject({
      quantity: 5,
      unit_price: camera.priceCents! / 100,
    });
    for (const quantity of [0, -1, 1.5, 'abc', 1000000]) {
      expect(
        (await call({ guest: alice }, 'PUT', `/api/cart/update/${itemId}`, { quantity })).status,
      ).toBe(400);
    }
    expect(
      (await call({ guest: alice }, 'PUT', '/api/cart/update/abc', { quantity: 1 })).status,
    ).toBe(400);

    const removed = await call({ guest: alice }, 'DELETE', `/api/cart/remove/${itemId}`);
    expect(removed.body).toMatchObject({ message: 'Item removed from cart', items: [] });
    expect((await call({ guest: alice }, 'DELETE', `/api/cart/remove/${itemId}`)).status).toBe(404);
  });

  it('clear empties the cart', async () => {
    const guest = guestId();
    await add({ guest }, { productId: product(camera.sku).id });
    await add({ guest }, { productId: product(other.sku).id });
    const { body } = await call({ guest }, 'DELETE', '/api/cart/clear');
    expect(body).toMatchObject({
      message: 'Cart cleared',
      items: [],
      summary: { itemCount: 0, subtotal: 0 },
    });
  });

  it('the guest routes take the session id in the body or the path', async () => {
    const sessionId = guestId();
    const added = await call({}, 'POST', '/api/cart/guest/add', {
      sessionId,
      productId: product(camera.sku).id,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const read = await call({}, 'GET', `/api/cart/guest/${sessionId}`);
    expect(read.body.items).toEqual(added.body.items);
    expect((await call({}, 'GET', '/api/cart/guest/not-a-guest-id')).status).toBe(400);
    expect((await call({}, 'POST', '/api/cart/guest/add', { productId: 1 })).status).toBe(400);
  });

  it('a signed-in user has one cart whatever X-Session-ID says', async () => {
    const user = await t.signUp();
    await add({ cookie: user.cookie }, { productId: product(camera.sku).id });
    const withHeader = await call({ cookie: user.cookie, guest: guestId() }, 'GET', '/api/cart');
    expect(withHeader.body.items).toHaveLength(1);
  });

  it('signing in merges the guest cart into the account: same lines add up, capped by stock', async () => {
    const user = await t.signUp();
    await t.query(sql`update products set stock = 6 where sku = ${other.sku}`);
    await add({ cookie: user.cookie }, { productId: product(other.sku).id, quantity: 4 });
    await add({ cookie: user.cookie }, { productId: product(camera.sku).id, quantity: 1 });

    const guest = guestId();
    await add({ guest }, { productId: product(other.sku).id, quantity: 5 });
    // Another package of the same product: the account's 4 leave it 2 of the 6 in stock.
    await add(
      { guest },
      { productId: product(other.sku).id, packageId: product(other.sku).packages[1], quantity: 3 },
    );
    await add(
      { guest },
      {
        productId: product(camera.sku).id,
        packageId: product(camera.sku).packages[1],
        quantity: 2,
      },
    );

    const login = await t.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-session-id': guest },
      payload: { email: user.email, password: DEFAULT_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const cookie = t.cookieHeader(login);
    const { body } = await call({ cookie }, 'GET', '/api/cart');
    const lines = body.items.map((i) => [i.product_id, i.package_id, i.quantity]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [product(other.sku).id, product(other.sku).packages[0], 6],
        [product(camera.sku).id, product(camera.sku).packages[0], 1],
        [product(camera.sku).id, product(camera.sku).packages[1], 2],
      ]),
    );
    // The 6 in stock are all in the first package's line: the second package's line is dropped.
    expect(lines).toHaveLength(3);
    // The guest cart is gone.
    expect((await call({ guest }, 'GET', '/api/cart')).body.items).toEqual([]);
    await t.query(sql`update products set stock = 100 where sku = ${other.sku}`);
  });

  it('PUT /api/cart/migrate merges for a signed-in user and needs one', async () => {
    const guest = guestId();
    await add({ guest }, { productId: product(camera.sku).id, quantity: 2 });
    expect((await call({}, 'PUT', '/api/cart/migrate', { sessionId: guest })).status).toBe(401);
    const user = await t.signUp();
    const migrated = await t.inject({
      method: 'PUT',
      url: '/api/cart/migrate',
      headers: { cookie: user.cookie },
      payload: { sessionId: guest },
    });
    expect(migrated.json()).toMatchObject({
      success: true,
      message: 'Cart merged into your account',
    });
    expect((await call({ cookie: user.cookie }, 'GET', '/api/cart')).body.items[0]!.quantity).toBe(
      2,
    );
  });

  it('a line whose product left the shop (archived or now quote-only) is no longer shown', async () => {
    const guest = guestId();
    await add({ guest }, { productId: product(other.sku).id });
    await t.query(sql`update products set archived_at = now() where sku = ${other.sku}`);
    expect((await call({ guest }, 'GET', '/api/cart')).body.items).toEqual([]);
    await t.query(sql`update products set archived_at = null where sku = ${other.sku}`);
  });

  it('guest carts untouched for 30 days are purged; newer ones and user carts stay', async () => {
    const old = guestId();
    const fresh = guestId();
    await add({ guest: old }, { productId: product(camera.sku).id });
    await add({ guest: fresh }, { productId: product(camera.sku).id });
    await t.query(
      sql`update carts set updated_at = now() - interval '31 days' where guest_session_id = ${old}`,
    );
    await t.query(
      sql`update carts set updated_at = now() - interval '31 days' where user_id is not null`,
    );
    const before = await t.query<{ n: number }>(
      sql`select count(*)::int as n from carts where user_id is not null`,
    );
    await t.app.services.housekeeping();
    expect((await call({ guest: old }, 'GET', '/api/cart')).body.items).toEqual([]);
    expect((await call({ guest: fresh }, 'GET', '/api/cart')).body.items).toHaveLength(1);
    const after = await t.query<{ n: number }>(
      sql`select count(*)::int as n from carts where user_id is not null`,
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('cart answers are never cached', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { 'x-session-id': guestId() },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
