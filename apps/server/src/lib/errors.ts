import { ERROR_CODES, type FieldError } from '@platform/contracts';

/** A refusal the client should see: status, error code and a message naming the problem. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (errorCode: string, message: string, value: unknown = null) =>
  new AppError(400, errorCode, message, value);

export const fieldError = (errorCode: string, message: string, field: FieldError) =>
  new AppError(400, errorCode, message, field);

/** 401: who the caller is could not be established (no session, wrong credentials, a captcha to solve). */
export const unauthorized = (errorCode: string, message: string, value: unknown = null) =>
  new AppError(401, errorCode, message, value);

export const notSession = () => unauthorized(ERROR_CODES.notSession, 'Not logged in, please log in.');

export const forbidden = (errorCode: string, message: string) => new AppError(403, errorCode, message);

/** 404: what the id names does not exist, or is not the caller's (an id never tells which). */
export const notFound = (message: string, errorCode: string = ERROR_CODES.notFound) =>
  new AppError(404, errorCode, message);

/** 409: the request clashes with the current state (decided already, taken, a request id reused). */
export const conflict = (errorCode: string, message: string, value: unknown = null) =>
  new AppError(409, errorCode, message, value);

/** 422: well-formed, but refused by a rule (limits, balance, state). */
export const unprocessable = (errorCode: string, message: string, value: unknown = null) =>
  new AppError(422, errorCode, message, value);

/** 503: the thing asked for is closed for now (maintenance, a vendor not connected). */
export const unavailable = (errorCode: string, message: string, value: unknown = null) =>
  new AppError(503, errorCode, message, value);

export const tooManyRequests = (
  errorCode: string,
  message: string,
  retryAfterSeconds: number,
  value: unknown = null,
) =>
  new AppError(429, errorCode, message, value, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** A database error: the driver's error (PostgreSQL SQLSTATE `code`) under the query builder's wrapper. */
type DatabaseError = { query?: string; code: string; message: string; name: string };

/** The database error behind `error` (the query builder wraps the driver's), or undefined. */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      const query = (error as { query?: unknown }).query;
      return {
        code,
        name: (e as Error).name,
        message: (e as Error).message,
        ...(typeof query === 'string' ? { query } : {}),
      };
    }
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * SQLSTATE class 22 (data exception: a value too long, out of range, malformed, a character the
 * database cannot hold): the input's fault, never the server's.
 */
export const isInputDataError = (error: DatabaseError) => error.code.startsWith('22');

/**
 * What may be logged of an error: a database error as its SQLSTATE, the driver's message and the query
 * text, never its parameters (they carry what members typed: names, passwords' neighbours, tokens).
 */
export function loggableError(error: unknown): unknown {
  const db = databaseErrorOf(error);
  if (!db) return error;
  const safe = new Error(`${db.name}: ${db.message}`);
  safe.name = 'DatabaseError';
  Object.assign(safe, { sqlState: db.code, query: db.query?.slice(0, 2_000) });
  // The original stack's frames only: its first lines repeat the message, parameters and all.
  const frames = ((error as Error).stack ?? '').split('\n').filter((l) => /^\s+at /.test(l));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}
