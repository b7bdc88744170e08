import { describe, expect, it } from 'vitest';
import { codeMatchesRma, rmaPhotoUrl } from './rma-queue.service.ts';

describe('codeMatchesRma', () => {
  const rma = { rmaNumber: 'RMA-2026-000042', unitIdentifier: 'DOME4-260101-1' };

  it('takes the return label (the number, any case, trimmed) or the unit label (its identifier)', () => {
    for (const code of ['RMA-2026-000042', ' rma-2026-000042 ', 'DOME4-260101-1', 'dome4-260101-1'])
      expect(codeMatchesRma(code, rma), code).toBe(true);
  });

  it('refuses any other code: another RMA, another unit, a part of either', () => {
    for (const code of ['RMA-2026-000043', 'RMA-2026-00004', 'DOME4-260101-10', 'DOME4', ''])
      expect(codeMatchesRma(code, rma), code).toBe(false);
  });

  it("names a photo by its RMA's own route", () => {
    expect(rmaPhotoUrl(42, 3)).toBe('/api/admin/rmas/42/photos/3');
  });
});
