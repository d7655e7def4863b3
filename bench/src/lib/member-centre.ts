import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

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

const MEMBER = { username: 'player01', password: 'Lotus2026' };
/** Goal for what opening the member centre on its default page loads beyond the home page. */
export const CENTRE_GOAL_KIB = 120;
const OPENS = 10;
const SETTLE_MS = 2500;

/** The default page's pane once its chunk has loaded and rendered (member-centre.tsx). */
const CENTRE_READY = '[data-testid^="mc-page-"][data-state="ready"]';
/** The header account menu's first entry opens the member centre on its default page. */
const CENTRE_ENTRY = 'header [role="menu"] [role="menuitem"]';
const LOGIN_BUTTON = '[data-testid="open-login"]';
const LOGIN_READY = '[data-testid="login-popup"] input[name="username"]';

export type CentreResult = {
  /** Scripts the first opening fetched beyond the settled home page, gzip. */
  jsKiB: number;
  cssKiB: number;
  scripts: string[];
  /** Click to the default page shown, fresh page each time (modules from the browser cache). */
  openMs: number[];
  openMedianMs: number;
  /** The very first opening, chunks from the server. */
  firstOpenMs: number;
  /** Reference: click to the login modal's form shown, for a visitor, measured the same way. */
  loginModalMs: number[];
  loginModalMedianMs: number;
  ratio: number;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const gzipKiB = (file: string) => {
  const gz = `${file}.gz`;
  const size = existsSync(gz) ? readFileSync(gz).length : gzipSync(readFileSync(file), { level: 9 }).length;
  return size / 1024;
};

// Written as text: the bench runs through tsx, whose name-keeping helpers do not exist inside the page.
const TIME_CLICK = `([clickSelector, readySelector]) => new Promise((resolve, reject) => {
  const target = document.querySelector(clickSelector);
  if (!target) return reject(new Error('nothing to click: ' + clickSelector));
  const timer = setTimeout(() => reject(new Error('not ready: ' + readySelector)), 30000);
  let start = 0;
  const check = () => {
    if (!document.querySelector(readySelector)) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => resolve(performance.now() - start));
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true });
  start = performance.now();
  target.click();
  check();
})`;

/** Clicks `click` in the page and answers the milliseconds until `ready` is in the document and painted. */
async function timeClick(page: Page, click: string, ready: string): Promise<number> {
  const run = await page.evaluateHandle(TIME_CLICK);
  try {
    return await run.evaluate((fn, args) => (fn as (a: string[]) => Promise<number>)(args), [click, ready]);
  } finally {
    await run.dispose();
  }
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await closePopups(page);
}

/** The after-login and home pop-up announcements stand between the member and the header. */
async function closePopups(page: Page) {
  const ok = page.getByTestId('popup-notice-ok');
  for (let i = 0; i < 5 && (await ok.isVisible()); i++) {
    await ok.click();
    await page.waitForTimeout(200);
  }
}

/**
 * `npm run bench -- centre`: what opening the member centre costs a logged-in member, in bytes (gzip,
 * beyond the settled home page) and in time (click to the default page shown), beside the time to open the
 * login modal for a visitor, measured the same way in the same browser.
 */
export async function measureMemberCentre(baseUrl: string, distDir: string): Promise<CentreResult> {
  const profile = mkdtempSync(path.join(tmpdir(), 'bench-centre-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  });
  try {
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const scripts = new Set<string>();
    const styles = new Set<string>();
    // By name, not by resource type: the chunks Vite preloads (`modulepreload`) are not typed as scripts.
    page.on('request', (req) => {
      const p = new URL(req.url()).pathname;
      if (p.endsWith('.js')) scripts.add(p);
      if (p.endsWith('.css')) styles.add(p);
    });

    // Reference first, as a visitor: the login modal (its own chunk too), on a fresh page each time.
    const loginModalMs: number[] = [];
    await page.goto(baseUrl + '/');
    await settled(page);
    for (let i = 0; i < OPENS + 1; i++) {
      if (i > 0) {
        await page.reload();
        await settled(page);
      }
      const ms = await timeClick(page, LOGIN_BUTTON, LOGIN_READY);
      if (i > 0) loginModalMs.push(ms);
      await page.keyboard.press('Escape');
    }

    // Log in, let the home page settle: what is loaded now is not the centre's.
    const form = page.getByTestId('header-login');
    await form.locator('input[name="username"]').fill(MEMBER.username);
    await form.locator('input[name="password"]').fill(MEMBER.password);
    await form.getByTestId('login-submit').click();
    await page.getByTestId('nickname').waitFor({ timeout: 30_000 });
    await settled(page);
    const scriptsBefore = new Set(scripts);
    const stylesBefore = new Set(styles);

    const openCentre = async () => {
      await page.getByTestId('user-menu').click();
      await page.locator(CENTRE_ENTRY).first().waitFor();
      const ms = await timeClick(page, CENTRE_ENTRY, CENTRE_READY);
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Escape');
      await page.getByTestId('member-centre').waitFor({ state: 'detached' });
      return ms;
    };
    const firstOpenMs = await openCentre();
    const added = [...scripts].filter((s) => !scriptsBefore.has(s));
    const addedStyles = [...styles].filter((s) => !stylesBefore.has(s));

    const openMs: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      await page.reload();
      await page.getByTestId('nickname').waitFor({ timeout: 30_000 });
      await settled(page);
      openMs.push(await openCentre());
    }

    const sum = (paths: string[]) =>
      paths
        .map((p) => path.join(distDir, p))
        .filter(existsSync)
        .reduce((kib, f) => kib + gzipKiB(f), 0);
    const openMedianMs = median(openMs);
    const loginModalMedianMs = median(loginModalMs);
    return {
      jsKiB: sum(added),
      cssKiB: sum(addedStyles),
      scripts: added,
      openMs,
      openMedianMs,
      firstOpenMs,
      loginModalMs,
      loginModalMedianMs,
      ratio: openMedianMs / loginModalMedianMs,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printMemberCentre(r: CentreResult) {
  console.log('Member centre (player01, opened from the account menu on its default page)');
  console.log(
    `  loaded beyond the home page: ${fmt(r.jsKiB)} KiB JavaScript gzip (goal <= ${CENTRE_GOAL_KIB}) in ${r.scripts.length} files, CSS ${fmt(r.cssKiB)} KiB gzip`,
  );
  for (const s of r.scripts) console.log(`    ${s}`);
  console.log(
    `  open, click to the default page shown: median ${fmt(r.openMedianMs)} ms of ${r.openMs.length} (fresh page each, chunks from the browser cache); first open ${fmt(r.firstOpenMs)} ms`,
  );
  console.log(
    `  reference: the login modal for a visitor, same measure: median ${fmt(r.loginModalMedianMs)} ms of ${r.loginModalMs.length}`,
  );
  console.log(`  ratio centre / login modal x${fmt(r.ratio, 2)}\n`);
}
