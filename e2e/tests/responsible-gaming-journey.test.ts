import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import type { FrameLocator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { depositThroughSandbox } from '../support/funded-member.js';
import { logIn, openMemberCentre, signOut } from '../support/member.js';

// Responsible gaming as members meet it (issue 20): a member sets a daily loss limit and plays a slot until a
// spin is refused with the limit named; a reality check comes over the game and is answered; a member
// excludes itself, signs in again and can only withdraw. Members of the seeded agent team play here (the
// brand opens at most five accounts a day from one address, which the other journeys use). Screenshots are
// left in e2e/artifacts/responsible.

const shots = path.resolve(import.meta.dirname, '../artifacts/responsible');
const SLOT = 'Sunny Star Party';
const PASSWORD = 'Lotus2026';
const PAYMENT_PASSWORD = '135790';
/** Spins at most while waiting for the loss limit (each loses about its stake on average). */
const MAX_SPINS = 300;

const sessions: BrowserSession[] = [];
beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

type Envelope = { success: boolean; value: any; message: string; errorCode?: string };

/** A call of the site's API as the site makes it (bodies sealed), for what a journey sets up beforehand. */
async function api(baseUrl: string, method: string, url: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', merchant: 'demo' };
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

async function opened(name: string): Promise<BrowserSession> {
  const session = await openBrowser(name);
  sessions.push(session);
  await session.context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  return session;
}

/** Opens the member centre's responsible-gaming page. */
async function openLimits(page: Page) {
  await openMemberCentre(page);
  await page.getByTestId('mc-menu-responsibleGaming').click();
  await expect.poll(() => page.getByTestId('responsible-centre').isVisible(), { timeout: 15_000 }).toBe(true);
}

async function closeCentre(page: Page) {
  await page.getByTestId('member-centre-close').click();
  await expect.poll(() => page.getByTestId('member-centre').isVisible()).toBe(false);
}

/** Opens a game by its card's Play button on a category page, found through the page's search. */
async function openGame(page: Page, baseUrl: string, category: string, name: string) {
  await page.goto(`${baseUrl}/${category.toLowerCase()}`);
  await expect.poll(() => page.getByTestId(`lobby-${category}`).isVisible()).toBe(true);
  await dismissPopups(page, 1000);
  const list = page.getByTestId('list-all');
  await expect.poll(() => list.locator('article[data-testid^="game-"]').count()).toBeGreaterThan(0);
  const before = await page.getByTestId('list-count').textContent();
  await page.getByTestId('search').fill(name);
  await expect.poll(() => page.getByTestId('list-count').textContent()).not.toBe(before);
  await page.waitForLoadState('networkidle');
  const card = list.locator(`article[data-testid^="game-"][aria-label="${name}"]`);
  await expect.poll(() => card.count()).toBe(1);
  const launched = page.waitForResponse((r) => r.url().includes('launchGame'));
  await card.getByTestId('play').click();
  return launched;
}

async function slotFrame(page: Page): Promise<FrameLocator> {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect.poll(() => game.getByTestId('play').isEnabled(), { timeout: 30_000 }).toBe(true);
  return game;
}

describe('a loss limit', () => {
  it('is set by the member, and a spin that would pass it is refused with the limit named', async () => {
    const { page, baseUrl } = await opened('rg-loss-limit');
    await logIn(page, baseUrl, { username: 'trixie06', password: PASSWORD });
    await depositThroughSandbox(page, '50.00');

    // The member sets a daily loss limit 3.00 above what it has lost today (its earlier play counts).
    await page.getByTestId('mc-menu-responsibleGaming').click();
    await expect
      .poll(() => page.getByTestId('responsible-centre').isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The site's own session (kept in sessionStorage) reads the member's state as the page does.
    const token = (await page.evaluate(() => sessionStorage.getItem('token'))) ?? '';
    const state = await api(baseUrl, 'GET', API.responsibleState, undefined, token);
    expect(state.success, state.message).toBe(true);
    const lostToday = (state.value.limits as { key: string; used: number }[]).find(
      (l) => l.key === 'lossDay',
    )!.used;
    const limit = Math.max(0, lostToday) + 3;
    await page.getByTestId('edit-lossDay').click();
    await page.getByTestId('limit-lossDay').locator('input[name="value"]').fill(limit.toFixed(2));
    await page.getByTestId('save-lossDay').click();
    const shown = limit.toLocaleString('en-US', { minimumFractionDigits: 2 });
    await expect.poll(() => page.getByTestId('limit-value-lossDay').textContent()).toContain(shown);
    await page.screenshot({ path: path.join(shots, '1-loss-limit-set.png') });
    await closeCentre(page);

    // Spins until one is refused: the server answers the limit, and the game says which.
    const launched = await openGame(page, baseUrl, 'RNG', SLOT);
    expect(launched.status(), await launched.text()).toBe(200);
    const game = await slotFrame(page);
    const play = game.getByTestId('play');
    const last = game.getByTestId('last-result');
    let refusal: Envelope | undefined;
    for (let i = 0; i < MAX_SPINS && !refusal; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/house/api/play'));
      const before = await last.getAttribute('data-nonce');
      await play.click();
      const res = await answer;
      if (res.status() !== 200) {
        refusal = (await res.json()) as Envelope;
        break;
      }
      await game.getByTestId('reels').click();
      await expect.poll(() => last.getAttribute('data-nonce'), { timeout: 60_000 }).not.toBe(before);
      await expect.poll(() => play.isEnabled(), { timeout: 60_000 }).toBe(true);
    }
    expect(refusal, `no refusal in ${MAX_SPINS} spins`).toBeDefined();
    expect(refusal!.errorCode).toBe('rg.loss.limit');
    expect(refusal!.value).toMatchObject({ limit: 'loss', period: 'day', amount: limit });
    const message = game.locator('p.message');
    await expect.poll(() => message.textContent()).toMatch(/loss limit/i);
    await expect.poll(() => message.textContent()).toContain(shown);
    await page.screenshot({ path: path.join(shots, '2-spin-refused.png') });

    // The recall shows this game's last rounds from the frame.
    await page.getByTestId('recall-open').click();
    await expect.poll(() => page.getByTestId('recall-round').count()).toBeGreaterThan(0);
    await page.screenshot({ path: path.join(shots, '3-recall.png') });
  });
});

describe('a reality check', () => {
  it('comes over the game at the interval the member chose and is answered', async () => {
    const { page, baseUrl } = await opened('rg-reality-check');
    await logIn(page, baseUrl, { username: 'ronald52', password: PASSWORD });
    await openLimits(page);
    const form = page.getByTestId('responsible-centre');
    await form.locator('input[name="minutes"]').fill('1');
    const saved = page.waitForResponse((r) => r.url().includes(API.responsibleRealityCheck));
    await page.getByTestId('save-reality').click();
    expect((await saved).status()).toBe(200);
    await closeCentre(page);

    const launched = await openGame(page, baseUrl, 'RNG', SLOT);
    expect(launched.status()).toBe(200);
    await slotFrame(page);
    // The check comes a whole minute after the login, over the game.
    const overlay = page.getByRole('dialog').filter({ has: page.getByTestId('reality-continue') });
    await expect.poll(() => overlay.isVisible(), { timeout: 120_000, interval: 500 }).toBe(true);
    await expect.poll(() => page.getByTestId('reality-played').textContent()).toMatch(/\d+:\d{2}/);
    await expect.poll(() => page.getByTestId('reality-net').textContent()).toMatch(/\d\.\d{2}/);
    await page.screenshot({ path: path.join(shots, '4-reality-check.png') });
    const answered = page.waitForResponse((r) => r.url().includes(API.responsibleRealityAnswer));
    await page.getByTestId('reality-continue').click();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    expect(answer.request().postDataJSON()).toEqual({ choice: 'continue' });
    await expect.poll(() => overlay.isVisible()).toBe(false);
    // The game is still there to play on.
    expect(await page.getByTestId('game-frame').isVisible()).toBe(true);
  });
});

describe('a self-excluded member', () => {
  it('can sign in only to withdraw: games and deposits are refused', async () => {
    const { page, baseUrl } = await opened('rg-self-exclusion');
    const member = { username: 'mylene28', password: PASSWORD };
    // A payment password and a bank account to withdraw to (kept when an earlier run set them).
    const login = await api(baseUrl, 'POST', API.login, { type: 'username', ...member });
    expect(login.success, login.message).toBe(true);
    const token = login.value.token as string;
    const set = await api(
      baseUrl,
      'POST',
      API.paymentPasswordSet,
      {
        loginPassword: PASSWORD,
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
        accountName: 'Mylene Cruz',
        accountNumber: '009876543210',
        paymentPassword: PAYMENT_PASSWORD,
      },
      token,
    );
    if (!bank.success) expect(bank.errorCode).toBe('bank.account.duplicate');

    await logIn(page, baseUrl, member);
    await depositThroughSandbox(page, '200.00');
    await page.getByTestId('mc-menu-responsibleGaming').click();
    await expect
      .poll(() => page.getByTestId('responsible-centre').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.getByTestId('exclusion-self-duration').selectOption('6m');
    await page.getByTestId('exclusion-self-start').click();
    await page.screenshot({ path: path.join(shots, '5-self-exclusion-confirm.png') });
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => page.getByTestId('exclusion-notice').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: path.join(shots, '6-self-excluded.png') });
    await closeCentre(page);

    // Signed out and in again: the site says what is still open.
    await signOut(page);
    await expect.poll(() => page.getByTestId('header-login').isVisible(), { timeout: 15_000 }).toBe(true);
    const form = page.getByTestId('header-login');
    await form.locator('input[name="username"]').fill(member.username);
    await form.locator('input[name="password"]').fill(member.password);
    const signedIn = page.waitForResponse((r) => r.url().includes(API.login));
    await form.getByTestId('login-submit').click();
    const answer = (await (await signedIn).json()) as Envelope;
    expect(answer.value.restriction).toMatchObject({ kind: 'self', until: null });
    await expect.poll(() => page.getByTestId('restriction-ok').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.screenshot({ path: path.join(shots, '7-restriction-at-login.png') });
    await page.getByTestId('restriction-ok').click();

    // A game does not open.
    const launched = await openGame(page, baseUrl, 'RNG', SLOT);
    expect(launched.status()).toBe(403);
    expect(((await launched.json()) as Envelope).errorCode).toBe('rg.excluded');
    const told = page.locator('[role="status"]').filter({ hasText: /excluded/i });
    await expect.poll(() => told.isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: path.join(shots, '8-game-refused.png') });

    // A deposit is refused.
    await openMemberCentre(page);
    await page.getByTestId('mc-menu-depositv2').click();
    await expect.poll(() => page.getByTestId('deposit-page').isVisible()).toBe(true);
    await page.getByTestId('deposit-channel-sandbox').click();
    const depositForm = page.getByTestId('deposit-form');
    await depositForm.locator('input[name="amount"]').fill('100');
    const ordered = page.waitForResponse(
      (r) => r.url().includes(API.depositOrders) && r.request().method() === 'POST',
    );
    await depositForm.locator('button[type="submit"]').click();
    const order = await ordered;
    expect(order.status()).toBe(403);
    expect(((await order.json()) as Envelope).errorCode).toBe('rg.excluded');

    // A withdrawal goes through.
    await page.getByTestId('mc-menu-withdraw').click();
    await expect.poll(() => page.getByTestId('withdraw-form').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByTestId('withdraw-amount').fill('150');
    await page.getByTestId('withdraw-password').fill(PAYMENT_PASSWORD);
    await page.getByTestId('withdraw-submit').click();
    await expect.poll(() => page.getByTestId('withdraw-done').isVisible(), { timeout: 15_000 }).toBe(true);
    await page.screenshot({ path: path.join(shots, '9-withdrawal-while-excluded.png') });
  });
});
