import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { OPERATOR_PASSWORD, enrolOperatorSecret, takeOperatorCode } from './operators.js';

/** The back office's sidebar: shown once an operator is signed in. */
export const sections = (page: Page) => page.locator('nav[aria-label="Sections"]');

/**
 * Signs an operator in on the back office's login page, as an operator does: the password, then the code
 * the page asks for. An operator whose role needs an authenticator and has none sets it up on the setup
 * page first: the key shown there is kept with the journeys' other enrolments (see operators.ts).
 */
export async function signInToBackOffice(
  page: Page,
  baseUrl: string,
  username: string,
  password = OPERATOR_PASSWORD,
): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.locator('input[name="code"]');
  const setup = page.getByRole('button', { name: 'Set up the authenticator' });
  await expect
    .poll(
      async () => (await code.isVisible()) || (await setup.isVisible()) || (await sections(page).isVisible()),
      { timeout: 30_000 },
    )
    .toBe(true);
  if (await setup.isVisible()) {
    await setup.click();
    const secret = (await page.locator('code.secret').textContent({ timeout: 15_000 })) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{16,}$/);
    await code.fill(await enrolOperatorSecret(baseUrl, username, secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
  } else if (await code.isVisible()) {
    await code.fill(await takeOperatorCode(baseUrl, username));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect.poll(() => sections(page).isVisible(), { timeout: 30_000 }).toBe(true);
}

/** Opens a screen of the back office from the sidebar, by its title. */
export async function openScreen(page: Page, title: string): Promise<void> {
  await sections(page).getByRole('link', { name: title, exact: true }).click();
  await expect.poll(() => page.locator('h1', { hasText: title }).first().isVisible()).toBe(true);
}

/** The session token of the operator signed in in this tab. */
export const backOfficeToken = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('admin.token') ?? '');
