import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { idList, queryRows, schema, type Executor, type ExecutorSource } from '@shop/db';
import type { ProductSort } from '@shop/contract';
import { upperPrefixPattern } from '../../lib/sql.ts';

const { categories, products, productPackages, productImages, productCompatibility } = schema;

export type ImageRow = {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
};

export type ProductSummaryRow = {
  id: number;
  sku: string;
  name: string;
  description: string;
  categoryId: number;
  categoryName: string;
  quote: boolean;
  priceCents: number | null;
  stock: number;
  rating: number;
  reviewCount: number;
  image: ImageRow | null;
};

export type ProductDetailRow = ProductSummaryRow & {
  features: string[];
  specs: Record<string, string>;
  packages: { id: number; name: string; priceCents: number | null; features: string[] }[];
  compatibleWith: { id: number; name: string }[];
  images: ImageRow[];
  installationLabourId: number | null;
  warrantyMonths: number;
};

export type ProductFilter = {
  /** A storefront search: its tsquery, and the text as typed (a SKU, or its start). */
  search?: { tsquery: string; text: string } | undefined;
  categoryId?: number | undefined;
  minPriceCents?: number | undefined;
  maxPriceCents?: number | undefined;
};

/** Live products: archived ones have left the shop. */
const live = isNull(products.archivedAt);

/**
 * The five orders of docs/modules/catalogue.md#rules, each ending in the id so pages never overlap.
 * Each matches a partial index in the schema (products_live_*_idx).
 */
const ORDER_BY: Record<ProductSort, SQL> = {
  featured: sql`p.featured_rank asc, p.id asc`,
  // Quote items last.
  'price-low': sql`p.quote asc, p.price_cents asc, p.id asc`,
  // Quote items count as 0.
  'price-high': sql`coalesce(p.price_cents, 0) desc, p.id desc`,
  rating: sql`p.rating desc, p.id desc`,
  // Natural order: numbers in names compare as numbers (the stored key name_sort).
  name: sql`p.name_sort collate "C" asc, p.id asc`,
};

/** A match of a search: its words (names, SKUs, descriptions), or the start of its SKU. */
const searchMatch = (search: { tsquery: string; text: string }) =>
  sql`(p.search_vector @@ to_tsquery('english', ${search.tsquery})
       or upper(p.sku) like ${upperPrefixPattern(search.text)})`;

/** A search's ranking: the exact SKU, then SKUs that start with the text, then the words. */
const searchRank = (search: { tsquery: string; text: string }) =>
  sql`upper(p.sku) = ${search.text.trim().toUpperCase()} desc,
      upper(p.sku) like ${upperPrefixPattern(search.text)} desc,
      ts_rank(p.search_vector, to_tsquery('english', ${search.tsquery})) desc, p.id asc`;

/**
 * The filter's conditions. `value` places each value: as itself, or as a named placeholder of a
 * prepared statement (listPageStatement), which takes the values when it runs.
 */
function filterSql(
  filter: ProductFilter,
  value: (name: keyof ProductFilter, v: unknown) => unknown = (_name, v) => v,
): SQL {
  const parts: SQL[] = [sql`p.archived_at is null`];
  if (filter.search) parts.push(searchMatch(filter.search));
  if (filter.categoryId !== undefined)
    parts.push(sql`p.category_id = ${value('categoryId', filter.categoryId)}`);
  // Quote products have no price and are always kept by the price filter.
  if (filter.minPriceCents !== undefined)
    parts.push(sql`(p.quote or p.price_cents >= ${value('minPriceCents', filter.minPriceCents)})`);
  if (filter.maxPriceCents !== undefined)
    parts.push(sql`(p.quote or p.price_cents <= ${value('maxPriceCents', filter.maxPriceCents)})`);
  return sql.join(parts, sql` and `);
}

const SUMMARY_COLUMNS = sql`p.id, p.sku, p.name, p.description, p.category_id as "categoryId",
  c.name as "categoryName", p.quote, p.price_cents as "priceCents", p.stock, p.rating,
  p.review_count as "reviewCount", p.main_image as image`;

/**
 * The product page's one statement (the lists are kept on the row, catalogue/sql/product-detail.sql),
 * prepared: on PostgreSQL each connection plans it once instead of on every request, which
 * was most of its cost beside a bare one-row read (npm run bench). Prepared per executor:
 * the root database, or a transaction's (which then ends with it).
 */
const productDetailStatements = new WeakMap<Executor, ReturnType<typeof prepareProductDetail>>();
function prepareProductDetail(executor: Executor) {
  return executor
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      description: products.description,
      categoryId: products.categoryId,
      categoryName: categories.name,
      quote: products.quote,
      priceCents: products.priceCents,
      stock: products.stock,
      rating: products.rating,
      reviewCount: products.reviewCount,
      image: products.mainImage,
      features: products.features,
      specs: products.specs,
      packages: sql`${products.detailLists}->'packages'`,
      compatibleWith: sql`${products.detailLists}->'compatibleWith'`,
      images: sql`${products.detailLists}->'images'`,
      installationLabourId: products.installationLabourId,
      warrantyMonths: products.warrantyMonths,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('id')), live))
    .prepare('catalogue_product_detail');
}
function productDetailStatement(executor: Executor) {
  let statement = productDetailStatements.get(executor);
  if (!statement) {
    statement = prepareProductDetail(executor);
    productDetailStatements.set(executor, statement);
  }
  return statement;
}

/**
 * The storefront's pages without a search (a category, a price range, a sort), prepared like
 * the product page: one statement per shape, planned once per connection, its values bound
 * when it runs. Most requests of the shop are these (npm run bench: the list spent a tenth of
 * its CPU building its SQL text, and PostgreSQL parsed and planned it every time).
 */
type ListShape = { sort: ProductSort; category: boolean; minPrice: boolean; maxPrice: boolean };
const listed = alias(products, 'p');
const listedCategory = alias(categories, 'c');
function prepareListPage(executor: Executor, shape: ListShape, name: string) {
  const placeholders: ProductFilter = {
    categoryId: shape.category ? 0 : undefined,
    minPriceCents: shape.minPrice ? 0 : undefined,
    maxPriceCents: shape.maxPrice ? 0 : undefined,
  };
  return executor
    .select({
      id: listed.id,
      sku: listed.sku,
      name: listed.name,
      description: listed.description,
      categoryId: listed.categoryId,
      categoryName: listedCategory.name,
      quote: listed.quote,
      priceCents: listed.priceCents,
      stock: listed.stock,
      rating: listed.rating,
      reviewCount: listed.reviewCount,
      image: listed.mainImage,
    })
    .from(listed)
    .innerJoin(listedCategory, eq(listedCategory.id, listed.categoryId))
    .where(filterSql(placeholders, (placeholder) => sql.placeholder(placeholder)))
    .orderBy(ORDER_BY[shape.sort])
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}
const listPageStatements = new WeakMap<Executor, Map<string, ReturnType<typeof prepareListPage>>>();
function listPageStatement(executor: Executor, shape: ListShape) {
  const name = `catalogue_list_${shape.sort}_${Number(shape.category)}${Number(shape.minPrice)}${Number(shape.maxPrice)}`;
  let statements = listPageStatements.get(executor);
  if (!statements) {
    statements = new Map();
    listPageStatements.set(executor, statements);
  }
  let statement = statements.get(name);
  if (!statement) {
    statement = prepareListPage(executor, shape, name);
    statements.set(name, statement);
  }
  return statement;
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

export function createCatalogueRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    async listCategories() {
      return all<{
        id: number;
        slug: string;
        name: string;
        description: string;
        productCount: number;
      }>(sql`
        select c.id, c.slug, c.name, c.description,
          (select count(*)::int from products p where p.category_id = c.id and p.archived_at is null) as "productCount"
        from categories c order by c.position, c.name`);
    },

    /**
     * How many products match, the highest non-quote price among the products of the category
     * (the price slider's range does not depend on the slider itself), and whether the
     * category exists: one statement.
     */
    async countProducts(filter: ProductFilter) {
      const inCategory = filterSql({ categoryId: filter.categoryId });
      const [row] = await all<{
        total: number;
        highest: number | null;
        categoryExists: boolean;
      }>(sql`
        select count(*) filter (where ${filterSql(filter)})::int as total,
               max(p.price_cents) filter (where not p.quote)::int as highest,
               ${filter.categoryId === undefined ? sql`true` : sql`exists (select 1 from categories where id = ${filter.categoryId})`} as "categoryExists"
        from products p where ${inCategory}`);
      return {
        total: row?.total ?? 0,
        highestPriceCents: row?.highest ?? null,
        categoryExists: row?.categoryExists ?? false,
      };
    },

    async listProducts(
      filter: ProductFilter,
      sort: ProductSort,
      limit: number,
      offset: number,
    ): Promise<ProductSummaryRow[]> {
      if (!filter.search) {
        const shape = {
          sort,
          category: filter.categoryId !== undefined,
          minPrice: filter.minPriceCents !== undefined,
          maxPrice: filter.maxPriceCents !== undefined,
        };
        return listPageStatement(ex(), shape).execute({
          categoryId: filter.categoryId,
          minPriceCents: filter.minPriceCents,
          maxPriceCents: filter.maxPriceCents,
          limit,
          offset,
        }) as Promise<ProductSummaryRow[]>;
      }
      // While searching, the default order is the search's ranking.
      const order = sort === 'featured' ? searchRank(filter.search) : ORDER_BY[sort];
      return all<ProductSummaryRow>(sql`
        select ${SUMMARY_COLUMNS}
        from products p join categories c on c.id = p.category_id
        where ${filterSql(filter)}
        order by ${order}
        limit ${limit} offset ${offset}`);
    },

    /**
     * Full-text search with ranking, one statement: name and SKU weigh most, prefixes match
     * ("cam" finds cameras), an exact SKU comes first. At most `cap` + 1 matches are ranked
     * (the first the index finds, plus the exact SKU): ranking reads every candidate's
     * search_vector, which for a broad query over 100,000 products cost 100 ms. Each row
     * carries how many candidates there were; a page past the end has no rows (countSearch).
     */
    async search(tsquery: string, rawText: string, cap: number, limit: number, offset: number) {
      const sku = rawText.trim();
      return all<ProductSummaryRow & { candidates: number }>(sql`
        with candidates as materialized (
          (select p.id, p.sku, ts_rank(p.search_vector, to_tsquery('english', ${tsquery})) as rank
             from products p
            where p.archived_at is null and p.search_vector @@ to_tsquery('english', ${tsquery})
            limit ${cap + 1})
          union
          (select p.id, p.sku, ts_rank(p.search_vector, to_tsquery('english', ${tsquery}))
             from products p
            where p.archived_at is null and upper(p.sku) like ${upperPrefixPattern(sku)}
            limit ${cap + 1})
        ), ranked as (
          select k.id, count(*) over () as candidates,
                 row_number() over (
                   order by upper(k.sku) = ${sku.toUpperCase()} desc,
                     upper(k.sku) like ${upperPrefixPattern(sku)} desc, k.rank desc, k.id asc
                 ) as position
          from candidates k
        )
        select ${SUMMARY_COLUMNS}, r.candidates::int as candidates
        from ranked r join products p on p.id = r.id join categories c on c.id = p.category_id
        where r.position > ${offset} and r.position <= ${Math.min(offset + limit, cap)}
        order by r.position`);
    },

    /** How many products match, counting to `cap` + 1 at most (for a page past the end). */
    async countSearch(tsquery: string, cap: number) {
      const [row] = await all<{ total: number }>(sql`
        select count(*)::int as total from (
          select 1 from products p
          where p.archived_at is null and p.search_vector @@ to_tsquery('english', ${tsquery})
          limit ${cap + 1}) m`);
      return row?.total ?? 0;
    },

    /** One product with its packages, pictures and compatible products: one statement. */
    async findProduct(id: number): Promise<ProductDetailRow | undefined> {
      const [row] = await productDetailStatement(ex()).execute({ id });
      return row as ProductDetailRow | undefined;
    },

    /** A live product with one of its packages (the first when none is named). */
    async findWithPackage(productId: number, packageId: number | undefined) {
      const [row] = await all<{
        id: number;
        name: string;
        quote: boolean;
        stock: number;
        packageId: number | null;
        installationLabourId: number | null;
      }>(sql`
        select p.id, p.name, p.quote, p.stock, p.installation_labour_id as "installationLabourId",
          (select k.id from product_packages k where k.product_id = p.id
             ${packageId === undefined ? sql`` : sql`and k.id = ${packageId}`}
             order by k.position, k.id limit 1) as "packageId"
        from products p where p.id = ${productId} and p.archived_at is null`);
      return row;
    },

    /**
     * The products' stock, row-locked for the caller's transaction (in id order, so two
     * checkouts never wait on each other in a circle), and what other customers' unexpired
     * holds take of it. Two statements on purpose: in READ COMMITTED a statement reads the
     * snapshot taken when it began, so holds counted in the statement that waited for the
     * lock would miss the hold of the checkout it waited for (and the last units would be
     * paid for twice, one refunded); counted in the next statement, after the lock, they are
     * all there.
     */
    async lockedStockAndHolds(productIds: number[], userId: number) {
      const locked = await all<{ id: number; stock: number }>(sql`
        select id, stock from products where id in ${idList(productIds)} order by id for update`);
      if (locked.length === 0) return [];
      const held = await all<{ productId: number; quantity: number }>(sql`
        select product_id as "productId", sum(quantity)::int as quantity from stock_holds
        where product_id in ${idList(locked.map((r) => r.id))} and user_id <> ${userId}
          and expires_at > now()
        group by product_id`);
      const heldBy = new Map(held.map((h) => [Number(h.productId), Number(h.quantity)]));
      return locked.map((r) => ({
        id: r.id,
        stock: r.stock,
        heldByOthers: heldBy.get(Number(r.id)) ?? 0,
      }));
    },

    async replaceHold(
      userId: number,
      lines: { productId: number; quantity: number }[],
      minutes: number,
    ) {
      await ex().execute(sql`delete from stock_holds where user_id = ${userId}`);
      if (!lines.length) return;
      await ex().execute(sql`
        insert into stock_holds (user_id, product_id, quantity, expires_at)
        select ${userId}, (e->>'productId')::int, (e->>'quantity')::int,
          now() + make_interval(mins => ${minutes})
        from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) e`);
    },

    async releaseHold(userId: number) {
      await ex().execute(sql`delete from stock_holds where user_id = ${userId}`);
    },

    async holdExpiresAt(userId: number): Promise<Date | null> {
      const [row] = await all<{ at: string | Date | null }>(sql`
        select max(expires_at) as at from stock_holds
        where user_id = ${userId} and expires_at > now()`);
      return row?.at ? new Date(row.at) : null;
    },

    async deleteExpiredHolds(): Promise<number> {
      const rows = await all<{ n: number }>(sql`
        with gone as (delete from stock_holds where expires_at <= now() returning 1)
        select count(*)::int as n from gone`);
      return rows[0]?.n ?? 0;
    },

    /**
     * Takes stock if there is enough, in one conditional statement: two buyers of the last
     * unit can never both succeed, and stock never goes below zero.
     */
    async takeStock(id: number, quantity: number): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`
        update products set stock = stock - ${quantity}, updated_at = now()
        where id = ${id} and stock >= ${quantity} and archived_at is null and not quote
        returning id`);
      return rows.length > 0;
    },

    /**
     * Stock taken for a quote's order: a quote-only product keeps no stock (its
     * price is the quote's, as its restock is skipped), and a product archived after it was
     * quoted is still the quote's to sell while stock lasts. One conditional statement, as
     * takeStock.
     */
    async takeQuotedStock(id: number, quantity: number): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`
        update products
        set stock = case when quote then stock else stock - ${quantity} end, updated_at = now()
        where id = ${id} and (quote or stock >= ${quantity})
        returning id`);
      return rows.length > 0;
    },

    /**
     * Puts quantities back on their products' shelf counts (an order cancelled or refunded).
     * A product tracked by serial is left out: its stock is its available units,
     * recounted when the order's units come back (catalogue/sql/tracked-stock.sql).
     */
    async restock(lines: { productId: number; quantity: number }[]): Promise<void> {
      if (!lines.length) return;
      await ex().execute(sql`
        update products p set stock = p.stock + l.quantity, updated_at = now()
        from (select (e->>'productId')::int as product_id, sum((e->>'quantity')::int)::int as quantity
              from jsonb_array_elements(${JSON.stringify(lines)}::jsonb) e group by 1) l
        where p.id = l.product_id and not p.quote
          and not p.serial_tracked`);
    },

    /**
     * Products become tracked by serial (the demo warehouse's serialised products): their
     * stock is their available units from now on, recounted at once.
     */
    async markSerialTracked(ids: number[]): Promise<void> {
      if (!ids.length) return;
      await all(sql`update products set serial_tracked = true, updated_at = now()
        where id in ${idList(ids)} and not serial_tracked`);
      await all(sql`select refresh_product_unit_stock(array${idList(ids)})`);
    },

    /** Folds one more rating into the product's average (kept to one decimal). */
    async addRating(productId: number, rating: number) {
      const [row] = await all<{ id: number; rating: number; reviewCount: number }>(sql`
        update products set
          rating = round(((rating * review_count + ${rating}) / (review_count + 1))::numeric, 1),
          review_count = review_count + 1, updated_at = now()
        where id = ${productId}
        returning id, rating, review_count as "reviewCount"`);
      return row;
    },

    /** Every live product's id and when its row last changed (the sitemap's entries). */
    async liveProductDates(): Promise<{ id: number; updatedAt: string }[]> {
      const rows = await all<{ id: number; updatedAt: string }>(sql`
        select id, updated_at as "updatedAt" from products where archived_at is null order by id`);
      return rows.map((r) => ({
        id: Number(r.id),
        updatedAt: new Date(r.updatedAt).toISOString(),
      }));
    },

    /** Live and archived products: the counts kept by sql/product-counts.sql (ADR 0070). */
    async productCounts(): Promise<{ live: number; archived: number }> {
      const [row] = await all<{ live: number; archived: number }>(sql`
        select coalesce(sum(n) filter (where name = 'live'), 0)::int as live,
          coalesce(sum(n) filter (where name = 'archived'), 0)::int as archived
        from product_counts`);
      return { live: row?.live ?? 0, archived: row?.archived ?? 0 };
    },

    /** The same counts from the products themselves: what the kept ones must equal (tests). */
    async recountProducts(): Promise<{ live: number; archived: number }> {
      const [row] = await all<{ live: number; archived: number }>(sql`
        select (count(*) filter (where archived_at is null))::int as live,
          (count(*) filter (where archived_at is not null))::int as archived
        from products`);
      return { live: row?.live ?? 0, archived: row?.archived ?? 0 };
    },

    /** Name, SKU, stock and rating of each product asked for (archived ones too), one statement. */
    async facts(ids: number[]) {
      if (!ids.length) return [];
      return all<{
        id: number;
        name: string;
        sku: string;
        stock: number;
        rating: number;
        quote: boolean;
        categoryId: number;
        categoryName: string;
      }>(sql`
        select p.id, p.name, p.sku, p.stock, p.rating, p.quote, p.category_id as "categoryId",
          c.name as "categoryName"
        from products p join categories c on c.id = p.category_id
        where p.id = any(${`{${ids.map(Number).join(',')}}`}::int[])`);
    },

    async findStock(id: number) {
      const [row] = await ex()
        .select({ stock: products.stock, quote: products.quote })
        .from(products)
        .where(and(eq(products.id, id), live))
        .limit(1);
      return row;
    },

    /** Held until the transaction ends: two instances starting together seed once. */
    async lockForSeeding(): Promise<void> {
      await ex().execute(sql`select pg_advisory_xact_lock(hashtext('shop:seed-catalogue'))`);
    },

    async countProductsAll(): Promise<number> {
      const [row] = await all<{ n: number }>(sql`select count(*)::int as n from products`);
      return row?.n ?? 0;
    },

    async insertCategory(values: typeof categories.$inferInsert) {
      const [row] = await ex().insert(categories).values(values).returning();
      return row!;
    },

    async insertProduct(values: typeof products.$inferInsert) {
      const [row] = await ex().insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async insertPackages(values: (typeof productPackages.$inferInsert)[]) {
      if (values.length) await ex().insert(productPackages).values(values);
    },

    async insertImages(values: (typeof productImages.$inferInsert)[]) {
      if (values.length) await ex().insert(productImages).values(values);
    },

    async insertCompatibility(values: (typeof productCompatibility.$inferInsert)[]) {
      if (values.length)
        await ex().insert(productCompatibility).values(values).onConflictDoNothing();
    },

    async productIdsBySku(skus: string[]) {
      if (!skus.length) return new Map<string, number>();
      const found = await ex()
        .select({ id: products.id, sku: products.sku })
        .from(products)
        .where(inArray(products.sku, skus))
        .orderBy(asc(products.id));
      return new Map(found.map((r) => [r.sku, r.id]));
    },

    async installedWith(labourPriceId: number): Promise<boolean> {
      const rows = await all<{ id: number }>(sql`
        select id from products where installation_labour_id = ${labourPriceId} limit 1`);
      return rows.length > 0;
    },
  };
}
