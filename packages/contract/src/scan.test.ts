import { describe, expect, it } from 'vitest';
import { asCents } from './money.ts';
import { orderItemQrValue } from './order-options.ts';
import { readScanCode } from './scan.ts';
import { locationQrValue } from './warehouse-rules.ts';

describe('readScanCode: what a scanned text says it is', () => {
  it('reads the QR values the shop prints', () => {
    expect(
      readScanCode(locationQrValue({ zone_code: 'A', aisle: '1', rack: '3', shelf: '2' })),
    ).toEqual({
      type: 'bin',
      zoneCode: 'A',
      aisle: '1',
      rack: '3',
      shelf: '2',
    });
    const item = orderItemQrValue(42, {
      id: 7,
      product_name: 'Camera, 4K',
      quantity: 2,
      unit_price: asCents(19900),
      sku: 'CAM-4K',
      package_name: 'Basic',
    });
    expect(readScanCode(item)).toEqual({ type: 'order-id', id: 42 });
    expect(readScanCode('https://shop.example/track/SV-261125-ABC123?key=xyz')).toEqual({
      type: 'order-number',
      orderNumber: 'SV-261125-ABC123',
    });
    expect(readScanCode(' CAME12-123456 ')).toEqual({ type: 'text', text: 'CAME12-123456' });
  });

  it('takes a bin label in lower case or with spaces, with empty parts', () => {
    expect(readScanCode('dock, 1 ,,')).toEqual({
      type: 'bin',
      zoneCode: 'DOCK',
      aisle: '1',
      rack: '',
      shelf: '',
    });
  });

  it('anything else is text to look up, never an exception', () => {
    for (const text of [
      '{"orderId":-1}',
      '{"orderId":"1e3"}',
      '{not json',
      'http://%zz',
      'a,b',
      ',1,2,3',
    ]) {
      expect(readScanCode(text)).toEqual({ type: 'text', text });
    }
    expect(readScanCode('{"orderId":"12"}')).toEqual({ type: 'order-id', id: 12 });
    expect(readScanCode('https://shop.example/products/1')).toEqual({
      type: 'text',
      text: 'https://shop.example/products/1',
    });
  });
});
