import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Runs one of the server's scheduled jobs in a process of its own on the bench's database (`run-job.ts`),
 * once or until a run does nothing more; answers its time (building the app left out), runs and result.
 */
export async function runJob(
  job: string,
  repoRoot: string,
  databaseUrl: string,
  keys: string,
  untilIdle: boolean,
) {
  const appPath = path.join(repoRoot, 'apps/server/src/app.ts');
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, '../run-job.ts'),
      job,
      databaseUrl,
      appPath,
      keys,
      ...(untilIdle ? ['--until-idle'] : []),
    ],
    { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
    ms?: number;
    runs?: number;
    result?: Record<string, number>;
    skipped?: string;
  };
}
