import { z } from 'zod';
import { money } from './money-schema.ts';
import { GUEST_SESSION_ID } from './guest-session.ts';

export { GUEST_SESSION_ID, GUEST_SESSION_KEY } from './guest-session.ts';

/** The cart refuses more than this of one line, whatever the stock. */
export const CART_MAX_QUANTITY = 99;

export const CART_MESSAGES = {
  guestIdRequired: 'A guest session id is required (X-Session-ID header)',
  guestIdInvalid: 'Invalid guest session id',
  quantity: `Quantity must be a whole number from 1 to ${CART_MAX_QUANTITY}`,
  productRequired: 'Choose a product',
  productNotFound: 'Product not found',
  packageNotFound: 'Choose a package of this product',
  quoteOnly: 'This product is sold by quote only. Please request a quote.',
  outOfStock: 'Sorry, this product is out of stock.',
  itemNotFound: 'Cart item not found',
  added: 'Item added to cart',
  updated: 'Cart updated',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  migrated: 'Cart merged into your account',
  installationNotOffered: 'This product is not offered with installation',
  idempotencyKey: 'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores',
} as const;

const areIs = (n: number) => (n === 1 ? 'is' : 'are');

/**
 * "Sorry, only 3 of SecureVision Dome Camera are in stock." Stock is per product, so the
 * lines of its other packages count: "..., and 2 are already in your cart."
 */
export const onlyInStock = (available: number, name: string, alreadyInCart = 0) =>
  alreadyInCart > 0
    ? `Sorry, only ${available} of ${name} ${areIs(available)} in stock, and ${alreadyInCart} ${areIs(alreadyInCart)} already in your cart.`
    : `Sorry, only ${available} of ${name} ${areIs(available)} in stock.`;

/** At checkout: "Sorry, only 3 of SecureVision Dome Camera are in stock, and your cart holds 4." */
export const notEnoughForCart = (available: number, name: string, inCart: number) =>
  `Sorry, only ${available} of ${name} ${areIs(available)} in stock, and your cart holds ${inCart}.`;

const quantity = z.coerce
  .number({ error: CART_MESSAGES.quantity })
  .int({ error: CART_MESSAGES.quantity })
  .min(1, { error: CART_MESSAGES.quantity })
  .max(CART_MAX_QUANTITY, { error: CART_MESSAGES.quantity });

const id = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(2_147_483_647, { error: message });

export const guestSessionIdSchema = z
  .string({ error: CART_MESSAGES.guestIdRequired })
  .regex(GUEST_SESSION_ID, { error: CART_MESSAGES.guestIdInvalid });

const installationIncluded = z.boolean({ error: 'installationIncluded must be true or false' });

/**
 * The add-to-cart payload of docs/modules/cart.md#tables. unitPrice and installationCost are
 * accepted for the older client and ignored: prices come from the database
 * (docs/modules/cart.md#rules). installationIncluded (ADR 0044) asks for the product's
 * installation, priced by the server; absent, a line already in the cart keeps its choice.
 */
export const addToCartSchema = z.object({
  productId: id(CART_MESSAGES.productRequired),
  packageId: id(CART_MESSAGES.packageNotFound).optional(),
  quantity: quantity.default(1),
  installationIncluded: installationIncluded.optional(),
});
export type AddToCartRequest = z.infer<typeof addToCartSchema>;

export const guestAddToCartSchema = addToCartSchema.extend({ sessionId: guestSessionIdSchema });
/** A line's new quantity; installationIncluded, when sent, switches its installation. */
export const updateCartItemSchema = z.object({
  quantity,
  installationIncluded: installationIncluded.optional(),
});
export type UpdateCartItemRequest = z.infer<typeof updateCartItemSchema>;
export const migrateCartSchema = z.object({ sessionId: guestSessionIdSchema });
export const cartItemParams = z.object({ itemId: id(CART_MESSAGES.itemNotFound) });
export const guestCartParams = z.object({ sessionId: guestSessionIdSchema });

/** A cart line as the server sends it (docs/modules/cart.md#calls). */
export const cartItemSchema = z.object({
  item_id: z.number().int(),
  product_id: z.number().int(),
  package_id: z.number().int(),
  product_name: z.string(),
  package_name: z.string(),
  sku: z.string(),
  unit_price: money,
  line_total: money,
  product_image: z.string().nullable(),
  quantity: z.number().int(),
  /** The most this line can hold now: stock, capped at 99. */
  max_quantity: z.number().int(),
  /** The line is installed: only when the product offers installation. */
  installation_included: z.boolean(),
  /**
   * The server's price of installing one unit (the product's labour line), whether chosen or
   * not; null when the product is not offered with installation. line_total includes it
   * (times the quantity) when the line is installed.
   */
  installation_unit_price: money.nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSummarySchema = z.object({
  itemCount: z.number().int(),
  lineCount: z.number().int(),
  /** The lines' totals (installation included) and the call-out fee, if any. */
  subtotal: money,
  /**
   * The installation call-out fee, once per order with any installed line; absent
   * when no line is installed or the price list has none.
   */
  callOutFee: z.object({ name: z.string(), price: money }).optional(),
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

export const cartResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  items: z.array(cartItemSchema),
  summary: cartSummarySchema,
  /**
   * While the customer's payment is open, until when the cart is held for it and
   * cannot change ("Finish or cancel the payment to change your cart"); absent otherwise.
   */
  checkoutHoldUntil: z.string().optional(),
});
export type CartResponse = z.infer<typeof cartResponse>;
export const cartSummaryResponse = z.object({
  success: z.literal(true),
  summary: cartSummarySchema,
});

/** A client's Idempotency-Key header: a retried add-to-cart is applied once. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{1,100}$/;
