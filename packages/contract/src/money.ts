/**
 * Money in the API is US dollars with two decimals; stored and computed in integer cents
 * (docs/modules/README.md#conventions-in-these-documents). No zod here: the shop's first page
 * imports this file alone.
 */
/**
 * An amount of money inside the server and the web: whole US cents. The wire carries dollars;
 * the `money` schema (money-schema.ts) converts at the edge, once (ADR 0063).
 */
export type Cents = number & { readonly __unit: 'USD cents' };
/** Whole cents from a count computed in cents (a sum, a product rounded half up). */
export const asCents = (cents: number): Cents => Math.round(cents) as Cents;
/** A stored amount that may be missing (a price on quote, a refund not made). */
export const asCentsOrNull = (cents: number | null): Cents | null =>
  cents === null ? null : asCents(cents);
/** A number that is not Cents: dollars, which `toCents` and `formatUsd` refuse Cents for. */
export type Dollars = number & { readonly __unit?: never };
export const toDollars = (cents: number): number => Math.round(cents) / 100;
export const toCents = (dollars: Dollars): Cents => Math.round(dollars * 100) as Cents;
export function formatUsd(dollars: Dollars): string {
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}

/** Cents as the papers, e-mails and history notes print them: "$1,234.50". */
export const formatCents = (cents: Cents): string => formatUsd(toDollars(cents));

/** Whole US dollars, for estimates: cents would suggest a precision they do not have. */
export function formatWholeUsd(dollars: Dollars): string {
  return dollars.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/**
 * Converts the money at `paths` ('total', 'lines.*.price') of a JSON value, returning a copy
 * where anything changed: what the web's client and the server's plain serializer do at the
 * edge, the one place dollars on the wire become the cents inside and back (ADR 0063).
 */
export function convertMoney<T>(
  value: T,
  paths: readonly string[] | undefined,
  convert: (amount: number) => number,
): T {
  if (!paths?.length) return value;
  const at = (node: unknown, keys: string[]): unknown => {
    if (keys.length === 0) return typeof node === 'number' ? convert(node) : node;
    if (node === null || typeof node !== 'object') return node;
    const [key, ...rest] = keys as [string, ...string[]];
    if (key === '*') {
      return Array.isArray(node)
        ? node.map((item) => at(item, rest))
        : Object.fromEntries(Object.entries(node).map(([k, v]) => [k, at(v, rest)]));
    }
    if (!(key in node)) return node;
    return { ...node, [key]: at((node as Record<string, unknown>)[key], rest) };
  };
  return paths.reduce<unknown>((node, path) => at(node, path ? path.split('.') : []), value) as T;
}
