// Runs one scheduled job of the server (`commissions.realtime`, `agents.rollup`, ...) once, in this process,
// on the given database, with the server's own app and scheduler (built from the sources), and prints its
// time and outcome as JSON. With `--until-idle`, runs it again until a run does nothing (every count of its
// outcome 0), and prints the total time, the runs and the counts summed.
// Usage: node --import tsx run-job.ts <job> <databaseUrl> <apps/server/src/app.ts> <keysDir> [--until-idle]
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [JOB, databaseUrl, appPath, keysDir, mode] = process.argv.slice(2);
const untilIdle = mode === '--until-idle';
/** A job that never goes idle is stopped after this many runs (and said so). */
const MAX_RUNS = 10_000;
if (!JOB || !databaseUrl || !appPath || !keysDir) {
  console.error('usage: run-job.ts <job> <databaseUrl> <app.ts> <keysDir>');
  process.exit(2);
}

type App = {
  scheduler: { names: () => string[]; run: (name: string) => Promise<unknown> };
  close: () => Promise<void>;
};
const { buildApp } = (await import(pathToFileURL(appPath).href)) as {
  buildApp: (options: Record<string, unknown>) => Promise<App>;
};
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-settle-'));
const app = await buildApp({
  databaseUrl,
  seedDemo: false,
  logger: false,
  outboxDir: path.join(dir, 'outbox'),
  uploadsDir: path.join(dir, 'uploads'),
  keysDir,
  webRoot: path.join(dir, 'no-web'),
});
try {
  if (!app.scheduler.names().includes(JOB)) {
    console.log(JSON.stringify({ skipped: `the server registers no job named ${JOB}` }));
  } else {
    const started = performance.now();
    if (!untilIdle) {
      const result = await app.scheduler.run(JOB);
      console.log(JSON.stringify({ ms: performance.now() - started, result }));
    } else {
      const totals: Record<string, number> = {};
      let runs = 0;
      let idle = false;
      while (!idle && runs < MAX_RUNS) {
        const result = (await app.scheduler.run(JOB)) as Record<string, unknown>;
        runs += 1;
        idle = true;
        for (const [key, value] of Object.entries(result ?? {}))
          if (typeof value === 'number') {
            totals[key] = (totals[key] ?? 0) + value;
            if (value !== 0) idle = false;
          }
      }
      console.log(JSON.stringify({ ms: performance.now() - started, runs, idle, result: totals }));
    }
  }
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
