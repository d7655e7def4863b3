import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader.js';

/** A loader over a table of squares that records every batch it was asked for. */
function squares(options?: { maxBatch?: number }) {
  const batches: number[][] = [];
  let failNext = false;
  const load = createBatchLoader(async (keys: number[]) => {
    batches.push(keys);
    if (failNext) {
      failNext = false;
      throw new Error('the database is down');
    }
    return new Map(keys.filter((k) => k > 0).map((k) => [k, k * k]));
  }, options);
  return { load, batches, failOnce: () => (failNext = true) };
}

describe('createBatchLoader', () => {
  it('answers the calls of one turn with one load, each with its own key, a key asked twice read once', async () => {
    const { load, batches } = squares();
    const answers = await Promise.all([load(2), load(3), load(2), load(-1)]);
    expect(answers).toEqual([4, 9, 4, undefined]);
    expect(batches).toEqual([[2, 3, -1]]);
  });

  it('never joins a batch already sent: a later call is read again, after it was made', async () => {
    const { load, batches } = squares();
    const first = load(5);
    await new Promise((r) => setImmediate(r));
    // The first batch is on its way; this call starts the next.
    const second = load(5);
    expect(await Promise.all([first, second])).toEqual([25, 25]);
    expect(batches).toEqual([[5], [5]]);
  });

  it('fails every call of a failed batch, and the next batch tries again', async () => {
    const { load, batches, failOnce } = squares();
    failOnce();
    const failed = await Promise.allSettled([load(1), load(2)]);
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await load(2)).toBe(4);
    expect(batches).toEqual([[1, 2], [2]]);
  });

  it('sends a full batch at once and starts another for the calls after it', async () => {
    const { load, batches } = squares({ maxBatch: 2 });
    const answers = await Promise.all([load(1), load(2), load(3), load(4), load(5)]);
    expect(answers).toEqual([1, 4, 9, 16, 25]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });
});
