import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { PLAYER, logIn, openMemberCentre } from '../support/member.js';
import { operatorCommand } from '../support/operators.js';

// Withdrawals (issue 5): the demo player withdraws to a bank account with the payment password, the amount
// is held at once, the finance team pays it from the command line, and the member confirms it in the
// withdrawal confirmation modal. Then a transfer to the upline (agent01).

/** The same payment password the points journey sets for the demo player. */
const PAYMENT_PASSWORD = '246810';

let session: BrowserSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

type Envelope = { success: boolean; value: any; message: string; errorCode?: string };

async function api(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  let payload: string | undefined;
  if (body !== undefined) {
    const key = ((await (await fetch(`${baseUrl}${API.rsaKey}`)).json()) as Envelope).value as RsaKey;
    const sealed = await encryptPayload(key, body);
    headers.encryption = sealed.header;
    payload = JSON.stringify(sealed.body);
  }
  const res = await fetch(`${baseUrl}${url}`, { method, headers, body: payload });
  return (await res.json()) as Envelope;
}

/** A payment password and a bank account for the demo player (kept when a previous run set them). */
async function prepareMember(baseUrl: string) {
  const login = await api(baseUrl, 'POST', API.login, { type: 'username', ...PLAYER });
  expect(login.success, login.message).toBe(true);
  const token = login.value.token as string;
  const set = await api(
    baseUrl,
    'POST',
    API.paymentPasswordSet,
    {
      loginPassword: PLAYER.password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
    token,
  );
  if (!set.success) expect(set.errorCode).toBe('payment.password.already.set');
  const bank = await api(
    baseUrl,
    'POST',
    API.bankAccounts,
    {
      bankCode: 'BDO',
      accountName: 'Lucky Lotus',
      accountNumber: '001234567890',
      paymentPassword: PAYMENT_PASSWORD,
    },
    token,
  );
  if (!bank.success) expect(bank.errorCode).toBe('bank.account.duplicate');
}

const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const balanceShown = async (page: Page) => amountOf(await page.getByTestId('balance').textContent());

const operator = (baseUrl: string, args: string[]) => operatorCommand(baseUrl, 'finance01', args);

describe('a member withdraws', () => {
  it('asks for a withdrawal, sees it held, and confirms the payment as received', async () => {
    session = await openBrowser('withdraw-journey');
    const { page, context, baseUrl } = session;
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    });
    await prepareMember(baseUrl);
    await logIn(page, baseUrl);
    const before = await balanceShown(page);

    // 1. The withdraw page: balance, limits, the bank account; the form checks the amount first.
    await openMemberCentre(page);
    await page.getByTestId('mc-menu-withdraw').click();
    await expect.poll(() => page.getByTestId('withdraw-form').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('withdraw-amount').fill('99.99');
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect.poll(() => page.getByTestId('withdraw-error-amount').textContent()).toContain('100.00');

    // 2. A real request: the amount is held at once and the order shows pending.
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-submit').click();
    const done = page.getByTestId('withdraw-done');
    await expect.poll(() => done.isVisible(), { timeout: 15_000 }).toBe(true);
    const orderNo = /W\d{6}[0-9A-F]{12}/.exec((await done.textContent()) ?? '')?.[0];
    expect(orderNo).toBeTruthy();
    await expect.poll(() => balanceShown(page), { timeout: 15_000 }).toBeCloseTo(before - 150, 2);
    const row = page.locator('tr[data-testid^="withdrawal-"]', { hasText: orderNo! }).first();
    await expect.poll(() => row.getByTestId('withdrawal-status').textContent()).toBe('Pending');
    const id = Number(((await row.getAttribute('data-testid')) ?? '').replace('withdrawal-', ''));
    expect(id).toBeGreaterThan(0);

    // 3. The finance team pays it from the command line.
    const { stdout } = await operator(baseUrl, [
      'approve',
      'withdrawals',
      String(id),
      '--note',
      'paid by bank',
    ]);
    expect(stdout).toContain(`#${id}`);

    // 4. The confirmation modal asks whether the money arrived; the member says it did.
    await page.reload();
    const modal = page.getByTestId('withdrawal-confirmation');
    await expect.poll(() => modal.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await modal.getByTestId('confirm-received').textContent()).toBe('150.00');
    expect(await modal.getByTestId('confirm-remainder').textContent()).toBe('0.00');
    await modal.getByTestId('confirm-yes').click();
    await expect.poll(() => modal.isVisible()).toBe(false);
    // The reloaded page's pop-ups waited behind the confirmation.
    await dismissPopups(page);

    // 5. My withdrawals show it received; the balance stays lowered (nothing refunded).
    await openMemberCentre(page);
    await page.getByTestId('mc-menu-withdraw').click();
    const received = page.locator('tr[data-testid^="withdrawal-"]', { hasText: orderNo! }).first();
    await expect.poll(() => received.getByTestId('withdrawal-status').textContent()).toBe('Received');
    expect(await balanceShown(page)).toBeCloseTo(before - 150, 2);
  });

  it('transfers money to the upline with the payment password', async () => {
    session = await openBrowser('withdraw-journey-upline');
    const { page, context, baseUrl } = session;
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    });
    await prepareMember(baseUrl);
    await logIn(page, baseUrl);
    const before = await balanceShown(page);
    await openMemberCentre(page);
    await page.getByTestId('mc-menu-transferUpline').click();
    await expect
      .poll(() => page.getByTestId('upline-name').textContent(), { timeout: 15_000 })
      .toBe('ag***01');
    await page.getByTestId('upline-amount').fill('25.50');
    await page.getByTestId('upline-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('upline-submit').click();
    await expect
      .poll(() => page.getByTestId('upline-done').textContent())
      .toContain('P 25.50 sent to ag***01');
    await expect.poll(() => balanceShown(page), { timeout: 15_000 }).toBeCloseTo(before - 25.5, 2);
  });
});
