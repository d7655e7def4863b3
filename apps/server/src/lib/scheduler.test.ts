import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, slotOf } from './scheduler.js';
import { createProcessState } from './shared-state.js';

// Scheduled runs claimed per slot (decision record 037): with several processes, each slot runs once.
const log = pino({ level: 'silent' });
const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  // 30 seconds into a minute: the next slot of a one-minute job begins in 30 seconds.
  vi.setSystemTime(new Date('2026-11-26T10:00:30Z'));
});
afterEach(() => vi.useRealTimers());

/** Three processes sharing one claim store, as they share Redis. */
function cluster(claim = createProcessState(log)) {
  const runs: { process: number; slot: number }[] = [];
  const schedulers = [0, 1, 2].map((process) => {
    const scheduler = createScheduler(log, (key, ttlMs) => claim.claim(key, ttlMs));
    scheduler.register({
      name: 'test.job',
      everyMs: MINUTE,
      runAtStart: true,
      run: async () => runs.push({ process, slot: slotOf({ everyMs: MINUTE }, Date.now()) }),
    });
    return scheduler;
  });
  return { runs, schedulers };
}

describe('the scheduler', () => {
  it('runs each slot of a job once across processes that all tick it, the run at start included', async () => {
    const { runs, schedulers } = cluster();
    for (const s of schedulers) s.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    const slots = runs.map((r) => r.slot);
    // The slot of the start (runAtStart) and the five that began since, each once.
    expect(slots).toEqual([...new Set(slots)]);
    expect(slots).toHaveLength(6);
    expect(slots[5]! - slots[0]!).toBe(5);
    for (const s of schedulers) s.stop();
  });

  it('ticks at the start of each slot, not an interval after start', async () => {
    const { runs, schedulers } = cluster();
    const [one] = schedulers;
    one!.start();
    await vi.advanceTimersByTimeAsync(29_000);
    expect(runs).toHaveLength(1); // the run at start, 2 seconds in
    await vi.advanceTimersByTimeAsync(2_500); // the minute began, and its spread (at most 1 s) passed
    expect(runs).toHaveLength(2);
    expect(new Date(Date.now()).getUTCSeconds()).toBeLessThan(2);
    one!.stop();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(runs).toHaveLength(2);
  });

  it('runs the job anyway when the claim cannot be asked: the database keeps its effects once', async () => {
    let runs = 0;
    const scheduler = createScheduler(log, async () => {
      throw new Error('Redis is down');
    });
    scheduler.register({ name: 'test.job', everyMs: MINUTE, run: async () => (runs += 1) });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(runs).toBe(2);
    scheduler.stop();
  });

  it('never overlaps a run of the same job in one process, and leaves the slot to the others', async () => {
    const claims = createProcessState(log);
    let release = () => undefined as void;
    const started: number[] = [];
    const slow = createScheduler(log, (k, t) => claims.claim(k, t));
    slow.register({
      name: 'test.job',
      everyMs: MINUTE,
      run: () => {
        started.push(0);
        return new Promise<void>((resolve) => (release = resolve));
      },
    });
    const other = createScheduler(log, (k, t) => claims.claim(k, t));
    other.register({ name: 'test.job', everyMs: MINUTE, run: async () => started.push(1) });
    slow.start();
    await vi.advanceTimersByTimeAsync(31_500); // slot 1: the slow process claims it first
    other.start();
    await vi.advanceTimersByTimeAsync(MINUTE); // slot 2: the slow one is still busy, the other runs it
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toEqual([0, 1]);
    slow.stop();
    other.stop();
  });

  it('refuses a job registered twice or with an interval under a second', () => {
    const scheduler = createScheduler(log);
    scheduler.register({ name: 'a', everyMs: MINUTE, run: async () => 0 });
    expect(() => scheduler.register({ name: 'a', everyMs: MINUTE, run: async () => 0 })).toThrow(
      'job a registered twice',
    );
    expect(() => scheduler.register({ name: 'b', everyMs: 10, run: async () => 0 })).toThrow(/at least 1000/);
  });
});
