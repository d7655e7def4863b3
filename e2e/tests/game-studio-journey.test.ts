import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dismissPopups, openBrowser, type BrowserSession } from '../support/browser.js';
import { depositThroughSandbox, registerMember } from '../support/funded-member.js';
import { logIn } from '../support/member.js';

// The in-house game studio as players meet it (issue 19): a visitor with no account tries a slot for free
// and plays on until a free-spin feature comes and plays through; two members sit at one live table and
// each sees the other's bet as it is placed, and both are settled by the same draw. Screenshots are left
// in e2e/artifacts/studio.

const shots = path.resolve(import.meta.dirname, '../artifacts/studio');
/** A slot whose free spins come about once in 44 spins (its definition's own figures). */
const FREE_SPIN_SLOT = 'Sunny Star Party';
const TABLE = 'Royal Table Roulette';
const FUN_START_CENTS = 200_000;
/** Spins a visitor plays at most while waiting for free spins (a miss is about 1 in 10^4). */
const MAX_SPINS = 400;

const sessions: BrowserSession[] = [];
beforeAll(() => {
  mkdirSync(shots, { recursive: true });
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((s) => s.close()));
});

/** "P 1,234.50" or "1,234.50" as whole cents. */
function cents(text: string | null): number {
  const match = /(-)?[^\d-]*([\d,]+)\.(\d{2})\b/.exec((text ?? '').trim());
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

async function english(session: BrowserSession) {
  await session.context.addInitScript(() => {
    if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'dark');
  });
}

/** The game card named `name` on a category page, found through the page's search. */
async function findCard(page: Page, baseUrl: string, category: string, name: string) {
  await page.goto(`${baseUrl}/${category.toLowerCase()}`);
  await expect.poll(() => page.getByTestId(`lobby-${category}`).isVisible()).toBe(true);
  await dismissPopups(page, 1000);
  const list = page.getByTestId('list-all');
  await expect.poll(() => list.locator('article[data-testid^="game-"]').count()).toBeGreaterThan(0);
  // The search answers a new list (fewer games): the card is clicked in it, not in the list it replaces.
  const before = await page.getByTestId('list-count').textContent();
  await page.getByTestId('search').fill(name);
  await expect.poll(() => page.getByTestId('list-count').textContent()).not.toBe(before);
  await page.waitForLoadState('networkidle');
  const card = list.locator(`article[data-testid^="game-"][aria-label="${name}"]`);
  await expect.poll(() => card.count()).toBe(1);
  return card;
}

type PlayedRound = { nonce: number; stake: number; payout: number; freeSpins: number };

describe('a visitor trying a slot for free', () => {
  it('opens the demo with no account, plays with fun credits, and a free-spin feature plays through', async () => {
    const session = await openBrowser('studio-demo-slot');
    sessions.push(session);
    await english(session);
    const { page, baseUrl } = session;

    const card = await findCard(page, baseUrl, 'RNG', FREE_SPIN_SLOT);
    const trial = page.waitForRequest((r) => r.url().includes('GCS_gameTrialLaunch'));
    await card.getByTestId('demo').click();
    // The demo is launched without a session: nobody is logged in.
    expect((await trial).headers().authorization).toBeUndefined();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
    await expect.poll(() => page.getByTestId('demo-label').isVisible()).toBe(true);

    const game: FrameLocator = page.frameLocator('[data-testid="game-frame"] iframe');
    await expect.poll(() => game.getByTestId('demo').isVisible()).toBe(true);
    const balance = game.getByTestId('balance');
    const play = game.getByTestId('play');
    const last = game.getByTestId('last-result');
    await expect.poll(async () => /\d/.test((await balance.textContent()) ?? '')).toBe(true);
    expect(cents(await balance.textContent())).toBe(FUN_START_CENTS);
    await expect.poll(() => play.isEnabled()).toBe(true);
    await page.screenshot({ path: path.join(shots, '1-demo-slot.png') });

    // Each round's answer says what it holds: a round without free spins is skipped by a click on the
    // reels (as a player may), the first with free spins is watched as it plays.
    const rounds: PlayedRound[] = [];
    let feature: PlayedRound | undefined;
    for (let i = 0; i < MAX_SPINS && !feature; i++) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/house/api/play') && r.status() === 200);
      const before = await last.getAttribute('data-nonce');
      await play.click();
      const { value: body } = (await (await answer).json()) as {
        value: {
          round: {
            nonce: number;
            stake: number;
            payout: number;
            outcome: { freeSpins?: { spins: unknown[] } };
          };
        };
      };
      const free = body.round.outcome.freeSpins?.spins.length ?? 0;
      const round = {
        nonce: body.round.nonce,
        stake: Math.round(body.round.stake * 100),
        payout: Math.round(body.round.payout * 100),
        freeSpins: free,
      };
      if (free > 0) {
        feature = round;
        // The feature as it plays: the intro, the counter spin by spin, then its total.
        const banner = game.getByTestId('slot-banner');
        const status = game.getByTestId('slot-status');
        await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toMatch(/FREE SPINS/);
        await page.screenshot({ path: path.join(shots, '2-free-spins-intro.png') });
        await expect.poll(() => status.textContent(), { timeout: 15_000 }).toMatch(/^Free spin 1 \/ \d+/);
        await page.screenshot({ path: path.join(shots, '3-free-spins-playing.png') });
        await expect
          .poll(() => status.textContent(), { timeout: 120_000, interval: 250 })
          .toContain(`Free spin ${free} / ${free}`);
        await expect.poll(() => banner.textContent(), { timeout: 10_000 }).toMatch(/win/i);
        await page.screenshot({ path: path.join(shots, '4-free-spins-total.png') });
      } else {
        await game.getByTestId('reels').click();
      }
      await expect.poll(() => last.getAttribute('data-nonce'), { timeout: 60_000 }).not.toBe(before);
      await expect.poll(() => play.isEnabled(), { timeout: 60_000 }).toBe(true);
      rounds.push(round);
    }
    expect(feature, `no free spins in ${MAX_SPINS} spins`).toBeDefined();
    // Fun credits moved by exactly what the rounds staked and paid.
    const staked = rounds.reduce((s, r) => s + r.stake, 0);
    const paid = rounds.reduce((s, r) => s + r.payout, 0);
    await expect.poll(async () => cents(await balance.textContent())).toBe(FUN_START_CENTS - staked + paid);
    expect(rounds.map((r) => r.nonce)).toEqual(rounds.map((_, i) => rounds[0]!.nonce + i));
  });
});

/**
 * A member with money at the table's page framed by the site; answers the game's frame. The first is a new
 * member; the second a member of the seeded agent team (the brand opens at most five accounts a day from
 * one address, which the journeys share).
 */
async function seatedMember(
  prefix: string,
  seeded?: { username: string; password: string },
): Promise<{ session: BrowserSession; game: FrameLocator }> {
  const session = await openBrowser(`studio-table-${prefix}`);
  sessions.push(session);
  await english(session);
  const { page, baseUrl } = session;
  const member = seeded ?? (await registerMember(baseUrl, prefix));
  await logIn(page, baseUrl, member);
  await depositThroughSandbox(page, '100.00');
  const card = await findCard(page, baseUrl, 'LIVE', TABLE);
  const launched = page.waitForResponse((r) => r.url().includes('launchGame'));
  await card.getByTestId('play').click();
  const answer = await launched;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/game');
  const game = page.frameLocator('[data-testid="game-frame"] iframe');
  await expect
    .poll(async () => /\d/.test((await game.getByTestId('balance').textContent()) ?? ''))
    .toBe(true);
  return { session, game };
}

describe('two members at one live table', () => {
  it("see each other's bets in the same round, settled by one draw", async () => {
    const [a, b] = await Promise.all([
      seatedMember('tba'),
      seatedMember('tbb', { username: 'lyka2001', password: 'Lotus2026' }),
    ]);
    const startA = cents(await a.game.getByTestId('balance').textContent());
    const startB = cents(await b.game.getByTestId('balance').textContent());
    expect(startA).toBe(10_000);
    expect(startB).toBeGreaterThanOrEqual(10_000);

    // Both wait for the same round's betting time with enough of it left to bet.
    const roundOf = async (game: FrameLocator) => (await game.getByTestId('round-no').textContent()) ?? '';
    const open = async (game: FrameLocator) =>
      (await game.getByTestId('phase').textContent()) === 'Place your bets' &&
      Number.parseInt((await game.getByTestId('countdown').textContent()) ?? '0', 10) >= 8;
    await expect.poll(() => open(a.game), { timeout: 90_000, interval: 250 }).toBe(true);
    await expect.poll(() => open(b.game), { timeout: 5_000 }).toBe(true);
    const round = await roundOf(a.game);
    expect(await roundOf(b.game)).toBe(round);

    await a.game.getByTestId('chip-5').click();
    await a.game.getByTestId('spot-red').click();
    await b.game.getByTestId('chip-10').click();
    await b.game.getByTestId('spot-black').click();

    // Each sees its own bet and the other's, on the layout's totals and in the table's bets.
    for (const game of [a.game, b.game]) {
      await expect.poll(() => game.getByTestId('total-red').textContent()).toMatch(/5\.00|\b5\b/);
      await expect.poll(() => game.getByTestId('total-black').textContent()).toMatch(/10\.00|\b10\b/);
      await expect.poll(() => game.getByTestId('feed').locator('li').count()).toBe(2);
    }
    expect(await a.game.getByTestId('mine-red').textContent()).toMatch(/5/);
    expect(await b.game.getByTestId('mine-black').textContent()).toMatch(/10/);
    await a.session.page.screenshot({ path: path.join(shots, '5-table-member-a.png') });
    await b.session.page.screenshot({ path: path.join(shots, '6-table-member-b.png') });

    // The round closes and is drawn once: both see the same number; each is paid by its own bet.
    const number = async (game: FrameLocator) =>
      (await game.getByTestId('result-number').textContent()) ?? '';
    await expect.poll(() => a.game.getByTestId('outcome').textContent(), { timeout: 90_000 }).not.toBe('');
    await expect.poll(() => b.game.getByTestId('outcome').textContent(), { timeout: 30_000 }).not.toBe('');
    const drawn = await number(a.game);
    expect(drawn).toMatch(/\d/);
    expect(await number(b.game)).toBe(drawn);
    const n = Number(/\d+/.exec(drawn)![0]);
    const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
    const red = RED.has(n);
    const black = n !== 0 && !red;
    await expect
      .poll(async () => cents(await a.game.getByTestId('balance').textContent()), { timeout: 30_000 })
      .toBe(startA - 500 + (red ? 1_000 : 0));
    await expect
      .poll(async () => cents(await b.game.getByTestId('balance').textContent()), { timeout: 30_000 })
      .toBe(startB - 1_000 + (black ? 2_000 : 0));
    await a.session.page.screenshot({ path: path.join(shots, '7-table-settled.png') });
  });
});
