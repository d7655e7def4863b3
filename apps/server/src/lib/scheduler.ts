import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  everyMs: number;
  /** Idempotent: exactly-once comes from unique keys and conditional updates in the database. */
  run: () => Promise<unknown>;
  /** Also run once right after `start` (catching up after downtime), not only after the first interval. */
  runAtStart?: boolean;
};

/**
 * Claims a job's run slot for one process (decision record 037): true for the first claimant across the
 * processes, false for the others. Throws when the claim cannot be asked.
 */
export type ClaimRun = (key: string, ttlMs: number) => Promise<boolean>;

/** How long after `start` the jobs that run at start run (the server is listening by then). */
const START_DELAY_MS = 2_000;
/** Ticks spread over this much after a slot begins, so that jobs of one slot do not all start at once. */
const MAX_SPREAD_MS = 1_000;

/** The run slot of a job at a time: slots are `everyMs` long, counted from the epoch, the same everywhere. */
export const slotOf = (job: Pick<Job, 'everyMs'>, at: number) => Math.floor(at / job.everyMs);

/**
 * The in-process scheduler (DESIGN.md section 3). Jobs are registered by the modules; `start` ticks each
 * at the start of each of its slots (and once shortly after start when it runs at start); the server starts
 * it, tests call `run` themselves so nothing runs behind their back. A tick first claims its slot: with
 * several processes every one ticks, one runs the slot and the others skip it. A claim that cannot be asked
 * (Redis down) runs the job anyway, since each job's effects are guarded in the database. A run never
 * overlaps the previous run of the same job in this process.
 */
export function createScheduler(
  log: FastifyBaseLogger,
  claim: ClaimRun = async () => true,
  clock: () => number = Date.now,
) {
  const jobs = new Map<string, Job>();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<string>();
  let started = false;

  async function run(name: string): Promise<unknown> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job.run();
  }

  async function claimed(job: Job, slot: number): Promise<boolean> {
    try {
      return await claim(`job:${job.name}:${slot}`, 2 * job.everyMs);
    } catch (error) {
      log.warn(
        { err: error, job: job.name, slot },
        'scheduled run not claimed (claims unavailable); running',
      );
      return true;
    }
  }

  async function tick(job: Job) {
    if (running.has(job.name)) return;
    running.add(job.name);
    const slot = slotOf(job, clock());
    try {
      if (!(await claimed(job, slot))) {
        log.debug(
          { job: job.name, slot, everyMs: job.everyMs },
          'scheduled run skipped: claimed by another process',
        );
        return;
      }
      log.debug({ job: job.name, slot, everyMs: job.everyMs }, 'scheduled run claimed');
      await run(job.name);
    } catch (error) {
      log.error({ err: error, job: job.name, slot }, 'scheduled job failed');
    } finally {
      running.delete(job.name);
    }
  }

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  /** Waits for the next slot's start (plus a spread), ticks, and waits again: no drift across slots. */
  function everySlot(job: Job) {
    const at = clock();
    const next = (slotOf(job, at) + 1) * job.everyMs;
    const spread = randomInt(Math.floor(Math.min(MAX_SPREAD_MS, job.everyMs / 10)) + 1);
    later(next - at + spread, () => {
      if (!started) return;
      void tick(job);
      everySlot(job);
    });
  }

  return {
    register(job: Job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
      if (!Number.isInteger(job.everyMs) || job.everyMs < 1_000)
        throw new Error(`job ${job.name}: everyMs must be a whole number of milliseconds, at least 1000`);
      jobs.set(job.name, job);
    },
    run,
    names: () => [...jobs.keys()],
    start() {
      if (started) return;
      started = true;
      for (const job of jobs.values()) {
        everySlot(job);
        if (job.runAtStart) later(START_DELAY_MS, () => void tick(job));
      }
    },
    stop() {
      started = false;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
