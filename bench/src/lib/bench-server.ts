import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { scratchDatabase } from './database.js';
import { BENCH_SERVER_ENV, freePort, startNode, type Started } from './processes.js';

/** A built server on a scratch database of its own, with its data and key directories. */
export type BenchServer = {
  server: Started;
  databaseUrl: string;
  /** The seal keys' directory, which a job run in a process of its own (`runJob`) needs too. */
  keys: string;
  /** Stops the server, drops the database (kept with BENCH_KEEP_DATABASE) and removes the directories. */
  close: () => Promise<void>;
};

/**
 * Starts the built server (`serverEntry`) with the bench's environment on a fresh database named
 * `<prefix>_<random>`; answers why not when no PostgreSQL answers.
 */
export async function startBenchServer(options: {
  repoRoot: string;
  serverEntry: string;
  prefix: string;
}): Promise<BenchServer | { skipped: string }> {
  const database = await scratchDatabase(options.prefix);
  if (!database) return { skipped: 'this measure needs PostgreSQL (none answered)' };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `${options.prefix.replace(/_/g, '-')}-`));
  const keys = path.join(dataDir, 'keys');
  const cleanUp = async () => {
    if (process.env.BENCH_KEEP_DATABASE) console.log(`Database kept: ${database.url}`);
    else await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let server: Started;
  try {
    const port = await freePort();
    server = await startNode([options.serverEntry], {
      cwd: options.repoRoot,
      port,
      readyPath: '/healthz',
      env: {
        ...BENCH_SERVER_ENV,
        PORT: String(port),
        DATA_DIR: dataDir,
        KEYS_DIR: keys,
        DATABASE_URL: database.url,
      },
    });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    server,
    databaseUrl: database.url,
    keys,
    close: async () => {
      await server.stop();
      await cleanUp();
    },
  };
}
