import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { money, moneyPaths, moneyText, optionalMoneyText } from './money-schema.ts';
import { asCents, convertMoney } from './money.ts';

const order = z.object({
  number: z.string(),
  total: money,
  refunded: money.nullable().optional(),
  lines: z.array(z.object({ qty: z.number().int(), price: money })),
  byState: z.record(z.string(), money),
  payment: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('card'), amount: money }),
    z.object({ kind: z.literal('none') }),
  ]),
});

describe('money on the wire', () => {
  it('is read as whole cents and written as dollars', () => {
    const parsed = order.parse({
      number: 'A1',
      total: 1234.5,
      refunded: null,
      lines: [{ qty: 2, price: 0.1 }],
      byState: { TX: 19.99 },
      payment: { kind: 'card', amount: 10.01 },
    });
    expect(parsed).toMatchObject({ total: 123450, lines: [{ price: 10 }], byState: { TX: 1999 } });
    expect(parsed.payment).toEqual({ kind: 'card', amount: 1001 });
    expect(z.encode(money, asCents(123450))).toBe(1234.5);
    expect(z.encode(order, parsed)).toMatchObject({ total: 1234.5, lines: [{ price: 0.1 }] });
  });

  it('refuses what is not whole cents from 0 to the bound, with a clear message', () => {
    const refused = (value: unknown) => money.safeParse(value).error?.issues[0]?.message;
    expect(refused(12.345)).toBe('Enter an amount in dollars and cents (at most two decimals)');
    expect(refused('12')).toBe('Enter an amount in dollars');
    expect(refused(1e20)).toBe('Enter an amount of at most $10,000,000');
    expect(refused(-0.01)).toBe('Enter an amount of 0 or more');
    expect(refused(Number.NaN)).toBe('Enter an amount in dollars');
    expect(refused(Number.POSITIVE_INFINITY)).toBe('Enter an amount in dollars');
    expect(money.parse(0.1 + 0.2)).toBe(30);
    expect(money.parse(10_000_000)).toBe(1_000_000_000);
  });

  it('reads what a person types in a form as cents, with the same checks', () => {
    expect(moneyText.parse('12.5')).toBe(1250);
    expect(moneyText.parse(' $1,200.99 ')).toBe(120_099);
    const refused = (text: string) => moneyText.safeParse(text).error?.issues[0]?.message;
    expect(refused('')).toBe('Enter an amount in dollars');
    expect(refused('abc')).toBe('Enter an amount in dollars');
    expect(refused('1e5')).toBe('Enter an amount in dollars');
    expect(refused('-3')).toBe('Enter an amount of 0 or more');
    expect(refused('1.234')).toBe('Enter an amount in dollars and cents (at most two decimals)');
    expect(refused('10000000.01')).toBe('Enter an amount of at most $10,000,000');
  });

  it('reads a blank optional amount as none, and anything else as moneyText does', () => {
    expect(optionalMoneyText.parse('  ')).toBeNull();
    expect(optionalMoneyText.parse('$85')).toBe(8500);
    const refused = (text: string) => optionalMoneyText.safeParse(text).error?.issues[0]?.message;
    expect(refused('ten')).toBe('Enter an amount in dollars');
    expect(refused('-5')).toBe('Enter an amount of 0 or more');
  });

  it('is found wherever a schema holds it', () => {
    expect(moneyPaths(order)).toEqual([
      'byState.*',
      'lines.*.price',
      'payment.amount',
      'refunded',
      'total',
    ]);
    expect(moneyPaths(z.object({ n: z.number() }))).toEqual([]);
    expect(moneyPaths(money)).toEqual(['']);
  });
});

describe('convertMoney', () => {
  const toCents = (dollars: number) => Math.round(dollars * 100);
  it('converts only the money at the paths, leaving the value it was given as it was', () => {
    const wire = {
      total: 12.5,
      count: 3,
      lines: [{ price: 1.99, qty: 2 }],
      byState: { TX: 0.1 },
      refunded: null,
    };
    const inside = convertMoney(wire, ['total', 'lines.*.price', 'byState.*', 'refunded'], toCents);
    expect(inside).toEqual({
      total: 1250,
      count: 3,
      lines: [{ price: 199, qty: 2 }],
      byState: { TX: 10 },
      refunded: null,
    });
    expect(wire.total).toBe(12.5);
    expect(convertMoney(5, [''], toCents)).toBe(500);
    expect(convertMoney({ a: 1 }, ['missing.deep'], toCents)).toEqual({ a: 1 });
  });

  it('converts paths that share a start, a path under every key, and leaves what is not money', () => {
    const wire = {
      lines: [
        { price: 1.5, total: 3, name: 'x' },
        { price: 2, total: 2, name: 'y' },
      ],
      byZip: { '89101': { due: 0.25, count: 2 }, '89102': { due: 1, count: 1 } },
      note: 'not money',
      nested: { total: null },
    };
    const paths = ['lines.*.price', 'lines.*.total', 'byZip.*.due', 'note', 'nested.total'];
    const inside = convertMoney(wire, paths, toCents);
    expect(inside).toEqual({
      lines: [
        { price: 150, total: 300, name: 'x' },
        { price: 200, total: 200, name: 'y' },
      ],
      byZip: { '89101': { due: 25, count: 2 }, '89102': { due: 100, count: 1 } },
      note: 'not money',
      nested: { total: null },
    });
    expect(wire.lines[0]!.price).toBe(1.5);
    expect(wire.byZip['89101'].due).toBe(0.25);
    // The same paths array again: the same answer.
    expect(convertMoney(wire, paths, toCents)).toEqual(inside);
    expect(convertMoney([1, 2], ['*'], toCents)).toEqual([100, 200]);
  });
});
