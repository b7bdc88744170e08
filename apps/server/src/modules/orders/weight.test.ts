import { describe, expect, it } from 'vitest';
import { totalWeightLbs, weightLbsFromSpecs } from './weight.ts';

describe('weightLbsFromSpecs', () => {
  it.each([
    [{ Weight: '1.2 lbs' }, 1.2],
    [{ weight: '2 lb' }, 2],
    [{ 'Shipping Weight': '1 kg' }, 2.2],
    [{ Weight: '453.592 g' }, 1],
    [{ Weight: '8 oz' }, 0.5],
    [{ Weight: 3 }, 3],
  ])('reads %j as %s lb', (specs, pounds) => {
    expect(weightLbsFromSpecs(specs)).toBe(pounds);
  });

  it.each([[null], [{}], [{ Resolution: '4K' }], [{ Weight: 'light' }], [{ Weight: '0 lb' }]])(
    'says unknown for %j',
    (specs) => {
      expect(weightLbsFromSpecs(specs)).toBeNull();
    },
  );
});

describe('totalWeightLbs', () => {
  it('adds every line times its quantity', () => {
    expect(
      totalWeightLbs([
        { weightLbs: 1.25, quantity: 2 },
        { weightLbs: 0.5, quantity: 1 },
      ]),
    ).toBe(3);
  });
  it('is unknown when one line is unknown, or there are none', () => {
    expect(
      totalWeightLbs([
        { weightLbs: 1, quantity: 1 },
        { weightLbs: null, quantity: 1 },
      ]),
    ).toBeNull();
    expect(totalWeightLbs([])).toBeNull();
  });
});
