import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, ProductUnit, WarehouseLocation } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrderWithUnits, pricedProducts, type FixtureProduct } from './order-fixtures.ts';
import { pdfText } from './pdf-text.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * The order dialog lists each order's units with their bins, and the pick
 * list (one order, or a selection) prints them in walking order with each serial's QR.
 */
describe('pick lists', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let products: FixtureProduct[];
  const bins = new Map<string, WarehouseLocation>();
  let mixed: { id: number; orderNumber: string };
  let serials: Record<string, string[]>;

  const receive = async (productId: number, code: string, quantity = 1) => {
    await t.trackSerials(productId);
    const res = await t.call('POST', '/api/product-units', admin, {
      product_id: productId,
      quantity,
      location: { warehouse_location_id: bins.get(code)!.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().units as ProductUnit[]).map((u) => u.unit_identifier);
  };
  const order = (lines: { product: FixtureProduct; quantity: number }[]) =>
    createOrderWithUnits(t, {
      customer: { id: customer.id, email: customer.email, name: 'Pia Picker' },
      lines,
    });
  const zone = async (code: string, aisles: number) => {
    const made = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: code,
        zone_name: `Zone ${code}`,
        aisles,
        racks: 1,
        shelves: 1,
      })
    ).json().zone as { id: number };
    const list = (await t.call('GET', `/api/warehouse-locations?zone_id=${made.id}`, admin)).json()
      .locations as WarehouseLocation[];
    for (const bin of list) bins.set(bin.location_code, bin);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Pia', lastName: 'Picker' });
    products = await pricedProducts(t);
    await zone('B', 1);
    await zone('A', 10);
    const [cam, dome, sensor] = products;
    // Received oldest first into aisle 10, then aisle 2: "10" sorts after "2" as a number.
    serials = {
      far: await receive(cam!.id, 'A-10-01-01'),
      near: await receive(cam!.id, 'A-02-01-01'),
      zoneB: await receive(dome!.id, 'B-01-01-01'),
      sensor: await receive(sensor!.id, 'A-05-01-01'),
    };
    mixed = await order([
      { product: dome!, quantity: 1 },
      { product: cam!, quantity: 2 },
      { product: sensor!, quantity: 2 }, // one unit on the shelf: one line not assigned
    ]);
  });
  afterAll(() => t.close());

  it('the order dialog lists each unit with its bin and status', async () => {
    const res = await t.call('GET', `/api/admin/orders/${mixed.id}`, admin);
    const got = res.json().order as AdminOrder;
    expect(got).toMatchObject({ units_assigned: 4, units_needed: 5, units_missing: true });
    const byId = Object.fromEntries(got.units.map((u) => [u.unit_identifier, u]));
    expect(byId[serials.far![0]!]).toMatchObject({
      bin_code: 'A-10-01-01',
      status: 'assigned',
      product_id: products[0]!.id,
    });
    expect(byId[serials.zoneB![0]!]).toMatchObject({ bin_code: 'B-01-01-01', zone_code: 'B' });
    expect(got.units).toHaveLength(4);
  });

  it('prints one order in bin order, the missing unit last as "not assigned"', async () => {
    const res = await t.call('GET', `/api/admin/orders/${mixed.id}/pick-list.pdf`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`pick-list-${mixed.orderNumber}.pdf`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(mixed.orderNumber);
    expect(text).toContain('4 of 5 units assigned');
    const at = (s: string) => {
      const i = text.indexOf(s);
      expect(i, `${s} in ${text}`).toBeGreaterThanOrEqual(0);
      return i;
    };
    const walk = [
      at('A-02-01-01'),
      at(serials.near![0]!),
      at('A-05-01-01'),
      at(serials.sensor![0]!),
      at('A-10-01-01'),
      at(serials.far![0]!),
      at('B-01-01-01'),
      at(serials.zoneB![0]!),
      at('not assigned'),
    ];
    expect(walk).toEqual([...walk].sort((a, b) => a - b));
    expect(text).toContain(products[2]!.sku);
    // The order's QR and one per serial (pick-list-pdf.test.ts checks what each holds).
    const images = res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(5);
  });

  it('prints a selection, one order after the other, as asked', async () => {
    const other = await order([{ product: products[3]!, quantity: 1 }]);
    const res = await t.call(
      'GET',
      `/api/admin/orders/pick-list.pdf?ids=${other.id},${mixed.id},${other.id}`,
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text.indexOf(other.orderNumber)).toBeGreaterThanOrEqual(0);
    expect(text.indexOf(mixed.orderNumber)).toBeGreaterThan(text.indexOf(other.orderNumber));
    expect(text.split(other.orderNumber).length).toBe(text.split(mixed.orderNumber).length);
  });

  it('answers only staff who manage orders, and refuses bad, unknown and too many ids', async () => {
    const one = `/api/admin/orders/${mixed.id}/pick-list.pdf`;
    const many = `/api/admin/orders/pick-list.pdf?ids=${mixed.id}`;
    const reporter = await t.createStaff('manager', { canViewReports: true });
    const orderManager = await t.createStaff('manager', { canManageOrders: true });
    for (const url of [one, many]) {
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
      expect((await t.call('GET', url, customer)).statusCode, url).toBe(403);
      expect((await t.call('GET', url, reporter)).statusCode, url).toBe(403);
      expect((await t.call('GET', url, orderManager)).statusCode, url).toBe(200);
    }
    const refused = async (url: string, status: number, error: string) => {
      const res = await t.call('GET', url, admin);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
      expect(res.json().error).toBe(error);
    };
    await refused('/api/admin/orders/99999999/pick-list.pdf', 404, 'Order not found');
    await refused(
      `/api/admin/orders/pick-list.pdf?ids=${mixed.id},99999999`,
      404,
      'Order not found',
    );
    await refused(
      '/api/admin/orders/abc/pick-list.pdf',
      400,
      'order id must be a whole number from 1 to 2147483647',
    );
    const idsMessage = 'ids must be a list of order ids, such as 1,2,3';
    for (const ids of ['', '1,x', '0', '1;2', '-1']) {
      await refused(`/api/admin/orders/pick-list.pdf?ids=${ids}`, 400, idsMessage);
    }
    await refused('/api/admin/orders/pick-list.pdf', 400, idsMessage);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    await refused(
      `/api/admin/orders/pick-list.pdf?ids=${tooMany}`,
      400,
      'At most 50 orders on one pick list',
    );
  });
});
