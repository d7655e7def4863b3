import { databaseErrorOf } from '../lib/errors.js';

/**
 * Constraint violations, read from the driver's error once, here. Repositories turn them into typed
 * results (`{ ok: false, conflict: 'username' }`, `undefined`, a `Duplicate...` value); services never see
 * a driver error or an SQLSTATE.
 */

/** SQLSTATE 23505: a unique index refused the row. */
const UNIQUE_VIOLATION = '23505';

/** The constraint (index) named by a unique violation, '' when the driver does not say, else undefined. */
export function uniqueViolationOf(error: unknown): string | undefined {
  const db = databaseErrorOf(error);
  if (db?.code !== UNIQUE_VIOLATION) return undefined;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { constraint } = e as { constraint?: unknown };
    if (typeof constraint === 'string') return constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return '';
}

/**
 * Whether `error` is a unique violation of `constraint` (or of any unique index when none is named). A
 * driver that does not name the constraint counts as a match, since the statement could only break that
 * one.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const name = uniqueViolationOf(error);
  if (name === undefined) return false;
  return constraint === undefined || name === '' || name === constraint;
}

/**
 * Runs a write; a unique violation of `constraint` (or any, when none is named) becomes `onConflict`'s
 * value, anything else is thrown on. For writes outside a transaction, or whose transaction ends with the
 * refusal: a violation aborts the PostgreSQL transaction it happens in.
 */
export async function unlessDuplicate<T, C>(
  write: () => Promise<T>,
  onConflict: (constraint: string) => C,
  constraint?: string,
): Promise<T | C> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error, constraint)) throw error;
    return onConflict(uniqueViolationOf(error) ?? '');
  }
}
