import { HTML_LANG } from '@platform/contracts';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { HouseEngine } from './engines/index.js';
import { houseLanguage, stringsFor, STRINGS_ELEMENT_ID } from './pages/i18n.js';
import { FRAMED_PAGE_CSP } from '../../lib/framed-page-policy.js';

// The game pages: a small HTML shell per page, its script (`pages/<name>.page.ts`, bundled) and one
// style sheet (`pages/house.css`). `npm run build` bundles them into `dist/house-assets/`; from the
// sources (development, tests) they are bundled on first use with esbuild.

const here = path.dirname(fileURLToPath(import.meta.url));

/** Pages with a script of their own: the five games and the verify page. */
export const HOUSE_PAGES = [
  'slot',
  'dice',
  'fish',
  'baccarat',
  'cockfight',
  'room',
  'table',
  'verify',
] as const;
export type HousePage = (typeof HOUSE_PAGES)[number];

export type Asset = { body: string; type: string; etag: string };

const TITLES: Record<HousePage, string> = {
  slot: 'Lotus Fortune',
  dice: 'Lucky Dice',
  fish: 'Lotus Reef',
  baccarat: 'Lotus Baccarat',
  cockfight: 'DS88 Derby',
  room: 'Niu Niu',
  table: 'Live table',
  verify: 'Provably fair: verify a round',
};

/** The pages' own policy: they may be framed by the site (the /game page). */
export const HOUSE_PAGE_CSP = FRAMED_PAGE_CSP;

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');

export function pageHtml(page: HousePage, language: string): string {
  const lang = houseLanguage(language);
  const htmlLang = HTML_LANG[lang] ?? 'en';
  return `<!doctype html>
<html lang="${htmlLang}">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="color-scheme" content="dark" />
<title>${TITLES[page]}</title>
<link rel="icon" href="data:," />
<link rel="stylesheet" href="/house/assets/house.css" />
${page === 'room' || page === 'table' ? `<link rel="stylesheet" href="/house/assets/${page}.css" />\n` : ''}<script id="${STRINGS_ELEMENT_ID}" type="application/json">${scriptJson(stringsFor(lang))}</script>
<script type="module" src="/house/assets/${page}.js"></script>
</head>
<body class="house house-${page}" data-page="${page}">
<main id="app" class="app"><p class="loading" role="status">…</p></main>
<noscript><p class="noscript">This game needs JavaScript.</p></noscript>
</body>
</html>
`;
}

type Bundler = (entry: string) => Promise<string>;

/** Bundles one page script from the sources (development and tests). */
const esbuildBundler: Bundler = async (entry) => {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    logLevel: 'silent',
  });
  return out.outputFiles[0]?.text ?? '';
};

export function createHouseAssets(options: { root?: string; bundler?: Bundler } = {}) {
  const root = options.root ?? here;
  const built = path.join(root, 'house-assets');
  const builtDir = existsSync(path.join(built, 'house.css')) ? built : undefined;
  const sourceDir = path.join(root, 'pages');
  const bundler = options.bundler ?? esbuildBundler;
  const cache = new Map<string, Promise<Asset | null>>();

  async function load(file: string): Promise<Asset | null> {
    const m = /^([a-z]+)\.(js|css)$/.exec(file);
    if (!m) return null;
    const [, name, ext] = m as unknown as [string, string, 'js' | 'css'];
    const type = ext === 'js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8';
    if (ext === 'css' && name !== 'house' && name !== 'room' && name !== 'table') return null;
    if (ext === 'js' && !(HOUSE_PAGES as readonly string[]).includes(name)) return null;
    let body: string;
    if (builtDir) {
      const p = path.join(builtDir, file);
      if (!existsSync(p)) return null;
      body = readFileSync(p, 'utf8');
    } else if (ext === 'css') {
      body = readFileSync(path.join(sourceDir, `${name}.css`), 'utf8');
    } else {
      body = await bundler(path.join(sourceDir, `${name}.page.ts`));
    }
    return { body, type, etag: etagOf(body) };
  }

  return {
    /** `slot.js`, `verify.js`, `house.css`; null for anything else. */
    asset(file: string): Promise<Asset | null> {
      let hit = cache.get(file);
      if (!hit) {
        hit = load(file);
        cache.set(file, hit);
        hit.catch(() => cache.delete(file));
      }
      return hit;
    },
    page: pageHtml,
    isGamePage: (engine: string): engine is HouseEngine =>
      (HOUSE_PAGES as readonly string[]).includes(engine) && engine !== 'verify',
  };
}
export type HouseAssets = ReturnType<typeof createHouseAssets>;
