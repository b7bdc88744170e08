import { describe, expect, it } from 'vitest';
import {
  flaggedProductsQuery,
  highReturnsLabel,
  isReturnRateFlagged,
  returnRatePercent,
} from './rma-numbers.ts';

describe('return rates', () => {
  it('is RMAs over units sold in percent with one decimal; none without a unit sold', () => {
    expect(returnRatePercent(1, 7)).toBe(14.3);
    expect(returnRatePercent(2, 3)).toBe(66.7);
    expect(returnRatePercent(0, 5)).toBe(0);
    expect(returnRatePercent(3, 0)).toBeNull();
  });

  it('flags over the percent, never at it, once the minimum units were sold', () => {
    const settings = { returnRateFlagPercent: 10, returnRateMinUnits: 5 };
    expect(isReturnRateFlagged(1, 10, settings)).toBe(false);
    expect(isReturnRateFlagged(2, 10, settings)).toBe(true);
    // 1 of 9 rounds to 11.1% and is over 10%; 1 of 4 is over but too few sold.
    expect(isReturnRateFlagged(1, 9, settings)).toBe(true);
    expect(isReturnRateFlagged(1, 4, settings)).toBe(false);
    expect(isReturnRateFlagged(3, 0, settings)).toBe(false);
  });

  it('names the rate on the badge', () => {
    expect(highReturnsLabel(14)).toBe('High returns: 14%');
    expect(highReturnsLabel(14.3)).toBe('High returns: 14.3%');
  });

  it('reads the ids of a page of products, each once', () => {
    expect(flaggedProductsQuery.parse({ ids: '3,1,3' }).ids).toEqual([3, 1]);
    for (const ids of ['', '1,', 'a', '0', '1;2'])
      expect(flaggedProductsQuery.safeParse({ ids }).success, ids).toBe(false);
  });
});
