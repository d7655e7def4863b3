import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const gzipKiB = (file: string) => {
  const gz = `${file}.gz`;
  const size = existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(file), { level: 9 }).length;
  return size / 1024;
};

export type WebSize = {
  /**
   * Scripts the home route needed before it works: the server renders it, so this is what the browser
   * asked for until React held the home content (it took the page over, or rendered it itself).
   */
  initialJsKiB: number;
  initialCssKiB: number;
  scripts: string[];
  /** Everything loaded by network idle plus the settle time: carousels and pop-ups that wait for idle. */
  settledJsKiB: number;
  settledScripts: string[];
  /** Each language chunk, by language and part of the site (`TH site`, `TH member`, ...). */
  languageChunksKiB: Record<string, number>;
};

/** Rendered by the home page itself, not by the shell around it. */
const HOME = '[data-testid="home-page"]';
/** Long enough for what the site defers until the page has settled (lib/settled.ts). */
const SETTLE_MS = 4000;

/**
 * Loads the home route in Chromium and sums the gzip size of the scripts it needed to work (asked for
 * before the browser had taken the page and its home content over), and of every script it loaded once
 * settled. The page itself notes when the home content was taken over, and the scripts are its resource
 * timings: what counts is when each was asked for, not when the measure heard of it.
 */
export async function measureHome(baseUrl: string, distDir: string): Promise<WebSize> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let initial = new Set<string>();
  let all = new Set<string>();
  const styles = new Set<string>();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet') styles.add(new URL(req.url()).pathname);
    });
    // The home content is taken over when React holds its element (its fiber is on it): noted by the page.
    await page.addInitScript((selector) => {
      performance.setResourceTimingBufferSize(1000);
      const watch = setInterval(() => {
        const home = document.querySelector(selector);
        if (!home || !Object.keys(home).some((key) => key.startsWith('__reactFiber$'))) return;
        (window as unknown as { homeTakenOverAt: number }).homeTakenOverAt = performance.now();
        clearInterval(watch);
      }, 5);
    }, HOME);
    await page.goto(baseUrl + '/', { waitUntil: 'load' });
    await page.waitForFunction(() => 'homeTakenOverAt' in window, undefined, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() => {
      const takenOver = (window as unknown as { homeTakenOverAt: number }).homeTakenOverAt;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, initial: entry.startTime <= takenOver }));
    });
    initial = new Set(scripts.filter((s) => s.initial).map((s) => s.path));
    all = new Set(scripts.map((s) => s.path));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const sum = (paths: Set<string>) =>
    [...paths]
      .map((p) => path.join(distDir, p))
      .filter(existsSync)
      .reduce((kib, f) => kib + gzipKiB(f), 0);
  const languageChunksKiB: Record<string, number> = {};
  const assets = path.join(distDir, 'assets');
  for (const file of existsSync(assets) ? readdirSync(assets) : []) {
    // `locale-th-site-<hash>.js`; a build with one chunk per language: `locale-th-<hash>.js`.
    const m = /^locale-(cn|en|id|th|ty|vi)-(?:([a-z]+)-)?[\w-]+\.js$/i.exec(file);
    if (!m?.[1]) continue;
    const name = [m[1].toUpperCase(), m[2]].filter(Boolean).join(' ');
    languageChunksKiB[name] = (languageChunksKiB[name] ?? 0) + gzipKiB(path.join(assets, file));
  }
  return {
    initialJsKiB: sum(initial),
    initialCssKiB: sum(styles),
    scripts: [...initial],
    settledJsKiB: sum(all),
    settledScripts: [...all],
    languageChunksKiB,
  };
}

/** Static `import`/`export ... from` specifiers of a built module; `import()` is left out (a later chunk). */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\s]+\.js)["']/g;

/**
 * The JavaScript a Vite build's page needs before it runs, read from the build itself: the entry scripts of
 * its `index.html` (`<script type="module">` and `modulepreload` links) and every module they import
 * statically, followed file by file; each counted once, gzip-compressed. `base` is the build's public path
 * (`/sportsbook/`), which its URLs start with.
 */
export function firstLoadJs(distDir: string, base: string): { kib: number; scripts: string[] } {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const fileOf = (url: string) =>
    path.join(distDir, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  const entries: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
    const url =
      tag.startsWith('<script') && attr('type') === 'module'
        ? attr('src')
        : attr('rel') === 'modulepreload'
          ? attr('href')
          : undefined;
    if (url) entries.push(fileOf(url));
  }
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (specifier!.startsWith('.')) pending.push(path.resolve(path.dirname(file), specifier!));
      else if (specifier!.startsWith('/')) pending.push(fileOf(specifier!));
    }
  }
  const scripts = [...seen];
  return {
    kib: scripts.reduce((kib, f) => kib + gzipKiB(f), 0),
    scripts: scripts.map((f) => path.relative(distDir, f)),
  };
}
