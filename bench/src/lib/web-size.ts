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
  initialJsKiB: number;
  initialCssKiB: number;
  scripts: string[];
  languageChunksKiB: Record<string, number>;
};

/** Loads the home route in Chromium and sums the gzip size of every script it needed before going idle. */
export async function measureHome(baseUrl: string, distDir: string): Promise<WebSize> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const scripts = new Set<string>();
  const styles = new Set<string>();
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('response', (res) => {
      const type = res.request().resourceType();
      const p = new URL(res.url()).pathname;
      if (type === 'script') scripts.add(p);
      if (type === 'stylesheet') styles.add(p);
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
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
  return { initialJsKiB: sum(scripts), initialCssKiB: sum(styles), scripts: [...scripts], languageChunksKiB };
}
