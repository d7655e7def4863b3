import type { Language } from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { Actor, Origin } from '../lib/context.js';
import { brandLanguage, type Brand } from '../lib/context.js';

declare module 'fastify' {
  interface FastifyRequest {
    brand: Brand;
    actor: Actor | null;
  }
  interface FastifyContextConfig {
    /** The body arrives sealed (decision record 003). */
    encrypted?: boolean;
    /** A valid session of the request's brand is required. */
    auth?: boolean;
    /**
     * A session is used when there is one: a valid `Authorization` sets `request.actor`; none, or an
     * invalid or expired one, leaves it null (a visitor). Never refuses the call.
     */
    optionalAuth?: boolean;
    /** Trial accounts (type 4) are refused. */
    noTrial?: boolean;
  }
}

export const CAPTCHA_COOKIE = 'captcha_client';

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The `Device-Id` header when well formed (16-64 characters of A-Z, a-z, 0-9, `_`, `-`), null otherwise. */
export function deviceOf(request: FastifyRequest): string | null {
  const header = request.headers['device-id'];
  return typeof header === 'string' && DEVICE_ID.test(header) ? header : null;
}

export const originOf = (request: FastifyRequest): Origin => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  device: deviceOf(request),
});

/** The actor of an authenticated route (the auth hook has run). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error('route is missing config.auth');
  return request.actor;
}

export const captchaClientOf = (request: FastifyRequest): string | undefined =>
  request.cookies[CAPTCHA_COOKIE];

/** The request's `Language` header when the brand offers it, the brand's default language otherwise. */
export function languageOf(request: FastifyRequest): Language {
  const header = request.headers.language;
  return brandLanguage(request.brand, typeof header === 'string' ? header : undefined);
}
