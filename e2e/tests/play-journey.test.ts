import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';

// The member's journey through money and play: log in, find the in-house slot on /rng, play ten real
// spins in its frame, and find each round in the betting record and each movement of money in the account
// record. Screenshots of each stage are left in e2e/artifacts/play for a look by eye.

const MEMBER = { username: 'player01', password: 'Lotus2026' };
/** The demo seed credits the member with this, through the ledger. */
const SEED_DEPOSIT_CENTS = 500_000;
/** The in-house slot (LOTUS/lotus-fortune) as the catalogue names it in English, and its vendor. */
const SLOT_NAME = 'Lotus Fortune';
const VENDOR_NAME = 'Lotus Originals';
const SPINS = 10;
/** Line bets the spins cycle through (20 lines: stakes 1.00, 2.00, 4.00). */
const LINE_BETS = ['0.05', '0.1', '0.2'];

const shots = path.resolve(import.meta.dirname, '../artifacts/play');
let session: BrowserSession | undefined;

beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** "P 1,234.50", "+P 3.00", "-P 1.00" or "1,234.50" as whole cents (sign kept). */
function cents(text: string | null): number {
  const raw = (text ?? '').trim();
  const match = /(-)?[^\d-]*([\d,]+)\.(\d{2})\b/.exec(raw);
  if (!match) throw new Error(`no amount in "${raw}"`);
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

const shoot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: path.join(shots, `${name}.png`), fullPage });

const cellTexts = (row: Locator) => row.locator('td').allInnerTexts();

/**
 * Follows a verify link (it opens a new tab) and answers what the verify page recomputed: the stake and
 * payout in cents and whether the revealed seed matches the committed hash.
 */
async function verifyRound(
  link: Locator,
  shot: string,
): Promise<{ stake: number; payout: number; hashMatches: boolean }> {
  const page = link.page();
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  try {
    await tab.waitForLoadState('domcontentloaded');
    const result = tab.getByTestId('verify-result');
    await expect.poll(() => result.innerText(), { message: `verify page ${tab.url()}` }).toMatch(/\d\.\d{2}/);
    const figures = (await tab.getByTestId('verify-payout').innerText()).match(/[\d,]+\.\d{2}/g) ?? [];
    const match = tab.getByTestId('verify-match');
    await tab.screenshot({ path: path.join(shots, `${shot}.png`), fullPage: true });
    return {
      stake: cents(figures[0] ?? null),
      payout: cents(figures[1] ?? null),
      hashMatches: (await match.count()) === 1 && (await match.getAttribute('class')) === 'ok',
    };
  } finally {
    await tab.close();
  }
}

type Spin = { nonce: number; stake: number; payout: number };
type Movement = { kind: string; wallet: string; amount: number; balanceAfter: number; reference: string };

/** Every row of the account record, page after page, newest first as shown. */
async function readMovements(page: Page): Promise<Movement[]> {
  const record = page.getByTestId('account-record');
  const all: Movement[] = [];
  for (;;) {
    const rows = record.locator('[data-testid^="movement-"]');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    for (const row of await rows.all()) {
      const [, kind, wallet, amount, balanceAfter, reference] = await cellTexts(row);
      all.push({
        kind: kind!.trim(),
        wallet: wallet!.trim(),
        amount: cents(amount!),
        balanceAfter: cents(balanceAfter!),
        reference: reference!.trim(),
      });
    }
    const pager = record.getByTestId('pagination');
    if (!(await pager.isVisible())) return all;
    // The pager's last button steps to the next page; disabled on the last one.
    const next = pager.locator('button').last();
    if (await next.isDisabled()) return all;
    const firstId = await rows.first().getAttribute('data-testid');
    await next.click();
    await expect.poll(() => rows.first().getAttribute('data-testid')).not.toBe(firstId);
  }
}

describe('a member playing the in-house slot', () => {
  it('finds the slot, plays ten spins, and sees every round and every transfer in the records', async () => {
    session = await openBrowser('play-journey');
    const { page, context, baseUrl } = session;
    // English, light: the names and labels the assertions read.
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
    });
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));

    // 1. Log in; the header shows the seeded balance.
    await page.goto(baseUrl);
    await dismissPopups(page);
    const form = page.getByTestId('header-login');
    await form.locator('input[name="username"]').fill(MEMBER.username);
    await form.locator('input[name="password"]').fill(MEMBER.password);
    await form.getByTestId('login-submit').click();
    await expect.poll(() => page.getByTestId('nickname').isVisible()).toBe(true);
    await dismissPopups(page);
    const headerBalance = page.getByTestId('balance');
    await expect.poll(async () => /\d/.test((await headerBalance.textContent()) ?? '')).toBe(true);
    const startCents = cents(await headerBalance.textContent());
    expect(startCents).toBe(SEED_DEPOSIT_CENTS);

    // 2. /rng: search the slot by name and find it in the results.
    await page.goto(`${baseUrl}/rng`);
    await expect.poll(() => page.getByTestId('lobby-RNG').isVisible()).toBe(true);
    await dismissPopups(page, 1000);
    const list = page.getByTestId('list-all');
    await expect.poll(() => list.locator('article[data-testid^="game-"]').count()).toBeGreaterThan(0);
    const before = await page.getByTestId('list-count').textContent();
    await page.getByTestId('search').fill(SLOT_NAME);
    await expect.poll(() => page.getByTestId('list-count').textContent()).not.toBe(before);
    const results = list.locator('article[data-testid^="game-"]');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    for (const name of await results.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
      expect(name?.toLowerCase()).toContain(SLOT_NAME.toLowerCase());
    }
    const card = results.and(page.locator(`[aria-label="${SLOT_NAME}"]`));
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getAttribute('data-testid')).toMatch(/^game-\d+$/);
    expect(await card.innerText()).toContain(VENDOR_NAME);
    await page.waitForLoadState('networkidle');
    // Typing scrolled the search field into view; a full-page capture from there would draw the sticky
    // header part-way down the page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, '1-rng-lobby-search', true);

    // 3. Launch: /game frames the slot's page, served by the server with a game token.
    await card.getByTestId('play').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
    const frameElement = page.getByTestId('game-frame').locator('iframe');
    await expect.poll(() => frameElement.count()).toBe(1);
    const src = new URL((await frameElement.getAttribute('src'))!, baseUrl);
    expect(src.pathname).toBe('/house/slot/');
    expect(src.searchParams.get('token')).toBeTruthy();
    expect(await page.getByTestId('game-frame').locator('h1').innerText()).toContain(SLOT_NAME);

    const game = page.frameLocator('[data-testid="game-frame"] iframe');
    const gameBalance = game.getByTestId('balance');
    const play = game.getByTestId('play');
    const last = game.getByTestId('last-result');
    await expect.poll(async () => /\d/.test((await gameBalance.textContent()) ?? '')).toBe(true);
    await expect.poll(() => play.isEnabled()).toBe(true);
    expect(await game.locator('h1.title').textContent()).toBe(SLOT_NAME);
    const gameStart = cents(await gameBalance.textContent());
    expect(gameStart).toBe(startCents);

    const spins: Spin[] = [];
    for (let i = 0; i < SPINS; i++) {
      const lineBet = LINE_BETS[i % LINE_BETS.length]!;
      await game.getByTestId('stake').selectOption(lineBet);
      const nonceBefore = await last.getAttribute('data-nonce');
      await play.click();
      // The round is over when the last result shows a new nonce and the button is back.
      await expect.poll(() => last.getAttribute('data-nonce')).not.toBe(nonceBefore);
      await expect.poll(() => play.isEnabled()).toBe(true);
      const nonce = Number(await last.getAttribute('data-nonce'));
      if (nonceBefore !== null) expect(nonce).toBe(Number(nonceBefore) + 1);
      const spin = {
        nonce,
        stake: cents(await last.getAttribute('data-stake')),
        payout: cents(await last.getAttribute('data-payout')),
      };
      expect(spin.stake).toBe(Math.round(Number(lineBet) * 20 * 100));
      expect(spin.payout).toBeGreaterThanOrEqual(0);
      spins.push(spin);
      // The site's header follows the game: one balance on the screen after every round.
      const inGame = cents(await gameBalance.textContent());
      await expect.poll(async () => cents(await headerBalance.textContent())).toBe(inGame);
    }
    const staked = spins.reduce((s, r) => s + r.stake, 0);
    const paid = spins.reduce((s, r) => s + r.payout, 0);
    const finalCents = startCents - staked + paid;
    expect(cents(await gameBalance.textContent())).toBe(finalCents);
    await expect.poll(() => game.getByTestId('verify-link').getAttribute('href')).toMatch(/verify/);
    await shoot(page, '2-game-after-spins');

    // The same game page on its own, whole: the last result, the recent rounds and the fairness panel.
    const alone = await context.newPage();
    await alone.goto(src.href, { waitUntil: 'networkidle' });
    await expect
      .poll(() => alone.getByTestId('last-result').getAttribute('data-nonce'))
      .toBe(String(spins.at(-1)!.nonce));
    expect(cents(await alone.getByTestId('balance').textContent())).toBe(finalCents);
    expect(await alone.locator('ol.recent > li').count()).toBe(SPINS);
    await alone.locator('details.fair > summary').click();
    await expect.poll(() => alone.getByTestId('verify-link').isVisible()).toBe(true);
    // The game's own link to the verify page recomputes its last round: same stake and payout, seed as committed.
    const lastSpin = spins.at(-1)!;
    expect(await verifyRound(alone.getByTestId('verify-link'), '2c-verify-from-game')).toEqual({
      stake: lastSpin.stake,
      payout: lastSpin.payout,
      hashMatches: true,
    });
    // A window as tall as the page (its background is fixed to the window, which a full-page capture of a
    // shorter window draws only once).
    const height = await alone.evaluate(() => document.documentElement.scrollHeight);
    await alone.setViewportSize({ width: 1280, height });
    await alone.screenshot({ path: path.join(shots, '2b-game-page-whole.png') });
    await alone.close();

    // 4. Leave the game (asked first), then the betting record shows the ten rounds.
    await page.getByTestId('leave-game').click();
    await page.getByTestId('confirm-ok').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/rng');
    await expect.poll(async () => cents(await headerBalance.textContent())).toBe(finalCents);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-betting-record').click();
    const bets = page.getByTestId('betting-record');
    await expect.poll(() => bets.getByTestId('bet-table').isVisible()).toBe(true);
    const totals = bets.getByTestId('bet-totals');
    const totalValues = await totals.locator('dd').allInnerTexts();
    expect(totalValues[0]?.trim()).toBe(String(SPINS));
    expect(cents(totalValues[1]!)).toBe(staked);
    expect(cents(totalValues[3]!)).toBe(paid);
    expect(cents(totalValues[4]!)).toBe(paid - staked);

    const betRows = bets.locator('tbody tr[data-testid^="bet-"]');
    expect(await betRows.count()).toBe(SPINS);
    // Newest first: the rows are the spins in reverse.
    const newestFirst = [...spins].reverse();
    for (const [i, row] of (await betRows.all()).entries()) {
      const [, gameCell, gameType, stake, , payout, winLoss, status] = await cellTexts(row);
      const spin = newestFirst[i]!;
      expect(gameCell, `round ${i}`).toContain(SLOT_NAME);
      expect(gameCell).toContain(VENDOR_NAME);
      expect(gameCell).not.toContain('LOTUS');
      expect(gameType?.trim()).toBeTruthy();
      expect(cents(stake!), `stake of round ${i}`).toBe(spin.stake);
      expect(cents(payout!), `payout of round ${i}`).toBe(spin.payout);
      // A spin that returns its stake is a push: its win or loss reads as a tie, not an amount.
      if (spin.payout === spin.stake) expect(winLoss).toMatch(/tie/i);
      else expect(cents(winLoss!)).toBe(spin.payout - spin.stake);
      expect(status?.trim()).toBeTruthy();
    }
    await shoot(page, '3-betting-record');
    await betRows.last().scrollIntoViewIfNeeded();
    await shoot(page, '3b-betting-record-end');

    // A round's detail: its figures and the provably-fair proof, with the revealed seed and a verify link.
    const winner = newestFirst.findIndex((s) => s.payout > 0);
    const opened = winner >= 0 ? winner : 0;
    await betRows.nth(opened).click();
    const detail = page.getByTestId('round-detail');
    const proof = detail.getByTestId('round-proof');
    await expect.poll(() => proof.isVisible()).toBe(true);
    const facts = await detail.locator('dl').first().innerText();
    expect(facts).toContain(SLOT_NAME);
    const proofValues = await proof.locator('dd').allInnerTexts();
    expect(proofValues[0]).toMatch(/^[0-9a-f]{64}$/); // server seed hash
    expect(proofValues[1]).toMatch(/^[0-9a-f]{32,}$/); // revealed server seed
    expect(proofValues[2]?.trim()).toBeTruthy(); // client seed
    expect(Number(proofValues[3])).toBe(newestFirst[opened]!.nonce);
    const verify = detail.getByTestId('verify-link');
    expect(await verify.isVisible()).toBe(true);
    const verifyHref = new URL((await verify.getAttribute('href'))!, baseUrl);
    expect(verifyHref.searchParams.get('nonce')).toBe(String(newestFirst[opened]!.nonce));
    const movedRows = detail.locator('ul > li');
    expect(await movedRows.count()).toBe(newestFirst[opened]!.payout > 0 ? 2 : 1);
    await verify.scrollIntoViewIfNeeded();
    await shoot(page, '4-round-detail');
    // The record's link recomputes the same round on the verify page (soft: the steps after it still run).
    expect
      .soft(await verifyRound(verify, '4b-verify-from-record'), "the betting record's verify link")
      .toEqual({
        stake: newestFirst[opened]!.stake,
        payout: newestFirst[opened]!.payout,
        hashMatches: true,
      });
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);

    // 5. The account record: a bet per spin, a win per winning spin, balances that add up to the final one.
    await page.getByTestId('mc-menu-transactionHistory').click();
    const record = page.getByTestId('account-record');
    await expect.poll(() => record.getByTestId('account-table').isVisible()).toBe(true);
    await shoot(page, '5-account-record');
    const movements = await readMovements(page);
    await record.locator('[data-testid^="movement-"]').last().scrollIntoViewIfNeeded();
    await shoot(page, '5b-account-record-end');
    const seed = movements.at(-1)!;
    expect(seed).toMatchObject({
      kind: 'Deposit',
      amount: SEED_DEPOSIT_CENTS,
      balanceAfter: SEED_DEPOSIT_CENTS,
    });
    const betMoves = movements.filter((m) => m.kind === 'Bet');
    // A spin that pays back exactly its stake returns it: named so, not a win.
    const PUSH = 'Tie: stake returned';
    const winKind = (s: { stake: number; payout: number }) => (s.payout === s.stake ? PUSH : 'Win');
    const winMoves = movements.filter((m) => m.kind === 'Win' || m.kind === PUSH);
    expect(betMoves.map((m) => m.amount)).toEqual(newestFirst.map((s) => -s.stake));
    expect(winMoves.map((m) => m.amount)).toEqual(
      newestFirst.filter((s) => s.payout > 0).map((s) => s.payout),
    );
    expect(movements.length).toBe(1 + betMoves.length + winMoves.length);
    // Each spin's bet and win carry the same reference, one reference per round.
    const references = [...new Set(movements.slice(0, -1).map((m) => m.reference))];
    expect(references.length).toBe(SPINS);
    references.forEach((reference, i) => {
      const moves = movements.filter((m) => m.reference === reference);
      const spin = newestFirst[i]!;
      expect(
        moves.map((m) => [m.kind, m.amount]),
        reference,
      ).toEqual([...(spin.payout > 0 ? [[winKind(spin), spin.payout]] : []), ['Bet', -spin.stake]]);
      expect(moves.every((m) => m.wallet === 'Main wallet')).toBe(true);
    });
    // Each balance after is the one before plus the movement; the newest is the final balance.
    const oldestFirst = [...movements].reverse();
    for (let i = 1; i < oldestFirst.length; i++) {
      expect(oldestFirst[i]!.balanceAfter, `movement ${i}`).toBe(
        oldestFirst[i - 1]!.balanceAfter + oldestFirst[i]!.amount,
      );
    }
    expect(movements[0]!.balanceAfter).toBe(finalCents);

    await page.getByTestId('member-centre-close').click();
    await page.getByTestId('balance-refresh').click();
    await expect.poll(async () => cents(await headerBalance.textContent())).toBe(finalCents);
    expect(problems).toEqual([]);
  });
});
