import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '@shop/contract';
import { createTestApp, type TestApp } from './helpers.ts';
import {
  countingTestProvider,
  createOrder,
  pricedProducts,
  stockOf,
  type FixtureProduct,
} from './order-fixtures.ts';

type Person = { id: number; email: string; cookie: string };
type History = {
  status: string;
  payment_status: string;
  from_status: string | null;
  from_payment_status: string | null;
  note: string | null;
  changed_by: string | null;
  created_at: string;
};

/**
 * The back office's changes of one order that do not differ by engine (PGlite only; the
 * races are in admin-orders.test.ts): reopening a closed order, refunds that go once, bulk
 * changes around a refund in progress, and the history and mail of the editable details.
 */
describe('admin order changes', () => {
  let t: TestApp;
  let admin: Person;
  let customer: Person;
  let products: FixtureProduct[];
  const counting = countingTestProvider(() => t);

  const order = (
    overrides: Partial<Parameters<typeof createOrder>[1]> = {},
    lines = [{ product: products[0]!, quantity: 2 }],
  ) =>
    createOrder(t, {
      customer: { id: customer.id, email: customer.email, name: 'Ann Buyer' },
      lines,
      ...overrides,
    });
  const setStatus = (id: number, body: object, who: Person = admin) =>
    t.call('PUT', `/api/admin/orders/${id}/status`, who, body);
  const setPayment = (id: number, body: object, who: Person = admin) =>
    t.call('PUT', `/api/admin/orders/${id}/payment-status`, who, body);
  const saveDetails = (id: number, body: object, who: Person = admin) =>
    t.call('PUT', `/api/admin/orders/${id}`, who, body);
  const adminView = async (id: number) =>
    (await t.call('GET', `/api/admin/orders/${id}`, admin)).json().order as {
      status: string;
      payment_status: string;
      tracking_number: string | null;
      history: History[];
    };
  const shippedMails = (orderNumber: string) =>
    t.query<{ text_body: string }>(
      sql`select text_body from mail_outbox where kind = 'order_shipped'
        and subject like ${`%${orderNumber}%`} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp({ paymentProvider: counting.provider });
    await t.seedCatalogue();
    admin = await t.createStaff('admin');
    customer = await t.signUp({ firstName: 'Ann', lastName: 'Buyer' });
    products = await pricedProducts(t);
    expect(products.length).toBeGreaterThan(3);
  });
  afterAll(() => t.close());

  describe('reopening a closed order', () => {
    it('a refunded order reopened to pending takes its stock again and waits for a new payment', async () => {
      const product = products[0]!;
      const before = await stockOf(t, product.id);
      const made = await order({}, [{ product, quantity: 2 }]);
      const refunded = await setPayment(made.id, { payment_status: 'refunded' });
      expect(refunded.statusCode, refunded.body).toBe(200);
      expect(await stockOf(t, product.id)).toBe(before);

      const reopened = await setStatus(made.id, { status: 'pending' });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json().order).toMatchObject({ status: 'pending', payment_status: 'pending' });
      expect(await stockOf(t, product.id)).toBe(before - 2);
      expect(reopened.json().order.history.at(-1)).toMatchObject({
        from_status: 'refunded',
        status: 'pending',
        from_payment_status: 'refunded',
        payment_status: 'pending',
        changed_by: 'Site Administrator',
        note: expect.stringContaining('Reopened'),
      });
    });

    it('a cancelled unpaid order reopens with its stock; only Pending reopens a closed order', async () => {
      const product = products[1]!;
      const before = await stockOf(t, product.id);
      const made = await order({ status: 'pending', paymentStatus: 'pending' }, [
        { product, quantity: 1 },
      ]);
      expect((await setStatus(made.id, { status: 'cancelled' })).statusCode).toBe(200);
      expect(await stockOf(t, product.id)).toBe(before);

      for (const status of ['processing', 'shipped', 'refunded', 'cancelled']) {
        const refused = await setStatus(made.id, { status });
        expect(refused.statusCode, status).toBe(409);
        expect(refused.json().error).toBe(ORDER_MESSAGES.closed);
      }
      // Only staff who manage orders may reopen one.
      expect((await setStatus(made.id, { status: 'pending' }, customer)).statusCode).toBe(403);
      expect(await stockOf(t, product.id)).toBe(before);

      const reopened = await setStatus(made.id, { status: 'pending' });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json().order).toMatchObject({ status: 'pending', payment_status: 'pending' });
      expect(await stockOf(t, product.id)).toBe(before - 1);
    });

    it('refuses with the reason when the stock is gone, and changes nothing', async () => {
      const product = products[2]!;
      const made = await order({}, [{ product, quantity: 3 }]);
      expect((await setStatus(made.id, { status: 'cancelled' })).statusCode).toBe(200);
      // Sold meanwhile: one left of the three the order needs.
      await t.query(sql`update products set stock = 1 where id = ${product.id}`);
      const historyBefore = (await adminView(made.id)).history.length;

      const refused = await setStatus(made.id, { status: 'pending' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(ORDER_MESSAGES.notEnoughToReopen(product.name, 1, 3));
      expect(await stockOf(t, product.id)).toBe(1);
      const after = await adminView(made.id);
      expect(after).toMatchObject({ status: 'cancelled', payment_status: 'refunded' });
      expect(after.history).toHaveLength(historyBefore);
    });

    it('refuses an archived product by name', async () => {
      const product = products[3]!;
      const made = await order({}, [{ product, quantity: 1 }]);
      expect((await setStatus(made.id, { status: 'cancelled' })).statusCode).toBe(200);
      await t.query(sql`update products set archived_at = now() where id = ${product.id}`);
      try {
        const refused = await setStatus(made.id, { status: 'pending' });
        expect(refused.statusCode).toBe(409);
        expect(refused.json().error).toBe(ORDER_MESSAGES.notForSaleToReopen(product.name));
        expect((await adminView(made.id)).status).toBe('cancelled');
      } finally {
        await t.query(sql`update products set archived_at = null where id = ${product.id}`);
      }
    });
  });

  describe('money goes back once', () => {
    it('refunded from the payment menu refunds once; asked again it is refused', async () => {
      const made = await order();
      const first = await setPayment(made.id, { payment_status: 'refunded' });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().order).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
      const again = await setPayment(made.id, { payment_status: 'refunded' });
      expect(again.statusCode).toBe(409);
      expect(counting.refunds.filter((id) => id === made.paymentIntentId)).toHaveLength(1);
    });

    it('a reopened order paid again and refunded again sends nothing to the provider twice', async () => {
      const product = products[0]!;
      const before = await stockOf(t, product.id);
      const made = await order({}, [{ product, quantity: 1 }]);
      expect((await setStatus(made.id, { status: 'refunded' })).statusCode).toBe(200);
      expect((await setStatus(made.id, { status: 'pending' })).statusCode).toBe(200);
      expect((await setPayment(made.id, { payment_status: 'paid' })).statusCode).toBe(200);
      expect(await stockOf(t, product.id)).toBe(before - 1);

      const second = await setPayment(made.id, { payment_status: 'refunded' });
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().order).toMatchObject({ status: 'refunded', payment_status: 'refunded' });
      expect(second.json().order.history.at(-1).note).toContain('already refunded');
      expect(counting.refunds.filter((id) => id === made.paymentIntentId)).toHaveLength(1);
      expect(await stockOf(t, product.id)).toBe(before);
    });
  });

  it('bulk status skips an order whose refund is in progress, and names it', async () => {
    const moving = await order();
    const refunding = await order();
    await t.query(sql`update orders set refund_started_at = now() where id = ${refunding.id}`);

    const res = await t.call('PUT', '/api/admin/orders/bulk-status', admin, {
      ids: [moving.id, refunding.id],
      status: 'processing',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      updated: 1,
      skipped: [
        {
          id: refunding.id,
          order_number: refunding.orderNumber,
          reason: ORDER_MESSAGES.refundInProgress,
        },
      ],
    });
    expect((await adminView(moving.id)).status).toBe('processing');
    const untouched = await adminView(refunding.id);
    expect(untouched.status).toBe('paid');
    expect(untouched.history).toHaveLength(1);
  });

  describe('the editable details', () => {
    it('tracking number, expected delivery and notes edits are in the history with who and when', async () => {
      const made = await order();
      const since = Date.now() - 1000;
      expect(
        (
          await saveDetails(made.id, {
            tracking_number: 'TRK-100',
            expected_delivery: '2026-12-01',
          })
        ).statusCode,
      ).toBe(200);
      expect(
        (await saveDetails(made.id, { tracking_number: 'TRK-200', expected_delivery: null }))
          .statusCode,
      ).toBe(200);
      expect((await saveDetails(made.id, { notes: 'Fragile: two boxes' })).statusCode).toBe(200);
      // The same values again are no change: nothing more is written.
      expect(
        (await saveDetails(made.id, { tracking_number: 'TRK-200', notes: 'Fragile: two boxes' }))
          .statusCode,
      ).toBe(200);
      expect((await saveDetails(made.id, { tracking_number: null })).statusCode).toBe(200);

      const history = (await adminView(made.id)).history.slice(1);
      expect(history.map((h) => h.note)).toEqual([
        'Tracking number set to TRK-100. Expected delivery set to 2026-12-01.',
        'Tracking number changed from TRK-100 to TRK-200. Expected delivery cleared.',
        'Notes changed: Fragile: two boxes',
        'Tracking number removed.',
      ]);
      for (const h of history) {
        expect(h).toMatchObject({
          status: 'paid',
          from_status: 'paid',
          payment_status: 'paid',
          from_payment_status: 'paid',
          changed_by: 'Site Administrator',
        });
        expect(new Date(h.created_at).getTime()).toBeGreaterThanOrEqual(since);
      }

      // Staff notes stay staff-only: the customer's order shows the shipping changes, not them.
      const mine = await t.call('GET', `/api/customer/orders/${made.id}`, customer);
      expect(mine.statusCode, mine.body).toBe(200);
      const notes = (mine.json().order.history as History[]).map((h) => h.note);
      expect(notes).toContain(
        'Tracking number changed from TRK-100 to TRK-200. Expected delivery cleared.',
      );
      expect(notes.join(' ')).not.toContain('Fragile');
    });

    it('adding a tracking number to a shipped order mails the customer once, with the number', async () => {
      const made = await order();
      // Shipped without a number: no shipped mail yet (it would have nothing to track).
      expect((await setStatus(made.id, { status: 'shipped' })).statusCode).toBe(200);
      expect(await shippedMails(made.orderNumber)).toHaveLength(0);

      expect((await saveDetails(made.id, { tracking_number: '1Z999AA1' })).statusCode).toBe(200);
      let mails = await shippedMails(made.orderNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Tracking number: 1Z999AA1');

      // Saved again (with another field), or the status set again: no second mail.
      expect(
        (
          await saveDetails(made.id, {
            tracking_number: '1Z999AA1',
            expected_delivery: '2026-12-02',
          })
        ).statusCode,
      ).toBe(200);
      expect((await setStatus(made.id, { status: 'processing' })).statusCode).toBe(200);
      expect((await setStatus(made.id, { status: 'shipped' })).statusCode).toBe(200);
      expect(await shippedMails(made.orderNumber)).toHaveLength(1);

      // A corrected number is news to the customer.
      expect((await saveDetails(made.id, { tracking_number: '1Z999BB2' })).statusCode).toBe(200);
      mails = await shippedMails(made.orderNumber);
      expect(mails).toHaveLength(2);
      expect(mails[1]!.text_body).toContain('Tracking number: 1Z999BB2');
    });

    it('a number saved before shipping is mailed when the order ships, once', async () => {
      const made = await order({ status: 'processing' });
      expect((await saveDetails(made.id, { tracking_number: 'EARLY-7' })).statusCode).toBe(200);
      expect(await shippedMails(made.orderNumber)).toHaveLength(0);
      // Mark as Shipped sends the number the form shows (the one saved).
      expect(
        (await setStatus(made.id, { status: 'shipped', tracking_number: 'EARLY-7' })).statusCode,
      ).toBe(200);
      const mails = await shippedMails(made.orderNumber);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text_body).toContain('Tracking number: EARLY-7');
      expect((await adminView(made.id)).tracking_number).toBe('EARLY-7');
    });

    it('refuses other people and unknown orders without a change', async () => {
      const made = await order();
      expect((await saveDetails(made.id, { tracking_number: 'X-1' }, customer)).statusCode).toBe(
        403,
      );
      expect(
        (await t.call('PUT', `/api/admin/orders/${made.id}`, undefined, { notes: 'x' })).statusCode,
      ).toBe(401);
      expect((await saveDetails(999999, { tracking_number: 'X-1' })).statusCode).toBe(404);
      expect((await adminView(made.id)).history).toHaveLength(1);
      expect(await shippedMails(made.orderNumber)).toHaveLength(0);
    });
  });
});
