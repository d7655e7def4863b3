/**
 * Answers kept for a short time per key. Concurrent misses of one key share one load, and a failed load
 * is not kept.
 */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now, maxEntries = 1_000) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();

  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      const value = load();
      entries.set(key, { at: now(), value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
export type TtlCache<T> = ReturnType<typeof createTtlCache<T>>;
