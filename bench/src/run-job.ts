// Runs one scheduled job of the server (`commissions.realtime`, `agents.rollup`, ...) once, in this process,
// on the given database, with the server's own app and scheduler (built from the sources), and prints its
// time and outcome as JSON.
// Usage: node --import tsx run-job.ts <job> <databaseUrl> <apps/server/src/app.ts> <keysDir>
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [JOB, databaseUrl, appPath, keysDir] = process.argv.slice(2);
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
    const result = await app.scheduler.run(JOB);
    console.log(JSON.stringify({ ms: performance.now() - started, result }));
  }
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
