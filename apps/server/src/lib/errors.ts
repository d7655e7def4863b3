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

export const notSession = () => new AppError(401, ERROR_CODES.notSession, 'Not logged in, please log in.');

export const forbidden = (errorCode: string, message: string) => new AppError(403, errorCode, message);

export const tooManyRequests = (
  errorCode: string,
  message: string,
  retryAfterSeconds: number,
  value: unknown = null,
) =>
  new AppError(429, errorCode, message, value, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
