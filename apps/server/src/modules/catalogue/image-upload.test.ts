import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { checkUpload, renderUpload, sniffImageFormat } from './image-upload.ts';

const make = (format: 'png' | 'jpeg' | 'webp' | 'gif') =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#884422' } })
    .toFormat(format)
    .toBuffer();

describe('product picture uploads', () => {
  it('names the format by the first bytes only', async () => {
    expect(sniffImageFormat(await make('png'))).toBe('png');
    expect(sniffImageFormat(await make('jpeg'))).toBe('jpeg');
    expect(sniffImageFormat(await make('webp'))).toBe('webp');
    expect(sniffImageFormat(await make('gif'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a file whose header lies about being a picture', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really'),
    ]);
    await expect(checkUpload(fake)).rejects.toThrow('could not be read');
  });

  it('re-encodes to a square WebP without the EXIF block', async () => {
    const withExif = await sharp(await make('jpeg'))
      .withExif({ IFD0: { Copyright: 'Someone', Artist: 'GPS here' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const out = await renderUpload(await checkUpload(withExif), 160);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 160, height: 160 });
    expect(meta.exif).toBeUndefined();
  });
});
