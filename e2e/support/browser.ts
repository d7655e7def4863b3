import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFailed } from 'vitest';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const artifactsDir = path.resolve(import.meta.dirname, '../artifacts');

export type BrowserSession = {
  context: BrowserContext;
  page: Page;
  baseUrl: string;
  close: () => Promise<void>;
};

/**
 * A clean Chromium profile per test; a failing test leaves a full-page screenshot in e2e/artifacts. Unless
 * `keepPopups` (the journeys that look at the pop-ups themselves), a pop-up announcement that opens late,
 * over whatever the journey is about to click, is closed first, as a member would.
 */
export async function openBrowser(
  testName: string,
  baseUrl: string = inject('baseUrl'),
  options: { keepPopups?: boolean } = {},
): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'platform-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  if (!options.keepPopups)
    // Only a pop-up on top is closed: one under another dialog (a contract offer) waits for it, and the
    // journey's own action goes on meanwhile.
    await page.addLocatorHandler(
      page.getByTestId('popup-notice-ok'),
      (ok) => ok.click({ timeout: 1000 }).catch(() => undefined),
      { noWaitAfter: true },
    );
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  onTestFailed(async () => {
    mkdirSync(artifactsDir, { recursive: true });
    const file = path.join(artifactsDir, `${testName.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    if (errors.length) console.error(`Page errors in ${testName}:\n${errors.join('\n')}`);
    console.error(`Screenshot kept at ${file}`);
  });
  return {
    context,
    page,
    baseUrl,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Closes the pop-up announcements a page shows once it has settled (home pop-ups for visitors, after-login
 * pop-ups for members), watching for `waitMs` so that late ones are caught too. Answers their titles.
 */
export async function dismissPopups(page: Page, waitMs = 4000): Promise<string[]> {
  const ok = page.getByTestId('popup-notice-ok');
  // Pop-ups wait for the page to have loaded and its calls to be answered; on a busy machine that takes a
  // while, so the watch starts from there, and starts again after each pop-up (another may follow).
  await page.waitForLoadState('networkidle').catch(() => undefined);
  let deadline = Date.now() + waitMs;
  const closed: string[] = [];
  while (Date.now() < deadline) {
    if (await ok.isVisible()) {
      closed.push((await page.getByTestId('popup-notice').locator('h2').first().textContent()) ?? '');
      // A late pop-up's handler (see openBrowser) may close it first.
      await ok.click({ timeout: 2000 }).catch(() => undefined);
      deadline = Date.now() + waitMs;
    } else {
      await page.waitForTimeout(200);
    }
  }
  return closed;
}
