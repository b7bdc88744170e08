import {
  CART_MAX_QUANTITY,
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

function toItem(row: CartLineRow, imageUrl: (key: string, width: number) => string): CartItem {
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
    max_quantity: Math.max(0, Math.min(row.stock, CART_MAX_QUANTITY)),
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

  async function view(owner: CartOwner, message?: string): Promise<CartResponse> {
    const rows = await repository.lines(owner);
    const { itemCount, lineCount, subtotalCents } = summaryOf(rows);
    return {
      success: true,
      ...(message ? { message } : {}),
      items: rows.map((r) => toItem(r, catalogue.imageUrl)),
      summary: { itemCount, lineCount, subtotal: toDollars(subtotalCents) },
    };
  }

  /** The cart line's product must be on sale, and the quantity within its stock. */
  function checkAvailable(
    product: { name: string; quote: boolean; stock: number },
    quantity: number,
  ) {
    if (product.quote)
      throw new DomainError('validation', CART_MESSAGES.quoteOnly, { code: 'QUOTE_ONLY' });
    if (product.stock <= 0)
      throw new DomainError('conflict', CART_MESSAGES.outOfStock, { code: 'OUT_OF_STOCK' });
    if (quantity > product.stock) {
      throw new DomainError('conflict', onlyInStock(product.stock, product.name), {
        code: 'NOT_ENOUGH_STOCK',
      });
    }
  }

  return {
    view: (owner: CartOwner) => view(owner),

    async summary(owner: CartOwner): Promise<CartSummary> {
      const { itemCount, lineCount, subtotalCents } = summaryOf(await repository.lines(owner));
      return { itemCount, lineCount, subtotal: toDollars(subtotalCents) };
    },

    /** Adds to the line of the same product and package, or starts one. */
    async add(owner: CartOwner, input: AddToCartRequest): Promise<CartResponse> {
      await database.transaction(async () => {
        const product = await catalogue.productForSale(input.productId, input.packageId);
        const cartId = await repository.ensureCart(owner);
        const line = await repository.findLine(cartId, product.id, product.packageId);
        const quantity = (line?.quantity ?? 0) + input.quantity;
        if (quantity > CART_MAX_QUANTITY) {
          throw new DomainError('validation', CART_MESSAGES.quantity, { code: 'QUANTITY' });
        }
        checkAvailable(product, quantity);
        if (line) await repository.setQuantity(line.id, quantity);
        else await repository.insertLine(cartId, product.id, product.packageId, quantity);
      });
      return view(owner, CART_MESSAGES.added);
    },

    async update(owner: CartOwner, itemId: number, quantity: number): Promise<CartResponse> {
      await database.transaction(async () => {
        const cartId = await repository.findCartId(owner);
        const item = cartId === undefined ? undefined : await repository.findItem(cartId, itemId);
        if (!cartId || !item || item.archived) {
          throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
        }
        checkAvailable(item, quantity);
        await repository.setQuantity(item.id, quantity);
        await repository.touch(cartId);
      });
      return view(owner, CART_MESSAGES.updated);
    },

    async remove(owner: CartOwner, itemId: number): Promise<CartResponse> {
      const cartId = await repository.findCartId(owner);
      if (!cartId || !(await repository.deleteItem(cartId, itemId))) {
        throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
      }
      return view(owner, CART_MESSAGES.removed);
    },

    async clear(owner: CartOwner): Promise<CartResponse> {
      const cartId = await repository.findCartId(owner);
      if (cartId) await repository.clear(cartId);
      return view(owner, CART_MESSAGES.cleared);
    },

    /**
     * Signing in takes the guest cart along: its lines join the user's cart (same product and
     * package add up, capped by stock) and the guest cart is gone. One transaction.
     */
    async mergeGuestCart(userId: number, guestSessionId: string): Promise<void> {
      await database.transaction(async () => {
        const guestCartId = await repository.findCartId({ guestSessionId });
        if (!guestCartId) return;
        const userCartId = await repository.ensureCart({ userId });
        await repository.mergeInto(guestCartId, userCartId, CART_MAX_QUANTITY);
        await repository.deleteCart(guestCartId);
      });
    },

    /** For checkout: the priced lines of a user's cart, read inside the caller's transaction. */
    pricedLines: (userId: number) => repository.lines({ userId }),

    /** Checkout empties the cart in the order's transaction. */
    async clearUserCart(userId: number): Promise<void> {
      const cartId = await repository.findCartId({ userId });
      if (cartId) await repository.clear(cartId);
    },

    /** An account anonymised: its cart goes (joins the caller's transaction). */
    removeUserCart: (userId: number) => repository.deleteUserCart(userId),

    purgeStaleGuestCarts: () => repository.deleteStaleGuestCarts(GUEST_CART_DAYS),
  };
}
