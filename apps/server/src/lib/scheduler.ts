import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  everyMs: number;
  /** Idempotent: exactly-once comes from unique keys and conditional updates in the database. */
  run: () => Promise<unknown>;
  /** Also run once right after `start` (catching up after downtime), not only after the first interval. */
  runAtStart?: boolean;
};

/** How long after `start` the jobs that run at start run (the server is listening by then). */
const START_DELAY_MS = 2_000;

/**
 * The in-process scheduler (DESIGN.md section 3). Jobs are registered by the modules; `start` runs each
 * on its interval (the server starts it; tests call `run` themselves so nothing runs behind their back).
 * A run never overlaps the previous run of the same job in this process; several processes are safe
 * because each job's effects are guarded in the database.
 */
export function createScheduler(log: FastifyBaseLogger) {
  const jobs = new Map<string, Job>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<string>();

  async function run(name: string): Promise<unknown> {
    const job = jobs.get(name);
    if (!job) throw new Error(`no job named ${name}`);
    return job.run();
  }

  return {
    register(job: Job) {
      if (jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
      jobs.set(job.name, job);
    },
    run,
    names: () => [...jobs.keys()],
    start() {
      for (const job of jobs.values()) {
        const tick = () => {
          if (running.has(job.name)) return;
          running.add(job.name);
          run(job.name)
            .catch((error: unknown) => log.error({ err: error, job: job.name }, 'scheduled job failed'))
            .finally(() => running.delete(job.name));
        };
        const timer = setInterval(tick, job.everyMs);
        timer.unref();
        timers.push(timer);
        if (job.runAtStart) {
          const first = setTimeout(tick, START_DELAY_MS);
          first.unref();
          timers.push(first);
        }
      }
    },
    stop() {
      for (const timer of timers.splice(0)) clearTimeout(timer);
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
