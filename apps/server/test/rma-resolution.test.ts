import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  asCents,
  ORDER_MESSAGES,
  RMA_RESOLUTION_MESSAGES,
  RMA_STATUSES,
  formatCents,
  toDollars,
  unitRefundCents,
  type AdminRmaDetail,
  type RmaStatus,
} from '@shop/contract';
import { PaymentProviderError } from '../src/modules/payments/payment-provider.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { countingTestProvider, stockOf } from './order-fixtures.ts';
import { insertRma, setUpStock, soldUnits, type RmaStock } from './rma-fixtures.ts';

/**
 * Resolving an inspected RMA (ADR 0049): a refund of the unit's line moved
 * once through the provider, a replacement on a zero-price order that ships like any order,
 * the same unit repaired and sent back; and every refusal.
 */
describe('resolving an RMA: refund, replacement, repair', () => {
  let t: TestApp;
  let admin: { id: number; cookie: string };
  let customer: { id: number; email: string; cookie: string };
  let stock: RmaStock;
  const counting = countingTestProvider(() => t);
  /** Set to make the provider refuse the next partial refund. */
  let refuseNext = false;
  /** Set to make the next partial refund go through at the provider, its answer lost. */
  let loseNextAnswer = false;

  type Condition = 'refurbished' | 'damaged' | 'returned';

  /** A delivered order of `quantity` units; its first unit back, inspected, in an RMA. */
  async function inspectedRma(condition: Condition = 'damaged', quantity = 1) {
    const sold = await soldUnits(t, admin, stock, customer, { quantity });
    const unit = sold.units[0]!;
    const rma = await insertRma(t, { customer, unitId: unit.id, status: 'inspected' });
    await setUnit(unit.id, condition);
    if (condition !== 'returned') {
      await t.query(sql`update rmas set inspection_result = ${condition} where id = ${rma.id}`);
    }
    return { sold, unit, rma };
  }

  /**
   * The unit as receiving and inspecting leave it (the staff queue's steps, not these): a
   * refurbished one waits returned on its order for the resolution, a damaged one is damaged.
   */
  async function setUnit(unitId: number, condition: Condition) {
    await t.query(
      sql`update product_units set status = ${condition === 'damaged' ? 'damaged' : 'returned'}
        where id = ${unitId}`,
    );
  }

  const resolve = (id: number, body: unknown, who: unknown = admin) =>
    t.call('POST', `/api/admin/rmas/${id}/resolve`, who as { cookie: string }, body);

  const rmaRow = async (id: number) =>
    (
      await t.query<{
        status: string;
        resolution: string | null;
        refundCents: number | null;
        refundTaxCents: number | null;
        refundStarted: boolean;
        refunded: boolean;
        resolvedBy: number | null;
        resolutionOrderId: number | null;
      }>(sql`
        select status, resolution, refund_cents as "refundCents",
          refund_tax_cents as "refundTaxCents", refund_started_at is not null as "refundStarted",
          refunded_at is not null as refunded, resolved_by as "resolvedBy",
          resolution_order_id as "resolutionOrderId"
        from rmas where id = ${id}`)
    )[0]!;

  const orderRow = async (id: number) =>
    (
      await t.query<{
        orderType: string;
        rmaId: number | null;
        status: string;
        paymentStatus: string;
        totalCents: number;
        refundedCents: number;
        refundClaimed: boolean;
        paymentIntentId: string;
        shippingAddress: string;
      }>(sql`
        select order_type as "orderType", rma_id as "rmaId", status,
          payment_status as "paymentStatus", total_cents as "totalCents",
          refunded_cents as "refundedCents", refund_started_at is not null as "refundClaimed",
          payment_intent_id as "paymentIntentId", shipping_address as "shippingAddress"
        from orders where id = ${id}`)
    )[0]!;

  const unitRow = async (id: number) =>
    (
      await t.query<{
        status: string;
        orderId: number | null;
        shipped: boolean;
        refurbished: boolean;
      }>(sql`
        select status, order_id as "orderId", shipped_at is not null as shipped, refurbished
        from product_units where id = ${id}`)
    )[0]!;

  const mailsTo = async (email: string) =>
    (await t.app.services.mail.recent(500)).filter(
      (m) => m.toAddress === email && m.kind === 'rma_resolved',
    );

  beforeAll(async () => {
    t = await createTestApp({
      paymentProvider: {
        ...counting.provider,
        async refundPart(id, cents, key) {
          if (refuseNext) {
            refuseNext = false;
            throw new PaymentProviderError('card_declined: the test provider refused', {
              declined: true,
            });
          }
          await counting.provider.refundPart(id, cents, key);
          if (loseNextAnswer) {
            loseNextAnswer = false;
            throw new PaymentProviderError('socket hang up: no answer');
          }
        },
      },
    });
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp();
    stock = await setUpStock(t, admin, { units: 40 });
  });
  afterAll(() => t.close());

  it('a refund gives back the unit line with its tax share, once, and a full refund after gives back only the rest', async () => {
    const { sold, unit, rma } = await inspectedRma('refurbished', 2);
    expect(await unitRow(unit.id)).toMatchObject({ status: 'returned', orderId: sold.orderId });
    const price = stock.product.priceCents;
    const taxCents = Math.round(2 * price * 0.08375);
    const expected = unitRefundCents({
      unitPriceCents: price,
      grossSubtotalCents: 2 * price,
      discountCents: 0,
      taxCents,
      refundableCents: sold.totalCents,
    });
    expect(expected.taxCents).toBeGreaterThan(0);

    const preview = await t.call('GET', `/api/admin/rmas/${rma.id}/refund-preview`, admin);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview).toEqual({
      rmaId: rma.id,
      orderNumber: sold.orderNumber,
      unitPrice: toDollars(price),
      amount: toDollars(expected.amountCents),
      tax: toDollars(expected.taxCents),
      refundable: toDollars(sold.totalCents),
      refusal: null,
    });

    const res = await resolve(rma.id, {
      resolution: 'refund',
      note: 'Back in stock as refurbished',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: RMA_RESOLUTION_MESSAGES.refunded(asCents(expected.amountCents), rma.rmaNumber),
      resolution: {
        id: rma.id,
        status: 'resolved',
        resolution: 'refund',
        resolutionNote: 'Back in stock as refurbished',
        refund: toDollars(expected.amountCents),
        refundTax: toDollars(expected.taxCents),
        resolutionOrderId: null,
      },
    });
    expect(await rmaRow(rma.id)).toMatchObject({
      status: 'resolved',
      refundCents: expected.amountCents,
      refunded: true,
      resolvedBy: admin.id,
    });
    // Inspected as refurbished, the unit goes on sale only now, refurbished.
    expect(await unitRow(unit.id)).toMatchObject({
      status: 'available',
      orderId: null,
      refurbished: true,
    });
    // The provider was asked once, for exactly that amount, with the RMA's key.
    expect(counting.given.filter((g) => g.id === sold.paymentIntentId)).toEqual([
      {
        id: sold.paymentIntentId,
        cents: expected.amountCents,
        key: `rma-${rma.id}-${sold.paymentIntentId}`,
      },
    ]);
    expect(await orderRow(sold.orderId)).toMatchObject({
      paymentStatus: 'paid',
      refundedCents: expected.amountCents,
      refundClaimed: false,
    });
    const history = await t.query<{ note: string; changedBy: number }>(sql`
      select note, changed_by as "changedBy" from order_status_history
      where order_id = ${sold.orderId} order by id desc limit 1`);
    expect(history[0]).toEqual({
      note: `Refunded ${formatCents(asCents(expected.amountCents))} for ${rma.rmaNumber}`,
      changedBy: admin.id,
    });
    const events = await t.query<{ from: string; to: string; note: string }>(sql`
      select from_status as from, to_status as to, note from rma_events
      where rma_id = ${rma.id} order by id`);
    expect(events.at(-1)).toEqual({
      from: 'inspected',
      to: 'resolved',
      note: 'Back in stock as refurbished',
    });
    const [mail] = await mailsTo(customer.email);
    expect(mail?.subject).toContain(rma.rmaNumber);
    expect(mail?.textBody).toContain(`We refunded ${formatCents(asCents(expected.amountCents))}`);

    // Resolved: a second resolve is refused, and no money moves again.
    const again = await resolve(rma.id, { resolution: 'refund' });
    expect(again.statusCode).toBe(409);
    expect(counting.given.filter((g) => g.id === sold.paymentIntentId)).toHaveLength(1);

    // The whole order refunded after: only the rest goes back, so the total comes back once.
    const full = await t.call('PUT', `/api/admin/orders/${sold.orderId}/status`, admin, {
      status: 'refunded',
    });
    expect(full.statusCode, full.body).toBe(200);
    const back = counting.given.filter((g) => g.id === sold.paymentIntentId);
    expect(back.map((g) => g.cents)).toEqual([
      expected.amountCents,
      sold.totalCents - expected.amountCents,
    ]);
    const [intent] = await t.query<{ refundedCents: number; status: string }>(sql`
      select refunded_cents as "refundedCents", status from payment_intents
      where id = ${sold.paymentIntentId}`);
    expect(intent).toEqual({ refundedCents: sold.totalCents, status: 'refunded' });
  });

  it('the discount share comes off, and the refund is taken from the deposit, then the balance', async () => {
    const { sold, rma } = await inspectedRma('damaged', 3);
    const price = stock.product.priceCents;
    // As a quote's order paid by deposit: a discount line, the tax on the discounted lines,
    // a deposit of $30 on the order's own payment and the rest as a balance payment.
    const discount = 2_000;
    const gross = 3 * price;
    const taxCents = Math.round((gross - discount) * 0.08375);
    const total = gross - discount + taxCents + 1000;
    const deposit = 3_000;
    const balanceId = `pi_test_balance_${rma.id}`;
    await t.query(sql`
      insert into order_items (order_id, kind, product_name, package_name, sku, quantity,
        unit_price_cents, line_total_cents)
      values (${sold.orderId}, 'discount', 'Discount', '', '', 1, ${-discount}, ${-discount})`);
    await t.query(sql`
      update orders set subtotal_cents = ${gross - discount}, tax_cents = ${taxCents},
        total_cents = ${total}
      where id = ${sold.orderId}`);
    await t.query(sql`update payment_intents set amount_cents = ${deposit}
      where id = ${sold.paymentIntentId}`);
    await t.query(sql`
      insert into payment_intents (id, provider, user_id, purpose, order_id, amount_cents,
        subtotal_cents, tax_rate, tax_cents, shipping_cents, shipping_address, client_secret,
        status)
      select ${balanceId}, 'test', user_id, 'balance', ${sold.orderId}, ${total - deposit},
        subtotal_cents, tax_rate, tax_cents, shipping_cents, shipping_address,
        ${`${balanceId}_secret`}, 'succeeded'
      from payment_intents where id = ${sold.paymentIntentId}`);
    const expected = unitRefundCents({
      unitPriceCents: price,
      grossSubtotalCents: gross,
      discountCents: discount,
      taxCents,
      refundableCents: total,
    });
    // The discount's third comes off the unit's price.
    expect(expected.amountCents - expected.taxCents).toBe(price - Math.round(discount / 3));
    expect(expected.amountCents).toBeGreaterThan(deposit);

    const res = await resolve(rma.id, { resolution: 'refund' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().resolution).toMatchObject({
      refund: toDollars(expected.amountCents),
      refundTax: toDollars(expected.taxCents),
    });
    const parts = counting.given.filter((g) => g.key?.startsWith(`rma-${rma.id}-`));
    expect(parts).toEqual([
      { id: sold.paymentIntentId, cents: deposit, key: `rma-${rma.id}-${sold.paymentIntentId}` },
      { id: balanceId, cents: expected.amountCents - deposit, key: `rma-${rma.id}-${balanceId}` },
    ]);
    const intents = await t.query<{ id: string; refundedCents: number; status: string }>(sql`
      select id, refunded_cents as "refundedCents", status from payment_intents
      where id in (${sold.paymentIntentId}, ${balanceId}) order by id = ${balanceId}`);
    expect(intents).toEqual([
      { id: sold.paymentIntentId, refundedCents: deposit, status: 'refunded' },
      { id: balanceId, refundedCents: expected.amountCents - deposit, status: 'succeeded' },
    ]);
    expect((await orderRow(sold.orderId)).refundedCents).toBe(expected.amountCents);
  });

  it('refuses a refund while the order still owes a balance, and says so in the preview', async () => {
    const { sold, rma } = await inspectedRma('damaged');
    const owed = 5_000;
    await t.query(sql`update orders set payment_status = 'partial', balance_due_cents = ${owed}
      where id = ${sold.orderId}`);
    const message = RMA_RESOLUTION_MESSAGES.balanceOwed(asCents(owed));
    expect(message).toBe(
      `This order still owes ${formatCents(asCents(owed))}: settle the balance first, or resolve with a replacement or repair`,
    );
    const preview = await t.call('GET', `/api/admin/rmas/${rma.id}/refund-preview`, admin);
    expect(preview.json().preview).toMatchObject({ amount: 0, refusal: message });
    const res = await resolve(rma.id, { resolution: 'refund' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(message);
    expect(await rmaRow(rma.id)).toMatchObject({ status: 'inspected', refundStarted: false });
    expect(await orderRow(sold.orderId)).toMatchObject({ refundedCents: 0, refundClaimed: false });
    expect(counting.given.filter((g) => g.id === sold.paymentIntentId)).toEqual([]);
    // Settled, the refund goes through.
    await t.query(sql`update orders set payment_status = 'paid', balance_due_cents = 0
      where id = ${sold.orderId}`);
    expect((await resolve(rma.id, { resolution: 'refund' })).statusCode).toBe(200);
  });

  it('a refund the provider refuses records nothing and can be tried again', async () => {
    const { sold, rma } = await inspectedRma('refurbished');
    refuseNext = true;
    const refused = await resolve(rma.id, { resolution: 'refund' });
    expect(refused.statusCode, refused.body).toBe(503);
    expect(refused.json()).toMatchObject({
      error: RMA_RESOLUTION_MESSAGES.refundFailed,
      code: 'REFUND_FAILED',
    });
    expect(await rmaRow(rma.id)).toMatchObject({
      status: 'inspected',
      refundStarted: false,
      refunded: false,
      refundCents: null,
    });
    expect(await orderRow(sold.orderId)).toMatchObject({ refundedCents: 0, refundClaimed: false });
    expect(counting.given.filter((g) => g.id === sold.paymentIntentId)).toEqual([]);

    // Shipped free, the one unit is the whole order: the retry refunds all of it, and the
    // order's payment status says so.
    await t.query(sql`update orders set shipping_cents = 0, total_cents = total_cents - 1000
      where id = ${sold.orderId}`);
    await t.query(sql`update payment_intents set amount_cents = amount_cents - 1000
      where id = ${sold.paymentIntentId}`);
    const retried = await resolve(rma.id, { resolution: 'refund' });
    expect(retried.statusCode, retried.body).toBe(200);
    const given = counting.given.filter((g) => g.id === sold.paymentIntentId);
    expect(given).toHaveLength(1);
    // The refused attempt's key is not sent again: a provider answers a key's first result
    // again (the refusal) for a day.
    expect(given[0]!.key).toBe(`rma-${rma.id}-retry1-${sold.paymentIntentId}`);
    expect(await orderRow(sold.orderId)).toMatchObject({
      paymentStatus: 'refunded',
      refundedCents: sold.totalCents - 1000,
      status: 'delivered',
    });
  });

  it('a refund whose answer is lost is tried again with the same key: the money moves once', async () => {
    const { sold, rma } = await inspectedRma('damaged', 2);
    loseNextAnswer = true;
    const unanswered = await resolve(rma.id, { resolution: 'refund' });
    expect(unanswered.statusCode, unanswered.body).toBe(503);
    expect(unanswered.json()).toMatchObject({
      error: RMA_RESOLUTION_MESSAGES.refundUnanswered,
      code: 'REFUND_UNANSWERED',
    });
    expect(await rmaRow(rma.id)).toMatchObject({ status: 'inspected', refundStarted: false });

    const retried = await resolve(rma.id, { resolution: 'refund' });
    expect(retried.statusCode, retried.body).toBe(200);
    const keys = counting.given.filter((g) => g.id === sold.paymentIntentId).map((g) => g.key);
    expect(keys).toEqual([`rma-${rma.id}-${sold.paymentIntentId}`, keys[0]]);
    const { refundCents } = await rmaRow(rma.id);
    expect(await orderRow(sold.orderId)).toMatchObject({ refundedCents: refundCents });
    // The provider was asked twice with one key: one refund, recorded once.
    const [intent] = await t.query<{ refundedCents: number }>(sql`
      select refunded_cents as "refundedCents" from payment_intents
      where id = ${sold.paymentIntentId}`);
    expect(intent!.refundedCents).toBe(refundCents);
  });

  it('a refund the process stopped in blocks for two minutes, then the RMA says so and resolving finishes it once', async () => {
    const { sold, rma } = await inspectedRma('damaged', 2);
    // The process stops after the provider gave the money back, before the shop's record:
    // the recording transaction fails, so only the claims stay.
    await t.query(
      sql.raw(`
      create function stop_rma_record() returns trigger language plpgsql as $$
      begin raise exception 'the process stopped'; end $$`),
    );
    await t.query(
      sql.raw(`
      create trigger stop_rma_record before insert on rma_events
        for each row when (new.to_status = 'resolved') execute function stop_rma_record()`),
    );
    try {
      const stopped = await resolve(rma.id, { resolution: 'refund' });
      expect(stopped.statusCode).toBe(500);
    } finally {
      await t.query(sql.raw(`drop trigger stop_rma_record on rma_events`));
      await t.query(sql.raw(`drop function stop_rma_record()`));
    }
    expect(await rmaRow(rma.id)).toMatchObject({ status: 'inspected', refundStarted: true });
    expect(await orderRow(sold.orderId)).toMatchObject({ refundedCents: 0, refundClaimed: true });
    const detail = async () =>
      (await t.json<{ rma: AdminRmaDetail }>('GET', `/api/admin/rmas/${rma.id}`, admin)).body.rma;

    // Still within the claim's two minutes: it may be running, so nothing else starts.
    expect((await detail()).refundInterrupted).toBe(false);
    const blocked = await resolve(rma.id, { resolution: 'refund' });
    expect(blocked.statusCode, blocked.body).toBe(409);
    expect(blocked.json()).toMatchObject({ error: RMA_RESOLUTION_MESSAGES.refundUnderWay });

    await t.query(sql`update rmas set refund_started_at = now() - interval '3 minutes'
      where id = ${rma.id}`);
    await t.query(sql`update orders set refund_started_at = now() - interval '3 minutes'
      where id = ${sold.orderId}`);
    expect((await detail()).refundInterrupted).toBe(true);
    // The money may be back with the customer: a replacement does not take its place.
    const replaced = await resolve(rma.id, { resolution: 'replace' });
    expect(replaced.statusCode, replaced.body).toBe(409);
    expect(replaced.json()).toMatchObject({ code: 'REFUND_INTERRUPTED' });
    const finished = await resolve(rma.id, { resolution: 'refund' });
    expect(finished.statusCode, finished.body).toBe(200);
    const given = counting.given.filter((g) => g.id === sold.paymentIntentId);
    expect(given.map((g) => g.key)).toEqual([given[0]!.key, given[0]!.key]);
    const { refundCents } = await rmaRow(rma.id);
    expect(await orderRow(sold.orderId)).toMatchObject({
      refundedCents: refundCents,
      refundClaimed: false,
    });
    expect((await detail()).refundInterrupted).toBe(false);
  });

  it('refuses a refund when there is nothing to give back, and says so in the preview', async () => {
    // The whole order was given back already (by earlier RMAs).
    const { sold, rma } = await inspectedRma('damaged');
    await t.query(sql`update orders set refunded_cents = total_cents where id = ${sold.orderId}`);
    const preview = await t.call('GET', `/api/admin/rmas/${rma.id}/refund-preview`, admin);
    expect(preview.json().preview).toMatchObject({
      amount: 0,
      refundable: 0,
      refusal: RMA_RESOLUTION_MESSAGES.nothingLeft,
    });
    const res = await resolve(rma.id, { resolution: 'refund' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(RMA_RESOLUTION_MESSAGES.nothingLeft);
    expect(await rmaRow(rma.id)).toMatchObject({ status: 'inspected', refundStarted: false });
    expect(counting.given.filter((g) => g.id === sold.paymentIntentId)).toEqual([]);
  });

  it('a replacement ships a new unit on a zero-price order, and a unit sent free is not refunded', async () => {
    const { sold, unit, rma } = await inspectedRma('damaged');
    const stockBefore = await stockOf(t, stock.product.id);
    const soldOnDashboard = async () =>
      (
        (await t.call('GET', '/api/admin/stats', admin)).json().popularProducts as {
          productId: number;
          unitsSold: number;
        }[]
      ).find((p) => p.productId === stock.product.id)?.unitsSold;
    const soldBefore = await soldOnDashboard();
    const res = await resolve(rma.id, { resolution: 'replace', note: 'Sensor failed' });
    expect(res.statusCode, res.body).toBe(200);
    // The replacement is not a sale: Popular Products counts the same units.
    expect(await soldOnDashboard()).toBe(soldBefore);
    const answer = res.json().resolution as {
      resolutionOrderId: number;
      resolutionOrderNumber: string;
    };
    expect(res.json().message).toBe(RMA_RESOLUTION_MESSAGES.replaced(answer.resolutionOrderNumber));
    const orderId = answer.resolutionOrderId;
    expect(await rmaRow(rma.id)).toMatchObject({
      status: 'resolved',
      resolution: 'replace',
      resolutionOrderId: orderId,
      refundCents: null,
    });
    const original = await orderRow(sold.orderId);
    expect(await orderRow(orderId)).toMatchObject({
      orderType: 'replacement',
      rmaId: rma.id,
      status: 'paid',
      paymentStatus: 'paid',
      totalCents: 0,
      paymentIntentId: `rma:${rma.rmaNumber}:replacement`,
      shippingAddress: original.shippingAddress,
    });
    const lines = await t.query<{ productId: number; quantity: number; price: number }>(sql`
      select product_id as "productId", quantity, unit_price_cents as price
      from order_items where order_id = ${orderId}`);
    expect(lines).toEqual([{ productId: stock.product.id, quantity: 1, price: 0 }]);
    // A new unit, taken from stock as a paid order takes it.
    const held = await t.query<{ id: number }>(
      sql`select id from product_units where order_id = ${orderId}`,
    );
    expect(held).toHaveLength(1);
    expect(held[0]!.id).not.toBe(unit.id);
    expect(await unitRow(held[0]!.id)).toMatchObject({ status: 'assigned' });
    // The damaged unit stays damaged: never on sale.
    expect(await unitRow(unit.id)).toMatchObject({ status: 'damaged', refurbished: false });
    expect(await stockOf(t, stock.product.id)).toBe(stockBefore - 1);
    expect(counting.given.filter((g) => g.id === sold.paymentIntentId)).toEqual([]);
    const mail = (await mailsTo(customer.email)).find((m) => m.subject.includes(rma.rmaNumber));
    expect(mail?.textBody).toContain(answer.resolutionOrderNumber);

    // It ships like any order: the new unit is shipped and carries its shipping time.
    const shipped = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, {
      status: 'shipped',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(await unitRow(held[0]!.id)).toMatchObject({ status: 'shipped', shipped: true });

    // The replacement, delivered and claimed again: its line was free, so no refund.
    await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, { status: 'delivered' });
    const second = await insertRma(t, { customer, unitId: held[0]!.id, status: 'inspected' });
    await setUnit(held[0]!.id, 'damaged');
    const preview = await t.call('GET', `/api/admin/rmas/${second.id}/refund-preview`, admin);
    expect(preview.json().preview).toMatchObject({
      unitPrice: 0,
      amount: 0,
      refusal: RMA_RESOLUTION_MESSAGES.freeLine,
    });
    const refused = await resolve(second.id, { resolution: 'refund' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(RMA_RESOLUTION_MESSAGES.freeLine);
  });

  it('a replacement of a refurbished unit sends another unit and only then puts the returned one on sale', async () => {
    const { unit, rma } = await inspectedRma('refurbished');
    const res = await resolve(rma.id, { resolution: 'replace' });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().resolution.resolutionOrderId as number;
    const [held] = await t.query<{ id: number }>(
      sql`select id from product_units where order_id = ${orderId}`,
    );
    expect(held!.id).not.toBe(unit.id);
    expect(await unitRow(unit.id)).toMatchObject({
      status: 'available',
      orderId: null,
      refurbished: true,
    });
  });

  it('a replacement with no unit on the shelf waits for one, like any paid order', async () => {
    const { rma } = await inspectedRma('damaged');
    // Every free unit of the product put aside for the moment.
    const free = await t.query<{ id: number }>(sql`
      update product_units set status = 'damaged'
      where product_id = ${stock.product.id} and status = 'available' returning id`);
    try {
      expect(await stockOf(t, stock.product.id)).toBe(0);
      const res = await resolve(rma.id, { resolution: 'replace' });
      expect(res.statusCode, res.body).toBe(200);
      const orderId = res.json().resolution.resolutionOrderId as number;
      expect(await orderRow(orderId)).toMatchObject({ status: 'paid', orderType: 'replacement' });
      const order = await t.call('GET', `/api/admin/orders/${orderId}`, admin);
      expect(order.json().order).toMatchObject({
        units_assigned: 0,
        units_needed: 1,
        units_missing: true,
      });
    } finally {
      const ids = sql.join(
        free.map((u) => sql`${u.id}`),
        sql`, `,
      );
      if (free.length)
        await t.query(sql`update product_units set status = 'available' where id in (${ids})`);
    }
  });

  it('a repair sends the same serial back, each step a movement naming the RMA, without taking stock', async () => {
    const { unit, rma } = await inspectedRma('damaged');
    const stockBefore = await stockOf(t, stock.product.id);
    const res = await resolve(rma.id, { resolution: 'repair' });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().resolution.resolutionOrderId as number;
    expect(await orderRow(orderId)).toMatchObject({
      orderType: 'repair',
      rmaId: rma.id,
      totalCents: 0,
      paymentStatus: 'paid',
    });
    expect(await unitRow(unit.id)).toMatchObject({ status: 'assigned', orderId });
    expect(await stockOf(t, stock.product.id)).toBe(stockBefore);
    const moves = await t.query<{ from: string; to: string; type: string; ref: string }>(sql`
      select from_status as from, to_status as to, reference_type as type, reference_id as ref
      from unit_movements where unit_id = ${unit.id} and reference_type = 'rma' order by id`);
    expect(moves).toEqual([
      { from: 'damaged', to: 'available', type: 'rma', ref: String(rma.id) },
      { from: 'available', to: 'assigned', type: 'rma', ref: String(rma.id) },
    ]);
    expect(
      await t.query(sql`select id from product_units where order_id = ${orderId}`),
    ).toHaveLength(1);

    // A refurbished unit waited returned on its order: it goes from there to the repair order.
    const shelf = await inspectedRma('refurbished');
    const fixed = await resolve(shelf.rma.id, { resolution: 'repair' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const steps = await t.query<{ from: string; to: string }>(sql`
      select from_status as from, to_status as to from unit_movements
      where unit_id = ${shelf.unit.id} and reference_type = 'rma' order by id`);
    expect(steps).toEqual([
      { from: 'returned', to: 'available' },
      { from: 'available', to: 'assigned' },
    ]);
    expect(await unitRow(shelf.unit.id)).toMatchObject({
      status: 'assigned',
      orderId: fixed.json().resolution.resolutionOrderId,
    });
  });

  it("a repair keeps the unit's warranty term and sale dates; shipping it sets only shipped_at", async () => {
    const sold = await soldUnits(t, admin, stock, customer, { deliveredDaysAgo: 100 });
    const unit = sold.units[0]!;
    await t.query(sql`update product_units set warranty_months = 24 where id = ${unit.id}`);
    const rma = await insertRma(t, { customer, unitId: unit.id, status: 'inspected' });
    await setUnit(unit.id, 'damaged');
    const stamps = async () =>
      (
        await t.query<{ months: number | null; shipped: string | null; delivered: string | null }>(
          sql`select warranty_months as months, shipped_at::text as shipped,
            delivered_at::text as delivered from product_units where id = ${unit.id}`,
        )
      )[0]!;
    const before = await stamps();
    expect(before.months).toBe(24);
    expect(before.delivered).not.toBeNull();
    const res = await resolve(rma.id, { resolution: 'repair' });
    expect(res.statusCode, res.body).toBe(200);
    const orderId = res.json().resolution.resolutionOrderId as number;
    expect(await stamps()).toEqual(before);
    for (const status of ['shipped', 'delivered']) {
      const moved = await t.call('PUT', `/api/admin/orders/${orderId}/status`, admin, { status });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const after = await stamps();
    expect(after).toMatchObject({ months: 24, delivered: before.delivered });
    expect(after.shipped).not.toBe(before.shipped);
  });

  it('a repair is refused when the unit went to another order meanwhile, and nothing is written', async () => {
    const { rma, unit } = await inspectedRma('refurbished');
    const other = await soldUnits(t, admin, stock, customer, { status: 'paid' });
    await t.query(sql`update product_units set status = 'assigned', order_id = ${other.orderId}
      where id = ${unit.id}`);
    const res = await resolve(rma.id, { resolution: 'repair' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'UNIT_TAKEN' });
    expect(res.json().error).toContain(unit.identifier);
    expect(await rmaRow(rma.id)).toMatchObject({ status: 'inspected', resolutionOrderId: null });
    expect(await t.query(sql`select id from orders where rma_id = ${rma.id}`)).toEqual([]);
  });

  it('the original order is not refunded or cancelled while its replacement or repair order is open', async () => {
    const { sold, rma } = await inspectedRma('damaged', 2);
    const res = await resolve(rma.id, { resolution: 'replace' });
    expect(res.statusCode, res.body).toBe(200);
    const replacement = res.json().resolution as {
      resolutionOrderId: number;
      resolutionOrderNumber: string;
    };
    const [link] = await t.query<{ source: number | null }>(sql`
      select rma_source_order_id as source from orders where id = ${replacement.resolutionOrderId}`);
    expect(link).toEqual({ source: sold.orderId });
    const refundsBefore = counting.refunds.length;
    const message = ORDER_MESSAGES.rmaOrderOpen('replacement', replacement.resolutionOrderNumber);
    for (const [url, body] of [
      [`/api/admin/orders/${sold.orderId}/status`, { status: 'cancelled' }],
      [`/api/admin/orders/${sold.orderId}/status`, { status: 'refunded' }],
      [`/api/admin/orders/${sold.orderId}/payment-status`, { payment_status: 'refunded' }],
    ] as const) {
      const refused = await t.call('PUT', url, admin, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ error: message, code: 'RMA_ORDER_OPEN' });
    }
    expect(counting.refunds.length).toBe(refundsBefore);
    expect(await orderRow(sold.orderId)).toMatchObject({
      status: 'delivered',
      paymentStatus: 'paid',
      refundClaimed: false,
    });

    // A second unit of the order, claimed while the order is cancelled: no replacement.
    const second = await insertRma(t, { customer, unitId: sold.units[1]!.id, status: 'inspected' });
    await setUnit(sold.units[1]!.id, 'damaged');
    // The replacement cancelled, the original may be cancelled (and refunded) again.
    const cancelled = await t.call(
      'PUT',
      `/api/admin/orders/${replacement.resolutionOrderId}/status`,
      admin,
      { status: 'cancelled' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const closed = await t.call('PUT', `/api/admin/orders/${sold.orderId}/status`, admin, {
      status: 'cancelled',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const resolution of ['replace', 'repair']) {
      const refused = await resolve(second.id, { resolution });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        error: RMA_RESOLUTION_MESSAGES.originalClosed(sold.orderNumber, 'cancelled'),
        code: 'ORIGINAL_ORDER_CLOSED',
      });
    }
    expect(await rmaRow(second.id)).toMatchObject({ status: 'inspected', resolutionOrderId: null });
    expect(await t.query(sql`select id from orders where rma_id = ${second.id}`)).toEqual([]);
  });

  it('cancelling or refunding a zero-price order never calls the payment provider', async () => {
    const replaced = await inspectedRma('damaged');
    const a = await resolve(replaced.rma.id, { resolution: 'replace' });
    const replacementId = a.json().resolution.resolutionOrderId as number;
    const again = await inspectedRma('damaged');
    const b = await resolve(again.rma.id, { resolution: 'replace' });
    const secondId = b.json().resolution.resolutionOrderId as number;
    const [unit] = await t.query<{ id: number }>(
      sql`select id from product_units where order_id = ${secondId}`,
    );
    const refundsBefore = counting.refunds.length;

    const cancel = await t.call('PUT', `/api/admin/orders/${replacementId}/status`, admin, {
      status: 'cancelled',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = await t.call('PUT', `/api/admin/orders/${secondId}/payment-status`, admin, {
      payment_status: 'refunded',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(counting.refunds.length).toBe(refundsBefore);
    expect(await orderRow(replacementId)).toMatchObject({ status: 'cancelled' });
    expect(await orderRow(secondId)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
    });
    // The replacement's unit left the order: back on the shelf.
    expect(await unitRow(unit!.id)).toMatchObject({ status: 'available', orderId: null });
  });

  it("a repair order is not cancelled or refunded: the customer's own unit never goes into stock", async () => {
    const repaired = await inspectedRma('refurbished');
    const res = await resolve(repaired.rma.id, { resolution: 'repair' });
    expect(res.statusCode, res.body).toBe(200);
    const repair = res.json().resolution as {
      resolutionOrderId: number;
      resolutionOrderNumber: string;
    };
    for (const [url, body] of [
      [`/api/admin/orders/${repair.resolutionOrderId}/status`, { status: 'cancelled' }],
      [`/api/admin/orders/${repair.resolutionOrderId}/status`, { status: 'refunded' }],
      [
        `/api/admin/orders/${repair.resolutionOrderId}/payment-status`,
        { payment_status: 'refunded' },
      ],
    ] as const) {
      const refused = await t.call('PUT', url, admin, body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        error: ORDER_MESSAGES.repairOrderKept(repair.resolutionOrderNumber),
        code: 'REPAIR_ORDER_KEPT',
      });
    }
    expect(await orderRow(repair.resolutionOrderId)).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
    });
    expect(await unitRow(repaired.unit.id)).toMatchObject({
      status: 'assigned',
      orderId: repair.resolutionOrderId,
    });
  });

  it('only an inspected RMA is resolved: every other status is refused', async () => {
    const others = RMA_STATUSES.filter((s) => s !== 'inspected');
    const sold = await soldUnits(t, admin, stock, customer, { quantity: others.length });
    const answers: Record<string, number> = {};
    for (const [i, status] of others.entries()) {
      const unitId = sold.units[i]!.id;
      const rma = await insertRma(t, {
        customer,
        unitId,
        status: status === 'resolved' ? 'inspected' : status,
      });
      if (status === 'resolved') {
        await t.query(sql`update rmas set status = 'resolved', resolution = 'repair'
          where id = ${rma.id}`);
      }
      const res = await resolve(rma.id, { resolution: 'replace' });
      answers[status] = res.statusCode;
      expect((await rmaRow(rma.id)).status).toBe(status as RmaStatus);
    }
    expect(answers).toEqual(Object.fromEntries(others.map((s) => [s, 409])));
    expect(
      await t.query(sql`select id from orders where rma_id in (
        select id from rmas where order_id = ${sold.orderId})`),
    ).toEqual([]);
  });

  it('refuses customers, staff without order rights, bad input and unknown RMAs', async () => {
    const { rma } = await inspectedRma('damaged');
    const clerk = await t.createStaff('manager', { canManageOrders: false });
    const manager = await t.createStaff('manager', { canManageOrders: true });
    const urls = [
      ['POST', `/api/admin/rmas/${rma.id}/resolve`],
      ['GET', `/api/admin/rmas/${rma.id}/refund-preview`],
    ] as const;
    for (const [method, url] of urls) {
      const body = method === 'POST' ? { resolution: 'refund' } : undefined;
      expect((await t.call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await t.call(method, url, customer, body)).statusCode).toBe(403);
      expect((await t.call(method, url, clerk, body)).statusCode).toBe(403);
    }
    expect((await resolve(rma.id, { resolution: 'swap' })).statusCode).toBe(400);
    expect((await resolve(rma.id, {})).statusCode).toBe(400);
    expect(
      (await resolve(rma.id, { resolution: 'replace', note: 'x'.repeat(2001) })).statusCode,
    ).toBe(400);
    expect((await resolve(999_999, { resolution: 'replace' })).statusCode).toBe(404);
    expect((await t.call('GET', '/api/admin/rmas/999999/refund-preview', admin)).statusCode).toBe(
      404,
    );
    expect(await rmaRow(rma.id)).toMatchObject({ status: 'inspected' });
    // A manager who manages orders may resolve.
    const ok = await resolve(rma.id, { resolution: 'replace' }, manager);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('lists its calls in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/docs/json', admin)).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/rmas/{id}/resolve',
        '/api/admin/rmas/{id}/refund-preview',
      ]),
    );
  });
});
