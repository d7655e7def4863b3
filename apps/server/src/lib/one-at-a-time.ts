/**
 * Runs the calls under one key one at a time in this process: a call waits for the one before it under
 * the same key. A money call keyed by its request id uses it so that a replay sent while the first is still
 * running waits for it and then finds its answer, instead of racing it (the database's unique keys and
 * locks stay what guarantees "once" across processes).
 */
export function createOneAtATime() {
  const running = new Map<string, Promise<unknown>>();
  return async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    for (let earlier = running.get(key); earlier; earlier = running.get(key))
      await earlier.catch(() => undefined);
    const current = work();
    running.set(key, current);
    try {
      return await current;
    } finally {
      if (running.get(key) === current) running.delete(key);
    }
  };
}
