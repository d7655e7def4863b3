import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { BOOT_ELEMENT_ID, LANGUAGE_COOKIE, type SiteBoot } from '@platform/contracts';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/html.js';
import { normalPath, SERVER_PREFIXES, underPrefix } from './paths.js';

export type BootBuilder = (input: {
  pathname: string;
  ip: string;
  languageCookie?: string;
}) => Promise<SiteBoot>;

/**
 * The site's page renderer (decision record 038): the inside of the page's root element and its title,
 * rendered from the page's boot data with the site's own components. The web build writes it beside the
 * site, as `dist-ssr/render-page.js`.
 */
export type PageRenderer = (input: {
  url: string;
  boot: SiteBoot;
}) => Promise<{ html: string; title: string }>;

/** The renderer the web build wrote beside `webRoot`; without one (or one that does not load) none. */
async function loadRenderer(webRoot: string, log: FastifyBaseLogger): Promise<PageRenderer | undefined> {
  const file = path.join(webRoot, '..', 'dist-ssr', 'render-page.js');
  if (!existsSync(file)) {
    log.warn({ file }, 'No page renderer: pages are served empty and rendered by the browser.');
    return undefined;
  }
  try {
    const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
    if (typeof module.renderPage === 'function') return module.renderPage as PageRenderer;
    log.warn({ file }, 'The page renderer exports no renderPage: pages are rendered by the browser.');
  } catch (error) {
    log.warn({ err: error, file }, 'The page renderer did not load: pages are rendered by the browser.');
  }
  return undefined;
}

const ROOT = '<div id="root"></div>';

/** JSON that can sit inside a <script> element: nothing in it can close the element or break the line. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The chunk of each language the first page loads, by language: its `site` part (`assets/locale-en-site-<hash>.js`). */
function languageChunks(webRoot: string): Map<string, string> {
  const chunks = new Map<string, string>();
  const assets = path.join(webRoot, 'assets');
  const files = existsSync(assets) ? readdirSync(assets) : [];
  for (const file of files) {
    const language = /^locale-([a-z]+)-site-[\w-]+\.js$/.exec(file)?.[1]?.toUpperCase();
    if (language) chunks.set(language, `/assets/${file}`);
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
export async function registerWeb(
  app: FastifyInstance,
  webRoot: string | undefined,
  boot?: BootBuilder,
  options: {
    /** The renderer to use in place of the one beside the site (tests); `null` for none. */
    renderer?: PageRenderer | null;
  } = {},
) {
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
  const renderer =
    options.renderer === undefined ? await loadRenderer(webRoot, app.log) : (options.renderer ?? undefined);
  if (renderer && !template.includes(ROOT))
    app.log.warn('index.html has no empty root: pages are not rendered.');

  /** The page with the route rendered in its root and its title, or as it is when rendering fails. */
  async function rendered(request: FastifyRequest, url: string, page: string, data: SiteBoot) {
    if (!renderer || !page.includes(ROOT)) return page;
    try {
      const { html, title } = await renderer({ url, boot: data });
      // Replaced by functions: a `$` in the page's words is not a replacement pattern.
      return page
        .replace(ROOT, () => `<div id="root">${html}</div>`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
    } catch (error) {
      // The page still works: the browser renders it.
      request.log.warn({ err: error, url }, 'page served without its rendering');
      return page;
    }
  }

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
    // Low priority like the site's other scripts: the page paints without them (decision record 038).
    if (chunk) head.push(`<link rel="modulepreload" href="${attr(chunk)}" fetchpriority="low" />`);
    const first = data.banners?.list[0];
    if (first) head.push(`<link rel="preload" as="image" href="${attr(first.url)}" fetchpriority="high" />`);
    head.push(`<script id="${BOOT_ELEMENT_ID}" type="application/json">${scriptJson(data)}</script>`);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const withHead = template.replace('</head>', () => `${head.join('')}</head>`);
    return rendered(request, pathname + query, withHead, data);
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
