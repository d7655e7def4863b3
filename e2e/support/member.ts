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
  await form.getByTestId('login-submit').click();
  await expect.poll(() => page.getByTestId('nickname').isVisible()).toBe(true);
  // The after-login pop-ups come once the member's details and notices have arrived: wait for the calls
  // to be done, then for the pop-ups.
  await page.waitForLoadState('networkidle');
  await dismissPopups(page);
}

/** Opens the member centre from the header's account menu (its first entry). */
export async function openMemberCentre(page: Page): Promise<void> {
  await page.getByTestId('user-menu').click();
  await page.locator('header [role="menu"] [role="menuitem"]').first().click();
  await expect.poll(() => page.getByTestId('member-centre').isVisible()).toBe(true);
}
