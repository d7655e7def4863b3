import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { logIn, openMemberCentre } from '../support/member.js';

// Deposits (issue 5): the sandbox gateway's page paid and the member brought back to the credited order;
// a bank transfer waiting for the finance team with its receiving account shown.

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

describe('a member deposits', () => {
  it('pays on the sandbox gateway, comes back to the paid order and sees the balance grow', async () => {
    session = await openBrowser('deposit-journey-gateway');
    const { page, baseUrl } = session;
    await logIn(page, baseUrl);
    const before = amountOf(await page.getByTestId('balance').textContent());

    await openMemberCentre(page);
    await page.getByTestId('mc-menu-depositv2').click();
    await expect.poll(() => page.getByTestId('deposit-page').isVisible()).toBe(true);
    await page.getByTestId('deposit-channel-sandbox').click();
    const form = page.getByTestId('deposit-form');
    await form.locator('input[name="amount"]').fill('123.45');
    await form.locator('button[type="submit"]').click();

    // The gateway's hosted page: the brand, the amount, the order; then Pay.
    await page.waitForURL(/\/pay\/sandbox\//);
    const hosted = await page.locator('main').innerText();
    expect(hosted).toContain('Royal Lotus');
    expect(hosted).toContain('123.45');
    const orderNo = (await page.locator('[data-order-no]').textContent())?.trim() ?? '';
    expect(orderNo).toMatch(/^D\d{16}$/);
    await page.locator('button[value="pay"]').click();

    // Back on the site: the deposit page shows the order, paid, and the balance is asked again.
    await expect.poll(() => page.getByTestId('deposit-result').isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('deposit-result').innerText()).toContain(orderNo);
    await expect
      .poll(() => page.getByTestId('deposit-result').getByTestId('deposit-status').getAttribute('class'))
      .toMatch(/badge_paid/);
    expect(new URL(page.url()).searchParams.get('deposit')).toBeNull();
    await expect
      .poll(async () => amountOf(await page.getByTestId('balance').textContent()), { timeout: 15_000 })
      .toBeCloseTo(before + 123.45, 2);
    await expect.poll(() => page.getByTestId('deposit-orders').innerText()).toContain(orderNo);
  });

  it('asks for a bank transfer: the receiving account, the form rules, then a pending order', async () => {
    session = await openBrowser('deposit-journey-bank');
    const { page, baseUrl } = session;
    await logIn(page, baseUrl);
    await openMemberCentre(page);
    await page.getByTestId('mc-menu-depositv2').click();
    await page.getByTestId('deposit-channel-bank').click();
    const account = page.getByTestId('receiving-account');
    await expect.poll(() => account.innerText()).toContain('0012-3456-7890');

    const form = page.getByTestId('deposit-form');
    await form.locator('input[name="amount"]').fill('99.99');
    await form.locator('button[type="submit"]').click();
    await expect.poll(() => page.getByTestId('field-error-amount').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('field-error-reference').isVisible()).toBe(true);

    await form.locator('input[name="amount"]').fill('150');
    await form.locator('input[name="reference"]').fill('E2E TRANSFER 42');
    await form.locator('button[type="submit"]').click();
    const result = page.getByTestId('deposit-result');
    await expect.poll(() => result.isVisible()).toBe(true);
    await expect
      .poll(() => result.getByTestId('deposit-status').getAttribute('class'))
      .toMatch(/badge_pending/);
    await expect.poll(() => page.getByTestId('deposit-orders').innerText()).toContain('150.00');
  });
});
