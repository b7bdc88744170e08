import {
  ORDER_MESSAGES,
  paginationOf,
  RATEABLE_ORDER_STATUSES,
  asCents,
  type CustomerOrdersQuery,
  type Order,
  type OrderStatus,
  type OrderSummary,
  type PaymentStatus,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { notFound, toOrder } from './orders.mappers.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

/**
 * A customer's own orders: each call is scoped to the customer (someone else's order is
 * "not found"), the list and stats of the dashboard, the rating of a delivered line.
 */
export function createCustomerOrders({
  database,
  repository,
  catalogue,
}: {
  database: DatabaseHandle;
  repository: OrdersRepository;
  catalogue: Pick<CatalogueService, 'addRating'>;
}) {
  function ownOrder(customerId: number, row: OrderRow | undefined): OrderRow {
    // Someone else's order is "not found", never "forbidden": its existence is not told.
    if (!row || row.customerId !== customerId) throw notFound();
    return row;
  }

  return {
    async forCustomer(customerId: number, id: number): Promise<Order> {
      return toOrder(ownOrder(customerId, await repository.find(id)));
    },

    /** The customer's own order with lines (invoice), or not found. */
    async rowForCustomer(customerId: number, id: number): Promise<OrderRow> {
      return ownOrder(customerId, await repository.find(id));
    },

    async byNumberForCustomer(customerId: number, orderNumber: string): Promise<Order> {
      return toOrder(ownOrder(customerId, await repository.findByNumber(orderNumber)));
    },

    allForCustomer: (customerId: number) => repository.findAllForCustomer(customerId),
    forCustomerBetween: (customerId: number, from: string, to: string) =>
      repository.findForCustomerBetween(customerId, from, to),
    ratingsOf: (userId: number) => repository.ratingsOf(userId),

    async listForCustomer(customerId: number, q: CustomerOrdersQuery) {
      const total = await repository.countForCustomer(customerId, q);
      const rows = total ? await repository.listForCustomer(customerId, q) : [];
      const orders: OrderSummary[] = rows.map((r) => ({
        id: r.id,
        order_number: r.orderNumber,
        status: r.status as OrderStatus,
        payment_status: r.paymentStatus as PaymentStatus,
        subtotal: asCents(r.subtotalCents),
        total_amount: asCents(r.totalCents),
        created_at: new Date(r.createdAt).toISOString(),
        itemCount: r.itemCount,
        totalQuantity: r.totalQuantity,
        rateable: r.rateable,
      }));
      return { success: true as const, orders, pagination: paginationOf(q.page, q.limit, total) };
    },

    async customerStats(customerId: number) {
      const s = await repository.customerStats(customerId);
      return {
        success: true as const,
        stats: {
          totalOrders: s.totalOrders,
          pending: s.pending,
          delivered: s.delivered,
          totalSpent: asCents(s.spentCents),
          latestOrderId: s.latestOrderId,
        },
      };
    },

    /**
     * A customer's stars for one line of their own delivered order: once per line, and the
     * product's rating and review count move in the same transaction.
     */
    async rate(customerId: number, orderId: number, itemId: number, rating: number) {
      return database.transaction(async () => {
        const order = await repository.lockForUpdate(orderId);
        if (!order || order.customerId !== customerId) throw notFound();
        if (!RATEABLE_ORDER_STATUSES.includes(order.status)) {
          throw new DomainError('conflict', ORDER_MESSAGES.notRateable, { code: 'NOT_RATEABLE' });
        }
        const item = await repository.findItem(orderId, itemId);
        if (item && item.productId === null) {
          throw new DomainError('validation', ORDER_MESSAGES.notAProduct, {
            fields: { itemId: ORDER_MESSAGES.notAProduct },
          });
        }
        if (!item) {
          throw new DomainError('validation', ORDER_MESSAGES.itemNotInOrder, {
            fields: { itemId: ORDER_MESSAGES.itemNotInOrder },
          });
        }
        const productId = item.productId!;
        const inserted = await repository.insertRating({
          orderItemId: itemId,
          productId,
          userId: customerId,
          rating,
        });
        if (!inserted) {
          throw new DomainError('conflict', ORDER_MESSAGES.alreadyRated, { code: 'ALREADY_RATED' });
        }
        const product = (await catalogue.addRating(productId, rating))!;
        return {
          success: true as const,
          itemId,
          rating,
          product: {
            id: product.id,
            rating: Number(product.rating),
            reviewCount: product.reviewCount,
          },
        };
      });
    },

    // ---- staff ----
  };
}
