import { z } from 'zod';
import { money } from './money-schema.ts';

import {
  ADMIN_ORDER_SORTS,
  BULK_ORDER_STATUSES,
  CUSTOMER_ORDER_SORTS,
  CUSTOMER_ORDERS_PAGE_SIZE,
  ORDER_LIMITS,
  ORDER_LINE_KINDS,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_STATUSES,
} from './order-options.ts';
import { pageQuery, paginationSchema } from './catalogue.ts';
import { ORDER_UNIT_MESSAGES, orderUnitCountsShape, orderUnitSchema } from './order-units.ts';

export * from './order-options.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, {
  error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
});
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES, {
  error: `payment_status must be one of ${PAYMENT_STATUSES.join(', ')}`,
});

/**
 * The order entity's names are the spec's (docs/modules/orders.md#tables,
 * docs/modules/orders.md#tables): snake_case, and `itemCount` and
 * `totalQuantity` as the spec writes them. Every answer that carries an order or a line of one
 * uses them (ADR 0025). Request bodies keep their own names.
 */
export const orderItemSchema = z.object({
  id: z.number().int(),
  /**
   * A product line, a labour line (installation) or a quote's discount (a negative
   * price): only a product line has a product (null otherwise), a link and a rating.
   */
  kind: z.enum(ORDER_LINE_KINDS),
  product_id: z.number().int().nullable(),
  package_id: z.number().int().nullable(),
  product_name: z.string(),
  package_name: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unit_price: money,
  line_total: money,
  /** Shipping weight of one unit in pounds, when the product's specs give one. */
  weight: z.number().nullable(),
  /** The signed-in customer's stars for this line (1-5), or null: not rated (or not asked). */
  rating: z.number().int().nullable(),
  /** The product's default location when the order was paid (the picker's first place to look). */
  warehouse_id: z.number().int().nullable(),
  warehouse_location_id: z.number().int().nullable(),
  location_code: z.string().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  /** What it was before; null on the first entry. */
  from_status: orderStatusSchema.nullable(),
  from_payment_status: paymentStatusSchema.nullable(),
  note: z.string().nullable(),
  /** Who made the change: a staff name for admins; null for the shop itself (and for customers). */
  changed_by: z.string().nullable(),
  created_at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  order_type: z.enum(ORDER_TYPES),
  /** The shop's day the order was placed (YYYY-MM-DD, Las Vegas): the papers print it. */
  order_date: z.string(),
  status: orderStatusSchema,
  payment_status: paymentStatusSchema,
  subtotal: money,
  /** A fraction: 0.08375. */
  tax_rate: z.number(),
  tax_amount: money,
  shipping_cost: money,
  total_amount: money,
  /** What is still owed: an order paid by deposit (payment status partial), else 0. */
  balance_due: money,
  /**
   * What returns gave back of it so far: the units' lines refunded through RMAs. A whole refund of
   * the order is its payment status, refunded.
   */
  refunded_amount: money,
  currency: z.string(),
  /** The address as one line; its parts follow in `ship_to` (the spec's Address fields). */
  shipping_address: z.string(),
  ship_to: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  payment_provider: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** YYYY-MM-DD, set by staff. */
  expected_delivery: z.string().nullable(),
  /** When it was marked shipped (ISO 8601). */
  ship_date: z.string().nullable(),
  /** When it was marked delivered (ISO 8601). */
  actual_delivery: z.string().nullable(),
  itemCount: z.number().int(),
  totalQuantity: z.number().int(),
  /** Total shipping weight in pounds when every line's weight is known, else null. */
  total_weight: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  items: z.array(orderItemSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

/** What staff see of an order: the customer's order plus the buyer and the internal notes. */
export const adminOrderSchema = orderSchema.extend({
  customer_id: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string().nullable(),
  notes: z.string().nullable(),
  /** A refund is with the payment provider right now. */
  refund_in_progress: z.boolean(),
  /** The order's public tracking page (a signed link): the bill of lading's QR code. */
  tracking_url: z.string(),
  ...orderUnitCountsShape,
  /** The products of its lines the warehouse keeps as units (the others have no serials). */
  tracked_product_ids: z.array(z.number().int()),
  /** The units the order holds, with their places (the warehouse's; pick list order). */
  units: z.array(orderUnitSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const orderSummarySchema = orderSchema
  .pick({
    id: true,
    order_number: true,
    status: true,
    payment_status: true,
    subtotal: true,
    total_amount: true,
    created_at: true,
    itemCount: true,
    totalQuantity: true,
  })
  .extend({
    /** Delivered (or completed) with at least one line the customer has not rated. */
    rateable: z.boolean(),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderResponse = z.object({ success: z.literal(true), order: orderSchema });
export const adminOrderResponse = z.object({ success: z.literal(true), order: adminOrderSchema });

const searchText = z
  .string()
  .trim()
  .max(ORDER_LIMITS.search, { error: `search must be at most ${ORDER_LIMITS.search} characters` })
  .optional()
  .transform((v) => v || undefined);

/** GET /api/customer/orders (docs/modules/orders.md). */
export const customerOrdersQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(CUSTOMER_ORDERS_PAGE_SIZE),
  status: orderStatusSchema.optional(),
  search: searchText,
  sort: z
    .enum(CUSTOMER_ORDER_SORTS, { error: `sort must be one of ${CUSTOMER_ORDER_SORTS.join(', ')}` })
    .default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuery>;

export const customerOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(orderSummarySchema),
  pagination: paginationSchema,
});
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponse>;

/** The dashboard's four cards, counted in SQL. */
export const customerOrderStatsSchema = z.object({
  totalOrders: z.number().int(),
  /** Not yet shipped: pending, paid or processing. */
  pending: z.number().int(),
  /** Delivered or completed. */
  delivered: z.number().int(),
  /** Paid orders, less refunds. */
  totalSpent: money,
  /** The newest order's id (the Download Invoice quick action), or null. */
  latestOrderId: z.number().int().nullable(),
});
export type CustomerOrderStats = z.infer<typeof customerOrderStatsSchema>;
export const customerOrderStatsResponse = z.object({
  success: z.literal(true),
  stats: customerOrderStatsSchema,
});

/** POST /api/customer/orders/{id}/ratings */
export const rateOrderItemSchema = z.object({
  itemId: z.coerce
    .number({ error: 'itemId must be a whole number' })
    .int({ error: 'itemId must be a whole number' })
    .positive({ error: 'itemId must be a whole number' }),
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars' })
    .int({ error: 'Choose from 1 to 5 stars' })
    .min(1, { error: 'Choose from 1 to 5 stars' })
    .max(5, { error: 'Choose from 1 to 5 stars' }),
});
export const rateOrderItemResponse = z.object({
  success: z.literal(true),
  itemId: z.number().int(),
  rating: z.number().int(),
  product: z.object({ id: z.number().int(), rating: z.number(), reviewCount: z.number().int() }),
});
export type RateOrderItemResponse = z.infer<typeof rateOrderItemResponse>;

const isoDay = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date (YYYY-MM-DD)` })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
      error: `${name} must be a date (YYYY-MM-DD)`,
    });

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /api/customer/statement: orders and payments over a period (default: this year). */
export const statementQuery = z
  .object({
    from: z.preprocess(emptyToUndefined, isoDay('from').optional()),
    to: z.preprocess(emptyToUndefined, isoDay('to').optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    error: ORDER_MESSAGES.dateRange,
    path: ['to'],
  });

/** GET /api/admin/orders/{id}/bill-of-lading: the ship date printed (today by default). */
export const billOfLadingQuery = z.object({
  ship_date: z.preprocess(emptyToUndefined, isoDay('ship_date').optional()),
});

/** The filters of the admin list and of its export (docs/modules/orders.md#calls). */
export const adminOrderFilters = z
  .object({
    sort: z
      .enum(ADMIN_ORDER_SORTS, { error: `sort must be one of ${ADMIN_ORDER_SORTS.join(', ')}` })
      .default('created_at'),
    order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
    status: z.preprocess(emptyToUndefined, orderStatusSchema.optional()),
    payment_status: z.preprocess(emptyToUndefined, paymentStatusSchema.optional()),
    date_from: z.preprocess(emptyToUndefined, isoDay('date_from').optional()),
    date_to: z.preprocess(emptyToUndefined, isoDay('date_to').optional()),
    search: searchText,
    /** Only the orders waiting for units they are short of ("units missing"). */
    units_missing: z
      .preprocess(
        emptyToUndefined,
        z.enum(['true', 'false'], { error: ORDER_UNIT_MESSAGES.unitsMissingFilter }).optional(),
      )
      .transform((v) => (v === 'true' ? true : undefined))
      .optional(),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    error: ORDER_MESSAGES.dateRange,
    path: ['date_to'],
  });
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrdersQuery = z
  .object({
    page: pageQuery.shape.page,
    // Any page size a client asks for (the screen offers ADMIN_ORDER_PAGE_SIZES).
    limit: z.coerce
      .number({ error: 'limit must be a whole number from 1 to 100' })
      .int({ error: 'limit must be a whole number from 1 to 100' })
      .min(1, { error: 'limit must be a whole number from 1 to 100' })
      .max(100, { error: 'limit must be a whole number from 1 to 100' })
      .default(10),
  })
  .and(adminOrderFilters);
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

export const adminOrderSummarySchema = adminOrderSchema.pick({
  id: true,
  order_number: true,
  created_at: true,
  customer_id: true,
  customer_name: true,
  customer_email: true,
  itemCount: true,
  totalQuantity: true,
  subtotal: true,
  total_amount: true,
  status: true,
  payment_status: true,
  tracking_number: true,
  units_assigned: true,
  units_needed: true,
  units_missing: true,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(adminOrderSummarySchema),
  /** The catalogue's pagination plus `total`, the name the spec's screen reads. */
  pagination: paginationSchema.extend({ total: z.number().int() }),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

const optionalText = (name: string, max: number) =>
  z
    .string({ error: `${name} must be text` })
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : v === undefined ? undefined : null));

/** PUT /api/admin/orders/{id}/status */
export const updateOrderStatusSchema = z.object({
  status: orderStatusSchema,
  /** Saved with the change when shipping: the customer's shipped e-mail carries it. */
  tracking_number: optionalText('tracking_number', ORDER_LIMITS.trackingNumber),
  note: optionalText('note', ORDER_LIMITS.note),
});
export type UpdateOrderStatus = z.input<typeof updateOrderStatusSchema>;

/** PUT /api/admin/orders/{id}/payment-status */
export const updatePaymentStatusSchema = z.object({
  payment_status: paymentStatusSchema,
  note: optionalText('note', ORDER_LIMITS.note),
});

/** PUT /api/admin/orders/{id}: the editable details of the dialog. */
export const updateOrderDetailsSchema = z
  .object({
    notes: optionalText('notes', ORDER_LIMITS.notes),
    tracking_number: optionalText('tracking_number', ORDER_LIMITS.trackingNumber),
    expected_delivery: z.preprocess(
      (v) => (v === '' ? null : v),
      isoDay('expected_delivery').nullish(),
    ),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    error: 'Send notes, tracking_number or expected_delivery',
  });
export type UpdateOrderDetails = z.input<typeof updateOrderDetailsSchema>;

/** PUT /api/admin/orders/bulk-status */
export const bulkOrderStatusSchema = z.object({
  ids: z
    .array(z.number().int().positive(), { error: 'ids must be a list of order ids' })
    .min(1, { error: 'Select at least one order' })
    .max(ORDER_LIMITS.bulkIds, { error: `At most ${ORDER_LIMITS.bulkIds} orders at once` })
    .transform((ids) => [...new Set(ids)]),
  status: z.enum(BULK_ORDER_STATUSES, {
    error: `status must be one of ${BULK_ORDER_STATUSES.join(', ')}`,
  }),
});
export const bulkOrderStatusResponse = z.object({
  success: z.literal(true),
  updated: z.number().int(),
  /** Orders left as they were, with why (a refund under way): the others moved. */
  skipped: z.array(
    z.object({ id: z.number().int(), order_number: z.string(), reason: z.string() }),
  ),
});
export type BulkOrderStatusResult = z.infer<typeof bulkOrderStatusResponse>;

/**
 * GET /api/track/{orderNumber}?key=...: the public tracking page of one order, opened from the
 * bill of lading's QR without signing in. The key is the link's signature; a wrong one finds
 * nothing. It tells the order's status and tracking number, nothing about the buyer.
 */
export const orderTrackingParams = z.object({ orderNumber: z.string() });
// Any key is read (a wrong or missing one is "not found", like a wrong order number).
export const orderTrackingQuery = z.object({ key: z.string().optional() });
export const orderTrackingSchema = z.object({
  order_number: z.string(),
  status: orderStatusSchema,
  tracking_number: z.string().nullable(),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
export const orderTrackingResponse = z.object({
  success: z.literal(true),
  tracking: orderTrackingSchema,
});
export type OrderTrackingResponse = z.infer<typeof orderTrackingResponse>;
