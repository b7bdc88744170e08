import { randomInt } from 'node:crypto';
import {
  addressLine,
  paginationOf,
  toDollars,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type PaymentStatus,
  type ShippingAddress,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { OrderRow } from './orders.repository.ts';

export const ORDER_MESSAGES = { notFound: 'Order not found' } as const;

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** "SV-261123-7K3M9Q": the day it was made and six random characters; unique by index. */
export function newOrderNumber(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  let tail = '';
  for (let i = 0; i < 6; i++) tail += CROCKFORD[randomInt(CROCKFORD.length)];
  return `SV-${day}-${tail}`;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    orderType: row.orderType as Order['orderType'],
    status: row.status as OrderStatus,
    paymentStatus: row.paymentStatus as PaymentStatus,
    subtotal: toDollars(row.subtotalCents),
    taxRate: Number(row.taxRate),
    tax: toDollars(row.taxCents),
    shipping: toDollars(row.shippingCents),
    total: toDollars(row.totalCents),
    currency: row.currency,
    shippingAddress: row.shippingAddress,
    shipTo: {
      address: row.shipStreet,
      city: row.shipCity,
      state: row.shipState,
      zipCode: row.shipZip,
      country: row.shipCountry,
    },
    paymentProvider: row.paymentProvider,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    items: row.items.map((i) => ({
      id: i.id,
      productId: i.productId,
      packageId: i.packageId,
      productName: i.productName,
      packageName: i.packageName,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: toDollars(i.unitPriceCents),
      lineTotal: toDollars(i.lineTotalCents),
    })),
    history: row.history.map((h) => ({
      status: h.status as OrderStatus,
      paymentStatus: h.paymentStatus as PaymentStatus,
      note: h.note,
      createdAt: new Date(h.createdAt).toISOString(),
    })),
  };
}

export type PaidOrderInput = {
  customerId: number;
  paymentIntentId: string;
  paymentProvider: string;
  cardBrand: string | null;
  cardLast4: string | null;
  subtotalCents: number;
  taxRate: number;
  taxCents: number;
  shippingCents: number;
  totalCents: number;
  shipTo: ShippingAddress;
  lines: {
    productId: number;
    packageId: number;
    productName: string;
    packageName: string;
    sku: string;
    quantity: number;
    unitPriceCents: number;
  }[];
};

export function createOrdersService({ database }: { database: DatabaseHandle }) {
  const repository = createOrdersRepository(database);

  async function ownOrder(customerId: number, row: OrderRow | undefined): Promise<OrderRow> {
    // Someone else's order is "not found", never "forbidden": its existence is not told.
    if (!row || row.customerId !== customerId) {
      throw new DomainError('not_found', ORDER_MESSAGES.notFound);
    }
    return row;
  }

  return {
    /**
     * Writes a paid order with its lines and first history entry, inside the caller's
     * transaction. The payment intent is a unique key: when an order already exists for it,
     * nothing is written and that order's id is answered with created false.
     */
    async createPaid(input: PaidOrderInput): Promise<{ id: number; created: boolean }> {
      return database.transaction(async () => {
        const id = await repository.insertIfNew({
          orderNumber: newOrderNumber(),
          customerId: input.customerId,
          orderType: 'online',
          status: 'paid',
          paymentStatus: 'paid',
          subtotalCents: input.subtotalCents,
          taxRate: input.taxRate.toFixed(5),
          taxCents: input.taxCents,
          shippingCents: input.shippingCents,
          totalCents: input.totalCents,
          shippingAddress: addressLine(input.shipTo),
          shipStreet: input.shipTo.address,
          shipCity: input.shipTo.city,
          shipState: input.shipTo.state,
          shipZip: input.shipTo.zipCode,
          shipCountry: input.shipTo.country,
          paymentProvider: input.paymentProvider,
          paymentIntentId: input.paymentIntentId,
          cardBrand: input.cardBrand,
          cardLast4: input.cardLast4,
        });
        if (id === undefined) {
          return {
            id: (await repository.idByPaymentIntent(input.paymentIntentId))!,
            created: false,
          };
        }
        await repository.insertItems(
          input.lines.map((l) => ({
            orderId: id,
            productId: l.productId,
            packageId: l.packageId,
            productName: l.productName,
            packageName: l.packageName,
            sku: l.sku,
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            lineTotalCents: l.unitPriceCents * l.quantity,
            // The warehouse issue fills these from the product's default location.
            warehouseId: null,
            locationId: null,
            locationCode: null,
          })),
        );
        await repository.insertHistory({
          orderId: id,
          status: 'paid',
          paymentStatus: 'paid',
          note: 'Paid by card at checkout',
          changedBy: null,
        });
        return { id, created: true };
      });
    },

    idByPaymentIntent: (paymentIntentId: string) => repository.idByPaymentIntent(paymentIntentId),

    /**
     * Inside the order transaction, before anything is read: a second request for the same
     * payment waits here until the first has committed, then finds its order.
     */
    lockPayment: (paymentIntentId: string) => repository.lockPayment(paymentIntentId),

    async get(id: number): Promise<Order> {
      const row = await repository.find(id);
      if (!row) throw new DomainError('not_found', ORDER_MESSAGES.notFound);
      return toOrder(row);
    },

    async forCustomer(customerId: number, id: number): Promise<Order> {
      return toOrder(await ownOrder(customerId, await repository.find(id)));
    },

    /** The invoice PDF of the customer's own order; `buyerOf` reads the account (users service). */
    async invoiceForCustomer(
      customerId: number,
      id: number,
      buyerOf: (userId: number) => Promise<
        | {
            firstName: string;
            lastName: string;
            companyName: string | null;
            email: string;
            phone: string | null;
          }
        | undefined
      >,
    ): Promise<{ fileName: string; pdf: Buffer }> {
      const row = await ownOrder(customerId, await repository.find(id));
      const buyer = await buyerOf(row.customerId);
      const pdf = await renderInvoicePdf(row, {
        name: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim() : 'Customer',
        companyName: buyer?.companyName ?? null,
        email: buyer?.email ?? '',
        phone: buyer?.phone ?? null,
      });
      return { fileName: `invoice-${row.orderNumber}.pdf`, pdf };
    },

    async byNumberForCustomer(customerId: number, orderNumber: string): Promise<Order> {
      return toOrder(await ownOrder(customerId, await repository.findByNumber(orderNumber)));
    },

    async listForCustomer(customerId: number, page: number, limit: number) {
      const total = await repository.countForCustomer(customerId);
      const rows = total
        ? await repository.listForCustomer(customerId, limit, (page - 1) * limit)
        : [];
      const orders: OrderSummary[] = rows.map((r) => ({
        id: r.id,
        orderNumber: r.orderNumber,
        status: r.status as OrderStatus,
        paymentStatus: r.paymentStatus as PaymentStatus,
        total: toDollars(r.totalCents),
        createdAt: new Date(r.createdAt).toISOString(),
        itemCount: r.itemCount,
      }));
      return { success: true as const, orders, pagination: paginationOf(page, limit, total) };
    },
  };
}
