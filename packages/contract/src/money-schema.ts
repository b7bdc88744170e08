import { z } from 'zod';
import { asCents, toDollars, type Cents } from './money.ts';

/**
 * Both sides of the wire are typed as Cents: the dollars exist only between the serializer
 * and the web's api client, which no other code reads (ADR 0063).
 */
const NOT_AN_AMOUNT = 'Enter an amount in dollars';
const dollarsOnTheWire = z
  .number({ error: NOT_AN_AMOUNT })
  .meta({ description: 'US dollars, two decimals' });

/** The most a request may send: above any price, payment or refund the shop takes. */
export const MAX_MONEY_DOLLARS = 10_000_000;

/**
 * What is sent is checked here, before it becomes cents: whole cents, 0 or more, at most
 * MAX_MONEY_DOLLARS (12.345, -1 or 1e20 are a 400, never a rounded or overflowing amount).
 * Answers are not checked: they are computed in cents by the server.
 */
function decodeDollars(dollars: Cents, ctx: z.core.ParsePayload<Cents>): Cents {
  const issue = (message: string) => {
    ctx.issues.push({ code: 'custom', message, input: dollars });
    return z.NEVER as Cents;
  };
  if (dollars < 0) return issue('Enter an amount of 0 or more');
  if (dollars > MAX_MONEY_DOLLARS)
    return issue(`Enter an amount of at most $${MAX_MONEY_DOLLARS.toLocaleString('en-US')}`);
  const cents = dollars * 100;
  if (Math.abs(cents - Math.round(cents)) > 1e-6)
    return issue('Enter an amount in dollars and cents (at most two decimals)');
  return asCents(cents);
}
function encodeCents(cents: Cents): Cents {
  return toDollars(cents) as Cents;
}

/**
 * A money field: US dollars on the wire (as the spec's endpoints answer), whole cents inside
 * the server and the web. The server's validator decodes what is sent, its serializer encodes
 * what it answers; the web's client does the same from the money paths its routes files carry.
 */
export const money = z.codec(
  dollarsOnTheWire as unknown as z.ZodType<Cents, Cents>,
  dollarsOnTheWire as unknown as z.ZodType<Cents, Cents>,
  { decode: decodeDollars, encode: encodeCents },
);

/**
 * An amount as a person types it in a form's text field ("12.50", "$1,200"): read into cents
 * with the same checks and messages as `money`. Blank is not an amount: a field where blank
 * means none (a price left to the list's) says so before asking this.
 */
export const moneyText = z
  .string({ error: NOT_AN_AMOUNT })
  .transform((text, ctx) => {
    const clean = text.replace(/[$,\s]/g, '');
    if (!/^-?(\d+\.?\d*|\.\d+)$/.test(clean)) {
      ctx.issues.push({ code: 'custom', message: NOT_AN_AMOUNT, input: text });
      return z.NEVER;
    }
    return Number(clean) as Cents;
  })
  .pipe(money);

/**
 * An amount field where blank means none (a price left to the list's, no discount): null when
 * blank, else read by `moneyText` with its messages.
 */
export const optionalMoneyText = z
  .string({ error: NOT_AN_AMOUNT })
  .transform((text, ctx): Cents | null => {
    if (text.trim() === '') return null;
    const read = moneyText.safeParse(text);
    if (read.success) return read.data;
    for (const issue of read.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: text });
    return z.NEVER;
  });

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  in?: z.ZodType;
  transform?: unknown;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Where a schema holds money: `['total', 'items.*.price']`, `*` standing for every element of
 * an array or entry of a record. What the web's client converts, in the routes files.
 */
export function moneyPaths(schema: z.ZodType): string[] {
  const found = new Set<string>();
  const walk = (node: z.ZodType, path: string[], depth: number): void => {
    if (depth > 20) return;
    const def = defOf(node);
    const next = (child: z.ZodType | undefined, key?: string) =>
      child && walk(child, key === undefined ? path : [...path, key], depth + 1);
    switch (def.type) {
      case 'pipe':
        if (def.transform === decodeDollars) found.add(path.join('.'));
        else next(def.in);
        return;
      case 'object':
        for (const [key, child] of Object.entries(def.shape ?? {})) next(child, key);
        return;
      case 'array':
        return next(def.element, '*');
      case 'record':
        return next(def.valueType, '*');
      case 'tuple':
        (def.items ?? []).forEach((child, index) => next(child, String(index)));
        return;
      case 'union':
        for (const option of def.options ?? []) next(option);
        return;
      case 'intersection':
        next(def.left);
        next(def.right);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'nonoptional':
      case 'catch':
        return next(def.innerType);
      default:
        return;
    }
  };
  walk(schema, [], 0);
  return [...found].sort();
}
