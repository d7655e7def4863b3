import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { signOut } from '../support/member.js';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('a new visitor', () => {
  it('registers, sees nickname and balance, keeps language and theme, signs out and logs in again', async () => {
    session = await openBrowser('first-journey', undefined, { keepPopups: true });
    const { page, baseUrl } = session;
    const username = `lotus${randomBytes(4).toString('hex')}`;
    const password = 'Lotus2026x';

    await page.goto(baseUrl);
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    await dismissPopups(page);

    await page.getByTestId('open-register').click();
    const modal = page.getByTestId('register-modal');
    await modal.locator('input[name="username"]').fill(username);
    await modal.locator('input[name="password"]').fill(password);
    await modal.locator('input[name="confirmPassword"]').fill(password);
    await modal.locator('input[name="ageConfirmed"]').check();
    await modal.getByTestId('register-submit').click();

    await expect.poll(() => page.getByTestId('nickname').textContent()).toBe(username);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain('0.00');
    await expect.poll(() => modal.isVisible()).toBe(false);

    // A new member is welcomed as one (not "welcome back"), told where the welcome bonus is taken, and finds
    // the welcome message in the inbox.
    const welcome = page.getByTestId('welcome-dialog');
    await expect.poll(() => welcome.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await welcome.locator('h2').first().textContent()).toBe('Welcome to Royal Lotus');
    expect(await page.getByTestId('welcome-greeting').textContent()).toContain(username);
    expect(await welcome.textContent()).toMatch(/welcome bonus/i);
    await welcome.getByRole('button', { name: 'Read the message' }).click();
    const inbox = page.getByTestId('member-centre');
    await expect.poll(() => inbox.getByText('Welcome to Royal Lotus').first().isVisible()).toBe(true);
    await page.getByTestId('member-centre-close').click();
    // No after-login pop-up of a returning member comes up in this first session.
    expect(await dismissPopups(page)).toEqual([]);
    expect(await welcome.count()).toBe(0);

    await page.getByTestId('language-switcher').click();
    await page.getByTestId('language-option-VI').click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi');
    await page.getByTestId('theme-toggle').click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');

    await page.reload();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('vi');
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await expect.poll(() => page.getByTestId('nickname').textContent()).toBe(username);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('VI');

    await signOut(page);
    await expect.poll(() => page.getByTestId('open-register').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('nickname').count()).toBe(0);

    // Nothing secret is kept in the browser after all this.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie,
    );
    expect(stored).not.toContain(password);

    const form = page.getByTestId('header-login');
    await form.locator('input[name="username"]').fill(username);
    // A wrong password first: the site then asks for a captcha, which the browser solves by itself.
    await form.locator('input[name="password"]').fill('Wrong2026x');
    await form.getByTestId('login-submit').click();
    await expect.poll(() => form.getByTestId('captcha-check').count()).toBe(1);
    await expect
      .poll(() => form.getByTestId('captcha-check').getAttribute('data-state'), { timeout: 30_000 })
      .toBe('done');
    expect(await form.locator('input[name="captcha"]').count()).toBe(0);
    await form.locator('input[name="password"]').fill(password);
    await form.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('nickname').textContent()).toBe(username);
    await expect.poll(() => page.getByTestId('balance').textContent()).toContain('0.00');
    // The second login is a returning member's: the after-login pop-up, no welcome.
    expect((await dismissPopups(page)).length).toBeGreaterThan(0);
    expect(await page.getByTestId('welcome-dialog').count()).toBe(0);
  });

  it('answers every route of the site with the app', async () => {
    session = await openBrowser('routes', undefined, { keepPopups: true });
    const { page, baseUrl } = session;
    for (const route of ['/vip', '/rng?page=2', '/helpmc', '/promoDetail', '/game']) {
      const res = await page.goto(baseUrl + route);
      expect(res?.status(), route).toBe(200);
      await expect.poll(() => page.locator('#root *').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    }
  });
});
