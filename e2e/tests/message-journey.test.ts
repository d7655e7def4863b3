import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { logIn, openMemberCentre } from '../support/member.js';

// Platform messages (issue 5): a member with an unread message sees the count on the avatar and on the
// messageV2 entry, reads the message, and both counts drop by one.

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** The header's avatar badge: unclaimed promotions plus unread messages. */
const AVATAR_BADGE = 'avatar-badge';

const countOf = async (page: Page, locator: ReturnType<Page['locator']>) =>
  (await locator.count()) === 0 ? 0 : Number((await locator.first().textContent())?.replace(/\D/g, '') || 0);
const menuBadge = (page: Page) =>
  countOf(page, page.getByTestId('mc-menu-messageV2').locator('span[class*="badge"]'));
const avatarBadge = (page: Page) => countOf(page, page.getByTestId(AVATAR_BADGE));

describe('a member reads a platform message', () => {
  it('sees the unread count, opens the message, and the count drops by one', async () => {
    session = await openBrowser('message-journey');
    const { page, baseUrl } = session;
    // The demo member is greeted with a welcome message, unread until opened.
    await logIn(page, baseUrl);
    await expect.poll(() => avatarBadge(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const avatarBefore = await avatarBadge(page);

    await openMemberCentre(page);
    await expect.poll(() => menuBadge(page), { timeout: 15_000 }).toBeGreaterThan(0);
    const before = await menuBadge(page);
    await page.getByTestId('mc-menu-messageV2').click();
    await expect.poll(() => page.getByTestId('messages-inbox').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('inbox-unread').innerText()).toContain(String(before));

    // The first unread message: its dot is the only element with a role of img in the row.
    const unread = page
      .getByTestId('message-list')
      .locator('li')
      .filter({ has: page.getByRole('img') });
    const item = unread.first();
    const title = (await item.locator('button').first().innerText()).split('\n')[0]?.trim() ?? '';
    await item.locator('button').first().click();
    const detail = page.getByTestId('message-detail');
    await expect.poll(() => detail.isVisible()).toBe(true);
    await expect.poll(() => detail.getByTestId('message-body').isVisible()).toBe(true);
    expect((await detail.innerText()).length).toBeGreaterThan(title.length);
    await detail.locator('button[data-close]').click();

    await expect.poll(() => menuBadge(page), { timeout: 15_000 }).toBe(before - 1);
    await expect.poll(() => page.getByTestId('inbox-unread').innerText()).toContain(String(before - 1));
    await expect.poll(() => avatarBadge(page), { timeout: 15_000 }).toBe(avatarBefore - 1);
  });
});
