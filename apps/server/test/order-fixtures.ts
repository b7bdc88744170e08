import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OrderStatus, PaymentStatus } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { PaidOrderLine } from '../src/modules/orders/orders.checkout.ts';
import type { OrdersService } from '../src/modules/orders/orders.service.ts';
import type { UsersService } from '../src/modules/users/users.service.ts';
import {
  PaymentProviderError,
  type PaymentProvider,
} from '../src/modules/payments/payment-provider.ts';
import { createPaymentsRepository } from '../src/modules/payments/payments.repository.ts';
import { createTestProvider } from '../src/modules/payments/test-provider.ts';
import type { TestApp } from './helpers.ts';

/** What writing an order needs: the e2e server's fixture route has these too. */
export type OrderFixtureContext = {
  database: DatabaseHandle;
  orders: Pick<OrdersService, 'createPaid'>;
  users: Pick<UsersService, 'billTo'>;
};

export type FixtureProduct = {
  id: number;
  packageId: number;
  name: string;
  packageName: string;
  sku: string;
  priceCents: number;
};

/** Live, priced products of the seeded demo catalogue with their first package. */
export const PRICED_PRODUCTS = sql`
    select p.id, k.id as "packageId", p.name, k.name as "packageName", p.sku,
      coalesce(k.price_cents, p.price_cents) as "priceCents"
    from products p join lateral (
      select * from product_packages k where k.product_id = p.id order by position, id limit 1
    ) k on true
    where not p.quote and p.archived_at is null and p.stock >= 20
    order by p.id`;

export async function pricedProducts(t: TestApp): Promise<FixtureProduct[]> {
  return t.query<FixtureProduct>(PRICED_PRODUCTS);
}

/**
 * A paid order as checkout makes one (its payment intent, lines, first history entry, stock
 * taken), written through the orders service; then moved to the status asked for. With
 * `intent: false` no payment intent row exists, so a refund of it cannot succeed.
 */
export async function createOrder(
  t: TestApp,
  input: OrderFixtureInput,
): Promise<{ id: number; orderNumber: string; totalCents: number; paymentIntentId: string }> {
  return writeOrder(
    { database: t.database, orders: t.app.services.orders, users: t.app.services.users },
    input,
  );
}

export type OrderFixtureInput = {
  customer: { id: number; email: string; name?: string };
  lines: { product: FixtureProduct; quantity: number }[];
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  createdAt?: string;
  intent?: boolean;
};

/** Product lines at the products' prices, as an order keeps them. */
export function paidLinesOf(lines: OrderFixtureInput['lines']): PaidOrderLine[] {
  return lines.map((l) => ({
    productId: l.product.id,
    packageId: l.product.packageId,
    productName: l.product.name,
    packageName: l.product.packageName,
    sku: l.product.sku,
    quantity: l.quantity,
    unitPriceCents: l.product.priceCents,
  }));
}

export async function writeOrder(
  ctx: OrderFixtureContext,
  input: OrderFixtureInput,
): Promise<{ id: number; orderNumber: string; totalCents: number; paymentIntentId: string }> {
  const subtotalCents = input.lines.reduce((n, l) => n + l.product.priceCents * l.quantity, 0);
  const taxCents = Math.round(subtotalCents * 0.08375);
  const totalCents = subtotalCents + taxCents + 1000;
  const paymentIntentId = `pi_test_${randomBytes(8).toString('hex')}`;
  const shipTo = {
    address: '100 Main St',
    city: 'Las Vegas',
    state: 'NV',
    zipCode: '89101',
    country: 'United States' as const,
  };
  const { database } = ctx;
  // The account's company, phone and billing address as checkout keeps them; the name and
  // e-mail the fixture was given.
  const billTo = {
    ...(await ctx.users.billTo(input.customer.id)),
    name: input.customer.name ?? 'Test Customer',
    email: input.customer.email,
  };
  const run = async <T>(q: ReturnType<typeof sql>) =>
    ((await database.executor().execute(q)) as unknown as { rows: T[] }).rows;
  const { id } = await database.transaction(async () => {
    if (input.intent !== false) {
      await database.executor().execute(sql`
        insert into payment_intents (id, provider, user_id, amount_cents, subtotal_cents, tax_rate,
          tax_cents, shipping_cents, shipping_address, client_secret, status, card_brand, card_last4)
        values (${paymentIntentId}, 'test', ${input.customer.id}, ${totalCents}, ${subtotalCents},
          '0.08375', ${taxCents}, 1000, ${JSON.stringify(shipTo)}::jsonb, ${`${paymentIntentId}_secret`},
          'succeeded', 'visa', '4242')`);
    }
    const made = await ctx.orders.createPaid({
      customerId: input.customer.id,
      billTo,
      paymentIntentId,
      paymentProvider: 'test',
      cardBrand: 'visa',
      cardLast4: '4242',
      subtotalCents,
      taxRate: 0.08375,
      taxCents,
      shippingCents: 1000,
      totalCents,
      shipTo,
      lines: paidLinesOf(input.lines),
    });
    for (const l of input.lines) {
      await database
        .executor()
        .execute(sql`update products set stock = stock - ${l.quantity} where id = ${l.product.id}`);
    }
    return made;
  });
  if (input.status || input.paymentStatus || input.createdAt) {
    await run(sql`update orders set
      status = ${input.status ?? 'paid'},
      payment_status = ${input.paymentStatus ?? 'paid'},
      created_at = coalesce(${input.createdAt ?? null}::timestamptz, created_at)
      where id = ${id}`);
  }
  const [row] = await run<{ orderNumber: string }>(
    sql`select order_number as "orderNumber" from orders where id = ${id}`,
  );
  return { id, orderNumber: row!.orderNumber, totalCents, paymentIntentId };
}

/**
 * A paid order as checkout makes one, then its units assigned as the checkout does next. Its
 * stock is put on the products first, as the fixture takes it: a tracked product's stock is its
 * available units, and the order may buy more than there are (as when the units were locked
 * by a move at the moment of the checkout), which leaves it short.
 */
export async function createOrderWithUnits(t: TestApp, input: OrderFixtureInput) {
  for (const l of input.lines) {
    await t.query(
      sql`update products set stock = stock + ${l.quantity} where id = ${l.product.id}`,
    );
  }
  const made = await createOrder(t, input);
  await t.app.services.units.assignToOrder(made.id, null);
  return made;
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.query<{ stock: number }>(
    sql`select stock from products where id = ${productId}`,
  );
  return row!.stock;
}

/** A Nevada shipping address the checkout accepts. */
export const NV = {
  address: '1 Main Street',
  city: 'Las Vegas',
  state: 'NV',
  zipCode: '89109',
  country: 'United States',
};
/** The test provider's card that pays. */
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/**
 * An order placed through the real checkout by a signed-in buyer: the lines into the cart, a
 * payment intent for NV, the card, the order. Answers POST /api/orders's order.
 */
export async function checkoutOrder(
  t: TestApp,
  buyer: { cookie: string },
  lines: { product: FixtureProduct; quantity: number; installationIncluded?: boolean }[],
): Promise<Record<string, unknown>> {
  for (const { product, quantity, installationIncluded } of lines) {
    const added = await t.json('POST', '/api/cart/add', buyer.cookie, {
      productId: product.id,
      packageId: product.packageId,
      quantity,
      ...(installationIncluded === undefined ? {} : { installationIncluded }),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const intent = await t.json('POST', '/api/create-payment-intent', buyer.cookie, {
    shippingAddress: NV,
  });
  expect(intent.status, JSON.stringify(intent.body)).toBe(200);
  const paymentIntentId = String(intent.body.paymentIntentId);
  await t.json('POST', '/api/test-payments/confirm', buyer.cookie, { paymentIntentId, ...CARD });
  const placed = await t.json('POST', '/api/orders', buyer.cookie, {
    paymentIntentId,
    shippingAddress: NV,
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return placed.body.order as Record<string, unknown>;
}

/**
 * The built-in test provider with every refund it is asked for written down (the intent's
 * id), so a test can tell how often money went back: the payments service records a refund
 * on the intent whether or not the provider was called. `given` is the money each call gave
 * back: a partial refund's amount, and for a whole refund what was left on the
 * intent (Stripe refunds the rest). `failWholeRefunds` makes the next whole refunds fail, one
 * per entry: 'declined' (the provider answered no) or 'lost' (no answer); every key a whole
 * refund was sent with is in `wholeRefundKeys`, failed ones too.
 */
export function countingTestProvider(app: () => TestApp): {
  provider: PaymentProvider;
  /** Every intent the provider made, and canceled (the shop cancels one it made in a race). */
  created: string[];
  canceled: string[];
  refunds: string[];
  given: { id: string; cents: number; key: string | null }[];
  failWholeRefunds: ('declined' | 'lost')[];
  wholeRefundKeys: string[];
} {
  const created: string[] = [];
  const canceled: string[] = [];
  const refunds: string[] = [];
  const given: { id: string; cents: number; key: string | null }[] = [];
  const failWholeRefunds: ('declined' | 'lost')[] = [];
  const wholeRefundKeys: string[] = [];
  const find = (id: string) => app().app.services.payments.find(id);
  const inner = createTestProvider({
    find,
    recordTestCharge: (charge) => createPaymentsRepository(app().database).recordTestCharge(charge),
  });
  return {
    created,
    canceled,
    refunds,
    given,
    failWholeRefunds,
    wholeRefundKeys,
    provider: {
      ...inner,
      async createIntent(input) {
        const made = await inner.createIntent(input);
        created.push(made.id);
        return made;
      },
      async cancel(id) {
        canceled.push(id);
        await inner.cancel(id);
      },
      async refund(id, key) {
        wholeRefundKeys.push(key);
        const failure = failWholeRefunds.shift();
        if (failure) {
          throw new PaymentProviderError(`refund ${failure}`, {
            declined: failure === 'declined',
          });
        }
        refunds.push(id);
        const row = await find(id);
        await inner.refund(id, key);
        if (row) given.push({ id, cents: row.amountCents - row.refundedCents, key });
      },
      async refundPart(id, cents, key) {
        await inner.refundPart(id, cents, key);
        given.push({ id, cents, key });
      },
    },
  };
}

/**
 * What happened to the money of these payments: `charged` the ones the card paid (the test
 * provider's charge is its card form, recorded on the intent), `refunded` the ones of those
 * the provider was asked to give back, and `orders` the orders they made.
 */
export async function moneyOf(
  t: TestApp,
  ids: string[],
  refunds: string[],
): Promise<{ charged: number; refunded: number; orders: number }> {
  if (ids.length === 0) return { charged: 0, refunded: 0, orders: 0 };
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await t.query<{ charged: number; orders: number }>(sql`
    select
      (select count(*)::int from payment_intents
        where id in (${list}) and status in ('succeeded', 'refunded')) as charged,
      (select count(*)::int from orders where payment_intent_id in (${list})) as orders`);
  return {
    charged: Number(row!.charged),
    refunded: new Set(refunds.filter((id) => ids.includes(id))).size,
    orders: Number(row!.orders),
  };
}

/**
 * The admin orders files' shop on a test app: the demo catalogue, an admin, the customer Ann
 * Buyer, four or more priced products, and `order()` writing Ann a paid order (two of the
 * first product unless lines are given).
 */
export async function adminOrdersShop(t: TestApp) {
  await t.seedCatalogue();
  const admin = await t.createStaff('admin');
  const customer = await t.signUp({ firstName: 'Ann', lastName: 'Buyer' });
  const products = await pricedProducts(t);
  expect(products.length).toBeGreaterThan(3);
  const order = (
    overrides: Partial<OrderFixtureInput> = {},
    lines = [{ product: products[0]!, quantity: 2 }],
  ) =>
    createOrder(t, {
      customer: { id: customer.id, email: customer.email, name: 'Ann Buyer' },
      lines,
      ...overrides,
    });
  return { admin, customer, products, order };
}
export type AdminOrdersShop = Awaited<ReturnType<typeof adminOrdersShop>>;
