import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { READ_ONLY_MESSAGE } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import { createOrder, pricedProducts, type FixtureProduct } from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };

/**
 * The guest role (docs/modules/users.md#roles-and-permissions):
 * a guest account browses and sees its own data, and the server refuses it every change of its
 * own: checking out, rating, the profile and the saved addresses.
 */
describe('the guest role is read-only', () => {
  let t: TestApp;
  let guest: Person;
  let admin: Person;
  let products: FixtureProduct[];
  let delivered: { id: number; orderNumber: string };

  beforeAll(async () => {
    t = await createTestApp();
    await t.seedCatalogue();
    products = await pricedProducts(t);
    admin = await t.createStaff('admin');
    guest = await t.signUp({ firstName: 'Gus', lastName: 'Guest', phone: '(702) 555-0199' });
    // Bought as a customer, then made a guest by an admin.
    delivered = await createOrder(t, {
      customer: { id: guest.id, email: guest.email },
      lines: [{ product: products[0]!, quantity: 1 }],
      status: 'delivered',
    });
    const made = await t.call('PUT', `/api/admin/users/${guest.id}`, admin, {
      firstName: 'Gus',
      lastName: 'Guest',
      email: guest.email,
      phone: '(702) 555-0199',
      role: 'guest',
      status: 'active',
    });
    expect(made.statusCode, made.body).toBe(200);
    // A change of role ends the account's sessions: the guest signs in again.
    guest = { ...guest, cookie: await t.sessionFor(guest.id) };
  });
  afterAll(() => t.close());

  const refused = async (
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    who: Person = guest,
  ) => {
    const res = await t.call(method, url, who, body);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    expect(res.json().error, url).toBe(READ_ONLY_MESSAGE);
  };

  it('sees its own profile, orders and the shop', async () => {
    const auth = await t.checkAuth(guest.cookie);
    expect(auth.user).toMatchObject({ id: guest.id, role: 'guest' });
    const profile = await t.call('GET', '/api/customer/profile', guest);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: guest.id, role: 'guest' });
    const orders = (await t.call('GET', '/api/customer/orders', guest)).json().orders;
    expect(orders.map((o: { id: number }) => o.id)).toEqual([delivered.id]);
    expect((await t.call('GET', `/api/customer/orders/${delivered.id}`, guest)).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', '/api/customer/addresses', guest)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/products/${products[0]!.id}`, guest)).statusCode).toBe(200);
  });

  it('cannot change its profile or its addresses (403, nothing saved)', async () => {
    const saved = () =>
      t.query(
        sql`select phone, first_name, address, city, zip_code from users where id = ${guest.id}`,
      );
    const before = await saved();
    await refused('PUT', '/api/customer/profile', { phone: '(702) 555-0111' });
    await refused('PUT', '/api/customer/profile', { firstName: 'Hacked' });
    await refused('PUT', '/api/customer/addresses', {
      shipping: { address: '9 Other St', city: 'Reno', state: 'NV', zipCode: '89501' },
    });
    expect(await saved()).toEqual(before);
    expect(before[0]).toMatchObject({ phone: '(702) 555-0199', first_name: 'Gus' });
  });

  it('cannot check out: no payment intent, no payment, no order', async () => {
    const added = await t.call('POST', '/api/cart/add', guest, {
      productId: products[0]!.id,
      packageId: products[0]!.packageId,
      quantity: 1,
    });
    expect(added.statusCode, added.body).toBe(200);
    const address = {
      address: '1 Main Street',
      city: 'Las Vegas',
      state: 'NV',
      zipCode: '89101',
      country: 'United States',
    };
    await refused('POST', '/api/create-payment-intent', { shippingAddress: address });
    await refused('POST', '/api/test-payments/confirm', {
      paymentIntentId: 'pi_test_0123456789',
      cardNumber: '4242424242424242',
      expiry: '12/40',
      cvc: '123',
    });
    await refused('POST', '/api/orders', { paymentIntentId: 'pi_test_0123456789' });
    await refused('POST', '/api/cart/convert-to-order', { paymentIntentId: 'pi_test_0123456789' });
    const [counts] = await t.query<{ intents: number; orders: number }>(sql`
      select (select count(*)::int from payment_intents where user_id = ${guest.id}
          and id <> (select payment_intent_id from orders where id = ${delivered.id})) as intents,
        (select count(*)::int from orders where customer_id = ${guest.id}) as orders`);
    expect(counts).toEqual({ intents: 0, orders: 1 });
  });

  it('cannot rate what it bought', async () => {
    const order = (await t.call('GET', `/api/customer/orders/${delivered.id}`, guest)).json().order;
    await refused('POST', `/api/customer/orders/${delivered.id}/ratings`, {
      itemId: order.items[0].id,
      rating: 1,
    });
    const again = (await t.call('GET', `/api/customer/orders/${delivered.id}`, guest)).json().order;
    expect(again.items[0].rating).toBeNull();
  });

  it('a customer (not a guest) still changes its profile', async () => {
    const other = await t.signUp();
    const saved = await t.call('PUT', '/api/customer/profile', other, { phone: '(702) 555-0123' });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('is listed among the customers, with its role', async () => {
    const list = (await t.call('GET', '/api/admin/customers?limit=100', admin)).json();
    const row = list.customers.find((c: { id: number }) => c.id === guest.id);
    expect(row).toMatchObject({ role: 'guest', totalOrders: 1 });
    expect(list.customers.find((c: { id: number }) => c.id === admin.id)).toBeUndefined();
    const found = (await t.call('GET', '/api/admin/customers?search=gus', admin)).json();
    expect(found.customers.map((c: { id: number }) => c.id)).toEqual([guest.id]);
    const stats = (await t.call('GET', '/api/admin/customers/stats', admin)).json().stats;
    const [n] = await t.query<{ n: number }>(
      sql`select count(*)::int as n from users where role in ('customer', 'client', 'guest')`,
    );
    expect(stats.total).toBe(n!.n);
    // The users screen's and the admin dashboard's Customers figures count the same people.
    const users = (await t.call('GET', '/api/admin/users/stats', admin)).json().stats;
    expect(users.customers).toBe(n!.n);
    const dashboard = (await t.call('GET', '/api/admin/stats', admin)).json();
    expect(dashboard.users.customers).toBe(n!.n);
  });
});
