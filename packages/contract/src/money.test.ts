import { describe, expect, it } from 'vitest';
import { asCents, formatCents, formatUsd, formatWholeUsd } from './money';

describe('money as people read it', () => {
  it('writes dollars with cents, thousands grouped, a minus before the sign', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(-12.5)).toBe('-$12.50');
    // The formatter is kept between calls: a second amount is not written like the first.
    expect(formatUsd(1_000_000)).toBe('$1,000,000.00');
    expect(formatCents(asCents(123450))).toBe('$1,234.50');
  });

  it('writes estimates in whole dollars, rounded', () => {
    expect(formatWholeUsd(1234.6)).toBe('$1,235');
    expect(formatWholeUsd(999.4)).toBe('$999');
    expect(formatUsd(999.4)).toBe('$999.40');
  });
});
