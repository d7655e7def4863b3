import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { API, encryptPayload, type RsaKey } from '@platform/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { logIn } from '../support/member.js';
import { operatorCommand } from '../support/operators.js';
import { repoRoot, startServer, type RunningServer } from '../support/server.js';

// The agent business (issue 15), end to end on a platform of its own: agent01 opens the agent centre,
// registers a downline agent and offers it a daily salary; the downline logs in, changes its temporary
// password, sees the contract popup and signs; it opens a member account and sends it money; the member
// plays the in-house slot. A day passes: the platform is stopped and this journey's contract and rounds are
// moved one day back (the contract two, since a contract earns from its first whole day), as if the play had
// been yesterday. The daily settlement runs from the operator's command line; both agents see the payment
// in My income, and the ledger check is clean.

const run = promisify(execFile);
const AGENT = { username: 'agent01', password: 'Lotus2026' };
const suffix = Date.now().toString(36).slice(-5);
const SUB = { username: `sub${suffix}`, temporary: 'Start2026', password: 'Lotus2027' };
const MEMBER = { username: `mem${suffix}`, temporary: 'Start2026', password: 'Lotus2027' };
const PAYMENT_PASSWORD = '135790';
/** The daily salary offered: 0.5% of the team's valid bet from one active member. */
const RATE = 0.5;

const dataDir = mkdtempSync(path.join(tmpdir(), 'platform-agent-'));
let server: RunningServer | undefined;
const sessions: BrowserSession[] = [];

afterAll(async () => {
  for (const s of sessions) await s.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

type Envelope = { success: boolean; value: any; message: string; errorCode?: string };

/** A call to the site's API; the body sealed with the site's key unless `plain` (calls that are not encrypted). */
async function api(
  baseUrl: string,
  method: string,
  url: string,
  body?: unknown,
  token?: string,
  plain = false,
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = token;
  let payload: string | undefined;
  if (body !== undefined && plain) payload = JSON.stringify(body);
  else if (body !== undefined) {
    const key = ((await (await fetch(`${baseUrl}${API.rsaKey}`)).json()) as Envelope).value as RsaKey;
    const sealed = await encryptPayload(key, body);
    headers.encryption = sealed.header;
    payload = JSON.stringify(sealed.body);
  }
  const res = await fetch(`${baseUrl}${url}`, { method, headers, body: payload });
  return (await res.json()) as Envelope;
}

/** A payment password for an account (kept when it has one). */
async function setPaymentPassword(baseUrl: string, username: string, password: string) {
  const login = await api(baseUrl, 'POST', API.login, { type: 'username', username, password });
  expect(login.success, login.message).toBe(true);
  const set = await api(
    baseUrl,
    'POST',
    API.paymentPasswordSet,
    {
      loginPassword: password,
      newPaymentPassword: PAYMENT_PASSWORD,
      confirmPaymentPassword: PAYMENT_PASSWORD,
    },
    login.value.token as string,
  );
  if (!set.success) expect(set.errorCode).toBe('payment.password.already.set');
}

async function session(name: string): Promise<Page> {
  const s = await openBrowser(name, server!.baseUrl);
  await s.context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
  });
  sessions.push(s);
  return s.page;
}

/** The first login of an account opened by its agent: the temporary password must be changed at once. */
async function firstLogIn(page: Page, account: { username: string; temporary: string; password: string }) {
  await page.goto(server!.baseUrl);
  await dismissPopups(page);
  const form = page.getByTestId('header-login');
  await form.locator('input[name="username"]').fill(account.username);
  await form.locator('input[name="password"]').fill(account.temporary);
  await form.getByTestId('login-submit').click();
  const modal = page.getByTestId('change-password-modal');
  await expect.poll(() => modal.isVisible()).toBe(true);
  await modal.locator('input[name="oldPassword"]').fill(account.temporary);
  await modal.locator('input[name="newPassword"]').fill(account.password);
  await modal.locator('input[name="confirmNewPassword"]').fill(account.password);
  await modal.locator('button[type="submit"]').click();
  await expect.poll(() => modal.isVisible()).toBe(false);
  await expect.poll(() => page.getByTestId('nickname').isVisible()).toBe(true);
}

async function openAgentCentre(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-agent-centre').click();
  await expect.poll(() => page.getByTestId('agent-centre').isVisible()).toBe(true);
}

async function openAccount(page: Page, account: { username: string; temporary: string }, type: string) {
  await page.getByTestId('agent-menu-registration').click();
  const form = page.getByTestId('agent-account-form');
  await expect.poll(() => form.isVisible()).toBe(true);
  await form.getByTestId('agent-account-username').fill(account.username);
  await form.getByTestId('agent-account-password').fill(account.temporary);
  await form.getByTestId('agent-account-type').selectOption(type);
  await form.getByTestId('agent-account-submit').click();
  await expect.poll(() => page.getByTestId('agent-account-done').isVisible()).toBe(true);
}

/** Sends money to a direct downline from Team management. */
async function transfer(page: Page, username: string, amount: string) {
  await page.getByTestId('agent-menu-team').click();
  const row = page.getByTestId('agent-team').locator('tr', { hasText: username });
  await expect.poll(() => row.isVisible()).toBe(true);
  await row.locator('[data-testid^="agent-transfer-"]').click();
  const dialog = page.getByTestId('transfer-dialog');
  await dialog.getByTestId('transfer-amount').fill(amount);
  await dialog.getByTestId('transfer-password').fill(PAYMENT_PASSWORD);
  await dialog.getByTestId('transfer-submit').click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** The amount the My income page shows for a direction (received or paid), in cents. */
async function income(page: Page, direction: 'received' | 'paid') {
  await page.getByTestId('agent-menu-income').click();
  await page.getByTestId('agent-period-yesterday').click();
  const totals = page.getByTestId('agent-income-totals');
  await expect.poll(() => totals.isVisible()).toBe(true);
  // Until yesterday's figures arrive, the period shown before stays, marked as being replaced.
  await expect.poll(() => totals.getAttribute('aria-busy')).toBeNull();
  const text = await totals.getByTestId(`agent-income-${direction}`).textContent();
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}

describe('an agent grows a team and is paid its salary', () => {
  it('registers a downline agent, offers a daily salary, and both see the settlement in My income', async () => {
    server = await startServer(dataDir);
    const baseUrl = server.baseUrl;
    await setPaymentPassword(baseUrl, AGENT.username, AGENT.password);

    // 1. agent01 opens the agent centre (the team overview first) and opens a downline agent's account.
    const agent = await session('agent-journey-agent01');
    await logIn(agent, baseUrl, AGENT);
    await openAgentCentre(agent);
    await expect.poll(() => agent.getByTestId('agent-figures').isVisible()).toBe(true);
    await openAccount(agent, SUB, '1');

    // 2. It offers the new agent a daily salary and sends it money to pass on.
    await agent.getByTestId('agent-menu-daily').click();
    const offer = agent.getByTestId('agent-offer-form');
    await expect.poll(() => offer.isVisible()).toBe(true);
    await expect
      .poll(() =>
        offer.getByTestId('agent-offer-member').locator('option', { hasText: SUB.username }).count(),
      )
      .toBe(1);
    const subValue = await offer
      .getByTestId('agent-offer-member')
      .locator('option', { hasText: SUB.username })
      .getAttribute('value');
    await offer.getByTestId('agent-offer-member').selectOption(subValue);
    await offer.getByTestId('agent-offer-0-validBet').fill('0');
    await offer.getByTestId('agent-offer-0-activeMembers').fill('1');
    await offer.getByTestId('agent-offer-0-rate').fill(String(RATE));
    await offer.getByTestId('agent-offer-submit').click();
    await expect.poll(() => agent.getByTestId('agent-offer-done').isVisible()).toBe(true);
    await transfer(agent, SUB.username, '300');

    // 3. The downline logs in, changes its temporary password and signs the contract in the popup.
    const sub = await session('agent-journey-sub');
    await firstLogIn(sub, SUB);
    const popup = sub.getByTestId('contract-popup');
    await expect.poll(() => popup.isVisible(), { timeout: 30_000 }).toBe(true);
    await popup.getByTestId('contract-accept').click();
    await expect.poll(() => popup.isVisible()).toBe(false);
    await dismissPopups(sub, 2000);

    // 4. It opens a member account and sends the member money to play with.
    await setPaymentPassword(baseUrl, SUB.username, SUB.password);
    await openAgentCentre(sub);
    await openAccount(sub, MEMBER, '0');
    await transfer(sub, MEMBER.username, '200');

    // 5. The member logs in and plays the in-house slot.
    const member = await session('agent-journey-member');
    await firstLogIn(member, MEMBER);
    const login = await api(baseUrl, 'POST', API.login, {
      type: 'username',
      username: MEMBER.username,
      password: MEMBER.password,
    });
    expect(login.success, login.message).toBe(true);
    const launch = await api(
      baseUrl,
      'POST',
      API.launchGame,
      { vendor: 'LOTUS', gameCode: 'lotus-fortune', language: 'EN' },
      login.value.token as string,
      true,
    );
    expect(launch.success, launch.message).toBe(true);
    await member.goto(new URL(launch.value.content.game_url as string, baseUrl).toString());
    const play = member.getByTestId('play');
    const last = member.getByTestId('last-result');
    await expect.poll(() => play.isEnabled()).toBe(true);
    let staked = 0;
    for (let i = 0; i < 5; i++) {
      const nonceBefore = await last.getAttribute('data-nonce');
      await play.click();
      await expect.poll(() => last.getAttribute('data-nonce')).not.toBe(nonceBefore);
      await expect.poll(() => play.isEnabled()).toBe(true);
      staked += Math.round(Number(await last.getAttribute('data-stake')) * 100);
    }
    expect(staked).toBeGreaterThan(0);
    for (const s of sessions.splice(0)) await s.close();

    // 6. A day passes: this journey's rounds become yesterday's, and the contract was signed the day before.
    await server.stop();
    const db = new PGlite(path.join(dataDir, 'pglite'));
    const ids = async (username: string) =>
      Number(
        (await db.query<{ id: number }>('select id from members where username = $1', [username])).rows[0]!
          .id,
      );
    const subId = await ids(SUB.username);
    const memberId = await ids(MEMBER.username);
    await db.query(
      `update agent_contracts set created_at = created_at - interval '2 days', decided_at = decided_at - interval '2 days'
        where member_id = $1`,
      [subId],
    );
    await db.query(
      `update game_rounds set created_at = created_at - interval '1 day', settled_at = settled_at - interval '1 day'
        where member_id = $1`,
      [memberId],
    );
    await db.query(`update member_daily set day = day - 1 where member_id = $1`, [memberId]);
    const validBet = Number(
      (
        await db.query<{ v: string }>(
          `select coalesce(sum(valid_bet), 0)::text as v from game_rounds where member_id = $1 and status = 'settled'`,
          [memberId],
        )
      ).rows[0]!.v,
    );
    await db.close();
    expect(validBet).toBe(staked);

    // 7. The daily settlement runs from the operator's command line.
    server = await startServer(dataDir);
    const settle = await operatorCommand(server.baseUrl, 'finance01', ['agent-settle', 'daily']);
    expect(settle.stdout).toMatch(/paid/i);
    const salary = Math.floor((validBet * RATE * 100) / 10_000);
    expect(salary).toBeGreaterThan(0);

    // 8. Both agents see the payment in My income: received by the downline, paid by agent01.
    const subAgain = await session('agent-journey-sub-income');
    await logIn(subAgain, server.baseUrl, { username: SUB.username, password: SUB.password });
    await openAgentCentre(subAgain);
    expect(await income(subAgain, 'received')).toBe(salary);
    const agentAgain = await session('agent-journey-agent01-income');
    await logIn(agentAgain, server.baseUrl, AGENT);
    await openAgentCentre(agentAgain);
    expect(await income(agentAgain, 'paid')).toBeGreaterThanOrEqual(salary);
    for (const s of sessions.splice(0)) await s.close();

    // 9. The ledger balances.
    await server.stop();
    const check = await run('npx', ['tsx', 'apps/server/src/commands/ledger-check.ts'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    });
    expect(check.stdout).toContain('every brand sums to zero: OK');
  }, 600_000);
});
