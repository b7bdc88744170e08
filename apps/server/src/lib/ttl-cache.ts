/**
 * A small in-process cache whose entries live `ttlMs`, at most `maxEntries` of them (the
 * oldest go first). For values that are cheap to be slightly stale and costly to recompute.
 * A load in flight is shared: when an entry expires under load, the fifty requests that miss
 * it at once wait for one load instead of each running it (a stampede that showed as a
 * one-second p99 in the product-list benchmark).
 */
export type TtlCache<V> = ReturnType<typeof createTtlCache<V>>;

export function createTtlCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: Promise<V>; expires: number }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const entry = { value: load(), expires: now + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed load is not kept: the next caller tries again.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
