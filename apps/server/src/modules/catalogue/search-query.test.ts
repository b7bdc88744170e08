import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toPrefixTsquery } from './search-query.ts';

describe('toPrefixTsquery', () => {
  it('makes every word a required prefix', () => {
    expect(toPrefixTsquery('Dome cam')).toBe('dome:* & cam:*');
  });
  it('splits SKUs and punctuation into words', () => {
    expect(toPrefixTsquery('SV-IPC-D4MP')).toBe('sv:* & ipc:* & d4mp:*');
    expect(toPrefixTsquery("o'reilly & (x) | !y:*")).toBe('o:* & reilly:* & x:* & y:*');
  });
  it('drops accents and repeats, and caps the number of terms', () => {
    expect(toPrefixTsquery('Caméra caméra')).toBe('camera:*');
    expect(toPrefixTsquery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });
  it('gives null when nothing searchable is left', () => {
    expect(toPrefixTsquery('  -- !! ')).toBeNull();
    expect(toPrefixTsquery('')).toBeNull();
  });
  it('never lets anything but letters, digits and its own operators through', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const q = toPrefixTsquery(text);
        if (q !== null) expect(q).toMatch(/^[a-z0-9]+:\*( & [a-z0-9]+:\*)*$/);
      }),
    );
  });
});
