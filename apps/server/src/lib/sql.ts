/**
 * A LIKE pattern that finds `term` anywhere, lower-cased, with LIKE's own wildcards (% and _)
 * and the escape character taken literally: a search for "50%" finds "50%", not everything.
 */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
