import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** The prefixes of the API (answered with envelopes, never with the site's page). */
export const API_PREFIXES = [
  '/wps',
  '/lgw',
  '/lotto/lgw',
  '/vendor',
  '/admin',
  '/house/api',
  '/sb/api',
] as const;
/** Everything the server answers itself: the API, its documents, health, assets and support pages. */
export const SERVER_PREFIXES = [
  ...API_PREFIXES,
  '/docs',
  '/healthz',
  '/assets',
  '/support',
  '/sportsbook',
] as const;

export const underPrefix = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * A URL's path as a router would see it: the query dropped, percent-decoded once, repeated slashes
 * collapsed and `.`/`..` segments resolved. A path that does not decode (`%ff`) is kept as it came.
 * Decisions about a request that no route matched are made on this, never on the raw URL.
 */
export function normalPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // kept raw: such a path matches no route and no prefix below
  }
  const normal = path.posix.normalize(`/${decoded}`.replace(/\/{2,}/g, '/'));
  return normal.length > 1 && normal.endsWith('/') ? normal.slice(0, -1) : normal;
}

/**
 * The path a request is decided on: the pattern of the route it matched (`/wps/game/list`,
 * `/vendor/:vendor/wallet/debit`), which is what the router decoded and chose; for a request no specific
 * route matched (the site's page, not found), its normalised path.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route && !route.includes('*')) return route;
  return normalPath(request.url);
}

/** True for a request whose routed path lies under one of `prefixes`. */
export const isUnder = (request: FastifyRequest, prefixes: readonly string[]) => {
  const routed = routedPath(request);
  return prefixes.some((p) => underPrefix(routed, p));
};
