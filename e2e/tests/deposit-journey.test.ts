import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { registerMember } from '../support/funded-member.js';
import { logIn, openMemberCentre } from '../support/member.js';

// Deposits (issue 5): the sandbox gateway's page paid and the member brought back to the credited order;
// a bank transfer waiting for the finance team with its receiving account shown. Issue 14: a new member
// opts into the welcome bonus at deposit and finds it paid with the deposit, with its turnover.

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
    // A member of its own, with no play: the demo player's rebate of the day before is paid at the brand's
    // midnight and would move the balance this step reads.
    await logIn(page, baseUrl, await registerMember(baseUrl, 'dep'));
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

  it('a new member opts into the welcome bonus at deposit and finds it paid with its turnover', async () => {
    session = await openBrowser('deposit-journey-welcome-bonus');
    const { page, baseUrl } = session;
    const username = `bonus${randomBytes(4).toString('hex')}`;
    await page.goto(baseUrl);
    await dismissPopups(page);
    await page.getByTestId('open-register').click();
    const modal = page.getByTestId('register-modal');
    await modal.locator('input[name="username"]').fill(username);
    await modal.locator('input[name="password"]').fill('Lotus2026x');
    await modal.locator('input[name="confirmPassword"]').fill('Lotus2026x');
    await modal.locator('input[name="ageConfirmed"]').check();
    await modal.getByTestId('register-submit').click();
    await expect.poll(() => page.getByTestId('nickname').textContent()).toBe(username);

    // The welcome points to the deposit page, where the welcome bonus is offered (not chosen for the member).
    const welcome = page.getByTestId('welcome-dialog');
    await expect.poll(() => welcome.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('welcome-deposit').click();
    await expect.poll(() => page.getByTestId('deposit-page').isVisible()).toBe(true);
    const offers = page.getByTestId('deposit-offers');
    await expect.poll(() => offers.isVisible()).toBe(true);
    expect(await page.getByTestId('deposit-offer-none').isChecked()).toBe(true);
    const offer = offers.locator('label', { hasText: 'Welcome Bonus 100% up to P 5,000' });
    expect(await offer.innerText()).toContain('deposit at least P 200.00');
    expect(await offer.innerText()).toContain('turnover 15×');

    await page.getByTestId('deposit-channel-sandbox').click();
    await page.getByTestId('deposit-offers').locator('label', { hasText: 'Welcome Bonus' }).click();
    const form = page.getByTestId('deposit-form');
    await form.locator('input[name="amount"]').fill('500');
    await expect
      .poll(() => page.getByTestId('deposit-offer-bonus').textContent())
      .toBe('Your bonus: P 500.00');
    await form.locator('button[type="submit"]').click();

    await page.waitForURL(/\/pay\/sandbox\//);
    await page.locator('button[value="pay"]').click();

    // Back on the site: the order is paid, names the promotion, and deposit and bonus are both in.
    const result = page.getByTestId('deposit-result');
    await expect.poll(() => result.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => result.getByTestId('deposit-status').getAttribute('class'), { timeout: 15_000 })
      .toMatch(/badge_paid/);
    expect(await page.getByTestId('deposit-result-promotion').textContent()).toContain('Welcome Bonus');
    await expect
      .poll(async () => amountOf(await page.getByTestId('balance').textContent()), { timeout: 15_000 })
      .toBeCloseTo(1_000, 2);
    // The welcome bonus is taken: no longer offered.
    await expect
      .poll(() => offers.locator('label', { hasText: 'Welcome Bonus' }).count(), { timeout: 15_000 })
      .toBe(0);

    // Bonus details: the bonus with its turnover, 15 x (500 + 500).
    await page.getByTestId('mc-menu-bonusDetails').click();
    const table = page.getByTestId('bonus-table');
    await expect.poll(() => table.isVisible()).toBe(true);
    const row = table.locator('tr', { hasText: 'Deposit bonus 100%' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('P 500.00');
    expect(await row.innerText()).toContain('P 15,000.00');
  });
});
