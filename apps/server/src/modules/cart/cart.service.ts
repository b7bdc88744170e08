// The rules of this module, in words: docs/modules/cart.md
import {
  CART_MAX_QUANTITY,
  CHECKOUT_MESSAGES,
  CART_MESSAGES,
  onlyInStock,
  asCents,
  type AddToCartRequest,
  type CartItem,
  type CartResponse,
  type CartSummary,
  type UpdateCartItemRequest,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { CatalogueService, InstallationOffer } from '../catalogue/catalogue.service.ts';
import { createCartRepository, type CartLineRow, type CartOwner } from './cart.repository.ts';

export type { CartOwner } from './cart.repository.ts';
export type CartService = ReturnType<typeof createCartService>;

/** Guest carts nobody touched for this long are purged. */
export const GUEST_CART_DAYS = 30;

/** How many of each product the lines hold, over all its packages. */
export function quantitiesByProduct(rows: Pick<CartLineRow, 'productId' | 'quantity'>[]) {
  const totals = new Map<number, number>();
  for (const r of rows) totals.set(r.productId, (totals.get(r.productId) ?? 0) + r.quantity);
  return totals;
}

/**
 * A cart line as priced now: with the installation the product offers (null: none) and
 * whether the line is installed (chosen and offered; a choice the product no longer offers is
 * neither shown nor charged).
 */
export type PricedCartLine = CartLineRow & {
  installation: InstallationOffer | null;
  installed: boolean;
};

/** What one line costs: its goods and, when installed, their installation. */
export const lineTotalCents = (l: PricedCartLine) =>
  (l.unitPriceCents + (l.installed ? l.installation!.priceCents : 0)) * l.quantity;

function toItem(
  row: PricedCartLine,
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
    unit_price: asCents(row.unitPriceCents),
    line_total: asCents(lineTotalCents(row)),
    product_image: row.image ? imageUrl(row.image.storageKey, 160) : null,
    quantity: row.quantity,
    // Stock is per product: a line may grow into what the product's other lines leave.
    max_quantity: Math.max(
      0,
      Math.min(row.stock - (productInCart - row.quantity), CART_MAX_QUANTITY),
    ),
    installation_included: row.installed,
    installation_unit_price: row.installation ? asCents(row.installation.priceCents) : null,
  };
}

/**
 * The cart's figures: its lines (installation included) and, when any line is installed, the
 * call-out fee once.
 */
export function summaryOf(lines: PricedCartLine[], callOut: InstallationOffer | null) {
  const subtotalCents =
    lines.reduce((sum, l) => sum + lineTotalCents(l), 0) + (callOut?.priceCents ?? 0);
  return {
    itemCount: lines.reduce((sum, r) => sum + r.quantity, 0),
    lineCount: lines.length,
    subtotalCents,
  };
}

const toSummary = (lines: PricedCartLine[], callOut: InstallationOffer | null): CartSummary => {
  const { itemCount, lineCount, subtotalCents } = summaryOf(lines, callOut);
  return {
    itemCount,
    lineCount,
    subtotal: asCents(subtotalCents),
    ...(callOut ? { callOutFee: { name: callOut.name, price: asCents(callOut.priceCents) } } : {}),
  };
};

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

  /**
   * The lines with their installation priced from the labour price list as it is now (the
   * list is read only when a line's product offers installation), and the call-out fee when
   * any line is installed.
   */
  async function priceLines(rows: CartLineRow[]) {
    if (!rows.some((r) => r.installationLabourId !== null)) {
      return {
        lines: rows.map((r) => ({ ...r, installation: null, installed: false })),
        callOut: null,
      };
    }
    const offers = await catalogue.installationOffers();
    const lines: PricedCartLine[] = rows.map((r) => {
      const installation =
        r.installationLabourId === null
          ? null
          : (offers.perUnit.get(r.installationLabourId) ?? null);
      return { ...r, installation, installed: r.installationIncluded && installation !== null };
    });
    return { lines, callOut: lines.some((l) => l.installed) ? offers.callOut : null };
  }

  const pricedCart = async (owner: CartOwner) => priceLines(await repository.lines(owner));

  async function view(owner: CartOwner, message?: string): Promise<CartResponse> {
    const [{ lines, callOut }, hold] = await Promise.all([pricedCart(owner), holdOf(owner)]);
    const inCart = quantitiesByProduct(lines);
    return {
      success: true,
      ...(message ? { message } : {}),
      ...(hold ? { checkoutHoldUntil: hold.toISOString() } : {}),
      items: lines.map((r) => toItem(r, inCart.get(r.productId) ?? 0, catalogue.imageUrl)),
      summary: toSummary(lines, callOut),
    };
  }

  /** A line may be installed only when its product offers installation now: else 400. */
  async function checkInstallationOffered(product: {
    quote: boolean;
    installationLabourId: number | null;
  }) {
    const offered =
      !product.quote &&
      product.installationLabourId !== null &&
      (await catalogue.installationOffers()).perUnit.has(product.installationLabourId);
    if (!offered) {
      throw new DomainError('validation', CART_MESSAGES.installationNotOffered, {
        code: 'INSTALLATION_NOT_OFFERED',
        fields: { installationIncluded: CART_MESSAGES.installationNotOffered },
      });
    }
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
   * While the customer's payment is open its cart is held: a change would make the
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
      const { lines, callOut } = await pricedCart(owner);
      return toSummary(lines, callOut);
    },

    /**
     * Adds to the line of the same product and package, or starts one. The line is one with
     * or without installation: installationIncluded, when sent, sets its choice (true only
     * for a product offering installation), and when absent the line keeps it. With an
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
        if (input.installationIncluded) await checkInstallationOffered(product);
        const installationIncluded =
          input.installationIncluded ?? line?.installationIncluded ?? false;
        const quantity = (line?.quantity ?? 0) + input.quantity;
        if (quantity > CART_MAX_QUANTITY) {
          throw new DomainError('validation', CART_MESSAGES.quantity, { code: 'QUANTITY' });
        }
        const others = await repository.productQuantity(cartId, product.id, line?.id);
        checkAvailable(product, quantity, others);
        if (line) await repository.setLine(line.id, quantity, installationIncluded);
        else
          await repository.insertLine({
            cartId,
            productId: product.id,
            packageId: product.packageId,
            quantity,
            installationIncluded,
          });
      });
      return view(owner, CART_MESSAGES.added);
    },

    /** A line's quantity and, when installationIncluded is sent, its installation. */
    async update(
      owner: CartOwner,
      itemId: number,
      { quantity, installationIncluded }: UpdateCartItemRequest,
    ): Promise<CartResponse> {
      await refuseWhileHeld(owner);
      await database.transaction(async () => {
        const cartId = await repository.findCartId(owner);
        const item = cartId === undefined ? undefined : await repository.findItem(cartId, itemId);
        if (!cartId || !item || item.archived) {
          throw new DomainError('not_found', CART_MESSAGES.itemNotFound);
        }
        const others = await repository.productQuantity(cartId, item.productId, item.id);
        checkAvailable(item, quantity, others);
        if (installationIncluded) await checkInstallationOffered(item);
        await repository.setLine(
          item.id,
          quantity,
          installationIncluded ?? item.installationIncluded,
        );
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
     * and package add up, installed when either was) and the guest cart is gone. What the account held comes first; each
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
          {
            productId: number;
            packageId: number;
            quantity: number;
            stock: number;
            installationIncluded: boolean;
          }
        >();
        for (const line of [
          ...(await repository.linesForMerge(userCartId)),
          ...(await repository.linesForMerge(guestCartId)),
        ]) {
          const key = `${line.productId}:${line.packageId}`;
          const seen = wanted.get(key);
          if (seen) {
            seen.quantity += line.quantity;
            seen.installationIncluded ||= line.installationIncluded;
          } else wanted.set(key, { ...line });
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
          merged.map(({ productId, packageId, quantity, installationIncluded }) => ({
            productId,
            packageId,
            quantity,
            installationIncluded,
          })),
        );
        await repository.deleteCart(guestCartId);
      });
    },

    /**
     * For checkout: the priced lines of a user's cart with their installation, and the
     * call-out fee when any line is installed; read inside the caller's transaction.
     */
    pricedCart: (userId: number) => pricedCart({ userId }),

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
