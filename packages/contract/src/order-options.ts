/**
 * Order choices, labels, transitions and QR payloads: plain data, no zod, so any screen (and
 * the first page chunk) may import them through `@shop/contract/order-options`.
 */
import { dateFormat } from './date-format.ts';
import { toDollars, type Cents } from './money.ts';

/** docs/modules/orders.md#rules: "paid" is what a successful checkout sets. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partial'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What an order line is: a catalogue product (with stock and units), installation
 * labour (a price-list line, no product), a quote's discount (a negative amount), or a
 * subscription invoice's plan line (a period of a plan, a set-up fee; no product).
 */
export const ORDER_LINE_KINDS = ['product', 'labour', 'discount', 'plan'] as const;
export type OrderLineKind = (typeof ORDER_LINE_KINDS)[number];

/**
 * Replacement and repair: the zero-price orders an RMA ships a new unit or the
 * repaired one back with.
 */
export const ORDER_TYPES = [
  'online',
  'quote',
  'phone',
  'replacement',
  'repair',
  'subscription',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  completed: 'Completed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partial: 'Partial',
};

/** Bootstrap badge colours per status, one place for every screen. */
export const ORDER_STATUS_VARIANTS: Record<OrderStatus, string> = {
  pending: 'warning',
  paid: 'info',
  processing: 'primary',
  shipped: 'secondary',
  delivered: 'success',
  completed: 'success',
  cancelled: 'danger',
  refunded: 'dark',
};
export const PAYMENT_STATUS_VARIANTS: Record<PaymentStatus, string> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'dark',
  partial: 'info',
};

/**
 * The quick button of each status (docs/modules/orders.md#statuses-and-transitions, with
 * paid -> processing).
 */
export const NEXT_ORDER_STATUS: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'processing',
  paid: 'processing',
  processing: 'shipped',
  shipped: 'delivered',
  delivered: 'completed',
};

/** Cancel is offered only before the goods leave. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'paid', 'processing'];

/**
 * Cancelled and refunded orders are closed: their payment went back and their stock was put
 * back. The one way out is reopening as pending (docs/modules/orders.md#statuses-and-transitions:
 * an admin may still set any status), which takes the stock again and waits for a new payment; any
 * other status would ship goods that are back on the shelf or unpaid.
 */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** What Bulk Actions can set (docs/modules/orders.md#screens). */
export const BULK_ORDER_STATUSES = ['processing', 'shipped', 'completed'] as const;
export type BulkOrderStatus = (typeof BULK_ORDER_STATUSES)[number];

/** Orders a customer may rate: the goods have arrived. */
export const RATEABLE_ORDER_STATUSES: readonly OrderStatus[] = ['delivered', 'completed'];

/** The admin list (docs/modules/orders.md#rules). */
export const ADMIN_ORDER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_ORDER_SORTS = ['created_at', 'total_amount', 'status', 'customer_name'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];
/** The sort menu: field and direction as one choice, in the spec's order. */
export const ADMIN_ORDER_SORT_CHOICES: readonly {
  sort: AdminOrderSort;
  order: 'asc' | 'desc';
  label: string;
}[] = [
  { sort: 'created_at', order: 'desc', label: 'Newest first' },
  { sort: 'created_at', order: 'asc', label: 'Oldest first' },
  { sort: 'total_amount', order: 'desc', label: 'Total: high to low' },
  { sort: 'total_amount', order: 'asc', label: 'Total: low to high' },
  { sort: 'status', order: 'asc', label: 'Status A-Z' },
  { sort: 'customer_name', order: 'asc', label: 'Customer name A-Z' },
];

/** The customer's own orders (docs/modules/orders.md). */
export const CUSTOMER_ORDER_SORTS = ['created_at', 'total_amount', 'status'] as const;
export type CustomerOrderSort = (typeof CUSTOMER_ORDER_SORTS)[number];
export const CUSTOMER_ORDER_SORT_LABELS: Record<CustomerOrderSort, string> = {
  created_at: 'Date',
  total_amount: 'Total',
  status: 'Status',
};
export const CUSTOMER_ORDERS_PAGE_SIZE = 50;

export const ORDER_LIMITS = {
  search: 100,
  notes: 2000,
  note: 500,
  trackingNumber: 100,
  bulkIds: 100,
} as const;

/** Texts the server and the screens share (docs/modules/orders.md#messages first). */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  loadFailed: 'Failed to load orders',
  statusFailed: 'Failed to update order status',
  paymentFailed: 'Failed to update payment status',
  exportFailed: 'Failed to export orders',
  bulkFailed: 'Failed to bulk update orders',
  closed: 'This order is closed: a cancelled or refunded order can only be reopened as Pending.',
  notEnoughToReopen: (productName: string, left: number, needed: number) =>
    `The order cannot be reopened: ${productName} has ${left} in stock and the order needs ${needed}.`,
  notForSaleToReopen: (productName: string) =>
    `The order cannot be reopened: ${productName} is no longer for sale.`,
  unitsGone: (orderNumber: string, unitStatus: string) =>
    `Order ${orderNumber} cannot go back to this status: its units are already ${unitStatus}. Mark them returned on the Product Units screen first.`,
  refundInProgress: 'A refund for this order is already in progress. Try again in a minute.',
  repairOrderKept: (orderNumber: string) =>
    `Order ${orderNumber} sends a customer's own unit back repaired: it cannot be cancelled or refunded. Ship it.`,
  rmaOrderOpen: (type: string, orderNumber: string) =>
    `This order's ${type} order ${orderNumber} (made for an RMA) is still open: cancel it first, or the customer would keep it and get their money back.`,
  refundFailed:
    'The payment provider did not accept the refund, so the order was not changed. Try again, or refund it in the provider\u2019s dashboard.',
  alreadyRated: 'You have already rated this item.',
  notRateable: 'Only delivered orders can be rated.',
  itemNotInOrder: 'This item is not part of the order.',
  notAProduct: 'Only a product can be rated, not installation or a discount.',
  dateRange: 'The From date must be on or before the To date.',
} as const;

/** Every date filter of the back office reads days in the shop's own time zone (Las Vegas). */
export const SHOP_TIME_ZONE = 'America/Los_Angeles';

const SHOP_DAY = dateFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The shop's calendar day of a moment, as YYYY-MM-DD: the day an order was placed on every
 * screen and paper (an order at 23:30 in Las Vegas is of that day, not of the next UTC one).
 */
export const shopDay = (at: string | Date) => SHOP_DAY.format(new Date(at));

const SHOP_DATE_TIME = dateFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * A moment as every screen writes it, "Mar 2, 2026, 3:04 PM" in the shop's time zone: the web
 * app's formatDateTime, and the server's texts a screen shows beside it (the go-live lines).
 */
export const formatShopDateTime = (at: string | Date) => SHOP_DATE_TIME.format(new Date(at));

/** QR values are capped by GET /api/qr/image; long names are cut to keep a payload within it. */
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;

/** The item QR of the order dialog (docs/modules/orders.md#tables, QR payloads). */
export function orderItemQrValue(
  orderId: number,
  item: {
    id: number;
    product_name: string;
    quantity: number;
    unit_price: Cents;
    sku: string;
    package_name: string;
  },
): string {
  return JSON.stringify({
    orderId,
    itemId: item.id,
    product: cut(item.product_name, 120),
    quantity: item.quantity,
    // The payload is text a scanner reads: the price in dollars, as on the wire.
    unitPrice: toDollars(item.unit_price).toFixed(2),
    sku: cut(item.sku, 60),
    package: cut(item.package_name, 60),
  });
}

/** The bill-of-lading number of an order: one per order, derived, so reprints match. */
export const billOfLadingNumber = (orderNumber: string) => `BOL-${orderNumber}`;
