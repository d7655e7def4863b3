import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One database type for both drivers (DESIGN.md section 11). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or a transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgresql';
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
};

/** PostgreSQL when a URL is given, else PGlite (files under `dataDir`, or in memory without one). */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  /** PostgreSQL connections kept at most (20 when unset). */
  poolMax?: number;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 20 });
    // NOTE: an idle client whose connection the server ends (a restart, an administrator) emits 'error';
    // without a listener that would end the process. The pool drops the client and opens a new one when
    // needed; the next query on it reports the failure where it can be handled.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Database,
      kind: 'postgresql',
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
