import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_RATE,
  STATE_SALES_TAX_RATES,
  ZIP3_RANGES,
  ZIP5_EXCEPTIONS,
  zipToState,
} from './tax-data.ts';

describe('STATE_SALES_TAX_RATES', () => {
  it('has the 50 states and DC, each with a name and a plausible rate', () => {
    const codes = Object.keys(STATE_SALES_TAX_RATES);
    expect(codes).toHaveLength(51);
    expect(codes).toContain('DC');
    for (const [code, { name, rate }] of Object.entries(STATE_SALES_TAX_RATES)) {
      expect(code).toMatch(/^[A-Z]{2}$/);
      expect(name.length).toBeGreaterThan(0);
      expect(rate).toBeGreaterThanOrEqual(0);
      expect(rate).toBeLessThan(0.12);
      // Four decimal places as a fraction (two as a percentage).
      expect(Math.round(rate * 10_000) / 10_000).toBe(rate);
    }
  });

  it('holds the published figures', () => {
    const expected: Record<string, number> = {
      CA: 0.0882,
      NV: 0.0824,
      AZ: 0.0837,
      UT: 0.0742,
      TN: 0.0955,
      LA: 0.0956,
      AK: 0.0182,
      OR: 0,
      MT: 0,
      NH: 0,
      DE: 0,
    };
    for (const [code, rate] of Object.entries(expected)) {
      expect(STATE_SALES_TAX_RATES[code]?.rate, code).toBe(rate);
    }
  });

  it('has a sane default', () => {
    expect(DEFAULT_TAX_RATE).toBe(0.08);
  });
});

describe('ZIP3_RANGES', () => {
  it('is sorted, with well-formed ranges that never overlap', () => {
    let previousTo = -1;
    for (const [from, to] of ZIP3_RANGES) {
      expect(Number.isInteger(from) && Number.isInteger(to)).toBe(true);
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(999);
      expect(from).toBeLessThanOrEqual(to);
      expect(from).toBeGreaterThan(previousTo);
      previousTo = to;
    }
  });

  it('names only states in the rates table, and every one of the 51 has a range', () => {
    const inRanges = new Set(ZIP3_RANGES.map(([, , state]) => state));
    for (const state of inRanges) expect(STATE_SALES_TAX_RATES).toHaveProperty(state);
    for (const state of Object.keys(STATE_SALES_TAX_RATES)) expect(inRanges.has(state)).toBe(true);
  });

  it('whole-ZIP exceptions name known states or null', () => {
    for (const [zip, state] of Object.entries(ZIP5_EXCEPTIONS)) {
      expect(zip).toMatch(/^\d{5}$/);
      if (state !== null) expect(STATE_SALES_TAX_RATES).toHaveProperty(state);
    }
  });
});

describe('zipToState', () => {
  it.each([
    ['89109', 'NV'],
    ['90210', 'CA'],
    ['10001', 'NY'],
    ['60601', 'IL'],
    ['73301', 'TX'],
    ['20500', 'DC'],
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['02108', 'MA'],
    ['85001', 'AZ'],
    ['84101', 'UT'],
    ['97201', 'OR'],
  ])('%s -> %s', (zip, state) => {
    expect(zipToState(zip)).toBe(state);
  });

  it.each([
    ['00501', 'NY'], // Holtsville IRS
    ['05501', 'MA'], // Andover, inside Vermont's block
    ['05601', 'VT'],
    ['06101', 'CT'],
    ['06390', 'NY'], // Fishers Island, inside Connecticut's 063
    ['20101', 'VA'], // Dulles, inside DC's block
    ['20601', 'MD'],
    ['39801', 'GA'],
    ['56901', 'DC'],
    ['73960', 'TX'], // Texhoma, inside Oklahoma's 739
    ['74101', 'OK'],
    ['83414', 'WY'], // Alta, inside Idaho's 834
    ['83702', 'ID'],
    ['88510', 'TX'], // El Paso
    ['88901', 'NV'],
    ['96161', 'CA'],
    ['99901', 'AK'],
    ['19901', 'DE'],
    ['82001', 'WY'],
  ])('exception and boundary %s -> %s', (zip, state) => {
    expect(zipToState(zip)).toBe(state);
  });

  it('accepts ZIP+4 and surrounding whitespace', () => {
    expect(zipToState('89109-1234')).toBe('NV');
    expect(zipToState(' 89109 ')).toBe('NV');
    expect(zipToState('\t02108-0001\n')).toBe('MA');
  });

  it.each([
    '1234',
    'abcde',
    '123456',
    '',
    '   ',
    '89109-',
    '89109-12',
    '89109 1234',
    '8910a',
    '８９１０９',
  ])('malformed %j -> null', (zip) => {
    expect(zipToState(zip)).toBeNull();
  });

  it.each([
    ['00001', 'unallocated'],
    ['09901', 'unallocated 099'],
    ['21301', 'unallocated 213'],
    ['00601', 'Puerto Rico'],
    ['00802', 'US Virgin Islands'],
    ['09001', 'military AE'],
    ['34001', 'military AA'],
    ['96201', 'military AP'],
    ['96910', 'Guam'],
    ['96799', 'American Samoa'],
  ])('%s (%s) -> null', (zip) => {
    expect(zipToState(zip)).toBeNull();
  });

  it('agrees with a linear scan of the ranges for every prefix', () => {
    for (let prefix = 0; prefix <= 999; prefix++) {
      const zip = `${String(prefix).padStart(3, '0')}12`;
      const linear = ZIP3_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null;
      expect(zipToState(zip)).toBe(linear);
    }
  });
});
