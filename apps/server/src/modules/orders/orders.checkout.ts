import { addressLine, type SavedAddress, type ShippingAddress } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import type { ShopEvents } from '../../lib/metrics.ts';
import { newOrderNumber } from './orders.mappers.ts';
import type { OrdersRepository } from './orders.repository.ts';

/** The invoice's "Bill to" as the account had it at checkout (users.billTo). */
export type BillTo = {
  name: string;
  email: string;
  companyName: string | null;
  phone: string | null;
  address: SavedAddress | null;
};

export type PaidOrderInput = {
  customerId: number;
  billTo: BillTo;
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
  lines: PaidOrderLine[];
  /**
   * 'online' for the shop's checkout; 'quote' for an order made from an accepted quote;
   * 'replacement' or 'repair' for the zero-price order that ships an RMA's unit.
   */
  orderType?: 'online' | 'quote' | 'replacement' | 'repair' | 'subscription';
  /**
   * 'completed' for an order with nothing to send or install (a subscription invoice's);
   * 'paid' (absent) for one the staff fulfil.
   */
  status?: 'paid' | 'completed';
  /** The RMA a replacement or repair order ships for; one order per RMA. */
  rmaId?: number | null;
  /** The original order a replacement or repair order is made for. */
  rmaSourceOrderId?: number | null;
  /** The accepted quote the order is made from. */
  quoteId?: number | null;
  /**
   * What is still owed after this payment (a quote paid by deposit): the order is then paid
   * with payment status 'partial'. 0 or absent: paid in full.
   */
  balanceDueCents?: number;
  /** The first history entry's note; "Paid by card at checkout" when absent. */
  note?: string;
};

/**
 * A line as the order keeps it: a product (kind absent or 'product', with its package), a
 * labour line of the price list (no product), a quote's discount (negative price), or a
 * subscription invoice's plan line.
 */
export type PaidOrderLine =
  | {
      kind?: 'product';
      productId: number;
      packageId: number | null;
      productName: string;
      packageName: string;
      sku: string;
      quantity: number;
      unitPriceCents: number;
    }
  | {
      kind: 'labour';
      labourPriceId: number;
      productName: string;
      packageName?: string;
      sku?: string;
      quantity: number;
      unitPriceCents: number;
    }
  | {
      kind: 'discount';
      productName: string;
      packageName?: string;
      sku?: string;
      quantity: 1;
      unitPriceCents: number;
    }
  | {
      /** A subscription invoice's line: a period of a plan, or its set-up fee. */
      kind: 'plan';
      productName: string;
      packageName?: string;
      sku?: string;
      quantity: 1;
      unitPriceCents: number;
    };

/**
 * Checkout completion: the order written from a confirmed payment, once per payment intent,
 * inside the checkout's transaction.
 */
export function createOrderCompletion({
  database,
  repository,
  events,
}: {
  database: DatabaseHandle;
  repository: OrdersRepository;
  events: Pick<ShopEvents, 'orderCreated'>;
}) {
  return {
    /**
     * Writes a paid order with its lines and first history entry, inside the caller's
     * transaction. The payment intent is a unique key: when an order already exists for it,
     * nothing is written and that order's id is answered with created false.
     */
    async createPaid(
      input: PaidOrderInput,
    ): Promise<
      { id: number; orderNumber: string; created: true } | { id: number; created: false }
    > {
      const balanceDue = input.balanceDueCents ?? 0;
      const orderNumber = newOrderNumber();
      return database.transaction(async () => {
        const id = await repository.insertIfNew({
          orderNumber,
          customerId: input.customerId,
          customerName: input.billTo.name,
          customerEmail: input.billTo.email,
          billToCompany: input.billTo.companyName,
          billToPhone: input.billTo.phone,
          billToAddress: input.billTo.address?.address ?? null,
          billToCity: input.billTo.address?.city ?? null,
          billToState: input.billTo.address?.state ?? null,
          billToZipCode: input.billTo.address?.zipCode ?? null,
          billToCountry: input.billTo.address?.country ?? null,
          orderType: input.orderType ?? 'online',
          status: input.status ?? 'paid',
          paymentStatus: balanceDue > 0 ? 'partial' : 'paid',
          quoteId: input.quoteId ?? null,
          rmaId: input.rmaId ?? null,
          rmaSourceOrderId: input.rmaSourceOrderId ?? null,
          balanceDueCents: balanceDue,
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
            created: false as const,
          };
        }
        await repository.insertItems(
          input.lines.map((l) => ({
            orderId: id,
            kind: l.kind ?? 'product',
            productId: l.kind === undefined || l.kind === 'product' ? l.productId : null,
            packageId: l.kind === undefined || l.kind === 'product' ? l.packageId : null,
            labourPriceId: l.kind === 'labour' ? l.labourPriceId : null,
            productName: l.productName,
            packageName: l.packageName ?? '',
            sku: l.sku ?? '',
            quantity: l.quantity,
            unitPriceCents: l.unitPriceCents,
            lineTotalCents: l.unitPriceCents * l.quantity,
            // Stamped from the product's default location just below.
            warehouseId: null,
            locationId: null,
            locationCode: null,
          })),
        );
        await repository.stampDefaultLocations(id);
        await repository.insertHistory({
          orderId: id,
          status: input.status ?? 'paid',
          paymentStatus: balanceDue > 0 ? 'partial' : 'paid',
          fromStatus: null,
          fromPaymentStatus: null,
          note: input.note ?? 'Paid by card at checkout',
          changedBy: null,
        });
        database.afterCommit(() => events.orderCreated());
        return { id, orderNumber, created: true as const };
      });
    },

    idByPaymentIntent: (paymentIntentId: string) => repository.idByPaymentIntent(paymentIntentId),
    /** The account an order is for (a quote's is its customer's, whoever paid: ADR 0043). */
    customerIdOf: (id: number) => repository.customerIdOf(id),

    /**
     * Inside the order transaction, before anything is read: a second request for the same
     * payment waits here until the first has committed, then finds its order.
     */
    lockPayment: (paymentIntentId: string) => repository.lockPayment(paymentIntentId),
  };
}
