import type { Page } from 'playwright-core';
import { expect } from 'vitest';
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
