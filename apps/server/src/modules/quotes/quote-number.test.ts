import { describe, expect, it } from 'vitest';
import { QUOTE_NUMBER_PATTERN } from '@shop/contract';
import { quoteNumber } from './quote-number.ts';

describe('quoteNumber', () => {
  it('is QT-, the year and the id in six digits', () => {
    const n = quoteNumber(123, new Date('2026-11-26T10:00:00Z'));
    expect(n).toBe('QT-2026-000123');
    expect(n).toMatch(QUOTE_NUMBER_PATTERN);
  });
});
