import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { PaymentIntentResponse } from '@shop/contract';
import { DEMO_PRODUCTS } from '../src/demo/catalogue.ts';
import type { TestApp } from './helpers.ts';
import { CARD, NV } from './order-fixtures.ts';

/** A demo camera with stock to spare and more than one package. */
export const camera = DEMO_PRODUCTS.find(
  (p) => p.priceCents && p.stock > 20 && p.packages.length > 1,
)!;
/** Another priced demo product with stock to spare. */
export const other = DEMO_PRODUCTS.find(
  (p) => p.priceCents && p.stock > 20 && p.sku !== camera.sku,
)!;

/**
 * The checkout files' calls on an app with the demo catalogue seeded: products' ids by SKU,
 * stock read and set by SKU, a `buyer` (a customer with lines in the cart), `intentFor` (the
 * payment set up for an address, NV by default), `pay` it with a card and place the `order`;
 * a payment's `statusOf` and `ordersOf`, and `age` to set it up minutes ago.
 */
export async function checkoutCalls(t: TestApp) {
  const productIds = new Map<string, number>();
  for (const r of await t.query<{ sku: string; id: number }>(sql`select sku, id from products`)) {
    productIds.set(r.sku, Number(r.id));
  }
  const post = (cookie: string | undefined, url: string, payload: object) =>
    t.json('POST', url, cookie, payload);
  const stockOf = async (sku: string) =>
    Number(
      (await t.query<{ stock: number }>(sql`select stock from products where sku = ${sku}`))[0]!
        .stock,
    );
  const setStock = (sku: string, stock: number) =>
    t.query(sql`update products set stock = ${stock} where sku = ${sku}`);

  /** A signed-in customer with these lines in the cart. */
  async function buyer(lines: [sku: string, quantity: number][] = [[camera.sku, 2]]) {
    const user = await t.signUp();
    for (const [sku, quantity] of lines) {
      const added = await post(user.cookie, '/api/cart/add', {
        productId: productIds.get(sku),
        quantity,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    return user;
  }
  async function intentFor(cookie: string, address = NV) {
    const { status, body } = await post(cookie, '/api/create-payment-intent', {
      shippingAddress: address,
    });
    expect(status, JSON.stringify(body)).toBe(200);
    return body as unknown as PaymentIntentResponse;
  }
  const pay = (cookie: string, paymentIntentId: string, card = CARD) =>
    post(cookie, '/api/test-payments/confirm', { paymentIntentId, ...card });
  const order = (cookie: string, paymentIntentId: string) =>
    post(cookie, '/api/orders', { paymentIntentId, shippingAddress: NV });
  const statusOf = async (id: string) =>
    (
      await t.query<{ status: string; refunded_cents: number }>(
        sql`select status, refunded_cents from payment_intents where id = ${id}`,
      )
    )[0]!;
  const ordersOf = (id: string) =>
    t.query<{ id: number }>(sql`select id from orders where payment_intent_id = ${id}`);
  /** As if the payment had been set up `minutes` ago. */
  const age = (id: string, minutes: number) =>
    t.query(sql`update payment_intents
      set created_at = now() - make_interval(mins => ${minutes}) where id = ${id}`);
  return {
    productIds,
    post,
    stockOf,
    setStock,
    buyer,
    intentFor,
    pay,
    order,
    statusOf,
    ordersOf,
    age,
  };
}
export type CheckoutCalls = Awaited<ReturnType<typeof checkoutCalls>>;
