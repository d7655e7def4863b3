import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { scratchDatabase } from './database.js';

const run = promisify(execFile);

export type PgbenchResult = {
  tps: number;
  latencyAverageMs: number;
  transactions: number;
  failed: number;
  clients: number;
  scale: number;
};

/** libpq settings of a connection URL, for the PostgreSQL command-line tools. */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username) || 'postgres',
    ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}),
    PGDATABASE: u.pathname.slice(1),
  };
}

const number = (text: string, pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);

/**
 * pgbench's TPC-B-like default script on a database of its own on the same PostgreSQL server:
 * `pgbench -i -s <scale>`, then `pgbench -c <clients> -j 2 -T <seconds> -M prepared`. Answers why not
 * when no PostgreSQL answers or pgbench is not installed; throws when pgbench fails.
 */
export async function pgbench(options: {
  clients: number;
  seconds: number;
  scale?: number;
}): Promise<PgbenchResult | { unavailable: string }> {
  const scale = options.scale ?? 10;
  try {
    await run('pgbench', ['--version']);
  } catch {
    return { unavailable: 'pgbench is not installed (apt-get install postgresql-client)' };
  }
  const database = await scratchDatabase('bench_pgbench');
  if (!database) return { unavailable: 'PostgreSQL did not answer' };
  const env = libpqEnv(database.url);
  try {
    await run('pgbench', ['-i', '-q', '-s', String(scale)], { env, maxBuffer: 16 * 2 ** 20 });
    const { stdout } = await run(
      'pgbench',
      ['-c', String(options.clients), '-j', '2', '-T', String(options.seconds), '-M', 'prepared'],
      { env, maxBuffer: 16 * 2 ** 20 },
    );
    const tps = number(stdout, /^tps = ([\d.]+)/m);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return {
      tps,
      latencyAverageMs: number(stdout, /^latency average = ([\d.]+) ms/m),
      transactions: number(stdout, /^number of transactions actually processed: (\d+)/m),
      failed: number(stdout, /^number of failed transactions: (\d+)/m) || 0,
      clients: options.clients,
      scale,
    };
  } finally {
    await database.drop();
  }
}
