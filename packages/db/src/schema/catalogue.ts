import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DEFAULT_WARRANTY_MONTHS, MAX_WARRANTY_MONTHS } from '@shop/contract';
import { labourPrices } from './labour.ts';
import { users } from './accounts.ts';
import { createdAt, updatedAt } from './columns.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A picture as the product rows keep it (main image, the detail's pictures). */
type StoredImage = {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
};

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_key').on(t.slug),
    uniqueIndex('categories_name_key').on(t.name),
  ],
);

/**
 * A product. Money is integer cents; a quote product (request a quote) has no price.
 * `featuredRank` is the shop's own order ("Featured"); archived products stay for the order
 * lines that name them but leave the shop.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    description: text('description').notNull().default(''),
    quote: boolean('quote').notNull().default(false),
    priceCents: integer('price_cents'),
    stock: integer('stock').notNull().default(0),
    rating: doublePrecision('rating').notNull().default(5),
    reviewCount: integer('review_count').notNull().default(0),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    specs: jsonb('specs').$type<Record<string, string>>().notNull().default({}),
    featuredRank: integer('featured_rank').notNull().default(1000),
    /**
     * The first picture (by position, then id) as the lists show it, or null. Kept by the
     * trigger product_images_main_image (catalogue/sql/main-image.sql) whenever product_images
     * change, so a product list reads one table instead of a subquery per row.
     */
    mainImage: jsonb('main_image').$type<StoredImage>(),
    /**
     * The product page's lists as the detail call answers them: packages, the live products it
     * is compatible with, and pictures. Kept by the triggers of catalogue/sql/product-detail.sql
     * whenever those rows change, so the product page reads one row (ADR 0019).
     */
    detailLists: jsonb('detail_lists').$type<{
      packages: { id: number; name: string; priceCents: number | null; features: string[] }[];
      compatibleWith: { id: number; name: string }[];
      images: StoredImage[];
    }>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /**
     * The warranty a unit of the product is sold with, in months (ADR 0046): edited
     * on the product form; a unit keeps the term it was sold with (product_units).
     */
    warrantyMonths: smallint('warranty_months').notNull().default(DEFAULT_WARRANTY_MONTHS),
    /**
     * Kept as serial-numbered units in the warehouse (a camera, a panel), or as a plain count
     * (a cable, a mount): set on the product form, never inferred from received units. A
     * tracked product's stock is the count of its available units (catalogue/sql/tracked-stock.sql).
     */
    serialTracked: boolean('serial_tracked').notNull().default(false),
    /**
     * The labour price that installs one unit of the product: a product with one
     * offers installation in the shop; null, it is sold without.
     */
    installationLabourId: integer('installation_labour_id').references(() => labourPrices.id, {
      onDelete: 'set null',
    }),
    /**
     * The name as "Name A-Z" orders it: lower-cased, each run of digits left-padded with zeros
     * to 20 digits, so numbers compare as numbers ("2MP" before "12MP") in plain byte order
     * (collate "C", the same on every server). Stored, so the name orders' indexes hold it
     * and a page is read from the index alone.
     */
    nameSort: text('name_sort').generatedAlwaysAs(
      sql`regexp_replace(regexp_replace(lower(name), '[0-9]+', '00000000000000000000\\&', 'g'), '0*([0-9]{20})', '\\1', 'g')`,
    ),
    /**
     * Name and SKU (weight A) and description (weight C), for /api/search. The SKU's
     * separators become spaces first: the parser would read "LG-0054321" as a negative number.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', translate(coalesce(sku, ''), '-_./', '    ')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    check('products_stock_check', sql`${t.stock} >= 0`),
    check(
      'products_warranty_check',
      sql`${t.warrantyMonths} between 0 and ${sql.raw(String(MAX_WARRANTY_MONTHS))}`,
    ),
    check(
      'products_price_check',
      sql`${t.quote} or (${t.priceCents} is not null and ${t.priceCents} >= 0)`,
    ),
    check('products_rating_check', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('products_review_count_check', sql`${t.reviewCount} >= 0`),
    // The shop's lists read only live products, in one of five orders, optionally per category.
    index('products_live_featured_idx')
      .on(t.featuredRank, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_category_featured_idx')
      .on(t.categoryId, t.featuredRank, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_price_idx')
      .on(t.quote, t.priceCents, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_category_price_idx')
      .on(t.categoryId, t.quote, t.priceCents, t.id)
      .where(sql`${t.archivedAt} is null`),
    // "Price: High to Low" counts a quote product as 0.
    index('products_live_price_or_zero_idx')
      .on(sql`coalesce(${t.priceCents}, 0)`, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_rating_idx')
      .on(t.rating, t.id)
      .where(sql`${t.archivedAt} is null`),
    // "Name A-Z" ignores case, puts numbers in their order and sorts the same on every server
    // (byte order of name_sort).
    index('products_live_name_idx')
      .on(sql`${t.nameSort} collate "C"`, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_search_idx').using('gin', t.searchVector),
    // The storefront search's SKU hits: SKUs that start with what was typed, any case.
    index('products_live_sku_prefix_idx')
      .on(sql`upper(${t.sku}) text_pattern_ops`)
      .where(sql`${t.archivedAt} is null`),
    // The warehouse's unit list sorted by product name (archived products' units too): walked
    // in name order, each product's units from their own index (migration 0016).
    index('products_name_idx').on(t.name, t.id),
    // The admin list (migration 0010): its six sorts, per category too, and the archived few.
    // Migration 0010 also makes the name and price-or-zero indexes (and their category twins)
    // covering with INCLUDE (name / price_cents), which drizzle-kit cannot express.
    index('products_live_stock_idx')
      .on(t.stock, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_category_stock_idx')
      .on(t.categoryId, t.stock, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_category_name_idx')
      .on(t.categoryId, sql`${t.nameSort} collate "C"`, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_live_category_price_or_zero_idx')
      .on(t.categoryId, sql`coalesce(${t.priceCents}, 0)`, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('products_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} is not null`),
  ],
);

/** Buying options of a product; every product has at least "Standard" at the product price. */
export const productPackages = pgTable(
  'product_packages',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    name: text('name').notNull(),
    priceCents: integer('price_cents'),
    features: jsonb('features').$type<string[]>().notNull().default([]),
  },
  (t) => [
    index('product_packages_product_idx').on(t.productId, t.position),
    check('product_packages_price_check', sql`${t.priceCents} is null or ${t.priceCents} >= 0`),
  ],
);

export const productCompatibility = pgTable(
  'product_compatibility',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    compatibleProductId: integer('compatible_product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('product_compatibility_pair_key').on(t.productId, t.compatibleProductId),
    // The products to refresh when a product is renamed or archived (product-detail.sql).
    index('product_compatibility_compatible_idx').on(t.compatibleProductId),
  ],
);

/**
 * A product picture. `storageKey` names the stored files: `{storageKey}-{width}.webp` for each
 * of the widths; the files are content-addressed, so they can be cached for ever.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    widths: jsonb('widths').$type<number[]>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('product_images_product_idx').on(t.productId, t.position),
    // "Existing URL" on the product form names a stored picture by its key.
    index('product_images_storage_key_idx').on(t.storageKey),
    // The same upload twice is one picture of the product (ADR 0013).
    uniqueIndex('product_images_product_key_uq').on(t.productId, t.storageKey),
  ],
);

/**
 * Stock held for a customer between setting up a payment and placing its order:
 * other customers' checkouts count it as taken until it expires, so the last units are
 * refused before anyone pays for them. One hold per customer and product; a new checkout of
 * the same customer replaces it, and the order (or a cancel, or a changed cart) ends it.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('stock_holds_product_idx').on(t.productId, t.expiresAt),
    check('stock_holds_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * Live and archived products, kept by the catalogue's routine
 * apps/server/src/modules/catalogue/sql/product-counts.sql in the transaction that adds,
 * archives, restores or deletes a product (ADR 0070), spread over slots (the product's id
 * modulo the slots); a count is the sum of its slots.
 */
export const productCounts = pgTable(
  'product_counts',
  {
    name: text('name').notNull(),
    slot: smallint('slot').notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] })],
);
