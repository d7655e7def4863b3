import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { BOOT_ELEMENT_ID, LANGUAGE_COOKIE, type SiteBoot } from '@platform/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalPath, SERVER_PREFIXES, underPrefix } from './paths.js';

export type BootBuilder = (input: {
  pathname: string;
  ip: string;
  languageCookie?: string;
}) => Promise<SiteBoot>;

/** JSON that can sit inside a <script> element: nothing in it can close the element or break the line. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The language chunks of the build, by language (`assets/locale-en-<hash>.js`). */
function languageChunks(webRoot: string): Map<string, string> {
  const chunks = new Map<string, string>();
  const assets = path.join(webRoot, 'assets');
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    const m = /^locale-([a-z]+)-[\w-]+\.js$/.exec(file);
    if (m?.[1]) chunks.set(m[1].toUpperCase(), `/assets/${file}`);
  }
  return chunks;
}

function send(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  void reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding, cookie');
  void reply.type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}

/**
 * Serves the built site: hashed assets cached for a year, pre-compressed copies when the browser takes
 * them, and for every other GET the app's page, carrying the data of its first render (`boot`), so that
 * history-mode routes load the app and show it without waiting for a call.
 */
export async function registerWeb(app: FastifyInstance, webRoot: string | undefined, boot?: BootBuilder) {
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

  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const chunks = languageChunks(webRoot);

  async function page(request: FastifyRequest, pathname: string): Promise<string> {
    if (!boot) return template;
    let data: SiteBoot;
    try {
      data = await boot({ pathname, ip: request.ip, languageCookie: request.cookies[LANGUAGE_COOKIE] });
    } catch (error) {
      // The page still works without it: the app asks for the same data itself.
      request.log.warn({ err: error }, 'page served without its boot data');
      return template;
    }
    const head: string[] = [];
    const chunk = chunks.get(data.language);
    if (chunk) head.push(`<link rel="modulepreload" href="${attr(chunk)}" />`);
    const first = data.banners?.list[0];
    if (first) head.push(`<link rel="preload" as="image" href="${attr(first.url)}" fetchpriority="high" />`);
    head.push(`<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`);
    return template.replace('</head>', `${head.join('')}</head>`);
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    // Decoded once and normalised: `//wps/x`, `/%77ps/x` and `/a/../wps/x` are all `/wps/x`.
    const pathname = normalPath(request.url);
    const file = path.join(webRoot, pathname);
    if (
      file.startsWith(webRoot + path.sep) &&
      pathname !== '/' &&
      pathname !== '/index.html' &&
      existsSync(file) &&
      !request.url.split('?')[0]?.endsWith('/') &&
      !pathname.includes('\0')
    ) {
      return reply.sendFile(path.relative(webRoot, file));
    }
    if (SERVER_PREFIXES.some((prefix) => underPrefix(pathname, prefix))) {
      return reply.callNotFound();
    }
    return send(request, reply, await page(request, pathname));
  });
}
