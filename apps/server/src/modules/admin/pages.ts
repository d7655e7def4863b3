import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalPath, underPrefix } from '../../plugins/paths.js';

/** Where the back office lives: its pages under /admin/, its built files under /admin/assets/. */
export const ADMIN_APP_PREFIX = '/admin';
const ASSETS_PREFIX = '/admin/assets';

/**
 * A page of the back office, not a call of the operator API (decision record 050): a GET (or HEAD) under
 * /admin whose `Accept` names `text/html` (a browser opening an address) and that carries no
 * `Authorization` header. The app and the command line send `Accept: application/json` and a token, so a
 * call is never taken for a page, and a page address may be the same as a call's (`/admin/queues`).
 */
export function isAdminPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = normalPath(request.url);
  if (!underPrefix(pathname, ADMIN_APP_PREFIX) || underPrefix(pathname, ASSETS_PREFIX)) return false;
  if (request.headers.authorization) return false;
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * The app's page, read again when its file changed (its modification time or size, checked on each page:
 * a stat is cheap), so a rebuild while the server runs is served with its own scripts. While a rebuild has
 * the file missing or half-written, the last page read stays.
 */
function currentPage(index: string): () => Buffer {
  let page = readFileSync(index);
  let seen = statSync(index);
  return () => {
    try {
      const now = statSync(index, { throwIfNoEntry: false });
      if (!now || (now.mtimeMs === seen.mtimeMs && now.size === seen.size)) return page;
      const fresh = readFileSync(index);
      if (fresh.length > 0) page = fresh;
      seen = now;
    } catch {
      // Gone or unreadable between the stat and the read: the next page tries again.
    }
    return page;
  };
}

/**
 * Serves the back office's own build (`apps/admin/dist`): hashed assets cached for a year, and the app's
 * page (never cached) for every page address under /admin/, where the router of the app takes over. The
 * page keeps the site's security headers (same-origin scripts and styles only, never framed).
 */
export async function registerAdminPages(app: FastifyInstance, root: string | undefined): Promise<void> {
  const index = root ? path.join(root, 'index.html') : undefined;
  if (!root || !index || !existsSync(index)) {
    app.log.warn({ root }, 'The back office is not built; /admin serves the operator API only.');
    return;
  }
  const page = currentPage(index);
  const assets = path.join(root, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${ASSETS_PREFIX}/`,
      decorateReply: false,
      index: false,
      setHeaders(reply) {
        void reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.addHook('onRequest', (request, reply, done) => {
    if (!isAdminPageRequest(request)) return done();
    void reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(page());
  });
}
