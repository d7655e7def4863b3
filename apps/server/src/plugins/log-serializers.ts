import type { FastifyRequest } from 'fastify';
import pino from 'pino';
import { loggableError } from '../lib/errors.js';

/** Query parameters whose values never reach a log: game tokens, reset tokens, keys, signatures, codes. */
const SECRET_PARAMETER = /token|key|secret|signature|sign|code|password|pwd|otp/i;

/** The URL with the value of every secret-looking query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // an undecodable name is matched as it came
      }
      return eq >= 0 && SECRET_PARAMETER.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

/**
 * The logger's serializers: a request as Fastify logs it but with its query's secrets redacted, and an
 * error without what a database driver attaches (the query's parameters).
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: unknown) => pino.stdSerializers.err(loggableError(error) as Error),
};
