import { z } from 'zod';

/** DECISIONS.md section 4: "paid" is what a successful checkout sets. */
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
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'partial'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

export const ORDER_TYPES = ['online', 'quote', 'phone'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export const orderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  packageId: z.number().int().nullable(),
  productName: z.string(),
  packageName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const orderSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  orderType: z.enum(ORDER_TYPES),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  subtotal: z.number(),
  taxRate: z.number(),
  tax: z.number(),
  shipping: z.number(),
  total: z.number(),
  currency: z.string(),
  /** The address as one line; its parts follow. */
  shippingAddress: z.string(),
  shipTo: z.object({
    address: z.string(),
    city: z.string(),
    state: z.string(),
    zipCode: z.string(),
    country: z.string(),
  }),
  paymentProvider: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  items: z.array(orderItemSchema),
  history: z.array(orderHistoryEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderSummarySchema = orderSchema
  .pick({
    id: true,
    orderNumber: true,
    status: true,
    paymentStatus: true,
    total: true,
    createdAt: true,
  })
  .extend({ itemCount: z.number().int() });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderResponse = z.object({ success: z.literal(true), order: orderSchema });
