import { createHash } from 'node:crypto';
import type { ProductImage } from '@shop/contract';
import type { FileStorage } from '../../lib/storage/storage.ts';
import type { ImageRow } from './catalogue.repository.ts';

/** The widths every product picture is stored in (cards use 400, the details overlay 800). */
export const IMAGE_WIDTHS = [160, 400, 800] as const;
export const IMAGE_ROUTE = '/api/images/';

export type StoredImage = { storageKey: string; widths: number[]; width: number; height: number };

/**
 * Stores a square picture in every width as WebP under a content-addressed key, so the same
 * picture is stored once and its URLs can be cached for ever. Call outside any transaction
 * (the storage may be a remote bucket); the row that names it is written afterwards.
 */
export async function storeSquareImage(
  storage: FileStorage,
  source: string | Buffer,
  render: (source: string | Buffer, width: number) => Promise<Buffer>,
): Promise<StoredImage> {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 20);
  const storageKey = `products/${hash}`;
  for (const width of IMAGE_WIDTHS) {
    await storage.put(`${storageKey}-${width}.webp`, await render(source, width), 'image/webp');
  }
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  return { storageKey, widths: [...IMAGE_WIDTHS], width: largest, height: largest };
}

export const imageUrl = (storageKey: string, width: number) =>
  `${IMAGE_ROUTE}${storageKey}-${width}.webp`;

/** The API's view of a stored picture: a URL of the middle width and a srcset of all. */
export function toProductImage(row: ImageRow, preferredWidth = 400): ProductImage {
  const widths = [...row.widths].sort((a, b) => a - b);
  const chosen = widths.find((w) => w >= preferredWidth) ?? widths[widths.length - 1]!;
  const url = (w: number) => imageUrl(row.storageKey, w);
  return {
    url: url(chosen),
    srcSet: widths.map((w) => `${url(w)} ${w}w`).join(', '),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}
