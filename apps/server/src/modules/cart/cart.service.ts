import {
  CART_MAX_QUANTITY,
  CHECKOUT_MESSAGES,
  CART_MESSAGES,
  onlyInStock,
  toDollars,
  type AddToCartRequest,
  type CartItem,
  type CartResponse,
  type CartSummary,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService } from '../catalogue/catalogue.service.ts';
import { createCartRepository, type CartLineRow, type CartOwner } from './cart.repository.ts';

export type { CartOwner } from './cart.repository.ts';
export type CartService = ReturnType<typeof createCartService>;

/** Guest carts nobody touched for this long are purged (issue 9). */
export const GUEST_CART_DAYS = 30;

/** How many of each product the lines hold, over all its packages. */
export function quantitiesByProduct(rows: Pick<CartLineRow, 'productId' | 'quantity'>[]) {
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.productId, (totals.get(r.productId) ?? 0) + r.quantity);
  return totals;
}

function toItem(
  row: CartLineRow,
  productInCart: number,
  imageUrl: (key: string, width: number) => string,
): CartItem {
  return {
    item_id: row.itemId,
    product_id: row.productId,
    package_id: row.packageId,
    product_name: row.productName,
    package_name: row.packageName,
    sku: row.sku,
    unit_price: toDollars(row.unitPriceCents),
    line_total: toDollars(row.unitPriceCents * row.quantity),
    product_image: row.image ? imageUrl(row.image.storageKey, 160) : null,
    quantity: row.quantity,
    // Stock is per product: a line may grow into what the product's other lines leave.
    max_quantity: Math.max(
      0,
      Math.min(row.stock - (productInCart - row.quantity), CART_MAX_QUANTITY),
    ),
  };
}

export function summaryOf(rows: Pick<CartLineRow, 'quantity' | 'unitPriceCents'>[]) {
  const subtotalCents = rows.reduce((sum, r) => sum + r.unitPriceCents * r.quantity, 0);
  return {
    itemCount: rows.reduce((sum, r) => sum + r.quantity, 0),
    lineCount: rows.length,
    subtotalCents,
  };
}

/**
 * The cart of a signed-in user or of a guest session. Prices are never stored here nor taken
 * from the client: a line names a product, a package and a quantity, and every read prices it
 * from the catalogue as it is now.
 */
export function createCartService({
  database,
  catalogue,
}: {
  database: DatabaseHandle;
  catalogue: CatalogueService;
}) {
  const repository = createCartRepository(database);

  const holdOf = (owner: CartOwner) =>
    'userId' in owner ? catalogue.holdExpiresAt(owner.userId) : Promise.resolve(null);

  async function view(owner: CartOwner, message?: string): Promise<CartResponse> {
    const [rows, hold] = await Promise.all([repository.lines(owner), holdOf(owner)]);
    const { itemCount, lineCount, subtotalCents } = summaryOf(rows);
    const inCart = quantitiesByProduct(rows);
    return {
      success: true,
      ...(message ? { message } : {}),
      ...(hold ? { checkoutHoldUntil: hold.toISOString() } : {}),
      items: rows.map((r) => toItem(r, inCart.get(r.productId) ?? 0, catalogue.imageUrl)),
      summary: { itemCount, lineCount, subtotal: toDollars(subtotalCents) },
    };
  }

  /**
   * The cart line's product must be on sale, and the line's quantity, with what the cart's
   * other lines of the product hold (`alreadyInCart`), within its stock.
   */
  function checkAvailable(
    product: { name: string; quote: boolean; stock: number },
    quantity: number,
    alreadyInCart: number,
  ) {
    if (product.quote)
      throw new DomainError('validation', CART_MESSAGES.quoteOnly, { code: 'QUOTE_ONLY' });
    if (product.stock <= 0)
      throw new DomainError('conflict', CART_MESSAGES.outOfStock, { code: 'OUT_OF_STOCK' });
    if (alreadyInCart + quantity > product.stock) {
      throw new DomainError('conflict', onlyInStock(product.stock, product.name, alreadyInCart), {
        code: 'NOT_ENOUGH_STOCK',
      });
    }
  }

  /**
   * While the customer's payment is open its cart is held (issue 18): a change would make the
   * order differ from what they pay. The checkout's cancel, the order, or the hold's expiry
   * frees it.
   */
  async function refuseWhileHeld(owner: CartOwner) {
    if (await holdOf(owner)) {
      throw new DomainError('conflict', CHECKOUT_MESSAGES.cartLocked, { code: 'CART_LOCKED' });
    }
  }

  return {
    view: (owner: CartOwner) => view(owner),

    async summary(owner: CartOwner): Promise<CartSummary> {
      const { itemCount, lineCount, subtotalCents } = summaryOf(await repository.lines(owner));
      return { itemCount, lineCount, subtotal: toDollars(subtotalCents) };
    },

    /**
     * Adds to the line of the same product and package, or starts one. With an
     * `idempotencyKey` the cart already saw (a retry after a lost reply), nothing is added
     * again and the cart is answered as it is.
     */
    async add(
      owner: CartOwner,
      input: AddToCartRequest,
      idempotencyKey?: string,
    ): Promise<CartResponse> {
      await refuseWhileHeld(owner);
      await database.transaction(async () => {
        const product = await catalogue.productForSale(input.productId, input.packageId);
        const cartId = await repository.ensureCart(owner);
        if (idempotencyKey && !(await repository.recordRequest(cartId, idempotencyKey))) return;
        const line = await repository.findLine(cartId, product.id, product.packageId);
        const quantity = (line?.quantity ?? 0) + input.quantity;
        if (quantity > CART_MAX_QUANTITY) {
          throw new DomainError('validation', CART_MESSAGES.quantity, { code: 'QUANTITY' });
        }
        const others = await repository.productQuantity(cartId, product.id, line?.id);
        checkAvailable(product, quantity, others);
        if (line) await repository.setQuantity(line.id, quantity);
        else await repository.insertLine(cartId, product.id, product.packageId, quantity);
      });
      return view(owner, CART_MESSAGES.added);
    },

    async update(owner: CartOwner, itemId: number, quantity: number): Promise<CartResponse> {
      await refuseWhileHeld(owner);
      await database.transaction(async () => {
        const cartId = await repository.findCartId(owner);
        const item = cartId === undefined ? undefined : await repository.findItem(cartId, itemId);
        if (!cartId || !item || item.archived) {
          throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
        }
        const others = await repository.productQuantity(cartId, item.productId, item.id);
        checkAvailable(item, quantity, others);
        await repository.setQuantity(item.id, quantity);
        await repository.touch(cartId);
      });
      return view(owner, CART_MESSAGES.updated);
    },

    async remove(owner: CartOwner, itemId: number): Promise<CartResponse> {
      await refuseWhileHeld(owner);
      const cartId = await repository.findCartId(owner);
      if (!cartId || !(await repository.deleteItem(cartId, itemId))) {
        throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
      }
      return view(owner, CART_MESSAGES.removed);
    },

    async clear(owner: CartOwner): Promise<CartResponse> {
      await refuseWhileHeld(owner);
      const cartId = await repository.findCartId(owner);
      if (cartId) await repository.clear(cartId);
      return view(owner, CART_MESSAGES.cleared);
    },

    /**
     * Signing in takes the guest cart along: its lines join the user's cart (the same product
     * and package add up) and the guest cart is gone. What the account held comes first; each
     * product's lines together stay within its stock and each line within the line maximum;
     * lines of products no longer sold are dropped. One transaction.
     */
    async mergeGuestCart(userId: number, guestSessionId: string): Promise<void> {
      // While the account's payment is open its cart stays as it is paid for; the guest cart
      // waits (a later sign-in or migrate merges it).
      if (await holdOf({ userId })) return;
      await database.transaction(async () => {
        const guestCartId = await repository.findCartId({ guestSessionId });
        if (!guestCartId) return;
        const userCartId = await repository.ensureCart({ userId });
        const wanted = new Map<
          string,
          { productId: number; packageId: number; quantity: number; stock: number }
        >();
        for (const line of [
          ...(await repository.linesForMerge(userCartId)),
          ...(await repository.linesForMerge(guestCartId)),
        ]) {
          const key = `${line.productId}:${line.packageId}`;
          const seen = wanted.get(key);
          if (seen) seen.quantity += line.quantity;
          else wanted.set(key, { ...line });
        }
        const left = new Map<number, number>();
        const merged = [];
        for (const line of wanted.values()) {
          const available = left.get(line.productId) ?? line.stock;
          const quantity = Math.min(line.quantity, available, CART_MAX_QUANTITY);
          left.set(line.productId, available - Math.max(quantity, 0));
          if (quantity > 0) merged.push({ ...line, quantity });
        }
        await repository.replaceLines(
          userCartId,
          merged.map(({ productId, packageId, quantity }) => ({ productId, packageId, quantity })),
        );
        await repository.deleteCart(guestCartId);
      });
    },

    /** For checkout: the priced lines of a user's cart, read inside the caller's transaction. */
    pricedLines: (userId: number) => repository.lines({ userId }),

    /** The order transaction locks the cart first: two payments of one cart make one order. */
    lockUserCart: (userId: number) => repository.lockUserCart(userId),

    /** Checkout empties the cart in the order's transaction. */
    async clearUserCart(userId: number): Promise<void> {
      const cartId = await repository.findCartId({ userId });
      if (cartId) await repository.clear(cartId);
    },

    /** An account anonymised: its cart goes (joins the caller's transaction). */
    removeUserCart: (userId: number) => repository.deleteUserCart(userId),

    async purgeStaleGuestCarts() {
      await repository.deleteOldRequests(24);
      return repository.deleteStaleGuestCarts(GUEST_CART_DAYS);
    },
  };
}
