/**
 * Turns what a shopper typed into a PostgreSQL tsquery: every word must match, each as a
 * prefix ("cam" finds "camera", "4mp" finds "4MP"), whatever punctuation was typed. Only
 * letters and digits reach the query, so no input can break its syntax. Null when nothing
 * searchable is left.
 */
export function toPrefixTsquery(text: string, maxTerms = 8): string | null {
  const terms = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .match(/[a-z0-9]+/g);
  if (!terms) return null;
  const unique = [...new Set(terms)].slice(0, maxTerms);
  return unique.map((t) => `${t}:*`).join(' & ');
}
