import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { ServerResponse } from 'node:http';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { routedPath, underPrefix } from './paths.js';

/** The sha256 sources of the inline scripts of the built index.html (the theme is set before paint). */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  const index = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = m[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * Helmet's headers with a strict CSP, worked out once at start. (Registering helmet per request rebuilt
 * its middleware on every call, a quarter of a small request's time.)
 */
export function securityHeaders(webRoot: string | undefined): Record<string, string> {
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webRoot)],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  middleware({} as never, collector, () => undefined);
  return headers;
}

/** Where the rate limit counters live: `@fastify/rate-limit`'s Redis store, shared by every process. */
export type RateLimitStore = { redis: unknown; nameSpace: string };

export async function registerSecurity(
  app: FastifyInstance,
  options: {
    webRoot: string | undefined;
    rateLimit: { max: number; timeWindowMs: number } | false;
    /** Without it, each process counts alone (one process: the same thing). */
    store?: RateLimitStore;
  },
) {
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  const headers = securityHeaders(options.webRoot);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  if (options.rateLimit) {
    await app.register(rateLimit, {
      global: true,
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.timeWindowMs,
      // The routed path: `/%77ps/...` reaches the same handler as `/wps/...` and counts the same.
      allowList: (request) => !underPrefix(routedPath(request), '/wps'),
      // Shared counters across processes (decision record 037). A Redis outage lets calls through rather
      // than refusing them all; guesses of secrets stay bounded by the database's counters (record 021).
      ...(options.store
        ? { redis: options.store.redis, nameSpace: options.store.nameSpace, skipOnError: true }
        : {}),
    });
  }
}
