import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { OrderStatus, PaymentStatus } from '@shop/contract';
import type { TestApp } from './helpers.ts';

export type FixtureProduct = {
  id: number;
  packageId: number;
  name: string;
  packageName: string;
  sku: string;
  priceCents: number;
};

/** Live, priced products of the seeded demo catalogue with their first package. */
export async function pricedProducts(t: TestApp): Promise<FixtureProduct[]> {
  return t.query<FixtureProduct>(sql`
    select p.id, k.id as "packageId", p.name, k.name as "packageName", p.sku,
      coalesce(k.price_cents, p.price_cents) as "priceCents"
    from products p join lateral (
      select * from product_packages k where k.product_id = p.id order by position, id limit 1
    ) k on true
    where not p.quote and p.archived_at is null and p.stock >= 20
    order by p.id`);
}

/**
 * A paid order as checkout makes one (its payment intent, lines, first history entry, stock
 * taken), written through the orders service; then moved to the status asked for. With
 * `intent: false` no payment intent row exists, so a refund of it cannot succeed.
 */
export async function createOrder(
  t: TestApp,
  input: {
    customer: { id: number; email: string; name?: string };
    lines: { product: FixtureProduct; quantity: number }[];
    status?: OrderStatus;
    paymentStatus?: PaymentStatus;
    createdAt?: string;
    intent?: boolean;
  },
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
    country: 'United States',
  };
  const { database } = t;
  const { id } = await database.transaction(async () => {
    if (input.intent !== false) {
      await database.executor().execute(sql`
        insert into payment_intents (id, provider, user_id, amount_cents, subtotal_cents, tax_rate,
          tax_cents, shipping_cents, shipping_address, client_secret, status, card_brand, card_last4)
        values (${paymentIntentId}, 'test', ${input.customer.id}, ${totalCents}, ${subtotalCents},
          '0.08375', ${taxCents}, 1000, ${JSON.stringify(shipTo)}::jsonb, ${`${paymentIntentId}_secret`},
          'succeeded', 'visa', '4242')`);
    }
    const made = await t.app.services.orders.createPaid({
      customerId: input.customer.id,
      customerName: input.customer.name ?? 'Test Customer',
      customerEmail: input.customer.email,
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
      lines: input.lines.map((l) => ({
        productId: l.product.id,
        packageId: l.product.packageId,
        productName: l.product.name,
        packageName: l.product.packageName,
        sku: l.product.sku,
        quantity: l.quantity,
        unitPriceCents: l.product.priceCents,
      })),
    });
    for (const l of input.lines) {
      await database
        .executor()
        .execute(sql`update products set stock = stock - ${l.quantity} where id = ${l.product.id}`);
    }
    return made;
  });
  if (input.status || input.paymentStatus || input.createdAt) {
    await t.query(sql`update orders set
      status = ${input.status ?? 'paid'},
      payment_status = ${input.paymentStatus ?? 'paid'},
      created_at = coalesce(${input.createdAt ?? null}::timestamptz, created_at)
      where id = ${id}`);
  }
  const [row] = await t.query<{ orderNumber: string }>(
    sql`select order_number as "orderNumber" from orders where id = ${id}`,
  );
  return { id, orderNumber: row!.orderNumber, totalCents, paymentIntentId };
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const [row] = await t.query<{ stock: number }>(
    sql`select stock from products where id = ${productId}`,
  );
  return row!.stock;
}

/** The text of a PDF, as a reader would extract it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
