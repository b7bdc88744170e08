import {
  IMAGE_MESSAGES,
  MAX_PRODUCT_IMAGES,
  PRODUCT_FORM_MESSAGES,
  type AdminImage,
} from '@shop/contract';
import type { DatabaseHandle } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { IMAGE_ROUTE, storeSquareImage } from './product-images.ts';
import { checkUpload, renderUpload } from './image-upload.ts';
import type { ImageWrite, ProductsRepository } from './catalogue-admin.repository.ts';
import {
  invalid,
  productNotFound,
  toAdminImage,
  tooManyImages,
} from './catalogue-admin.mappers.ts';

/** `/api/images/products/<hash>-<width>.webp` -> `products/<hash>`: only the shop's own pictures. */
const OWN_IMAGE = new RegExp(
  `^${IMAGE_ROUTE.replace(/\//g, '\\/')}(products\\/[a-z0-9-]{1,120})-\\d{2,4}\\.webp$`,
);

/**
 * A product's pictures (Manage Images): added, reordered, deleted, each change under the
 * product's row lock. Pictures are checked, re-encoded and stored before the transaction that
 * writes their rows (ADR 0006, 0013); the form's one picture is stored the same way.
 */
export function createProductImages({
  database,
  storage,
  repository,
  changed,
}: {
  database: DatabaseHandle;
  storage: FileStorage;
  repository: ProductsRepository;
  /** Called after every write: the list's counts and the shop's caches are dropped. */
  changed: () => void;
}) {
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

  /** The picture the form names by URL: one the shop already stores, never a remote fetch. */
  async function existingImage(url: string): Promise<ImageWrite> {
    const key = OWN_IMAGE.exec(url)?.[1];
    const found = key ? await repository.imageByStorageKey(key) : undefined;
    if (!found) throw invalid({ imageUrl: PRODUCT_FORM_MESSAGES.imageUrl });
    return found;
  }

  const listed = async (id: number) => (await repository.listImages(id)).map(toAdminImage);

  /** Inside a transaction: the product locked, and its pictures as they are now. */
  async function lockedImages(id: number) {
    if (!(await repository.lockProduct(id))) throw productNotFound();
    return repository.listImages(id);
  }

  /** The write's result: the caches dropped, the pictures as they are now. */
  async function afterWrite(id: number): Promise<AdminImage[]> {
    changed();
    return listed(id);
  }

  return {
    /**
     * The product form's picture, stored before its transaction: the first upload, or the
     * stored picture its URL names; none when the form sends neither.
     */
    async formPicture(files: Buffer[], imageUrl: string): Promise<ImageWrite[]> {
      if (files.length) return storeUploads(files.slice(0, 1));
      return imageUrl ? [await existingImage(imageUrl)] : [];
    },

    async images(id: number): Promise<AdminImage[]> {
      if (!(await repository.exists(id))) throw productNotFound();
      return listed(id);
    },

    async addImages(id: number, files: Buffer[]) {
      if (!files.length) throw invalid({ image: IMAGE_MESSAGES.noFile });
      if (!(await repository.exists(id))) throw productNotFound();
      const stored = await storeUploads(files);
      await database.transaction(async () => {
        const current = await lockedImages(id);
        // A picture the product already has, or one sent twice, is not added again.
        const keys = new Set(current.map((img) => img.storageKey));
        const fresh = stored.filter((img) => !keys.has(img.storageKey) && keys.add(img.storageKey));
        if (current.length + fresh.length > MAX_PRODUCT_IMAGES) throw tooManyImages();
        await repository.addImages(id, fresh);
      });
      return afterWrite(id);
    },

    /** The first of `order` becomes the main picture (the one the shop's lists show). */
    async reorderImages(id: number, order: number[]) {
      await database.transaction(async () => {
        const ids = new Set((await lockedImages(id)).map((i) => i.id));
        if (order.length !== ids.size || new Set(order).size !== order.length)
          throw invalid({ order: IMAGE_MESSAGES.order });
        if (!order.every((i) => ids.has(i))) throw invalid({ order: IMAGE_MESSAGES.order });
        await repository.reorderImages(id, order);
      });
      return afterWrite(id);
    },

    /** Never the last picture: the form requires one, and the shop shows it. */
    async deleteImage(id: number, imageId: number) {
      await database.transaction(async () => {
        const current = await lockedImages(id);
        if (!current.some((i) => i.id === imageId))
          throw new DomainError('not_found', IMAGE_MESSAGES.imageNotFound);
        if (current.length <= 1) throw new DomainError('conflict', IMAGE_MESSAGES.lastImage);
        await repository.deleteImage(id, imageId);
      });
      return afterWrite(id);
    },
  };
}

export type ProductImages = ReturnType<typeof createProductImages>;
