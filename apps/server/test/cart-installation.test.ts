import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CART_MESSAGES, type CartResponse, type Order, type ProductDetail } from '@shop/contract';
import { createTestApp, TEST_ENGINE, type TestApp } from './helpers.ts';
import { pdfText } from './pdf-text.ts';
import { receiveUnits } from './unit-fixtures.ts';
import { checkoutOrder, pricedProducts, stockOf, type FixtureProduct } from './order-fixtures.ts';

type Labour = { id: number; name: string; unit: string; priceCents: number };

/**
 * The shop's installation option (ADR 0044): a product naming a labour line is sold
 * with or without installation; the server prices it, the order gets labour lines and a
 * call-out fee, and an installation job; stock and units follow the products only.
 */
describe(`the shop's installation option (${TEST_ENGINE})`, () => {
  let t: TestApp;
  let products: FixtureProduct[];
  /** Offers installation (the camera line); `plain` does not. */
  let installed: FixtureProduct;
  let plain: FixtureProduct;
  let camera: Labour;
  let callOut: Labour;

  const add = (cookie: string, body: object) => t.json('POST', '/api/cart/add', cookie, body);
  const cartOf = async (cookie: string) =>
    (await t.json('GET', '/api/cart', cookie)).body as unknown as CartResponse;
  const jobsOf = (orderId: number) =>
    t.query<{ status: string; siteAddress: string; siteZip: string; quoteId: number | null }>(sql`
      select status, site_address as "siteAddress", site_zip as "siteZip", quote_id as "quoteId"
      from installation_jobs where order_id = ${orderId}`);

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    products = await pricedProducts(t);
    [installed, plain] = [products[0]!, products[1]!];
    // The price list as the migration writes it (the test database starts empty).
    await t.query(sql`delete from labour_prices`);
    const prices = await t.query<Labour>(sql`
      insert into labour_prices (name, unit, price_cents, position) values
        ('Camera installation', 'camera', 15000, 1), ('Cable run', 'cable_run', 8500, 2),
        ('Call-out fee', 'call_out', 9500, 4)
      returning id, name, unit, price_cents as "priceCents"`);
    camera = prices.find((p) => p.unit === 'camera')!;
    callOut = prices.find((p) => p.unit === 'call_out')!;
    await t.query(
      sql`update products set installation_labour_id = ${camera.id} where id = ${installed.id}`,
    );
  });
  afterAll(() => t.close());

  it('the product page offers installation at the price list\u2019s price; a product without it does not', async () => {
    const detail = async (id: number) =>
      ((await t.json('GET', `/api/products/${id}`, undefined)).body.product as ProductDetail)
        .installation;
    expect(await detail(installed.id)).toEqual({
      available: true,
      price: camera.priceCents / 100,
      name: camera.name,
    });
    expect(await detail(plain.id)).toEqual({ available: false, price: null, name: null });
  });

  it('adds with and without installation as one line, prices it on the server, ignores a forged cost', async () => {
    const buyer = await t.signUp();
    const first = await add(buyer.cookie, {
      productId: installed.id,
      packageId: installed.packageId,
      quantity: 2,
      installationIncluded: true,
      installationCost: 0.01,
      unitPrice: 0.01,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    let cart = first.body as unknown as CartResponse;
    expect(cart.items).toHaveLength(1);
    const lineCents = (installed.priceCents + camera.priceCents) * 2;
    expect(cart.items[0]).toMatchObject({
      quantity: 2,
      unit_price: installed.priceCents / 100,
      installation_included: true,
      installation_unit_price: camera.priceCents / 100,
      line_total: lineCents / 100,
    });
    expect(cart.summary).toEqual({
      itemCount: 2,
      lineCount: 1,
      subtotal: (lineCents + callOut.priceCents) / 100,
      callOutFee: { name: callOut.name, price: callOut.priceCents / 100 },
    });

    // Added again without the flag: the same line grows and keeps its installation.
    cart = (
      await add(buyer.cookie, {
        productId: installed.id,
        packageId: installed.packageId,
        quantity: 1,
      })
    ).body as unknown as CartResponse;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 3, installation_included: true });

    // Added with false: still one line, now without installation and without a call-out fee.
    cart = (
      await add(buyer.cookie, {
        productId: installed.id,
        packageId: installed.packageId,
        quantity: 1,
        installationIncluded: false,
      })
    ).body as unknown as CartResponse;
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      quantity: 4,
      installation_included: false,
      installation_unit_price: camera.priceCents / 100,
      line_total: (installed.priceCents * 4) / 100,
    });
    expect(cart.summary.subtotal).toBe((installed.priceCents * 4) / 100);
    expect(cart.summary.callOutFee).toBeUndefined();

    // The cart's PUT switches it back, and the summary agrees with the cart.
    const itemId = cart.items[0]!.item_id;
    const switched = await t.json('PUT', `/api/cart/update/${itemId}`, buyer.cookie, {
      quantity: 1,
      installationIncluded: true,
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect((switched.body as unknown as CartResponse).items[0]).toMatchObject({
      quantity: 1,
      installation_included: true,
      line_total: (installed.priceCents + camera.priceCents) / 100,
    });
    const summary = (await t.json('GET', '/api/cart/summary', buyer.cookie)).body
      .summary as CartResponse['summary'];
    expect(summary.subtotal).toBe(
      (installed.priceCents + camera.priceCents + callOut.priceCents) / 100,
    );
  });

  it('refuses installation of a product that does not offer it (400), on add and on update', async () => {
    const buyer = await t.signUp();
    const refused = await add(buyer.cookie, {
      productId: plain.id,
      quantity: 1,
      installationIncluded: true,
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: CART_MESSAGES.installationNotOffered, code: 'INSTALLATION_NOT_OFFERED' },
    });
    expect((await cartOf(buyer.cookie)).items).toHaveLength(0);
    const cart = (await add(buyer.cookie, { productId: plain.id, quantity: 1 }))
      .body as unknown as CartResponse;
    const update = await t.json('PUT', `/api/cart/update/${cart.items[0]!.item_id}`, buyer.cookie, {
      quantity: 1,
      installationIncluded: true,
    });
    expect(update.status).toBe(400);
    expect(update.body.error).toBe(CART_MESSAGES.installationNotOffered);
    expect(
      (
        await t.json('POST', '/api/cart/add', buyer.cookie, {
          productId: installed.id,
          installationIncluded: 'yes',
        })
      ).status,
    ).toBe(400);
  });

  it('a guest cart keeps its installation when it joins the account at sign-in', async () => {
    const guest = `guest_installation_${Date.now()}`;
    const added = await t.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { 'x-session-id': guest },
      payload: { productId: installed.id, quantity: 1, installationIncluded: true },
    });
    expect(added.statusCode, added.body).toBe(200);
    const buyer = await t.signUp();
    const merged = await t.json('PUT', '/api/cart/migrate', buyer.cookie, { sessionId: guest });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect((await cartOf(buyer.cookie)).items[0]).toMatchObject({
      product_id: installed.id,
      installation_included: true,
    });
  });

  it('a labour line the admin deactivates is no longer offered nor charged', async () => {
    const buyer = await t.signUp();
    await add(buyer.cookie, { productId: installed.id, quantity: 1, installationIncluded: true });
    await t.query(sql`update labour_prices set active = false where id = ${camera.id}`);
    try {
      const cart = await cartOf(buyer.cookie);
      expect(cart.items[0]).toMatchObject({
        installation_included: false,
        installation_unit_price: null,
      });
      expect(cart.summary.subtotal).toBe(installed.priceCents / 100);
      expect(
        (await add(buyer.cookie, { productId: installed.id, installationIncluded: true })).status,
      ).toBe(400);
    } finally {
      await t.query(sql`update labour_prices set active = true where id = ${camera.id}`);
    }
  });

  it('checkout charges the installation and one call-out fee: labour lines after the products, one job; stock and units for products only', async () => {
    const buyer = await t.signUp();
    const stockBefore = await stockOf(t, installed.id);
    const plainBefore = await stockOf(t, plain.id);
    const order = (await checkoutOrder(t, buyer, [
      { product: installed, quantity: 2, installationIncluded: true },
      { product: plain, quantity: 1 },
    ])) as unknown as Order;
    const goods = installed.priceCents * 2 + plain.priceCents;
    const labour = camera.priceCents * 2 + callOut.priceCents;
    expect(Math.round(order.subtotal * 100)).toBe(goods + labour);
    expect(
      order.items.map((i) => [i.kind, i.product_id, i.product_name, i.quantity, i.unit_price]),
    ).toEqual([
      ['product', installed.id, installed.name, 2, installed.priceCents / 100],
      ['product', plain.id, plain.name, 1, plain.priceCents / 100],
      ['labour', null, `Installation: ${installed.name}`, 2, camera.priceCents / 100],
      ['labour', null, callOut.name, 1, callOut.priceCents / 100],
    ]);
    const [labourRow] = await t.query<{ labourPriceId: number }>(sql`
      select labour_price_id as "labourPriceId" from order_items
      where order_id = ${order.id} and kind = 'labour' order by id limit 1`);
    expect(labourRow!.labourPriceId).toBe(camera.id);
    expect(await jobsOf(order.id)).toEqual([
      { status: 'to_book', siteAddress: order.shipping_address, siteZip: '89109', quoteId: null },
    ]);
    expect(await stockOf(t, installed.id)).toBe(stockBefore - 2);
    expect(await stockOf(t, plain.id)).toBe(plainBefore - 1);
    // The confirmation mail lists the installation too.
    const [mail] = await t.query<{ text_body: string }>(sql`
      select text_body from mail_outbox where kind = 'order_confirmation'
      order by id desc limit 1`);
    expect(mail!.text_body).toContain(`2 x Installation: ${installed.name}`);

    // Cancelled by staff: the products go back on the shelf, the labour lines take nothing.
    const admin = await t.createStaff('admin');
    const cancelled = await t.call('PUT', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(t, installed.id)).toBe(stockBefore);
    expect(await stockOf(t, plain.id)).toBe(plainBefore);
    expect((await jobsOf(order.id)).map((j) => j.status)).toEqual(['cancelled']);

    // Cancelled by mistake and reopened: the installation waits for a slot again.
    const reopened = await t.call('PUT', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'pending',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await jobsOf(order.id)).map((j) => j.status)).toEqual(['to_book']);
  });

  it('the shipped e-mail lists the goods in the parcel, not the installation', async () => {
    const buyer = await t.signUp();
    const order = (await checkoutOrder(t, buyer, [
      { product: installed, quantity: 1, installationIncluded: true },
    ])) as unknown as Order;
    const admin = await t.createStaff('admin');
    const shipped = await t.call('PUT', `/api/admin/orders/${order.id}/status`, admin, {
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [mail] = await t.query<{ text_body: string }>(sql`
      select text_body from mail_outbox where kind = 'order_shipped' and to_address = ${buyer.email}`);
    const parcel = mail!.text_body.split('\n').find((l) => l.startsWith('In the parcel:'));
    expect(parcel).toBe(`In the parcel: 1 x ${installed.name} (${installed.packageName})`);
  });

  it('an order without installation has no labour line and no job', async () => {
    const buyer = await t.signUp();
    const order = (await checkoutOrder(t, buyer, [
      { product: installed, quantity: 1 },
    ])) as unknown as Order;
    expect(order.items.map((i) => i.kind)).toEqual(['product']);
    expect(Math.round(order.subtotal * 100)).toBe(installed.priceCents);
    expect(await jobsOf(order.id)).toEqual([]);
  });

  it('the units an order needs count its products only', async () => {
    const admin = await t.createStaff('admin');
    const zone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'I',
        zone_name: 'Installation stock',
        aisles: 1,
        racks: 1,
        shelves: 1,
      })
    ).json().zone;
    const binId = (
      await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}&limit=10`, admin)
    ).json().locations[0].id;
    await receiveUnits(t, admin, installed.id, 3, { warehouse_location_id: binId });
    const buyer = await t.signUp();
    const order = (await checkoutOrder(t, buyer, [
      { product: installed, quantity: 2, installationIncluded: true },
    ])) as unknown as Order;
    const view = (await t.call('GET', `/api/admin/orders/${order.id}`, admin)).json().order;
    expect(view).toMatchObject({ units_needed: 2, units_assigned: 2 });
    expect(view.items.map((i: { kind: string }) => i.kind)).toEqual([
      'product',
      'labour',
      'labour',
    ]);
    expect(view).toMatchObject({ totalQuantity: 2 });

    // The invoice prints every line; the bill of lading the goods only; the export the labour.
    const invoice = await pdfText(
      (await t.call('GET', `/api/customer/orders/${order.id}/invoice`, buyer.cookie)).rawPayload,
    );
    expect(invoice).toContain(`Installation: ${installed.name}`);
    expect(invoice).toContain(callOut.name);
    expect(invoice).not.toContain('SKU \n');
    const bol = await pdfText(
      (await t.call('GET', `/api/admin/orders/${order.id}/bill-of-lading`, admin)).rawPayload,
    );
    expect(bol).toContain(installed.sku);
    expect(bol).not.toContain('Installation:');
    expect(bol).not.toContain(callOut.name);
    expect(bol).toContain('Total pieces: 2');
    const csv = (await t.call('GET', '/api/admin/orders/export', admin)).body;
    const [header, ...rows] = csv.trim().split('\n');
    const column = header!.split(',').indexOf('Installation');
    expect(column).toBeGreaterThan(0);
    const row = rows.find((r) => r.startsWith(order.order_number))!;
    expect(row.split(',')[column]).toBe(
      ((camera.priceCents * 2 + callOut.priceCents) / 100).toFixed(2),
    );
  });
});
