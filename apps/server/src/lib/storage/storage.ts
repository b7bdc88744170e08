import type { Readable } from 'node:stream';

/**
 * Where files the shop makes or receives (product images) are kept. A folder under DATA_DIR by
 * default; an S3-compatible bucket when S3_BUCKET is set, so several app instances share them.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file as a stream, or null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every stored key (a backup carries them all), in no particular order. */
  list(): AsyncIterable<string>;
}

export type StoredFile = { body: Readable; contentType: string; size: number | undefined };

/** Keys are made by the shop: lower-case words, digits and dashes in folders, one extension. */
const KEY = /^(?:[a-z0-9][a-z0-9-]{0,80}\/){0,3}[a-z0-9][a-z0-9-]{0,120}\.[a-z0-9]{2,5}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
