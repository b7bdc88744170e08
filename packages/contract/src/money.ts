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
// Each formatter is made on its first use and kept: toLocaleString with options makes a new
// one per call (25 µs against 0.4 µs here; a list or a paper formats hundreds of amounts).
let usd: Intl.NumberFormat | undefined;
let wholeUsd: Intl.NumberFormat | undefined;

export function formatUsd(dollars: Dollars): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return usd.format(dollars);
}

/** Cents as the papers, e-mails and history notes print them: "$1,234.50". */
export const formatCents = (cents: Cents): string => formatUsd(toDollars(cents));

/** Whole US dollars, for estimates: cents would suggest a precision they do not have. */
export function formatWholeUsd(dollars: Dollars): string {
  wholeUsd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return wholeUsd.format(dollars);
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
  return applyMoneyTree(value, moneyTreeOf(paths), convert) as T;
}

/** The paths as a tree of keys, so a value is walked and copied once, not once per path. */
type MoneyTree = { leaf: boolean; children: Map<string, MoneyTree> };
/** Per paths array: the routes' and the serializers' arrays are made once, so this is hot. */
const moneyTrees = new WeakMap<readonly string[], MoneyTree>();

function moneyTreeOf(paths: readonly string[]): MoneyTree {
  let tree = moneyTrees.get(paths);
  if (tree) return tree;
  tree = { leaf: false, children: new Map() };
  for (const path of paths) {
    let node = tree;
    for (const key of path ? path.split('.') : []) {
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = { leaf: false, children: new Map() }));
      node = child;
    }
    node.leaf = true;
  }
  moneyTrees.set(paths, tree);
  return tree;
}

function applyMoneyTree(
  node: unknown,
  tree: MoneyTree,
  convert: (amount: number) => number,
): unknown {
  if (typeof node === 'number') return tree.leaf ? convert(node) : node;
  if (node === null || typeof node !== 'object' || tree.children.size === 0) return node;
  const each = tree.children.get('*');
  if (Array.isArray(node))
    return each ? node.map((item) => applyMoneyTree(item, each, convert)) : node;
  const source = node as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  if (each) {
    copy = {};
    for (const key of Object.keys(source)) copy[key] = applyMoneyTree(source[key], each, convert);
  }
  for (const [key, child] of tree.children) {
    if (key === '*' || !(key in source)) continue;
    copy ??= { ...source };
    copy[key] = applyMoneyTree(copy[key], child, convert);
  }
  return copy ?? node;
}
