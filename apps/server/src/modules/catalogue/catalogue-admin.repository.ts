import { sql, type SQL } from 'drizzle-orm';
import { queryRows, schema, type ExecutorSource } from '@shop/db';
import { WAREHOUSE_ID, type AdminProductSort, type AdminProductSummary } from '@shop/contract';
import type { ImageRow } from './catalogue.repository.ts';

const { categories, products, productImages } = schema;

/**
 * A product row's version: its updated_at to the microsecond, as text (a JS Date would drop
 * the microseconds). Every write to a product row sets updated_at, the checkout's stock
 * decrement included.
 */
const VERSION = sql.raw(`to_char(p.updated_at at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`);

export type AdminProductFilter = {
  categoryId?: number | undefined;
  /**
   * A prefix tsquery of the search text (search-query.ts; null when the text has no letter
   * or digit), and the text for an exact SKU.
   */
  search?: { tsquery: string | null; sku: string } | undefined;
  archived: boolean;
};

export type AdminProductRow = {
  id: number;
  sku: string;
  name: string;
  categoryId: number;
  categoryName: string;
  quote: boolean;
  priceCents: number | null;
  stock: number;
  image: ImageRow | null;
  archived: boolean;
  defaultLocation: AdminProductSummary['defaultLocation'];
  warrantyMonths: number;
};

export type AdminImageRow = ImageRow & { id: number; position: number };

export type AdminProductDetailRow = AdminProductRow & {
  description: string;
  features: string[];
  specs: Record<string, string>;
  packages: { id: number; name: string; priceCents: number | null; features: string[] }[];
  compatibleWith: string[];
  images: AdminImageRow[];
  version: string;
  serialTracked: boolean;
  installationLabourId: number | null;
};

export type ProductWrite = {
  name: string;
  categoryId: number;
  description: string;
  quote: boolean;
  priceCents: number | null;
  stock: number;
  features: string[];
  specs: Record<string, string>;
  /** The labour line that installs one unit; undefined: unchanged (an update). */
  installationLabourId?: number | null | undefined;
  /** The warranty a unit is sold with, in months; undefined: the default (create) or unchanged. */
  warrantyMonths?: number | undefined;
  /** Kept as serial-numbered units; undefined: not tracked (create) or unchanged. */
  serialTracked?: boolean | undefined;
};

export type PackageWrite = {
  id?: number | undefined;
  name: string;
  priceCents: number | null;
  features: string[];
};
export type ImageWrite = Omit<ImageRow, 'alt'> & { alt: string };

/**
 * The admin list's six orders, each ending in the id so pages never overlap. Each is a walk
 * of a partial index on live products (products_live_name_idx, _price_or_zero_idx,
 * _stock_idx and their per-category twins, migrations 0003 and 0010), forwards or backwards.
 */
const ORDER_BY: Record<AdminProductSort, SQL> = {
  // Natural order: numbers in names compare as numbers (the stored key name_sort).
  'name-asc': sql`p.name_sort collate "C" asc, p.id asc`,
  'name-desc': sql`p.name_sort collate "C" desc, p.id desc`,
  'price-asc': sql`coalesce(p.price_cents, 0) asc, p.id asc`,
  'price-desc': sql`coalesce(p.price_cents, 0) desc, p.id desc`,
  'stock-asc': sql`p.stock asc, p.id asc`,
  'stock-desc': sql`p.stock desc, p.id desc`,
};

function filterSql(filter: AdminProductFilter): SQL {
  const parts: SQL[] = [
    filter.archived ? sql`p.archived_at is not null` : sql`p.archived_at is null`,
  ];
  if (filter.categoryId !== undefined) parts.push(sql`p.category_id = ${filter.categoryId}`);
  if (filter.search) {
    const sku = sql`p.sku = ${filter.search.sku.toUpperCase()}`;
    parts.push(
      filter.search.tsquery
        ? sql`(p.search_vector @@ to_tsquery('english', ${filter.search.tsquery}) or ${sku})`
        : sku,
    );
  }
  return sql.join(parts, sql` and `);
}

const ROW_COLUMNS = sql`p.id, p.sku, p.name, p.category_id as "categoryId", c.name as "categoryName",
  p.quote, p.price_cents as "priceCents", p.stock, p.main_image as image,
  (p.archived_at is not null) as archived, p.warranty_months as "warrantyMonths",
  (select json_build_object('zone', d.zone_code, 'aisle', nullif(d.aisle, ''),
      'rack', nullif(d.rack, ''), 'shelf', nullif(d.shelf, ''),
      'locationCode', d.location_code, 'badge', d.badge)
    from warehouse_default_locations d
    where d.product_id = p.id and d.warehouse_id = ${WAREHOUSE_ID}) as "defaultLocation"`;

export type ProductsRepository = ReturnType<typeof createProductsRepository>;

export function createProductsRepository(database: ExecutorSource) {
  const ex = () => database.executor();
  const all = <T>(query: SQL) => queryRows<T>(database, query);

  return {
    /** How many match; a search counts to `cap` + 1 at most. */
    async countAdmin(filter: AdminProductFilter, cap: number): Promise<number> {
      const [row] = await all<{ n: number }>(
        filter.search
          ? sql`select count(*)::int as n from (
              select 1 from products p where ${filterSql(filter)} limit ${cap + 1}) m`
          : sql`select count(*)::int as n from products p where ${filterSql(filter)}`,
      );
      return row?.n ?? 0;
    },

    /**
     * A search, one statement: it sorts and pages the first `cap` matches the full-text index
     * gives (as the shop's search does, ADR 0008; a broad search, "dome camera" is one
     * product in eight, would otherwise read and sort every match), and each row carries how
     * many matched, counting to `cap` + 1 (more than `cap`: the list says so).
     */
    async searchAdmin(
      filter: AdminProductFilter,
      sort: AdminProductSort,
      limit: number,
      offset: number,
      cap: number,
    ) {
      return all<AdminProductRow & { matched: number }>(sql`
        with m as materialized (
          select p.id from products p where ${filterSql(filter)} limit ${cap + 1}),
        k as (select id from m limit ${cap})
        select ${ROW_COLUMNS}, (select count(*)::int from m) as matched
        from k join products p on p.id = k.id join categories c on c.id = p.category_id
        order by ${ORDER_BY[sort]}
        limit ${limit} offset ${offset}`);
    },

    /** A page in one of the six orders (no search). */
    async listAdmin(
      filter: AdminProductFilter,
      sort: AdminProductSort,
      limit: number,
      offset: number,
    ) {
      // The page's ids first, from the sort's index alone (migration 0010 made each one
      // covering), then only those rows: a deep page skips index entries, not table rows.
      return all<AdminProductRow>(sql`
        with page as materialized (
          select p.id from products p
          where ${filterSql(filter)}
          order by ${ORDER_BY[sort]}
          limit ${limit} offset ${offset})
        select ${ROW_COLUMNS}
        from page join products p on p.id = page.id join categories c on c.id = p.category_id
        order by ${ORDER_BY[sort]}`);
    },

    /** One product as the form edits it, archived or not: one statement. */
    async findAdmin(id: number): Promise<AdminProductDetailRow | undefined> {
      const [row] = await all<AdminProductDetailRow>(sql`
        select ${ROW_COLUMNS}, p.description, p.features, p.specs,
          coalesce((select json_agg(json_build_object('id', k.id, 'name', k.name,
                      'priceCents', k.price_cents, 'features', k.features) order by k.position, k.id)
                    from product_packages k where k.product_id = p.id), '[]'::json) as packages,
          coalesce((select json_agg(o.name order by o.name)
                    from product_compatibility pc join products o on o.id = pc.compatible_product_id
                    -- archived ones are left out, as the shop does: a resave only names live ones
                    where pc.product_id = p.id and o.archived_at is null), '[]'::json) as "compatibleWith",
          coalesce((select json_agg(json_build_object('id', i.id, 'position', i.position,
                      'storageKey', i.storage_key, 'widths', i.widths, 'width', i.width,
                      'height', i.height, 'alt', i.alt) order by i.position, i.id)
                    from product_images i where i.product_id = p.id), '[]'::json) as images,
          ${VERSION} as version,
          p.serial_tracked as "serialTracked",
          p.installation_labour_id as "installationLabourId"
        from products p join categories c on c.id = p.category_id
        where p.id = ${id}`);
      return row;
    },

    async exists(id: number): Promise<boolean> {
      const found = await all(sql`select 1 from products where id = ${id}`);
      return found.length > 0;
    },

    async categoryExists(id: number): Promise<boolean> {
      const found = await all(sql`select 1 from categories where id = ${id}`);
      return found.length > 0;
    },

    async insertCategory(name: string, slug: string) {
      const [row] = await ex()
        .insert(categories)
        .values({
          name,
          slug,
          position: sql`(select coalesce(max(position), 0) + 1 from categories)`,
        })
        .returning({ id: categories.id, slug: categories.slug, name: categories.name });
      return row!;
    },

    /** Live products by exact name (the oldest of a name), for "compatible with". */
    async idsByName(names: string[]): Promise<Map<string, number>> {
      if (!names.length) return new Map();
      const found = await all<{ id: number; name: string }>(sql`
        select distinct on (name) id, name from products
        where archived_at is null and name in (${sql.join(
          names.map((n) => sql`${n}`),
          sql`, `,
        )})
        order by name, id`);
      return new Map(found.map((r) => [r.name, r.id]));
    },

    async existingIds(ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const found = await all<{ id: number }>(sql`
        select id from products where id in (${sql.join(
          ids.map((n) => sql`${n}`),
          sql`, `,
        )})`);
      return new Set(found.map((r) => r.id));
    },

    /** A picture the shop already stores, by its key (the form's "existing URL"). */
    async imageByStorageKey(storageKey: string): Promise<ImageWrite | undefined> {
      const [row] = await all<ImageWrite>(sql`
        select storage_key as "storageKey", widths, width, height, alt
        from product_images where storage_key = ${storageKey} limit 1`);
      return row;
    },

    async insertProduct(sku: string, values: ProductWrite): Promise<number> {
      const [row] = await ex()
        .insert(products)
        .values({ sku, ...values })
        .returning({ id: products.id });
      return row!.id;
    },

    /** `sku` null: the product keeps its SKU. */
    async updateProduct(id: number, values: ProductWrite, sku: string | null): Promise<boolean> {
      const found = await all(sql`
        update products set name = ${values.name}, sku = coalesce(${sku}, sku),
          category_id = ${values.categoryId},
          description = ${values.description}, quote = ${values.quote},
          price_cents = ${values.priceCents},
          -- A product tracked by serial keeps the count its units give it (recounted by the
          -- caller when it becomes tracked).
          stock = case when coalesce(${values.serialTracked ?? null}::boolean, serial_tracked)
            then stock else ${values.stock} end,
          features = ${JSON.stringify(values.features)}::jsonb,
          specs = ${JSON.stringify(values.specs)}::jsonb, updated_at = now()
          ${
            // Absent (an API client that does not send it): the product keeps its choice.
            values.installationLabourId === undefined
              ? sql``
              : sql`, installation_labour_id = ${values.installationLabourId}`
          }
          ${
            values.warrantyMonths === undefined
              ? sql``
              : sql`, warranty_months = ${values.warrantyMonths}`
          }
          ${
            values.serialTracked === undefined
              ? sql``
              : sql`, serial_tracked = ${values.serialTracked}`
          }
        where id = ${id} returning id`);
      return found.length > 0;
    },

    /**
     * The packages become `list`, matched by id: a sent id of this product is updated in place
     * (cart and order lines naming it keep it), a package without a known id is inserted, and
     * the product's packages not sent are deleted (their cart lines go by the FK cascade; order
     * lines keep their copied name and price). A cart line never moves to another package.
     */
    async replacePackages(productId: number, list: PackageWrite[]) {
      const existing = new Set(
        (
          await all<{ id: number }>(sql`
            select id from product_packages where product_id = ${productId}`)
        ).map((r) => Number(r.id)),
      );
      const kept = new Set(list.flatMap((p) => (p.id && existing.has(p.id) ? [p.id] : [])));
      const gone = [...existing].filter((id) => !kept.has(id));
      if (gone.length) {
        await ex().execute(
          sql`delete from product_packages where product_id = ${productId} and id in (${sql.join(
            gone.map((n) => sql`${n}`),
            sql`, `,
          )})`,
        );
      }
      const used = new Set<number>();
      for (const [i, p] of list.entries()) {
        if (p.id && kept.has(p.id) && !used.has(p.id)) {
          used.add(p.id);
          await ex().execute(sql`
            update product_packages set position = ${i}, name = ${p.name},
              price_cents = ${p.priceCents}, features = ${JSON.stringify(p.features)}::jsonb
            where id = ${p.id} and product_id = ${productId}`);
        } else {
          await ex().execute(sql`
            insert into product_packages (product_id, position, name, price_cents, features)
            values (${productId}, ${i}, ${p.name}, ${p.priceCents}, ${JSON.stringify(p.features)}::jsonb)`);
        }
      }
    },

    async replaceCompatibility(productId: number, ids: number[]) {
      await ex().execute(sql`delete from product_compatibility where product_id = ${productId}`);
      const others = [...new Set(ids)].filter((id) => id !== productId);
      if (others.length) {
        await ex().execute(sql`
          insert into product_compatibility (product_id, compatible_product_id)
          select ${productId}, x from unnest(${sql.raw(`array[${others.join(',')}]`)}::int[]) as x
          on conflict do nothing`);
      }
    },

    async listImages(productId: number): Promise<AdminImageRow[]> {
      return all<AdminImageRow>(sql`
        select id, position, storage_key as "storageKey", widths, width, height, alt
        from product_images where product_id = ${productId} order by position, id`);
    },

    /** Adds pictures after the last one, or before the first when `first` (a new main one). */
    async addImages(productId: number, images: ImageWrite[], first = false) {
      if (!images.length) return;
      if (first) {
        await ex().execute(sql`
          update product_images set position = position + ${images.length}
          where product_id = ${productId}`);
      }
      const [row] = await all<{ next: number }>(sql`
        select coalesce(max(position) + 1, 0)::int as next from product_images
        where product_id = ${productId}`);
      const start = first ? 0 : (row?.next ?? 0);
      // The caller leaves out pictures the product has (it holds the product's lock); the
      // unique (product, storage key) index is the last word.
      await ex()
        .insert(productImages)
        .values(images.map((img, i) => ({ productId, position: start + i, ...img })))
        .onConflictDoNothing();
    },

    /** Positions 0..n-1 in the given order (a permutation of the product's pictures). */
    async reorderImages(productId: number, order: number[]) {
      await ex().execute(sql`
        update product_images i set position = v.pos - 1
        from unnest(${sql.raw(`array[${order.join(',')}]`)}::int[]) with ordinality as v(id, pos)
        where i.id = v.id and i.product_id = ${productId}`);
    },

    async deleteImage(productId: number, imageId: number): Promise<boolean> {
      const found = await all(sql`
        delete from product_images where id = ${imageId} and product_id = ${productId}
        returning id`);
      return found.length > 0;
    },

    /** Locks the row for an edit and reads its version (undefined: no such product). */
    async lockForEdit(id: number): Promise<string | undefined> {
      const [row] = await all<{ version: string }>(
        sql`select ${VERSION} as version from products p where p.id = ${id} for update`,
      );
      return row?.version;
    },

    /** Whether the product is tracked by serial, and how many of its units are on the shelves. */
    async serialTracking(id: number) {
      const [row] = await all<{ serialTracked: boolean; unitsOnShelf: number }>(sql`
        select p.serial_tracked as "serialTracked",
          (select count(*)::int from warehouse_units u
            where u.product_id = p.id and u.status = 'available') as "unitsOnShelf"
        from products p where p.id = ${id}`);
      return row;
    },

    /** A product just made tracked: its stock becomes its available units (none: 0). */
    async recountTrackedStock(id: number): Promise<void> {
      await all(sql`select refresh_product_unit_stock(array[${id}::int])`);
    },

    /** Locks the product's row, so two requests on its pictures queue (the last-one rule). */
    async lockProduct(id: number): Promise<boolean> {
      const found = await all(sql`select id from products where id = ${id} for update`);
      return found.length > 0;
    },

    /**
     * Deletes the product with its packages, pictures' rows and compatibility (cascades).
     * Fails with a foreign-key violation when an order line names it.
     */
    async deleteProduct(id: number): Promise<boolean> {
      const found = await all(sql`delete from products where id = ${id} returning id`);
      return found.length > 0;
    },

    async setArchived(id: number, archived: boolean): Promise<boolean> {
      const found = await all(sql`
        update products set archived_at = ${archived ? sql`coalesce(archived_at, now())` : sql`null`},
          updated_at = now()
        where id = ${id} returning id`);
      return found.length > 0;
    },
  };
}
