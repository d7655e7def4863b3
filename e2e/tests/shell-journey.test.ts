import { afterEach, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('the site shell', () => {
  it('opens a notice from the bar, sends feedback, and shows the after-login pop-up once per login', async () => {
    session = await openBrowser('shell-journey', undefined, { keepPopups: true });
    const { page, baseUrl } = session;
    await page.goto(baseUrl);

    // The home page's own pop-up (H) comes first for every visitor.
    expect((await dismissPopups(page)).length).toBeGreaterThan(0);

    // A notice title in the bar opens the announcement modal with that row open, and only that one.
    // Pointing at the bar pauses it, as it does for a person.
    await page.getByTestId('notice-bar').hover();
    const title = await page.getByTestId('notice-1').textContent();
    await page.getByTestId('notice-1').click();
    const modal = page.getByTestId('announcement-modal');
    await expect.poll(() => modal.isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('notice-row-1').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByTestId('notice-row-1').textContent()).toContain(title ?? '');
    expect(await page.locator('[data-testid^="notice-row-"][aria-expanded="true"]').count()).toBe(1);
    await page.getByTestId('notice-row-0').click();
    await expect.poll(() => page.getByTestId('notice-row-1').getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => page.getByTestId('notice-row-0').getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);

    // Feedback from the right bar: too short is refused in place, a real message gets a ticket number.
    await page
      .getByTestId('right-bar')
      .getByRole('button', { name: /feedback/i })
      .click();
    const feedback = page.getByTestId('feedback-modal');
    await feedback.locator('select').selectOption('games');
    await feedback.locator('textarea').fill('Too short');
    await feedback.getByTestId('feedback-submit').click();
    await expect.poll(() => feedback.locator('[role="alert"]').count()).toBeGreaterThan(0);
    await feedback.locator('textarea').fill('The fishing game froze after the second round on my laptop.');
    await feedback.getByTestId('feedback-submit').click();
    await expect.poll(() => page.getByTestId('feedback-sent').textContent()).toMatch(/\d/);
    await page.keyboard.press('Escape');

    // Logging in shows the after-login pop-up (PU); dismissed, it stays away on a reload.
    const form = page.getByTestId('header-login');
    await form.locator('input[name="username"]').fill('player01');
    await form.locator('input[name="password"]').fill('Lotus2026');
    await form.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('nickname').textContent()).toBe('Lucky Lotus');
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const res = await fetch(`${baseUrl}/wps/relay/MCSFE_getListAnnouncements?types=PU`, {
      headers: { authorization: token ?? '' },
    });
    const afterLogin = ((await res.json()) as { value: { notices: { title: string }[] } }).value.notices;
    expect(afterLogin.length).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('popup-notice').isVisible()).toBe(true);
    const shown = await dismissPopups(page);
    for (const notice of afterLogin) expect(shown).toContain(notice.title);
    // Once a day (execution D): a reload does not bring it back.
    await page.reload();
    await expect.poll(() => page.getByTestId('nickname').textContent()).toBe('Lucky Lotus');
    const again = await dismissPopups(page);
    for (const notice of afterLogin) expect(again).not.toContain(notice.title);
  });
});
