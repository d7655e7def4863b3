import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from '../support/browser.js';
import { depositThroughSandbox, registerMember } from '../support/funded-member.js';
import { logIn } from '../support/member.js';
import { operatorCommand } from '../support/operators.js';

// The member's journey through the in-house sportsbook (issue 18): the book opened from the site's sports
// page, two selections of two fixtures picked, a single on the first and a parlay of both placed; the two
// fixtures played out and their results entered as the book's operators enter them; both bets settled and
// paid what the odds the page showed say, in the book's settled bets and in the site's betting record, and
// the balance adds up. The fixtures are the operators' own (entered for the journey, starting two minutes
// later), so that the journey does not wait for the sandbox feed's next match. Screenshots are left in
// e2e/artifacts/sportsbook.

const shots = path.resolve(import.meta.dirname, '../artifacts/sportsbook');
/** How long after entering them the journey's fixtures start (bets close at the start). */
const START_IN_MS = 100_000;
const SINGLE = '10.00';
const PARLAY = '5.00';

let session: BrowserSession | undefined;
afterAll(async () => session?.close());

/** "P 1,234.50" or "1,234.50" as whole cents. */
function cents(text: string | null): number {
  const match = /(-)?[^\d-]*([\d,]+)\.(\d{2})\b/.exec((text ?? '').trim());
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

async function operator(baseUrl: string, args: string[]): Promise<string> {
  return (await operatorCommand(baseUrl, 'finance01', args)).stdout;
}

/** An operator's football fixture starting `START_IN_MS` from now; answers its id. */
async function enterFixture(baseUrl: string, home: string, away: string, startsAt: Date): Promise<number> {
  const out = await operator(baseUrl, [
    'sportsbook',
    'add',
    '--sport',
    'football',
    '--league',
    'journey-cup',
    '--league-name',
    'Royal Lotus Cup',
    '--country',
    'PHL',
    '--home',
    home,
    '--away',
    away,
    '--starts',
    startsAt.toISOString(),
    '--model',
    'homeGoals=1.6,awayGoals=1.1',
  ]);
  const id = /#(\d+)/.exec(out)?.[1];
  if (!id) throw new Error(`no fixture id in: ${out}`);
  return Number(id);
}

async function shoot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), animations: 'disabled' });
}

/** Odds (thousandths) from an odds button's accessible name, "1 1.85: Lotus Reds to win at 1.85". */
async function oddsOf(book: FrameLocator, name: string): Promise<number> {
  const label = await book.getByRole('button', { name }).getAttribute('aria-label');
  const odds = /at (\d+\.\d\d)$/.exec(label ?? '')?.[1];
  if (!odds) throw new Error(`no odds in "${label}"`);
  return Math.round(Number(odds) * 1000);
}

describe('a member betting on sports', () => {
  it('places a single and a parlay in the book, and sees both settled and paid after the results', async () => {
    session = await openBrowser('sportsbook-journey');
    const { page, context, baseUrl } = session;
    await context.addInitScript(() => {
      if (!localStorage.getItem('lang')) localStorage.setItem('lang', 'EN');
      if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
    });

    // 1. Two fixtures of the book's operators, starting in under two minutes.
    const tag = randomBytes(2).toString('hex');
    const teams = {
      a: { home: `Lotus Reds ${tag}`, away: `Harbour City ${tag}` },
      b: { home: `Jade Rovers ${tag}`, away: `Golden Bay ${tag}` },
    };
    const startsAt = new Date(Date.now() + START_IN_MS);
    const ids = {
      a: await enterFixture(baseUrl, teams.a.home, teams.a.away, startsAt),
      b: await enterFixture(baseUrl, teams.b.home, teams.b.away, startsAt),
    };

    // 2. A member of its own, with money deposited through the sandbox gateway.
    const member = await registerMember(baseUrl, 'sb');
    await logIn(page, baseUrl, member);
    await depositThroughSandbox(page, '300.00');
    await page.goto(baseUrl);
    const headerBalance = page.getByTestId('balance');
    await expect.poll(async () => /\d/.test((await headerBalance.textContent()) ?? '')).toBe(true);
    const startCents = cents(await headerBalance.textContent());

    // 3. The sports page opens the book in its frame; the journey's fixtures are listed with their odds.
    await page.goto(`${baseUrl}/fbsports`);
    const book = page.frameLocator('iframe');
    const homeA = `${teams.a.home} to win at`;
    const awayB = `${teams.b.away} to win at`;
    await expect
      .poll(() => book.getByRole('button', { name: homeA }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    const oddsA = await oddsOf(book, homeA);
    const oddsB = await oddsOf(book, awayB);

    // 4. Two selections: the slip offers each as a single and both as a parlay.
    await book.getByRole('button', { name: homeA }).click();
    await book.getByRole('button', { name: awayB }).click();
    await expect
      .poll(() => book.getByRole('button', { name: homeA }).getAttribute('aria-pressed'))
      .toBe('true');
    await book.getByLabel(`Stake on ${teams.a.home}`).fill(SINGLE);
    await book.getByLabel('Stake on Parlay of 2').fill(PARLAY);
    await shoot(page, '1-slip');
    await book.getByRole('button', { name: 'Place bets' }).click();
    await expect
      .poll(() => book.getByText('Your bets are placed').isVisible(), { timeout: 20_000 })
      .toBe(true);
    await shoot(page, '2-placed');
    const staked = cents(SINGLE) + cents(PARLAY);

    // 5. The fixtures start and end; the operator enters their results: the first's home side and the
    // second's away side win, so both bets win.
    await new Promise((r) => setTimeout(r, Math.max(0, startsAt.getTime() - Date.now() + 2_000)));
    await operator(baseUrl, [
      'sportsbook',
      'result',
      String(ids.a),
      '--score',
      '2-0',
      '--periods',
      '1-0,1-0',
    ]);
    await operator(baseUrl, [
      'sportsbook',
      'result',
      String(ids.b),
      '--score',
      '0-1',
      '--periods',
      '0-0,0-1',
    ]);
    const singlePaid = Math.floor((cents(SINGLE) * oddsA) / 1000);
    const parlayPaid = Math.floor((cents(PARLAY) * oddsA * oddsB) / 1_000_000);

    // 6. The book's settled bets show both won, paid as the odds said.
    await book.getByRole('link', { name: 'My bets' }).click();
    await book.getByRole('button', { name: 'Settled', exact: true }).click();
    const myBets = book.locator('section[aria-labelledby="my-bets-title"]');
    await expect.poll(() => myBets.innerText(), { timeout: 30_000 }).toContain(teams.b.away);
    const settled = await myBets.innerText();
    expect(settled).toContain((singlePaid / 100).toFixed(2));
    expect(settled).toContain((parlayPaid / 100).toFixed(2));
    await shoot(page, '3-settled');

    // 7. The site's balance and betting record agree.
    await page.goto(baseUrl);
    await page.getByTestId('balance-refresh').click();
    await expect
      .poll(async () => cents(await page.getByTestId('balance').textContent()), { timeout: 20_000 })
      .toBe(startCents - staked + singlePaid + parlayPaid);
    await page.getByTestId('user-menu').click();
    await page.getByTestId('menu-betting-record').click();
    const record = page.getByTestId('betting-record');
    await expect.poll(() => record.getByTestId('bet-table').isVisible()).toBe(true);
    await record.getByTestId('filter-game-type').selectOption('SPORTS');
    const rows = record.locator('tbody tr[data-testid^="bet-"]');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(2);
    const cells = await rows.evaluateAll((els) =>
      els.map((e) => Array.from(e.querySelectorAll('td'), (td) => td.textContent ?? '')),
    );
    const payouts = cells.map((c) => cents(c[5] ?? '')).sort((x, y) => x - y);
    expect(payouts).toEqual([singlePaid, parlayPaid].sort((x, y) => x - y));
    expect(cells.every((c) => (c[7] ?? '').trim() === 'Settled')).toBe(true);
    await shoot(page, '4-betting-record');
  });
});
