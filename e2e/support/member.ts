import type { Page } from 'playwright-core';
import { expect, vi } from 'vitest';
import { dismissPopups } from './browser.js';

/** Demo logins of the seeded brand (password `Lotus2026`). */
export const PLAYER = { username: 'player01', password: 'Lotus2026' };

/** Logs in through the header's form on the home page and waits for the member's header. */
export async function logIn(page: Page, baseUrl: string, member = PLAYER): Promise<void> {
  await page.goto(baseUrl);
  await dismissPopups(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[name="username"]').fill(member.username);
  await form.locator('input[name="password"]').fill(member.password);
  // The after-login pop-ups come once the member's notices have arrived (and the page has settled).
  const notices = page.waitForResponse((r) => r.url().includes('getListAnnouncements?types=PU'), {
    timeout: 30_000,
  });
  await form.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('nickname').isVisible()).toBe(true);
  await notices;
  await page.waitForLoadState('networkidle');
  // Pop-ups come one after another: keep closing them until none has come for a while.
  for (let round = 0; round < 5 && (await dismissPopups(page, 3000)).length > 0; round++);
}

/** Opens the member centre from the header's account menu (its first entry). */
export async function openMemberCentre(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.locator('header [role="menu"] [role="menuitem"]').first().click();
  await expect.poll(() => page.getByTestId('member-centre').isVisible()).toBe(true);
}

/**
 * Signs out through the header's account menu and confirms. A pop-up that opens late closes the menu as it
 * is answered (`openBrowser` closes pop-ups), so the menu is opened again until its sign-out is clicked.
 */
export async function signOut(page: Page): Promise<void> {
  await vi.waitFor(
    async () => {
      const signOutItem = page.getByTestId('sign-out');
      if (!(await signOutItem.isVisible())) await page.getByTestId('user-menu').click({ timeout: 3000 });
      await signOutItem.click({ timeout: 3000 });
    },
    { timeout: 30_000, interval: 250 },
  );
  await page.getByTestId('confirm-ok').click();
}
