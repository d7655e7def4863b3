import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.js';

/** A row of a raw statement, as the driver returns it (snake_case names, numerics as strings). */
export type RawRow = Record<string, unknown>;

/** Rows of a raw statement, for both drivers (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T = RawRow>(tx: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await tx.execute(query);
  return (result as { rows: T[] }).rows;
}

/*
 * Column converters. Raw statements return `bigint` and `numeric` columns as strings, counts as strings
 * (PostgreSQL) or numbers (PGlite), and times as strings or dates depending on the driver and the column.
 */

/** A `bigint` or `numeric` column holding minor units; null and undefined read as zero. */
export const bigintOf = (value: unknown): bigint =>
  value === null || value === undefined ? 0n : BigInt(value as string | number | bigint);

/** A `timestamptz` column. */
export const timeOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

/** A nullable `timestamptz` column. */
export const timeOrNull = (value: unknown): Date | null =>
  value === null || value === undefined ? null : timeOf(value);
