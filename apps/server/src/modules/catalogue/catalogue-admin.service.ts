import { asCents } from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { createProductsRepository } from './catalogue-admin.repository.ts';
import { createProductChanges } from './catalogue-admin.changes.ts';
import { createProductImages } from './catalogue-admin.images.ts';
import { createProductReads } from './catalogue-admin.reads.ts';

export { PRODUCT_ADMIN_MESSAGES } from './catalogue-admin.mappers.ts';

export type ProductsService = ReturnType<typeof createProductsService>;

/**
 * The back office's product editor: the admin list, the form's
 * create and update, delete-or-archive, categories and pictures. Pictures are checked,
 * re-encoded and stored before the transaction that writes their rows (ADR 0006, 0013).
 * Three parts by responsibility: reads (catalogue-admin.reads.ts), the form's writes
 * (catalogue-admin.changes.ts) and the pictures (catalogue-admin.images.ts); how a product
 * is answered is catalogue-admin.mappers.ts.
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
  const reads = createProductReads({ repository, counts });
  const images = createProductImages({
    database,
    storage,
    repository,
    changed,
  });
  const changes = createProductChanges({
    database,
    repository,
    changed,
    detail: reads.product,
    formPicture: images.formPicture,
    installationOffers: catalogue.installationOffers,
  });
  // ADR 0068: each member is named with the part that holds it.
  return {
    list: reads.list,
    product: reads.product,

    create: changes.create,
    update: changes.update,
    remove: changes.remove,
    restore: changes.restore,
    createCategory: changes.createCategory,

    images: images.images,
    addImages: images.addImages,
    reorderImages: images.reorderImages,
    deleteImage: images.deleteImage,

    /** The product form's Installation choices, in the price list's order. */
    async installationOptions() {
      const { perUnit } = await catalogue.installationOffers();
      return [...perUnit.values()].map((o) => ({
        id: o.labourPriceId,
        name: o.name,
        price: asCents(o.priceCents),
      }));
    },
  };
}
