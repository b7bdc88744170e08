import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminOrderSchema,
  adminOrderSummarySchema,
  orderSchema,
  orderSummarySchema,
} from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { checkoutOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * The order as the spec names it (docs/modules/orders.md#calls; the order entity of
 * docs/modules/orders.md#tables): a client written only
 * from the spec reads every order answer, the customer's and the back office's, with the same
 * names.
 */
describe('the order JSON by the spec’s names', () => {
  let t: TestApp;
  let admin: Person;
  let buyer: Person;
  let products: FixtureProduct[];
  let orderId: number;
  let orderNumber: string;
  let binId: number;
  let placedBody: Record<string, unknown>;

  const ORDER_FIELDS = [
    'id',
    'order_number',
    'order_type',
    'order_date',
    'status',
    'payment_status',
    'subtotal',
    'tax_rate',
    'tax_amount',
    'shipping_cost',
    'total_amount',
    'balance_due',
    'refunded_amount',
    'currency',
    'shipping_address',
    'ship_to',
    'payment_provider',
    'card_brand',
    'card_last4',
    'tracking_number',
    'expected_delivery',
    'ship_date',
    'actual_delivery',
    'itemCount',
    'totalQuantity',
    'total_weight',
    'created_at',
    'updated_at',
    'items',
    'history',
  ];
  const ITEM_FIELDS = [
    'id',
    'kind',
    'product_id',
    'package_id',
    'product_name',
    'package_name',
    'sku',
    'quantity',
    'unit_price',
    'line_total',
    'weight',
    'rating',
    'warehouse_id',
    'warehouse_location_id',
    'location_code',
  ];

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    buyer = await t.signUp({ firstName: 'Spec', lastName: 'Reader' });
    products = await pricedProducts(t);
    const zone = (
      await t.call('POST', '/api/warehouse-zones', admin, {
        zone_code: 'SP',
        zone_name: 'Spec shelf',
        aisles: 1,
        racks: 1,
        shelves: 1,
      })
    ).json().zone;
    const bins = (await t.call('GET', `/api/warehouse-locations?zone_id=${zone.id}`, admin)).json()
      .locations as { id: number }[];
    binId = bins[0]!.id;
    const located = await t.call(
      'PUT',
      `/api/products/${products[0]!.id}/default-location`,
      admin,
      {
        warehouse_location_id: binId,
      },
    );
    expect(located.statusCode, located.body).toBe(200);

    // A real checkout: two lines, one at a default location.
    placedBody = await checkoutOrder(t, buyer, [
      { product: products[0]!, quantity: 2 },
      { product: products[1]!, quantity: 1 },
    ]);
    orderId = Number(placedBody.id);
    orderNumber = String(placedBody.order_number);
  });
  afterAll(() => t.close());

  it('POST /api/orders and GET /api/customer/orders/{id} answer the spec’s order, items with their location', async () => {
    const seen = (await t.call('GET', `/api/customer/orders/${orderId}`, buyer)).json().order;
    for (const order of [placedBody, seen]) {
      expect(Object.keys(order).sort()).toEqual([...ORDER_FIELDS].sort());
      expect(orderSchema.safeParse(order).success).toBe(true);
      const subtotal = products[0]!.priceCents * 2 + products[1]!.priceCents;
      expect(order).toMatchObject({
        order_number: orderNumber,
        status: 'paid',
        payment_status: 'paid',
        subtotal: subtotal / 100,
        shipping_cost: 10,
        itemCount: 2,
        totalQuantity: 3,
      });
      expect(order.tax_rate).toBeGreaterThan(0);
      expect(order.total_amount).toBeCloseTo(subtotal / 100 + Number(order.tax_amount) + 10, 2);
      expect(order.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(order.order_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const items = order.items as Record<string, unknown>[];
      for (const item of items) expect(Object.keys(item).sort()).toEqual([...ITEM_FIELDS].sort());
      expect(items[0]).toMatchObject({
        product_id: products[0]!.id,
        package_id: products[0]!.packageId,
        quantity: 2,
        unit_price: products[0]!.priceCents / 100,
        line_total: (products[0]!.priceCents * 2) / 100,
        warehouse_id: 1,
        warehouse_location_id: binId,
        location_code: expect.stringMatching(/^SP-/),
      });
      expect(items[1]).toMatchObject({
        product_id: products[1]!.id,
        warehouse_id: null,
        warehouse_location_id: null,
        location_code: null,
      });
      const [first] = order.history as Record<string, unknown>[];
      expect(first).toMatchObject({
        status: 'paid',
        payment_status: 'paid',
        from_status: null,
        from_payment_status: null,
        changed_by: null,
      });
    }
  });

  it('the customer’s list, the admin order, the admin list and the dashboard use the same names', async () => {
    const list = (await t.call('GET', '/api/customer/orders', buyer)).json().orders;
    expect(orderSummarySchema.safeParse(list[0]).success).toBe(true);
    expect(list[0]).toMatchObject({
      id: orderId,
      order_number: orderNumber,
      payment_status: 'paid',
      itemCount: 2,
      totalQuantity: 3,
    });
    expect(list[0]).toHaveProperty('total_amount');
    expect(list[0]).toHaveProperty('created_at');

    const staff = (await t.call('GET', `/api/admin/orders/${orderId}`, admin)).json().order;
    expect(adminOrderSchema.safeParse(staff).success).toBe(true);
    expect(staff).toMatchObject({
      order_number: orderNumber,
      customer_id: buyer.id,
      customer_name: 'Spec Reader',
      customer_email: buyer.email,
      refund_in_progress: false,
      tracking_url: expect.stringContaining(`/track/${orderNumber}?key=`),
    });
    expect(staff.items[0]).toMatchObject({ warehouse_location_id: binId });

    const rows = (await t.call('GET', `/api/admin/orders?search=${orderNumber}`, admin)).json()
      .orders;
    expect(adminOrderSummarySchema.safeParse(rows[0]).success).toBe(true);
    expect(rows[0]).toMatchObject({
      id: orderId,
      order_number: orderNumber,
      customer_name: 'Spec Reader',
      payment_status: 'paid',
      itemCount: 2,
      totalQuantity: 3,
    });
    expect(rows[0]).toHaveProperty('total_amount');

    const stats = (await t.call('GET', '/api/admin/stats', admin)).json();
    expect(stats.recentOrders[0]).toMatchObject({ order_number: orderNumber });

    const person = (await t.call('GET', `/api/admin/users/${buyer.id}/orders`, admin)).json();
    expect(person.orders[0]).toMatchObject({
      id: orderId,
      order_number: orderNumber,
      payment_status: 'paid',
      itemCount: 2,
    });
    expect(person.orders[0]).toHaveProperty('total_amount');
    expect(person.orders[0]).toHaveProperty('created_at');
  });

  it('the OpenAPI document at /api/docs describes the order by the same names', async () => {
    const doc = (await t.call('GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const answer = JSON.stringify(doc.paths['/api/customer/orders/{id}']!.get!.responses['200']);
    for (const name of ['order_number', 'total_amount', 'unit_price', 'warehouse_location_id']) {
      expect(answer).toContain(`"${name}"`);
    }
    expect(answer).not.toContain('"orderNumber"');
    expect(doc.paths).toHaveProperty('/api/track/{orderNumber}');
  });

  it('request bodies stay as they were: another customer’s order is still not found', async () => {
    const other = await t.signUp();
    const refused = await t.call('GET', `/api/customer/orders/${orderId}`, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: 'Order not found' });
    const bad = await t.call('PUT', `/api/admin/orders/${orderId}/payment-status`, admin, {
      paymentStatus: 'paid',
    });
    expect(bad.statusCode).toBe(400);
  });
});
