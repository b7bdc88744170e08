/**
 * A small in-process cache whose entries live `ttlMs`, at most `maxEntries` of them (the
 * oldest go first). For values that are cheap to be slightly stale and costly to recompute.
 */
export function createTtlCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: V; expires: number }>();
  return {
    async get(key: string, load: () => Promise<V>): Promise<V> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, expires: now + ttlMs });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
