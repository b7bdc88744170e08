import { describe, expect, it } from 'vitest';
import { positiveId } from './ids';

describe('positiveId', () => {
  it('reads a whole number from 1 within the integer range', () => {
    expect(positiveId('1')).toBe(1);
    expect(positiveId('2147483647')).toBe(2_147_483_647);
  });

  it('refuses what is not an id', () => {
    for (const text of [
      undefined,
      null,
      '',
      '0',
      '-3',
      '1.5',
      '1e3',
      '012',
      ' 7',
      'abc',
      '2147483648',
    ])
      expect(positiveId(text), String(text)).toBeNull();
  });
});
