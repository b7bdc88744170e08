import type { Metadata } from 'sharp';
import { IMAGE_MESSAGES, MAX_UPLOAD_PIXELS } from '@shop/contract';
import { DomainError } from '../../lib/errors.ts';

export type UploadFormat = 'jpeg' | 'png' | 'webp';

/**
 * The format named by the file's first bytes, whatever its name or declared type says:
 * JPEG (FF D8 FF), PNG (the 8-byte signature) or WebP (RIFF....WEBP). Anything else, SVG
 * included (it is text and can carry scripts), is not a picture the shop accepts.
 */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const invalid = (message: string) =>
  new DomainError('validation', message, { fields: { image: message } });

/**
 * Checks an upload by its content and returns it ready to re-encode: the magic bytes and
 * sharp's reading of the header must agree on JPEG, PNG or WebP, and the declared size must
 * stay under MAX_UPLOAD_PIXELS, read from the header before any pixel is decoded, so a
 * "decompression bomb" (a tiny file declaring 30000 x 30000 pixels) is refused, not inflated.
 */
export async function checkUpload(bytes: Buffer): Promise<Buffer> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw invalid(IMAGE_MESSAGES.notAnImage);
  // sharp (libvips) is loaded at the first upload, not at start.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid(IMAGE_MESSAGES.unreadable);
  }
  if (meta.format !== sniffed) throw invalid(IMAGE_MESSAGES.notAnImage);
  if (!meta.width || !meta.height) throw invalid(IMAGE_MESSAGES.unreadable);
  if (meta.width * meta.height > MAX_UPLOAD_PIXELS) throw invalid(IMAGE_MESSAGES.tooManyPixels);
  return bytes;
}

/**
 * One width of an uploaded picture as the shop serves it: square (the whole picture on white,
 * like the project's own art), WebP, turned upright by its EXIF orientation and with every
 * metadata block (EXIF, GPS, ICC) left out, as sharp does unless asked to keep them.
 * limitInputPixels stays on as a second guard; a file that fails to decode here is refused.
 */
export async function renderUpload(source: string | Buffer, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(source, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' })
      .rotate()
      .resize(width, width, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 1 } })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid(IMAGE_MESSAGES.unreadable);
  }
}
