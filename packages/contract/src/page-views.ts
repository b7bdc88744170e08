/**
 * Which paths count as page views: the public pages a visitor reads, never account, checkout
 * or admin screens. Plain data (no zod): the web app's first chunk imports it.
 */
const COUNTED = [
  /^\/$/,
  /^\/services$/,
  /^\/products$/,
  /^\/about$/,
  /^\/contact$/,
  /^\/survey$/,
  /^\/privacy$/,
  /^\/terms$/,
  /^\/industries\/[a-z0-9-]{1,40}$/,
];

/** The path as counted (no query, no trailing slash, lower case), or null: not counted. */
export function countedPagePath(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length > 300) return null;
  let path = raw.split(/[?#]/, 1)[0]!.toLowerCase();
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return COUNTED.some((re) => re.test(path)) ? path : null;
}
