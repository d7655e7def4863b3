import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTE_CHROME, paths } from '../../apps/web/src/config/paths.js';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { PLAYER } from '../support/member.js';

// WCAG 2.2 AA, checked by axe-core: every route of the site (config/paths.ts, and an address it does not
// know), the home pop-up, the login and register dialogs, and as a member the header's account menu and
// every page of the member centre, each in the light and the dark theme. One browser and one page for the
// whole tour. A serious or critical violation anywhere fails it, listed by rule and element with the
// places it was found.

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING: readonly string[] = ['serious', 'critical'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

type Violation = { rule: string; impact: string; help: string; nodes: { target: string; detail: string }[] };
type Finding = Violation & { where: string };

let session: BrowserSession | undefined;
let promotionId = 1;

beforeAll(async () => {
  const res = await fetch(`${inject('baseUrl')}/wps/promotions`);
  const body = (await res.json()) as { value: { list: { id: number; state: string }[] } };
  promotionId = body.value.list.find((p) => p.state !== 'comingSoon')?.id ?? 1;
});
afterAll(async () => {
  await session?.close();
  session = undefined;
});

/** Every route, with the query a page needs to show its content, and an address the site does not know. */
const routes = (): string[] => [
  ...Object.values(paths).map((p) => (p === paths.promoDetail ? `${p}?id=${promotionId}` : p)),
  '/no-such-page',
];

/** The routes whose layout shows the home pop-ups (config/paths.ts). */
const showsPopups = (route: string) =>
  (ROUTE_CHROME as Record<string, { banner: string | null }>)[route]?.banner === 'w_home';

/** Runs axe-core on the page (or on the part `within` selects) and answers its serious and critical violations. */
async function audit(page: Page, where: string, within?: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async ({ tags, within }) => {
      type Axe = { run: (context: unknown, options: unknown) => Promise<AxeResults> };
      const { axe } = window as unknown as { axe: Axe };
      const result = await axe.run(within ? { include: [[within]] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          detail: (n.failureSummary ?? '').split('\n').slice(1).join(' ').replace(/\s+/g, ' ').trim(),
        })),
      }));
    },
    { tags: TAGS, within },
  );
  const found: Finding[] = [];
  for (const v of violations as Violation[]) {
    if (!BLOCKING.includes(v.impact)) continue;
    found.push({ ...v, where });
  }
  return found;
}

/** Each rule and element once, with every place it was found. */
function report(findings: Finding[]): string {
  const byElement = new Map<string, { head: string; detail: string; places: string[] }>();
  for (const f of findings) {
    for (const node of f.nodes) {
      const key = `${f.rule}\n${node.target}`;
      const entry = byElement.get(key) ?? {
        head: `${f.rule} (${f.impact}): ${f.help}\n    element: ${node.target}`,
        detail: node.detail,
        places: [],
      };
      entry.places.push(f.where);
      byElement.set(key, entry);
    }
  }
  return [...byElement.values()]
    .map((e) => `  ${e.head}\n    ${e.detail}\n    on: ${e.places.join(', ')}`)
    .join('\n');
}

/** Closes the pop-up announcements that come up within `waitMs` (the home's, the after-login ones). */
async function closePopups(page: Page, waitMs: number) {
  const ok = page.getByTestId('popup-notice-ok');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (await ok.isVisible()) await ok.click();
    else await page.waitForTimeout(150);
  }
}

/**
 * Waits for the page to settle: the parts below the fold asked for, every call answered, and no colour
 * half-way through a transition (after a theme change).
 */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
  await page
    .waitForFunction(
      () => !document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
      null,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

async function visit(page: Page, route: string, theme: Theme) {
  const res = await page.goto(session!.baseUrl + route, { waitUntil: 'load' });
  expect(res?.status(), route).toBe(200);
  await expect.poll(() => page.locator('#root *').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(theme);
  await settle(page);
}

/** The theme and language the next page load starts with; `popups`: the home pop-ups come up again. */
const prepare = (page: Page, theme: Theme, popups = false) =>
  page.evaluate(
    ({ t, popups }) => {
      localStorage.setItem('lang', 'EN');
      localStorage.setItem('theme', t);
      for (const key of Object.keys(localStorage)) {
        if (popups && key.startsWith('popupNotice:')) localStorage.removeItem(key);
      }
    },
    { t: theme, popups },
  );

/** The routes whose page opens something over itself when it loads: checked fresh in each theme. */
const OPENS_ITSELF: readonly string[] = [paths.home, paths.login, paths.register, paths.registerHtml];

const dialog = '[role="dialog"]';

/**
 * The one browser of this file, opened by the first test that needs it. The site's content security
 * policy refuses inline scripts: the page lets this test's own one (axe-core) in.
 */
async function browser(): Promise<BrowserSession> {
  if (!session) {
    session = await openBrowser('accessibility', undefined, { keepPopups: true });
    const cdp = await session.context.newCDPSession(session.page);
    await cdp.send('Page.setBypassCSP', { enabled: true });
  }
  return session;
}

describe('keyboard access', () => {
  it('starts with a skip link to the main region, rings the focus clearly, and pauses what moves', async () => {
    const { page, baseUrl } = await browser();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await closePopups(page, 2000);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

    // The first Tab reaches the skip link, shown on the screen; Enter takes the focus to the main region.
    await page.keyboard.press('Tab');
    const skip = page.getByTestId('skip-link');
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 20).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');

    // The header's login field: a 3 px gold ring, not a faint glow.
    const username = page.getByTestId('header-login').locator('input[name="username"]');
    await username.focus();
    const ring = await username.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor };
    });
    expect(ring).toEqual({ style: 'solid', width: '3px', color: 'rgb(245, 180, 10)' });

    // The banners and the notices have a pause button whose name says what it does next.
    for (const [id, what] of [
      ['banner-autoplay', 'banners'],
      ['notice-autoplay', 'notices'],
    ] as const) {
      const toggle = page.getByTestId(id);
      expect(await toggle.getAttribute('aria-label')).toBe(`Pause the ${what}`);
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-label')).toBe(`Play the ${what}`);
    }
  });
});

describe('accessibility (WCAG 2.2 AA, axe-core)', () => {
  it('finds no serious or critical violation on any route, dialog or member page, light or dark', async () => {
    const { page, baseUrl } = await browser();
    const findings: Finding[] = [];
    await page.goto(baseUrl);

    // A visitor: every route, light then dark; the home pop-up and the login and register dialogs on their
    // own. A page with the header's theme button turns dark by it; the others load again in dark.
    const toggle = page.getByTestId('theme-toggle');
    for (const route of routes()) {
      for (const theme of THEMES) {
        const where = `${route} (${theme})`;
        const reload = theme === 'light' || OPENS_ITSELF.includes(route) || !(await toggle.isVisible());
        if (reload) {
          await prepare(page, theme, route === paths.home);
          await visit(page, route, theme);
        } else {
          await toggle.click();
          await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(theme);
          await settle(page);
        }
        if (reload && (route === paths.login || route === paths.register)) {
          await expect.poll(() => page.locator(dialog).isVisible(), { message: where }).toBe(true);
          findings.push(...(await audit(page, `${route.slice(1)} dialog (${theme})`, dialog)));
          await page.keyboard.press('Escape');
          await expect.poll(() => page.locator(dialog).count()).toBe(0);
        } else if (reload && route === paths.home) {
          await expect.poll(() => page.getByTestId('popup-notice').isVisible()).toBe(true);
          findings.push(...(await audit(page, `home pop-up (${theme})`, dialog)));
        }
        if (reload && showsPopups(route)) await closePopups(page, 1500);
        findings.push(...(await audit(page, where)));
      }
    }

    // A member: the header with the balance, its account menu, and every page of the member centre.
    for (const theme of THEMES) {
      await prepare(page, theme, true);
      await visit(page, paths.home, theme);
      if (theme === 'light') {
        await closePopups(page, 1500);
        const form = page.getByTestId('header-login');
        await form.locator('input[name="username"]').fill(PLAYER.username);
        await form.locator('input[name="password"]').fill(PLAYER.password);
        await form.getByTestId('login-submit').click();
        await expect.poll(() => page.getByTestId('nickname').isVisible()).toBe(true);
        await settle(page);
      }
      await closePopups(page, 2500);
      findings.push(...(await audit(page, `/ as a member (${theme})`)));
      await page.getByTestId('user-menu').click();
      findings.push(...(await audit(page, `account menu (${theme})`, 'header [role="menu"]')));
      await page.locator('header [role="menu"] [role="menuitem"]').first().click();
      await expect.poll(() => page.getByTestId('member-centre').isVisible()).toBe(true);
      const keys = (
        await page
          .locator('[data-testid^="mc-menu-"]')
          .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid ?? ''))
      ).map((id) => id.replace('mc-menu-', ''));
      expect(keys.length).toBeGreaterThanOrEqual(13);
      for (const key of keys) {
        await page.getByTestId(`mc-menu-${key}`).click();
        const pane = page.getByTestId(`mc-page-${key}`);
        await expect.poll(() => pane.getAttribute('data-state'), { message: key }).toBe('ready');
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(300);
        const where = `member centre ${key} (${theme})`;
        findings.push(...(await audit(page, where, '[data-testid="member-centre"]')));
      }
      await page.keyboard.press('Escape');
    }

    expect(findings.length, `Serious or critical WCAG violations:\n${report(findings)}`).toBe(0);
  }, 900_000);
});
