import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type BenchDatabase = {
  kind: 'postgresql' | 'pglite';
  url: string | undefined;
  drop: () => Promise<void>;
};

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * The platform is measured on PostgreSQL (a fresh database on the server named by BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or the local default) and falls back to the embedded PGlite when none answers.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES;
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return { kind: 'pglite', url: undefined, drop: async () => undefined };
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    kind: 'postgresql',
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
