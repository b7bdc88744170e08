import { describe, expect, it } from 'vitest';
import { coverOf, deviceTerms } from './devices.service.ts';

const unit = {
  status: 'delivered' as const,
  shippedOn: '2026-01-02',
  deliveredOn: '2026-01-05',
  warrantyMonths: 12,
  orderType: 'online',
};

describe('deviceTerms: what may be filed for a device on a day', () => {
  it('runs from delivery; the window and the warranty end on their last day, inclusive', () => {
    expect(deviceTerms(unit, false, 30, '2026-02-04')).toEqual({
      startDay: '2026-01-05',
      warrantyEndsOn: '2027-01-04',
      returnWindowEndsOn: '2026-02-04',
      withCustomer: true,
      sentFree: false,
      canReturn: true,
      canClaim: true,
      coveredBy: null,
    });
    expect(deviceTerms(unit, false, 30, '2026-02-05')).toMatchObject({
      canReturn: false,
      canClaim: true,
    });
    expect(deviceTerms(unit, false, 30, '2027-01-05')).toMatchObject({
      canReturn: false,
      canClaim: false,
    });
  });

  it('keeps claims open past the warranty while a plan with extended warranty covers the site', () => {
    const cover = {
      street: '100  Main St',
      zip: '89101',
      planName: 'Maintenance & Support',
      subscriptionNumber: 'SUB-000001',
    };
    const sent = { ...unit, shipStreet: '100 main st', shipZip: '89101' };
    expect(coverOf(sent, [cover])).toBe(cover);
    expect(coverOf({ ...sent, shipZip: '89102' }, [cover])).toBeNull();
    expect(coverOf({ ...sent, shipStreet: '101 Main St' }, [cover])).toBeNull();
    expect(deviceTerms(unit, false, 30, '2028-01-10', cover)).toMatchObject({
      warrantyEndsOn: '2027-01-04',
      canClaim: true,
      coveredBy: cover,
    });
    // Not while a claim is open, nor once the unit is back with the shop.
    expect(deviceTerms(unit, true, 30, '2028-01-10', cover).canClaim).toBe(false);
    expect(
      deviceTerms({ ...unit, status: 'returned' }, false, 30, '2028-01-10', cover),
    ).toMatchObject({ canClaim: false, coveredBy: null });
  });

  it('runs from the shipment while delivery is not recorded', () => {
    expect(
      deviceTerms({ ...unit, status: 'shipped', deliveredOn: null }, false, 30, '2026-01-10'),
    ).toMatchObject({ startDay: '2026-01-02', returnWindowEndsOn: '2026-02-01', canReturn: true });
  });

  it('nothing may be filed under an open RMA, back with the shop, or without a warranty', () => {
    expect(deviceTerms(unit, true, 30, '2026-01-10')).toMatchObject({
      canReturn: false,
      canClaim: false,
    });
    expect(deviceTerms({ ...unit, status: 'returned' }, false, 30, '2026-01-10')).toMatchObject({
      withCustomer: false,
      canReturn: false,
      canClaim: false,
    });
    expect(deviceTerms({ ...unit, warrantyMonths: 0 }, false, 30, '2026-01-10')).toMatchObject({
      warrantyEndsOn: null,
      canReturn: true,
      canClaim: false,
    });
    // A window of 0 days: returns only on the day it arrived.
    expect(deviceTerms(unit, false, 0, '2026-01-05').canReturn).toBe(true);
    // Sent free on a replacement or repair order: a claim, never a return for a refund.
    for (const orderType of ['replacement', 'repair']) {
      expect(deviceTerms({ ...unit, orderType }, false, 30, '2026-01-10')).toMatchObject({
        sentFree: true,
        canReturn: false,
        canClaim: true,
      });
    }
    expect(deviceTerms(unit, false, 0, '2026-01-06').canReturn).toBe(false);
  });
});
