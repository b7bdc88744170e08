import { describe, expect, it } from 'vitest';
import type { AdminOrder, OrderUnit } from '@shop/contract';
import { pickLines, renderPickListPdf } from './pick-list-pdf.ts';

const unit = (id: number, product_id: number, place: Partial<OrderUnit>): OrderUnit => ({
  id,
  unit_identifier: `SERIAL-${id}`,
  product_id,
  status: 'assigned',
  zone_code: 'A',
  aisle: '',
  rack: '',
  shelf: '',
  bin_code: null,
  ...place,
});

const item = (id: number, product_id: number, quantity: number, location_code: string | null) => ({
  id,
  product_id,
  package_id: null,
  product_name: `Product ${product_id}`,
  package_name: '',
  sku: `SKU-${product_id}`,
  quantity,
  unit_price: 10,
  line_total: 10 * quantity,
  weight: null,
  rating: null,
  warehouse_id: null,
  warehouse_location_id: null,
  location_code,
});

/** Only what the pick list reads of an order. */
const order = {
  order_number: 'SV-260101-ABCDEF',
  created_at: '2026-01-01T12:00:00.000Z',
  customer_name: 'Pia Picker',
  customer_email: 'pia@example.com',
  status: 'paid',
  units_assigned: 4,
  units_needed: 6,
  units_missing: true,
  tracked_product_ids: [10, 20],
  items: [
    item(1, 10, 3, 'A-01-01-01'),
    item(2, 20, 1, null),
    item(3, 10, 2, 'A-01-01-01'),
    item(4, 30, 2, 'C-01-01-01'),
  ],
  units: [
    unit(1, 10, { aisle: '10', rack: '1', shelf: '1', bin_code: 'A-10-01-01' }),
    unit(2, 10, { aisle: '2', rack: '1', shelf: '1', bin_code: 'A-02-01-01' }),
    unit(3, 20, { zone_code: 'DOCK' }),
    unit(4, 10, { zone_code: 'B', aisle: '1', rack: '1', shelf: '1', bin_code: 'B-01-01-01' }),
  ],
} as unknown as AdminOrder;

describe('pick list', () => {
  it('walks the bins by zone, aisle, rack and shelf (numbers as numbers), missing units last', () => {
    expect(pickLines(order).map((l) => [l.bin, l.serial ?? l.note, l.sku])).toEqual([
      ['A-02-01-01', 'SERIAL-2', 'SKU-10'],
      ['A-10-01-01', 'SERIAL-1', 'SKU-10'],
      ['B-01-01-01', 'SERIAL-4', 'SKU-10'],
      ['DOCK', 'SERIAL-3', 'SKU-20'],
      // Product 10: five bought over two lines, three held; the place to look is its default.
      ['A-01-01-01', 'not assigned', 'SKU-10'],
      ['A-01-01-01', 'not assigned', 'SKU-10'],
      // Product 30 is not kept as units: no serial to scan, only a quantity to take.
      ['C-01-01-01', '2 to take, no serials kept', 'SKU-30'],
    ]);
  });

  it('prints the order QR first, then each serial\u2019s QR with the value the units screen shows', async () => {
    const asked: string[] = [];
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
      'base64',
    );
    const pdf = await renderPickListPdf([order], {
      seller: { name: 'Shop', company: null },
      qrPng: async (value) => {
        asked.push(value);
        return png;
      },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(asked).toEqual(['SV-260101-ABCDEF', 'SERIAL-2', 'SERIAL-1', 'SERIAL-4', 'SERIAL-3']);
  });
});
