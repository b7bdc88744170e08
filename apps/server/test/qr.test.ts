import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { createTestApp, type TestApp } from './helpers.ts';

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('GET /api/qr/image', () => {
  let t: TestApp;
  let admin: { cookie: string };
  let manager: { cookie: string };
  let customer: { cookie: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createStaff('admin');
    manager = await t.createStaff('manager', { canManageOrders: true });
    customer = await t.signUp();
  });
  afterAll(async () => t.close());

  const get = (query: string, cookie?: string) => t.call('GET', `/api/qr/image${query}`, cookie);

  it('draws the value as a PNG of the asked size, for staff', async () => {
    const value = 'SV-CAM-0001-A7,B,03,2';
    const res = await get(`?value=${encodeURIComponent(value)}&size=200`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/private/);
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(pngSize(res.rawPayload)).toEqual({ width: 200, height: 200 });
    // The same picture the library draws for that value: the value reached it unchanged.
    const expected = await QRCode.toBuffer(value, {
      type: 'png',
      width: 200,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(res.rawPayload.equals(expected)).toBe(true);

    const other = await get('?value=ORD-2026-000042', manager.cookie);
    expect(other.statusCode).toBe(200);
    expect(pngSize(other.rawPayload)).toEqual({ width: 300, height: 300 });
    expect(other.rawPayload.equals(res.rawPayload)).toBe(false);
  });

  it('refuses visitors and customers, and bad values', async () => {
    expect((await get('?value=x')).statusCode).toBe(401);
    expect((await get('?value=x', customer.cookie)).statusCode).toBe(403);
    for (const query of [
      '',
      '?value=',
      `?value=${'x'.repeat(513)}`,
      '?value=x&size=10',
      '?value=x&size=5000',
      '?value=x&size=big',
    ]) {
      const res = await get(query, admin.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/value|size/);
    }
  });
});
