import { describe, expect, it } from 'vitest';
import { asCents, RMA_RESOLUTION_MESSAGES } from '@shop/contract';
import { rmaRefundFigures } from './orders.rma.ts';
import type { OrderItemRow, OrderRow } from './orders.repository.ts';

const item = (over: Partial<OrderItemRow>): OrderItemRow =>
  ({
    id: 1,
    kind: 'product',
    productId: 10,
    quantity: 1,
    unitPriceCents: 10_000,
    lineTotalCents: 10_000,
    ...over,
  }) as OrderItemRow;

/** A paid order: two cameras at $100, an installation line of $50, 8% tax, $10 shipping. */
const order = (over: Partial<OrderRow> = {}): OrderRow =>
  ({
    orderNumber: 'SV-1',
    status: 'delivered',
    paymentStatus: 'paid',
    totalCents: 25_000 + 2_000 + 1_000,
    balanceDueCents: 0,
    refundedCents: 0,
    taxCents: 2_000,
    items: [
      item({ id: 1, productId: 10, quantity: 2, lineTotalCents: 20_000 }),
      item({
        id: 2,
        kind: 'labour',
        productId: null,
        unitPriceCents: 5_000,
        lineTotalCents: 5_000,
      }),
      item({ id: 3, productId: 11, unitPriceCents: 0, lineTotalCents: 0 }),
    ],
    ...over,
  }) as OrderRow;

describe("an RMA's refund figures from the order's own lines", () => {
  it("the unit's price with its share of the tax over product and labour lines", () => {
    expect(rmaRefundFigures(order(), { orderItemId: null, productId: 10 })).toEqual({
      orderNumber: 'SV-1',
      unitPriceCents: 10_000,
      amountCents: 10_800,
      taxCents: 800,
      refundableCents: 28_000,
      refusal: null,
    });
  });

  it('less its share of a discount line; the line named by the RMA wins over its product', () => {
    const discounted = order({
      taxCents: 1_600,
      items: [
        item({ id: 1, productId: 10, unitPriceCents: 9_000, lineTotalCents: 9_000 }),
        item({ id: 4, productId: 10, unitPriceCents: 11_000, lineTotalCents: 11_000 }),
        item({
          id: 5,
          kind: 'discount',
          productId: null,
          unitPriceCents: -2_000,
          lineTotalCents: -2_000,
        }),
      ],
    });
    // 11,000 less its 11/20 of the 2,000 discount = 9,900, plus 9,900 / 18,000 of the 1,600 tax.
    expect(rmaRefundFigures(discounted, { orderItemId: 4, productId: 10 })).toMatchObject({
      unitPriceCents: 11_000,
      amountCents: 10_780,
      taxCents: 880,
    });
  });

  it('never more than is left: what was paid less what was refunded', () => {
    const mostlyRefunded = order({ refundedCents: 20_500 });
    expect(rmaRefundFigures(mostlyRefunded, { orderItemId: null, productId: 10 })).toMatchObject({
      amountCents: 7_500,
      refundableCents: 7_500,
      refusal: null,
    });
  });

  it('refuses while the order still owes a balance (a deposit only): settle it first', () => {
    const deposit = order({ paymentStatus: 'partial', balanceDueCents: 20_000 });
    expect(rmaRefundFigures(deposit, { orderItemId: null, productId: 10 })).toMatchObject({
      refusal: RMA_RESOLUTION_MESSAGES.balanceOwed(asCents(20_000)),
    });
  });

  it('refuses a free line, an order with nothing left, and a closed or unpaid order', () => {
    const free = rmaRefundFigures(order(), { orderItemId: 3, productId: 11 });
    expect(free).toMatchObject({ amountCents: 0, refusal: RMA_RESOLUTION_MESSAGES.freeLine });
    for (const over of [
      { refundedCents: 28_000 },
      { status: 'cancelled', paymentStatus: 'refunded' },
      { paymentStatus: 'pending' },
    ] as Partial<OrderRow>[]) {
      expect(rmaRefundFigures(order(over), { orderItemId: null, productId: 10 })).toMatchObject({
        amountCents: 0,
        taxCents: 0,
        refusal: RMA_RESOLUTION_MESSAGES.nothingLeft,
      });
    }
  });
});
