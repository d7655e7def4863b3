import { ERROR_CODES } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it came, for calls signed over their bytes (vendor wallet, gateway callbacks). */
    rawBody?: string;
  }
}

/**
 * JSON bodies of the plugin's routes are kept raw beside their parsed value: a signature covers the bytes
 * sent, so it is checked on `request.rawBody` before the body is validated. An empty body reads as `{}`;
 * malformed JSON is a 400 naming it.
 */
export function keepRawJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(badRequest(ERROR_CODES.validation, 'The body is not valid JSON.'), undefined);
    }
  });
}

/** A header's value when sent once, else undefined. */
export const headerOf = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};
