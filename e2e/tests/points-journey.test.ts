import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { PLAYER, logIn } from '../support/member.js';
import { operatorCommand } from '../support/operators.js';

// The member's journey through the points shop: the demo player (who starts with points) sets a payment
// password, opens /pointMall, redeems an item, finds it applying in the redeem history, the brand approves
// it with the operator command line, and the member sees it approved.

const PAYMENT_PASSWORD = '246810';
const ITEM = 'P 50 Bonus';
const ITEM_POINTS = 500;

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

/** Sets the member's payment password through the API (kept when a previous run set it already). */
async function ensurePaymentPassword(baseUrl: string) {
  const login = await api(baseUrl, 'POST', API.login, { type: 'username', ...PLAYER });
  expect(login.success, login.message).toBe(true);
  const set = await api(
    baseUrl,
    'POST',
    API.paymentPasswordSet,
    {
      loginPassword: PLAYER.password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
    login.value.token as string,
  );
  if (!set.success) expect(set.errorCode).toBe('payment.password.already.set');
}

const pointsShown = async (page: Page) =>
  Number(((await page.getByTestId('points-balance').textContent()) ?? '').replace(/[^\d]/g, ''));

async function openHistory(page: Page) {
  await page.getByTestId('open-redeem-history').click();
  await expect.poll(() => page.getByTestId('redeem-history-dialog').isVisible()).toBe(true);
}

describe('a member in the points shop', () => {
  it('redeems an item with the payment password, and sees it applying, then approved', async () => {
    session = await openBrowser('points-journey');
    const { page, context, baseUrl } = session;
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    });
    await ensurePaymentPassword(baseUrl);

    // 1. Log in and open the points shop: the member's points show above the items.
    await logIn(page, baseUrl);
    await page.goto(`${baseUrl}/pointMall`);
    await expect.poll(() => page.getByTestId('points-summary').isVisible()).toBe(true);
    await expect.poll(() => pointsShown(page)).toBeGreaterThanOrEqual(ITEM_POINTS);
    const before = await pointsShown(page);

    // 2. Redeem one item with the payment password.
    const card = page.locator('li[data-testid^="reward-"]', { hasText: ITEM }).first();
    await card.locator('button[data-testid^="redeem-"]').click();
    const dialog = page.getByTestId('redeem-dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByTestId('points-needed').textContent()).toBe(ITEM_POINTS.toLocaleString('en-US'));
    await dialog.getByTestId('payment-password').fill(PAYMENT_PASSWORD);
    await dialog.getByTestId('redeem-submit').click();
    const done = page.getByTestId('redeem-done');
    await expect.poll(() => done.isVisible()).toBe(true);
    const transactionNo = /R\d{8}/.exec((await done.textContent()) ?? '')?.[0];
    expect(transactionNo).toBeTruthy();
    const id = Number(transactionNo!.slice(1));
    await expect.poll(() => pointsShown(page)).toBe(before - ITEM_POINTS);

    // 3. The redeem history shows it applying.
    await page.getByTestId('redeem-show-history').click();
    await expect.poll(() => page.getByTestId('redeem-history-dialog').isVisible()).toBe(true);
    const row = page.getByTestId(`redemption-${transactionNo}`);
    await expect.poll(() => row.getByTestId('redemption-status').textContent()).toBe('Applying');
    expect(await row.textContent()).toContain(ITEM);
    await page.keyboard.press('Escape');

    // 4. The brand approves it from the command line.
    const { stdout } = await operatorCommand(baseUrl, 'admin', ['approve', 'redemptions', String(id)]);
    expect(stdout).toContain(`#${id}`);

    // 5. The member sees it approved.
    await page.reload();
    await expect.poll(() => page.getByTestId('points-summary').isVisible()).toBe(true);
    await openHistory(page);
    await expect
      .poll(() =>
        page.getByTestId(`redemption-${transactionNo}`).getByTestId('redemption-status').textContent(),
      )
      .toBe('Approved');
  });
});
