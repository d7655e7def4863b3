/**
 * Reads of one kind asked for in the same turn of the event loop, made as one query. Under load many
 * requests reach the same read at once (the member's profile, the balance); one statement for all of them
 * costs this process and the database one round trip instead of one each (decision record 054).
 *
 * Nothing is kept: a call joins only a batch not yet sent, so it reads the database as it is after the
 * call was made (a member's own change just committed is seen). Keys asked for twice in one batch are read
 * once. A failed query fails every call of its batch, and the next batch tries again.
 */
export function createBatchLoader<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 200 }: { maxBatch?: number } = {},
) {
  type Waiter = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };
  let pending: Map<K, Waiter[]> | null = null;

  function send(batch: Map<K, Waiter[]>) {
    loadMany([...batch.keys()]).then(
      (found) => {
        for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
      },
    );
  }

  return function load(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      if (!pending) {
        const batch = new Map<K, Waiter[]>();
        pending = batch;
        // After the requests read in this turn of the loop have reached here: they share the statement.
        // (A batch sent early because it was full is not sent again.)
        setImmediate(() => {
          if (pending !== batch) return;
          pending = null;
          send(batch);
        });
      }
      const waiters = pending.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else pending.set(key, [{ resolve, reject }]);
      // A full batch goes at once; the next call starts another.
      if (pending.size >= maxBatch) {
        const full = pending;
        pending = null;
        send(full);
      }
    });
  };
}
