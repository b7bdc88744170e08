import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { asCents } from '@shop/contract/money';
import { money } from '@shop/contract/money-schema';
import { embeddedJson, plainJsonSerializer, stringifyWithEmbedded } from './fast-response.ts';

describe('stringifyWithEmbedded', () => {
  it('writes embedded JSON text in place, as the rest is written by JSON.stringify', () => {
    const rows = '[{"id":1,"notes":"a \\"quoted\\" note"},{"id":2,"notes":"@@x@@"}]';
    const answer = { success: true, locations: embeddedJson<unknown[]>(rows), total: 2 };
    const text = stringifyWithEmbedded(answer);
    expect(JSON.parse(text)).toEqual({
      success: true,
      locations: [
        { id: 1, notes: 'a "quoted" note' },
        { id: 2, notes: '@@x@@' },
      ],
      total: 2,
    });
  });

  it('is JSON.stringify when nothing is embedded, and takes several embedded values', () => {
    const plain = { a: [1, 'two', null], b: { c: true } };
    expect(stringifyWithEmbedded(plain)).toBe(JSON.stringify(plain));
    const two = { x: embeddedJson('[1]'), y: [embeddedJson('{"z":2}')] };
    expect(JSON.parse(stringifyWithEmbedded(two))).toEqual({ x: [1], y: [{ z: 2 }] });
  });

  it('never lets a string that looks like the marker take the embedded text', () => {
    const tricky = { s: '@@embedded-json-1-1-0@@', e: embeddedJson('[3]') };
    expect(JSON.parse(stringifyWithEmbedded(tricky))).toEqual({
      s: '@@embedded-json-1-1-0@@',
      e: [3],
    });
  });

  it('refuses embedded JSON outside stringifyWithEmbedded rather than writing its marker', () => {
    expect(() => JSON.stringify({ e: embeddedJson('[1]') })).toThrow(/stringifyWithEmbedded/);
    expect(JSON.parse(stringifyWithEmbedded({ e: embeddedJson('[1]') }))).toEqual({ e: [1] });
  });
});

describe('plainJsonSerializer and money', () => {
  it("writes the schema's money as dollars, as the checked serializer would", () => {
    const schema = z.object({ items: z.array(z.object({ price: money })), total: money });
    const serialize = plainJsonSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    const answer = { items: [{ price: asCents(1999) }], total: asCents(123450) };
    expect(JSON.parse(serialize(answer))).toEqual(z.encode(schema, answer));
    expect(serialize(answer)).toBe('{"items":[{"price":19.99}],"total":1234.5}');
    expect(answer.total).toBe(123450);
  });
});
