/** LIKE's own wildcards (% and _) and its escape character, taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A LIKE pattern that finds `term` anywhere, lower-cased, with LIKE's wildcards taken
 * literally: a search for "50%" finds "50%", not everything.
 */
export const likePattern = (term: string) => `%${escapeLike(term.toLowerCase())}%`;

/** `SV-IPC-T%`: text that starts with `term`, upper-cased, LIKE's wildcards taken literally. */
export const upperPrefixPattern = (term: string) => `${escapeLike(term.trim().toUpperCase())}%`;
