import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type BenchDatabase = {
  kind: 'postgresql' | 'pglite';
  url: string | undefined;
  drop: () => Promise<void>;
};

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server the bench creates its databases on. */
const adminUrl = () => process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_POSTGRES;

/**
 * A fresh database named `<prefix>_<random>` on the bench's PostgreSQL server, or undefined when none
 * answers. `drop` removes it (connections still open are closed).
 */
export async function scratchDatabase(
  prefix: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> } | undefined> {
  const admin = adminUrl();
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The platform is measured on PostgreSQL (a fresh database on the server named by BENCH_DATABASE_URL,
 * TEST_DATABASE_URL or the local default) and falls back to the embedded PGlite when none answers.
 */
export async function benchDatabase(): Promise<BenchDatabase> {
  const database = await scratchDatabase('bench');
  if (!database) return { kind: 'pglite', url: undefined, drop: async () => undefined };
  // BENCH_KEEP_DATABASE=1 keeps it for a look afterwards (its statistics, its plans).
  const drop = process.env.BENCH_KEEP_DATABASE
    ? async () => console.log(`Database kept: ${database.url}`)
    : database.drop;
  return { kind: 'postgresql', url: database.url, drop };
}

/**
 * The planner's statistics of the scratch database, as autovacuum would have gathered them on a database in
 * service. The bench's database is minutes old: before its first ANALYZE, the wallet functions' lookups by
 * transaction id were seen to walk `vendor_transactions_ref_idx` over every transaction of the vendor (a
 * thousand index rows a call after 5,000 rounds, growing with each round) instead of the unique index, which
 * measures the empty database's plans rather than the platform. Run after a warm-up has written rows.
 */
export async function refreshPlannerStatistics(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('analyze');
  } finally {
    await db.end();
  }
}
