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
  /** Scripts the home route needed to show its content (page loaded and the home content rendered). */
  initialJsKiB: number;
  initialCssKiB: number;
  scripts: string[];
  /** Everything loaded by network idle plus the settle time: carousels and pop-ups that wait for idle. */
  settledJsKiB: number;
  settledScripts: string[];
  languageChunksKiB: Record<string, number>;
};

/** Rendered by the home page itself, not by the shell around it. */
const HOME_READY = '[data-testid="home-page"]';
/** Long enough for what the site defers until the page has settled (lib/settled.ts). */
const SETTLE_MS = 4000;

/**
 * Loads the home route in Chromium and sums the gzip size of the scripts it needed to show its content, and
 * of every script it loaded once settled.
 */
export async function measureHome(baseUrl: string, distDir: string): Promise<WebSize> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const all = new Set<string>();
  const styles = new Set<string>();
  let initial = new Set<string>();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('request', (req) => {
      const type = req.resourceType();
      const p = new URL(req.url()).pathname;
      if (type === 'script') all.add(p);
      if (type === 'stylesheet') styles.add(p);
    });
    await page.goto(baseUrl + '/', { waitUntil: 'load' });
    await page.waitForSelector(HOME_READY, { timeout: 30_000 });
    initial = new Set(all);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('networkidle');
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
    const m = /^(?:locale-)?(cn|en|id|th|ty|vi)[-.][\w-]*\.js$/i.exec(file);
    if (m?.[1])
      languageChunksKiB[m[1].toUpperCase()] =
        (languageChunksKiB[m[1].toUpperCase()] ?? 0) + gzipKiB(path.join(assets, file));
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
