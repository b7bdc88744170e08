import { randomBytes } from 'node:crypto';
import {
  fieldErrors,
  MAX_PRODUCT_IMAGES,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_LIST_MESSAGES,
  productFormSchema,
  type ProductFormValues,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import {
  DomainError,
  isForeignKeyViolation,
  isUniqueViolation,
  uniqueClash,
} from '../../lib/errors.ts';
import type { PackageWrite, ProductsRepository } from './catalogue-admin.repository.ts';
import {
  invalid,
  PRODUCT_ADMIN_MESSAGES,
  productNotFound,
  tooManyImages,
} from './catalogue-admin.mappers.ts';
import type { ProductImages } from './catalogue-admin.images.ts';
import type { ProductReads } from './catalogue-admin.reads.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** The unique index that keeps one product per SKU (packages/db schema). */
const SKU_INDEX = 'products_sku_key';
/** Another product has the SKU typed: a 409 on the form's field. */
const skuTaken = uniqueClash('sku', PRODUCT_FORM_MESSAGES.skuTaken, SKU_INDEX);

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || `category-${randomBytes(3).toString('hex')}`;

/**
 * The form's fields, checked as docs/modules/catalogue.md#rules says; every failing
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
  installationLabourId: form.installationLabourId,
  warrantyMonths: form.warrantyMonths,
  serialTracked: form.serialTracked,
});

/**
 * The product form's writes: create and update (each in one transaction, the update under the
 * row lock and the form's version), delete-or-archive, restore, and a new category.
 */
export function createProductChanges({
  database,
  repository,
  changed,
  detail,
  formPicture,
  installationOffers,
}: {
  database: DatabaseHandle;
  repository: ProductsRepository;
  /** Called after every write: the list's counts and the shop's caches are dropped. */
  changed: () => void;
  detail: ProductReads['product'];
  formPicture: ProductImages['formPicture'];
  /** The labour lines a product may be installed with (active, per unit). */
  installationOffers: CatalogueService['installationOffers'];
}) {
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
    if (
      typeof form.installationLabourId === 'number' &&
      !(await installationOffers()).perUnit.has(form.installationLabourId)
    )
      errors.installationLabourId = PRODUCT_FORM_MESSAGES.installation;
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

  return {
    async create(fields: Record<string, string>, files: Buffer[]) {
      const form = parseForm(fields, files.length > 0, true);
      // parseForm asked for a picture: an upload, or a URL the form names.
      const images = await formPicture(files, form.imageUrl);
      const id = await database
        .transaction(async () => {
          const { compatible, packages } = await resolveReferences(form);
          const sku = form.sku ?? `SS-${randomBytes(4).toString('hex').toUpperCase()}`;
          const productId = await repository.insertProduct(sku, productValues(form));
          // A tracked product has no units yet: it is out of stock until some are received.
          if (form.serialTracked) await repository.recountTrackedStock(productId);
          await repository.replacePackages(productId, packages);
          await repository.replaceCompatibility(productId, compatible);
          await repository.addImages(productId, images);
          return productId;
        })
        .catch((err: unknown) => {
          // A generated SKU that clashed (one in four billion) is worth another try; a typed
          // one is the owner's to change.
          if (isUniqueViolation(err, SKU_INDEX) && form.sku === null)
            throw new DomainError('conflict', PRODUCT_ADMIN_MESSAGES.skuClash);
          return skuTaken(err);
        });
      changed();
      return detail(id);
    },

    /** A new upload or existing URL becomes the main picture; the others stay behind it. */
    async update(id: number, fields: Record<string, string>, files: Buffer[]) {
      if (!(await repository.exists(id))) throw productNotFound();
      const form = parseForm(fields, files.length > 0, false);
      const images = await formPicture(files, form.imageUrl);
      await database.transaction(async () => {
        const version = await repository.lockForEdit(id);
        if (version === undefined) throw productNotFound();
        // The row is locked: a checkout taking stock now waits, one that took it since the
        // form opened changed the version. Either way nothing is overwritten unseen.
        if (form.version !== null && form.version !== version)
          throw new DomainError('conflict', PRODUCT_FORM_MESSAGES.changedElsewhere);
        const { compatible, packages } = await resolveReferences(form);
        const tracking = await repository.serialTracking(id);
        // Units on the shelves would be stock no count shows: they leave before tracking ends.
        if (form.serialTracked === false && tracking?.serialTracked && tracking.unitsOnShelf > 0)
          throw new DomainError(
            'conflict',
            PRODUCT_FORM_MESSAGES.unitsOnShelf(tracking.unitsOnShelf),
            {
              fields: { serialTracked: PRODUCT_FORM_MESSAGES.unitsOnShelf(tracking.unitsOnShelf) },
            },
          );
        const current = await repository.listImages(id);
        // The new main picture: one the product has already moves to the front (the same
        // upload twice is one picture), another is added before the others.
        const main = images[0];
        const had = main && current.find((img) => img.storageKey === main.storageKey);
        if (main && !had && current.length + 1 > MAX_PRODUCT_IMAGES) throw tooManyImages();
        await repository.updateProduct(id, productValues(form), form.sku).catch(skuTaken);
        if (form.serialTracked && !tracking?.serialTracked)
          await repository.recountTrackedStock(id);
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
          if (!deleted) throw productNotFound();
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
      if (!(await repository.setArchived(id, false))) throw productNotFound();
      changed();
      return detail(id);
    },

    async createCategory(name: string) {
      const category = await repository
        .insertCategory(name, slugOf(name))
        .catch(uniqueClash('name', PRODUCT_FORM_MESSAGES.categoryTaken));
      changed();
      return category;
    },
  };
}
