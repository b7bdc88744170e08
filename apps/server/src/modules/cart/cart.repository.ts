import { and, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';

const { carts, cartItems, cartRequests } = schema;

export type CartOwner = { userId: number } | { guestSessionId: string };

export type CartLineRow = {
  itemId: number;
  productId: number;
  packageId: number;
  productName: string;
  packageName: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
  stock: number;
  image: { storageKey: string; widths: number[] } | null;
  /** The customer asked for the line's installation (priced by the service). */
  installationIncluded: boolean;
  /** The labour line that installs one unit of the product, if it offers installation. */
  installationLabourId: number | null;
};

const ownerWhere = (owner: CartOwner): SQL =>
  'userId' in owner
    ? sql`c.user_id = ${owner.userId}`
    : sql`c.guest_session_id = ${owner.guestSessionId}`;

export function createCartRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    /**
     * The owner's lines with today's names, prices and stock, in one statement. Lines of
     * products that left the shop (archived, or now quote-only) are not shown.
     */
    async lines(owner: CartOwner): Promise<CartLineRow[]> {
      return all<CartLineRow>(sql`
        select ci.id as "itemId", ci.product_id as "productId", ci.package_id as "packageId",
          p.name as "productName", k.name as "packageName", p.sku,
          coalesce(k.price_cents, p.price_cents)::int as "unitPriceCents",
          ci.quantity, p.stock,
          p.main_image as image, ci.installation_included as "installationIncluded",
          p.installation_labour_id as "installationLabourId"
        from carts c
        join cart_items ci on ci.cart_id = c.id
        join catalogue_products p on p.id = ci.product_id
        join catalogue_packages k on k.id = ci.package_id
        where ${ownerWhere(owner)} and p.archived_at is null and not p.quote
        order by ci.id`);
    },

    async findCartId(owner: CartOwner): Promise<number | undefined> {
      const [row] = await all<{ id: number }>(
        sql`select c.id from carts c where ${ownerWhere(owner)}`,
      );
      return row?.id;
    },

    /** The owner's cart, made on first use; concurrent first uses make one (unique key). */
    async ensureCart(owner: CartOwner): Promise<number> {
      const values =
        'userId' in owner ? { userId: owner.userId } : { guestSessionId: owner.guestSessionId };
      const target = 'userId' in owner ? carts.userId : carts.guestSessionId;
      const [row] = await ex()
        .insert(carts)
        .values(values)
        .onConflictDoUpdate({ target, set: { updatedAt: sql`now()` } })
        .returning({ id: carts.id });
      return row!.id;
    },

    /** The cart row, locked for the caller's transaction: one checkout at a time per cart. */
    async lockUserCart(userId: number): Promise<void> {
      await ex().execute(sql`select id from carts where user_id = ${userId} for update`);
    },

    /** Records a request's Idempotency-Key; false when the cart already saw it (a retry). */
    async recordRequest(cartId: number, key: string): Promise<boolean> {
      const rows = await ex()
        .insert(cartRequests)
        .values({ cartId, key })
        .onConflictDoNothing()
        .returning({ key: cartRequests.key });
      return rows.length > 0;
    },

    async deleteOldRequests(hours: number): Promise<void> {
      await ex()
        .delete(cartRequests)
        .where(sql`${cartRequests.createdAt} < now() - make_interval(hours => ${hours})`);
    },

    async findLine(cartId: number, productId: number, packageId: number) {
      const [row] = await ex()
        .select({
          id: cartItems.id,
          quantity: cartItems.quantity,
          installationIncluded: cartItems.installationIncluded,
        })
        .from(cartItems)
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.productId, productId),
            eq(cartItems.packageId, packageId),
          ),
        )
        .limit(1);
      return row;
    },

    /** A line of this cart only: another cart's item is "not found". */
    async findItem(cartId: number, itemId: number) {
      const [row] = await all<{
        id: number;
        productId: number;
        quantity: number;
        stock: number;
        name: string;
        quote: boolean;
        archived: boolean;
        installationLabourId: number | null;
        installationIncluded: boolean;
      }>(sql`
        select ci.id, ci.product_id as "productId", ci.quantity, p.stock, p.name, p.quote,
               ci.installation_included as "installationIncluded",
               (p.archived_at is not null) as archived,
               p.installation_labour_id as "installationLabourId"
        from cart_items ci join catalogue_products p on p.id = ci.product_id
        where ci.cart_id = ${cartId} and ci.id = ${itemId}`);
      return row;
    },

    async insertLine(line: {
      cartId: number;
      productId: number;
      packageId: number;
      quantity: number;
      installationIncluded: boolean;
    }) {
      await ex().insert(cartItems).values(line);
    },

    async setLine(itemId: number, quantity: number, installationIncluded: boolean) {
      await ex()
        .update(cartItems)
        .set({ quantity, installationIncluded })
        .where(eq(cartItems.id, itemId));
    },

    async deleteItem(cartId: number, itemId: number): Promise<boolean> {
      const deleted = await ex()
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning({ id: cartItems.id });
      return deleted.length > 0;
    },

    async clear(cartId: number) {
      await ex().delete(cartItems).where(eq(cartItems.cartId, cartId));
    },

    async touch(cartId: number) {
      await ex()
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },

    async deleteUserCart(userId: number) {
      await ex().delete(carts).where(eq(carts.userId, userId));
    },

    async deleteCart(cartId: number) {
      await ex().delete(carts).where(eq(carts.id, cartId));
    },

    /** How many of a product the cart holds, over all its packages (but one line, if given). */
    async productQuantity(cartId: number, productId: number, exceptItemId?: number) {
      const [row] = await all<{ n: number }>(sql`
        select coalesce(sum(quantity), 0)::int as n from cart_items
        where cart_id = ${cartId} and product_id = ${productId}
          and id <> ${exceptItemId ?? 0}`);
      return row?.n ?? 0;
    },

    /** A cart's lines with what decides how many of each may stay: the product's stock. */
    async linesForMerge(cartId: number) {
      return all<{
        productId: number;
        packageId: number;
        quantity: number;
        stock: number;
        installationIncluded: boolean;
      }>(sql`
        select ci.product_id as "productId", ci.package_id as "packageId", ci.quantity,
          ci.installation_included as "installationIncluded",
          case when p.archived_at is null and not p.quote then p.stock else 0 end as stock
        from cart_items ci join catalogue_products p on p.id = ci.product_id
        where ci.cart_id = ${cartId} order by ci.id`);
    },

    /** The cart's lines become exactly these, in this order. */
    async replaceLines(
      cartId: number,
      lines: {
        productId: number;
        packageId: number;
        quantity: number;
        installationIncluded: boolean;
      }[],
    ) {
      await ex().delete(cartItems).where(eq(cartItems.cartId, cartId));
      if (lines.length)
        await ex()
          .insert(cartItems)
          .values(lines.map((l) => ({ cartId, ...l })));
    },

    /** Guest carts nobody touched for this many days are removed. */
    async deleteStaleGuestCarts(days: number): Promise<number> {
      const deleted = await ex()
        .delete(carts)
        .where(
          sql`${carts.guestSessionId} is not null and ${carts.updatedAt} < now() - make_interval(days => ${days})`,
        )
        .returning({ id: carts.id });
      return deleted.length;
    },
  };
}
