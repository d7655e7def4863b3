import { afterEach, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { PLAYER } from '../support/member.js';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** How far the page is wider than the window (0 when nothing sticks out). */
const overflow = (session: BrowserSession) =>
  session.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the site on a phone', () => {
  it('keeps the header to one row with a drawer, at 390 and 360 pixels, for visitors and members', async () => {
    session = await openBrowser('phone-journey');
    const { page, context, baseUrl } = session;
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(baseUrl);
    await dismissPopups(page);
    const header = page.locator('header').first();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
    expect(await overflow(session)).toBe(0);
    // Nothing floats over the page: customer service is in the drawer.
    expect(await page.getByTestId('right-bar').isVisible()).toBe(false);

    // The drawer: it takes the focus, holds the tools and Free play, and Escape gives the focus back.
    const menuButton = page.getByTestId('menu-button');
    await menuButton.click();
    const drawer = page.getByTestId('site-menu');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Free play' }).isVisible()).toBe(true);
    expect(await drawer.getByRole('button', { name: 'Customer service' }).isVisible()).toBe(true);
    expect(await drawer.getByTestId('theme-toggle').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);

    // A link in the drawer opens its page and closes the drawer.
    await menuButton.click();
    await drawer.getByRole('link', { name: 'Promotions' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/promotions');
    await expect.poll(() => drawer.isVisible()).toBe(false);

    // A member: still one row, the balance with its currency sign, the account menu closes on Escape.
    await page.goto(baseUrl);
    await dismissPopups(page);
    await page.getByTestId('open-login').click();
    const login = page.getByTestId('login-popup');
    await login.locator('input[name="username"]').fill(PLAYER.username);
    await login.locator('input[name="password"]').fill(PLAYER.password);
    await login.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('header-deposit').isVisible()).toBe(true);
    await dismissPopups(page);
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 800 });
      expect((await header.boundingBox())!.height, `${width}px`).toBeLessThanOrEqual(64);
      expect(await overflow(session), `${width}px`).toBe(0);
      const balance = page.locator('header').getByText('P', { exact: true });
      expect(await balance.isVisible(), `currency sign at ${width}px`).toBe(true);
      expect(await menuButton.isVisible()).toBe(true);
      const right = await menuButton.boundingBox();
      expect(right!.x + right!.width).toBeLessThanOrEqual(width);
    }
    await page.getByTestId('user-menu').click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    expect(await page.getByTestId('user-menu').evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
