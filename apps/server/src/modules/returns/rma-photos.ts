import { randomBytes } from 'node:crypto';
import { IMAGE_MESSAGES, MAX_UPLOAD_PIXELS } from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';
import type { FileStorage, StoredFile } from '../../lib/storage/storage.ts';
import { checkUpload } from '../catalogue/image-upload.ts';

/** The longest side a photo is kept at: enough to see a crack or a label, small to serve. */
export const RMA_PHOTO_MAX_SIDE = 1600;

/** Photos live under this folder of the file storage, which only the RMA routes serve. */
const FOLDER = 'rma-photos';

export type StoredRmaPhoto = { storageKey: string; width: number; height: number };

/**
 * An RMA's photos (ADR 0047): checked by content exactly like product pictures
 * (catalogue/image-upload.ts: the magic bytes and the decoder agree on JPEG, PNG or WebP, the
 * pixel count is bounded before decoding; SVG and renamed files are refused), then re-encoded
 * as WebP, turned upright and without metadata (EXIF, GPS), and kept under a random key that
 * no public route serves.
 */
export function createRmaPhotos(storage: FileStorage) {
  async function render(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
    const { default: sharp } = await import('sharp');
    try {
      const { data, info } = await sharp(bytes, {
        limitInputPixels: MAX_UPLOAD_PIXELS,
        failOn: 'error',
      })
        .rotate()
        .resize(RMA_PHOTO_MAX_SIDE, RMA_PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
      return { data, width: info.width, height: info.height };
    } catch {
      throw new DomainError('validation', IMAGE_MESSAGES.unreadable, {
        fields: { photos: IMAGE_MESSAGES.unreadable },
      });
    }
  }

  /** Files of a request that was not filed after all: removed; a failure is left behind. */
  async function remove(photos: StoredRmaPhoto[]): Promise<void> {
    await Promise.all(photos.map((p) => storage.delete(p.storageKey).catch(() => undefined)));
  }

  return {
    remove,

    /** Every file checked by its content (400 naming the photos field), none stored yet. */
    async check(files: Buffer[]): Promise<Buffer[]> {
      const checked: Buffer[] = [];
      for (const file of files) {
        try {
          checked.push(await checkUpload(file));
        } catch (err) {
          if (err instanceof DomainError && err.fields?.image) {
            throw new DomainError('validation', err.message, { fields: { photos: err.message } });
          }
          throw err;
        }
      }
      return checked;
    },

    /** Re-encodes and stores checked files, outside any transaction (storage may be remote). */
    async store(files: Buffer[]): Promise<StoredRmaPhoto[]> {
      const stored: StoredRmaPhoto[] = [];
      try {
        for (const file of files) {
          const { data, width, height } = await render(file);
          const storageKey = `${FOLDER}/${randomBytes(16).toString('hex')}.webp`;
          await storage.put(storageKey, data, 'image/webp');
          stored.push({ storageKey, width, height });
        }
      } catch (err) {
        await remove(stored);
        throw err;
      }
      return stored;
    },

    read(storageKey: string): Promise<StoredFile | null> {
      return storage.get(storageKey);
    },
  };
}

export type RmaPhotos = ReturnType<typeof createRmaPhotos>;
