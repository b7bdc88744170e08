/** Shared words shorter than this ("4K") are not worth a line of their own. */
const MIN_SHARED_LENGTH = 4;

/**
 * The leading words every name shares ("SecureVision 4MP"), when there are two names or more
 * and each keeps a word of its own after them; else ''. The search suggestions show them once,
 * so on a phone each line shows what tells the products apart instead of the same brand cut
 * off six times.
 */
export function sharedLeadingWords(names: readonly string[]): string {
  if (names.length < 2) return '';
  const split = names.map((name) => name.trim().split(/\s+/));
  const shortest = Math.min(...split.map((words) => words.length));
  let count = 0;
  // Stop one word before the shortest name's end: every name keeps a word of its own.
  while (count < shortest - 1 && split.every((words) => words[count] === split[0]![count])) {
    count += 1;
  }
  const shared = split[0]!.slice(0, count).join(' ');
  return shared.length >= MIN_SHARED_LENGTH ? shared : '';
}

/** The name without the shared leading words (the name itself when nothing is shared). */
export function withoutSharedWords(name: string, shared: string): string {
  return shared ? name.trim().slice(shared.length).trimStart() : name;
}
