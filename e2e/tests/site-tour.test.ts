import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';

// Every route of SPEC section 2, in light and dark, in two languages: each must load without a console
// error or a failed request, and leaves a screenshot in e2e/artifacts/tour for a look by eye.
const ROUTES = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/login',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/live',
  '/sports',
  '/esports',
  '/lottery',
  '/vnlottery',
  '/rng',
  '/rng?page=2',
  '/fish',
  '/pvp',
  '/elott',
  '/promotions',
  '/promoDetail?id=PROMO',
  '/seamless',
  '/fbsports',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
];
const HTML_LANG = { EN: 'en', CN: 'zh-CN', TH: 'th' } as const;
const VARIANTS = [
  { lang: 'EN', theme: 'light' },
  { lang: 'EN', theme: 'dark' },
  { lang: 'CN', theme: 'light' },
  { lang: 'TH', theme: 'dark' },
] as const;

const shots = path.resolve(import.meta.dirname, '../artifacts/tour');
let session: BrowserSession | undefined;
let promotionId = 1;

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const res = await fetch(`${inject('baseUrl')}/wps/promotions`);
  const body = (await res.json()) as { value: { list: { id: number; state: string }[] } };
  promotionId = body.value.list.find((p) => p.state !== 'comingSoon')?.id ?? 1;
});
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('the site tour', () => {
  it.each(VARIANTS)(
    'opens every route without an error in $lang, $theme',
    async ({ lang, theme }) => {
      session = await openBrowser(`site-tour-${lang}-${theme}`);
      const { page, context, baseUrl } = session;
      await context.addInitScript(
        ({ l, t }) => {
          localStorage.setItem('lang', l);
          localStorage.setItem('theme', t);
        },
        { l: lang, t: theme },
      );
      const problems: string[] = [];
      const onConsole = (m: { type: () => string; text: () => string }) => {
        if (m.type() === 'error') problems.push(`console: ${m.text()}`);
      };
      const onPageError = (e: Error) => problems.push(`page error: ${e.message}`);
      const onResponse = (r: { status: () => number; url: () => string }) => {
        if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      page.on('response', onResponse);
      try {
        for (const route of ROUTES) {
          const url = baseUrl + route.replace('PROMO', String(promotionId));
          const before = problems.length;
          const res = await page.goto(url, { waitUntil: 'networkidle' });
          expect(res?.status(), route).toBe(200);
          await expect.poll(() => page.locator('#root *').count(), { timeout: 10_000 }).toBeGreaterThan(0);
          await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe(theme);
          await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(HTML_LANG[lang]);
          // The parts below the fold load once scrolled to; none of them may stand refused.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle').catch(() => undefined);
          const refused = await page.locator('[data-list-state="error"]').allInnerTexts();
          expect(refused, `${route} (${lang}, ${theme}) shows a part that could not load`).toEqual([]);
          const name = `${lang}-${theme}${route.replace(/[^a-z0-9]+/gi, '-')}`.replace(/-$/, '');
          await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
          expect(problems.slice(before), `${route} (${lang}, ${theme})`).toEqual([]);
        }
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onPageError);
        page.off('response', onResponse);
      }
      // Every route in one test: a busy machine needs more than the default two minutes.
    },
    240_000,
  );
});
