// The rules of this module, in words: docs/modules/orders.md
import type { DatabaseHandle } from '@shop/db';
import type { ShopEvents } from '../../lib/metrics.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { UnitsService } from '../warehouse/units/units.service.ts';
import { createOrderBalance } from './order-balance.ts';
import { createAdminOrders, type OrderFollower } from './orders.admin.ts';
import { createOrderCompletion } from './orders.checkout.ts';
import { createCustomerOrders } from './orders.customer.ts';
import { createOrdersRepository } from './orders.repository.ts';
import { createOrderTracking } from './orders.tracking.ts';
import { createRmaOrders } from './orders.rma.ts';
import { createOrderPlacement } from './place-order.ts';

export type OrdersService = ReturnType<typeof createOrdersService>;
export type { AdminOrderListRow, OrderRow } from './orders.repository.ts';

/**
 * Orders, in four parts by responsibility: checkout completion (orders.checkout.ts, and the
 * placement of a paid order from its plan: place-order.ts), the
 * customer's own orders (orders.customer.ts), the back office's workflow (orders.admin.ts)
 * and the public tracking page (orders.tracking.ts); how an order is answered is
 * orders.mappers.ts; what an RMA needs of orders is orders.rma.ts.
 */
export function createOrdersService(deps: {
  database: DatabaseHandle;
  payments: Pick<PaymentsService, 'refundOrderPayment' | 'balancePaymentIdsOf'>;
  mail: Pick<MailService, 'queue' | 'kick'>;
  /**
   * The warehouse: an order's units follow its payment and status
   * (docs/modules/warehouse.md#units).
   */
  units: Pick<UnitsService, 'assignToOrder' | 'followOrder' | 'followRefusal' | 'unitsOfOrders'>;
  /** Stock and ratings are the catalogue's: a cancelled order's lines go back through it. */
  catalogue: Pick<
    CatalogueService,
    'restock' | 'addRating' | 'takeStock' | 'takeQuotedStock' | 'releaseHold' | 'facts'
  >;
  publicUrl: string;
  /** Signs the public tracking links (the server's session secret). */
  secret: string;
  /** Counts each order made, once it is committed. */
  events: Pick<ShopEvents, 'orderCreated'>;
}) {
  const repository = createOrdersRepository(deps.database);
  /**
   * Modules that follow an order's life register here when they are built (a cancelled or
   * refunded order cancels its installation job), so orders need not know them.
   */
  const followers: OrderFollower[] = [];
  const tracking = createOrderTracking({ ...deps, repository });
  const completion = createOrderCompletion({ ...deps, repository });
  // ADR 0062: the one way a paid order is placed (a cart's, a quote's, an RMA's).
  const placement = createOrderPlacement({ ...deps, repository, completion });
  const customer = createCustomerOrders({ ...deps, repository });
  const admin = createAdminOrders({
    ...deps,
    repository,
    followers,
    trackingUrl: tracking.trackingUrl,
  });
  const balance = createOrderBalance({ ...deps, repository });
  // An RMA's refund of one unit's line, and its replacement or repair order.
  const rma = createRmaOrders({ ...deps, repository });
  // ADR 0068: each member is named with the part that holds it.
  return {
    createPaid: completion.createPaid,
    idByPaymentIntent: completion.idByPaymentIntent,
    customerIdOf: completion.customerIdOf,
    lockPayment: completion.lockPayment,

    placeOrder: placement.placeOrder,

    forCustomer: customer.forCustomer,
    rowForCustomer: customer.rowForCustomer,
    byNumberForCustomer: customer.byNumberForCustomer,
    allForCustomer: customer.allForCustomer,
    forCustomerBetween: customer.forCustomerBetween,
    ratingsOf: customer.ratingsOf,
    listForCustomer: customer.listForCustomer,
    customerStats: customer.customerStats,
    rate: customer.rate,

    get: admin.get,
    row: admin.row,
    windowTotals: admin.windowTotals,
    dailyTotals: admin.dailyTotals,
    bestSellers: admin.bestSellers,
    countAll: admin.countAll,
    countMissingUnits: admin.countMissingUnits,
    recountMissingUnits: admin.recountMissingUnits,
    hasOrders: admin.hasOrders,
    customerOrderPage: admin.customerOrderPage,
    listAdmin: admin.listAdmin,
    adminBatches: admin.adminBatches,
    adminOrder: admin.adminOrder,
    adminOrderOf: admin.adminOrderOf,
    changeStatus: admin.changeStatus,
    changePaymentStatus: admin.changePaymentStatus,
    updateDetails: admin.updateDetails,
    bulkStatus: admin.bulkStatus,
    /** Registers work done in the order's transaction when it is closed or revived. */
    followOrders(follower: OrderFollower) {
      followers.push(follower);
    },

    trackingUrl: tracking.trackingUrl,
    publicTracking: tracking.publicTracking,

    /** The order made from a quote, or null. */
    orderOfQuote: (quoteId: number) => repository.orderOfQuote(quoteId),
    numbersOf: (ids: readonly number[]) => repository.numbersOf(ids),

    balanceOwed: balance.balanceOwed,
    settleBalance: balance.settleBalance,

    rmaRefundPreview: rma.rmaRefundPreview,
    claimRmaRefund: rma.claimRmaRefund,
    releaseRmaRefund: rma.releaseRmaRefund,
    recordRmaRefund: rma.recordRmaRefund,
    rmaOrderPlan: rma.rmaOrderPlan,
  };
}
