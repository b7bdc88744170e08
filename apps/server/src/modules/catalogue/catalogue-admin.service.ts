import { randomBytes } from 'node:crypto';
import {
  availabilityOf,
  fieldErrors,
  IMAGE_MESSAGES,
  joinMessages,
  MAX_PRODUCT_IMAGES,
  paginationOf,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_LIST_MESSAGES,
  productFormSchema,
  SEARCH_MAX_RESULTS,
  toDollars,
  type AdminImage,
  type AdminProductDetail,
  type AdminProductsQuery,
  type AdminProductSummary,
  type ProductFormValues,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError, isForeignKeyViolation, isUniqueViolation } from '../../lib/errors.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { IMAGE_ROUTE, storeSquareImage, toProductImage } from './product-images.ts';
import { toPrefixTsquery } from './search-query.ts';
import { checkUpload, renderUpload } from './image-upload.ts';
import {
  createProductsRepository,
  type AdminImageRow,
  type AdminProductFilter,
  type AdminProductRow,
  type ImageWrite,
  type PackageWrite,
} from './catalogue-admin.repository.ts';

export const PRODUCT_ADMIN_MESSAGES = {
  notFound: 'Product not found',
  notMultipart: 'Send the product as multipart/form-data',
  skuClash: 'Could not give the product a unique SKU. Please try again.',
  onePicture: 'Send one picture with the product; add more under Manage Images',
  tooManyFields: 'The form has too many fields',
  fieldTooLong: 'is too long',
  badField: 'The form has a field name that is not allowed',
  cutShort: 'The upload was cut short. Please try again.',
} as const;

const money = (cents: number | null) => (cents === null ? null : toDollars(cents));

/** What the list and the form both show of a product. */
const basics = (row: AdminProductRow) => ({
  id: row.id,
  sku: row.sku,
  name: row.name,
  categoryId: row.categoryId,
  categoryName: row.categoryName,
  price: money(row.priceCents),
  quote: row.quote,
  stock: row.stock,
  archived: row.archived,
});

function toSummary(row: AdminProductRow): AdminProductSummary {
  return {
    ...basics(row),
    status: availabilityOf(row.stock),
    defaultLocation: row.defaultLocation,
    image: row.image ? toProductImage(row.image, 160) : null,
  };
}

const toAdminImage = (row: AdminImageRow): AdminImage => ({
  ...toProductImage(row, 400),
  id: row.id,
  position: row.position,
});

/** `/api/images/products/<hash>-<width>.webp` -> `products/<hash>`: only the shop's own pictures. */
const OWN_IMAGE = new RegExp(
  `^${IMAGE_ROUTE.replace(/\//g, '\\/')}(products\\/[a-z0-9-]{1,120})-\\d{2,4}\\.webp$`,
);

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || `category-${randomBytes(3).toString('hex')}`;

const invalid = (errors: Record<string, string>) =>
  new DomainError('validation', joinMessages(errors), { fields: errors });

export type ProductsService = ReturnType<typeof createProductsService>;

/**
 * The back office's product editor (issue 7 items 1 and 2): the admin list, the form's
 * create and update, delete-or-archive, categories and pictures. Pictures are checked,
 * re-encoded and stored before the transaction that writes their rows (ADR 0006, 0013).
 */
export function createProductsService({
  database,
  storage,
  catalogue,
}: {
  database: DatabaseHandle;
  storage: FileStorage;
  catalogue: CatalogueService;
}) {
  const repository = createProductsRepository(database);
  /** The list's counts, as the shop keeps its own (10 s, dropped when this process writes). */
  const counts = createTtlCache<number>(10_000, 500);
  const changed = () => {
    counts.clear();
    catalogue.catalogueChanged();
  };

  /** Checks, re-encodes and stores uploads: outside any transaction (storage may be remote). */
  async function storeUploads(files: Buffer[]): Promise<ImageWrite[]> {
    database.assertOutsideTransaction('storing product pictures');
    const checked = [];
    for (const file of files) checked.push(await checkUpload(file));
    const stored: ImageWrite[] = [];
    for (const file of checked) {
      stored.push({ ...(await storeSquareImage(storage, file, renderUpload)), alt: '' });
    }
    return stored;
  }

  async function detail(id: number): Promise<AdminProductDetail> {
    const row = await repository.findAdmin(id);
    if (!row) throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
    return {
      ...basics(row),
      description: row.description,
      features: row.features,
      specs: row.specs,
      packages: row.packages.map((p) => ({
        id: p.id,
        name: p.name,
        // null: no price of its own, the package is sold at the product price.
        price: money(p.priceCents),
        features: p.features,
      })),
      compatibleWith: row.compatibleWith,
      images: row.images.map(toAdminImage),
      version: row.version,
      tracksUnits: row.tracksUnits,
    };
  }

  /**
   * The form's fields, checked as customer-and-commerce-admin.md section 5 says; every failing
   * field in one 400.
   */
  function parseForm(
    fields: Record<string, string>,
    hasImage: boolean,
    imageRequired: boolean,
  ): ProductFormValues {
    const parsed = productFormSchema.safeParse(fields);
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (imageRequired && !hasImage && !(fields.imageUrl ?? '').trim())
      errors.image = PRODUCT_FORM_MESSAGES.image;
    if (!parsed.success || Object.keys(errors).length) throw invalid(errors);
    return parsed.data;
  }

  /** The picture the form names by URL: one the shop already stores, never a remote fetch. */
  async function existingImage(url: string): Promise<ImageWrite> {
    const key = OWN_IMAGE.exec(url)?.[1];
    const found = key ? await repository.imageByStorageKey(key) : undefined;
    if (!found) throw invalid({ imageUrl: PRODUCT_FORM_MESSAGES.imageUrl });
    return found;
  }

  /** Inside the transaction: the category, the compatible products, the packages. */
  async function resolveReferences(form: ProductFormValues) {
    const errors: Record<string, string> = {};
    if (!(await repository.categoryExists(form.categoryId)))
      errors.category = PRODUCT_FORM_MESSAGES.categoryNotFound;
    const names = form.compatibleWith.filter((c): c is string => typeof c === 'string');
    const ids = form.compatibleWith.filter((c): c is number => typeof c === 'number');
    const byName = await repository.idsByName(names);
    const known = await repository.existingIds(ids);
    const missing = [
      ...names.filter((n) => !byName.has(n)),
      ...ids.filter((i) => !known.has(i)).map(String),
    ];
    if (missing.length)
      errors.compatibleWith = `${PRODUCT_FORM_MESSAGES.compatibleNotFound}: ${missing.join(', ')}`;
    if (Object.keys(errors).length) throw invalid(errors);
    // A blank package price is stored as null: the package follows the product price
    // (the cart charges coalesce(package, product)), so a later price edit reaches it.
    const packages: PackageWrite[] = form.packages.length
      ? form.packages.map((p) => ({
          id: p.id,
          name: p.name,
          priceCents: form.quote ? null : p.priceCents,
          features: p.features,
        }))
      : [{ name: 'Standard', priceCents: null, features: [] }];
    return { compatible: [...byName.values(), ...ids], packages };
  }

  const productValues = (form: ProductFormValues) => ({
    name: form.name,
    categoryId: form.categoryId,
    description: form.description,
    quote: form.quote,
    // A quote product may keep a price for staff; the shop shows "request a quote" for it.
    priceCents: form.priceCents,
    stock: form.stock,
    features: form.features,
    specs: form.specs,
  });

  return {
    async list(query: AdminProductsQuery) {
      const filter: AdminProductFilter = {
        categoryId: query.category,
        archived: query.archived,
        search: query.search
          ? { tsquery: toPrefixTsquery(query.search), sku: query.search }
          : undefined,
      };
      const offset = (query.page - 1) * query.limit;
      if (filter.search) {
        const rows = await repository.searchAdmin(
          filter,
          query.sort,
          query.limit,
          offset,
          SEARCH_MAX_RESULTS,
        );
        // The rows say how many matched; only a page past the end (or nothing found) counts.
        const matched =
          rows[0]?.matched ??
          (query.page > 1 ? await repository.countAdmin(filter, SEARCH_MAX_RESULTS) : 0);
        const total = Math.min(matched, SEARCH_MAX_RESULTS);
        return {
          success: true as const,
          products: rows.map(toSummary),
          pagination: paginationOf(query.page, query.limit, total),
          truncated: matched > SEARCH_MAX_RESULTS,
        };
      }
      const total = await counts.get(JSON.stringify(filter), () =>
        repository.countAdmin(filter, SEARCH_MAX_RESULTS),
      );
      const rows = await repository.listAdmin(filter, query.sort, query.limit, offset);
      return {
        success: true as const,
        products: rows.map(toSummary),
        pagination: paginationOf(query.page, query.limit, total),
        truncated: false,
      };
    },

    product: detail,

    async create(fields: Record<string, string>, files: Buffer[]) {
      const form = parseForm(fields, files.length > 0, true);
      const images = files.length
        ? await storeUploads(files.slice(0, 1))
        : [await existingImage(form.imageUrl)];
      const id = await database
        .transaction(async () => {
          const { compatible, packages } = await resolveReferences(form);
          const sku = `SS-${randomBytes(4).toString('hex').toUpperCase()}`;
          const productId = await repository.insertProduct(sku, productValues(form));
          await repository.replacePackages(productId, packages);
          await repository.replaceCompatibility(productId, compatible);
          await repository.addImages(productId, images);
          return productId;
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err))
            throw new DomainError('conflict', PRODUCT_ADMIN_MESSAGES.skuClash);
          throw err;
        });
      changed();
      return detail(id);
    },

    /** A new upload or existing URL becomes the main picture; the others stay behind it. */
    async update(id: number, fields: Record<string, string>, files: Buffer[]) {
      if (!(await repository.exists(id)))
        throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
      const form = parseForm(fields, files.length > 0, false);
      const images = files.length
        ? await storeUploads(files.slice(0, 1))
        : form.imageUrl
          ? [await existingImage(form.imageUrl)]
          : [];
      await database.transaction(async () => {
        const version = await repository.lockForEdit(id);
        if (version === undefined)
          throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
        // The row is locked: a checkout taking stock now waits, one that took it since the
        // form opened changed the version. Either way nothing is overwritten unseen.
        if (form.version !== null && form.version !== version)
          throw new DomainError('conflict', PRODUCT_FORM_MESSAGES.changedElsewhere);
        const { compatible, packages } = await resolveReferences(form);
        const current = await repository.listImages(id);
        // The new main picture: one the product has already moves to the front (the same
        // upload twice is one picture), another is added before the others.
        const main = images[0];
        const had = main && current.find((img) => img.storageKey === main.storageKey);
        if (main && !had && current.length + 1 > MAX_PRODUCT_IMAGES)
          throw invalid({ image: `A product has at most ${MAX_PRODUCT_IMAGES} pictures` });
        await repository.updateProduct(id, productValues(form));
        await repository.replacePackages(id, packages);
        await repository.replaceCompatibility(id, compatible);
        if (had && current[0]?.id !== had.id) {
          await repository.reorderImages(id, [
            had.id,
            ...current.filter((img) => img.id !== had.id).map((img) => img.id),
          ]);
        } else if (main && !had) {
          await repository.addImages(id, [main], true);
        }
      });
      changed();
      return detail(id);
    },

    /**
     * Deletes a product no order names; one an order line names is archived instead (it
     * leaves the shop and the list, its order lines stay whole). The database decides: the
     * delete runs in a savepoint and the order lines' foreign key refuses it, so an order
     * placed at the same moment cannot lose its product.
     */
    async remove(id: number) {
      const archived = await database.transaction(async () => {
        try {
          const deleted = await database.transaction(() => repository.deleteProduct(id));
          if (!deleted) throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
          return false;
        } catch (err) {
          if (!isForeignKeyViolation(err)) throw err;
          await repository.setArchived(id, true);
          return true;
        }
      });
      changed();
      return {
        success: true as const,
        archived,
        message: archived ? PRODUCT_LIST_MESSAGES.archived : PRODUCT_LIST_MESSAGES.deleted,
      };
    },

    async restore(id: number) {
      if (!(await repository.setArchived(id, false)))
        throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
      changed();
      return detail(id);
    },

    async createCategory(name: string) {
      try {
        const category = await repository.insertCategory(name, slugOf(name));
        changed();
        return category;
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw new DomainError('conflict', PRODUCT_FORM_MESSAGES.categoryTaken, {
            fields: { name: PRODUCT_FORM_MESSAGES.categoryTaken },
          });
        }
        throw err;
      }
    },

    async images(id: number): Promise<AdminImage[]> {
      if (!(await repository.exists(id)))
        throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
      return (await repository.listImages(id)).map(toAdminImage);
    },

    async addImages(id: number, files: Buffer[]) {
      if (!files.length) throw invalid({ image: IMAGE_MESSAGES.noFile });
      if (!(await repository.exists(id)))
        throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
      const stored = await storeUploads(files);
      await database.transaction(async () => {
        if (!(await repository.lockProduct(id)))
          throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
        const current = await repository.listImages(id);
        // A picture the product already has, or one sent twice, is not added again.
        const keys = new Set(current.map((img) => img.storageKey));
        const fresh = stored.filter((img) => !keys.has(img.storageKey) && keys.add(img.storageKey));
        if (current.length + fresh.length > MAX_PRODUCT_IMAGES)
          throw invalid({ image: `A product has at most ${MAX_PRODUCT_IMAGES} pictures` });
        await repository.addImages(id, fresh);
      });
      changed();
      return (await repository.listImages(id)).map(toAdminImage);
    },

    /** The first of `order` becomes the main picture (the one the shop's lists show). */
    async reorderImages(id: number, order: number[]) {
      await database.transaction(async () => {
        if (!(await repository.lockProduct(id)))
          throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
        const current = await repository.listImages(id);
        const ids = new Set(current.map((i) => i.id));
        if (order.length !== ids.size || new Set(order).size !== order.length)
          throw invalid({ order: IMAGE_MESSAGES.order });
        if (!order.every((i) => ids.has(i))) throw invalid({ order: IMAGE_MESSAGES.order });
        await repository.reorderImages(id, order);
      });
      changed();
      return (await repository.listImages(id)).map(toAdminImage);
    },

    /** Never the last picture: the form requires one, and the shop shows it. */
    async deleteImage(id: number, imageId: number) {
      await database.transaction(async () => {
        if (!(await repository.lockProduct(id)))
          throw new DomainError('not_found', PRODUCT_ADMIN_MESSAGES.notFound);
        const current = await repository.listImages(id);
        if (!current.some((i) => i.id === imageId))
          throw new DomainError('not_found', IMAGE_MESSAGES.imageNotFound);
        if (current.length <= 1) throw new DomainError('conflict', IMAGE_MESSAGES.lastImage);
        await repository.deleteImage(id, imageId);
      });
      changed();
      return (await repository.listImages(id)).map(toAdminImage);
    },
  };
}
