import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/wps', '/lgw', '/docs', '/healthz', '/vendor', '/admin', '/assets'];

/**
 * Serves the built site: hashed assets cached for a year, pre-compressed copies when the browser takes
 * them, and index.html for every other GET so that history-mode routes load the app.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined) {
  if (!webRoot || !existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn({ webRoot }, 'The web app is not built; only the API is served. Run npm run build.');
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const file = path.join(webRoot, path.normalize(pathname));
    if (
      file.startsWith(webRoot + path.sep) &&
      pathname !== '/' &&
      existsSync(file) &&
      !pathname.endsWith('/')
    ) {
      return reply.sendFile(path.relative(webRoot, file));
    }
    if (API_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
