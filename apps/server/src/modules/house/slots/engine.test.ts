import { describe, expect, it } from 'vitest';
import type { Rng } from '../fair-stream.js';
import { compileSlot, evaluateWindow, FREE_SPIN_CAP } from './engine.js';
import { coin, pays, scatter, sym, wild } from './games/kit.js';
import { playSlotGame, slotStake } from './index.js';
import type { SlotDefinition, SlotWin } from './types.js';

// Exact payouts of the engine on hand-made windows and scripted draws.

/** A source that answers the given integers in turn (each below the range asked). */
const scripted = (values: number[]): Rng & { left: () => number } => ({
  int(n) {
    const v = values.shift();
    if (v === undefined || v >= n) throw new Error(`scripted value ${v} out of range ${n}`);
    return v;
  },
  left: () => values.length,
});
const zeros: Rng = { int: () => 0 };

/** A 3×3 test game; strips are written as strings of one-letter ids, top to bottom. */
const game = (over: Partial<SlotDefinition> & { reels?: string[] }): SlotDefinition => {
  const { reels = ['BAC', 'BAC', 'SAW'], ...rest } = over;
  return {
    code: 'test-slot',
    studio: 'TEST',
    classify: 'SC',
    name: { EN: 'Test', CN: '测试' },
    theme: {
      colours: { top: '#000', bottom: '#000', accent: '#fff', second: '#fff' },
      description: { EN: 'test', CN: '测试' },
    },
    grid: { reels: 3, rows: 3 },
    pay: {
      kind: 'lines',
      lines: [
        [1, 1, 1],
        [0, 0, 0],
        [2, 2, 2],
      ],
    },
    symbols: [
      wild('W', 'wild', 'Wild', '百搭', pays(3, 50)),
      wild('X', 'star', 'Double', '双倍', {}, 2),
      wild('Y', 'sun', 'Triple', '三倍', {}, 3),
      scatter('S', 'scatter', 'Scatter', '散布', pays(3, 5)),
      sym('A', 'rank-a', 'A', 'A', pays(3, 10)),
      sym('B', 'rank-k', 'B', 'B', pays(2, 1, 4)),
      sym('C', 'rank-q', 'C', 'C', pays(3, 2)),
      sym('D', 'rank-j', 'D', 'D', {}),
      coin('O', 'coin', 'Coin', '金币'),
    ],
    strips: reels.map((r) => Array.from(r)),
    features: {},
    bet: { cost: 3, coins: [1] },
    maxWinStakes: 1000,
    math: undefined as never,
    ...rest,
  };
};

/** The wins of a window written reel by reel, top to bottom ("BAC BAC SAW"). */
const winsOf = (def: SlotDefinition, text: string, coinValue = 1) => {
  const c = compileSlot(def);
  const window = Int16Array.from(text.replace(/ /g, ''), (id) => c.ids.indexOf(id));
  const wins: SlotWin[] = [];
  const total = evaluateWindow(c, window, null, wins, coinValue);
  return { total, wins };
};

describe('line wins', () => {
  const def = game({});
  it('pays left to right per line, in coins, the wild standing in', () => {
    // Middle row A A A (10), bottom row C C W (2 with the wild), top row B B S (two B: 1).
    const { total, wins } = winsOf(def, 'BAC BAC SAW', 7);
    expect(total).toBe(13);
    expect(wins).toEqual([
      {
        symbol: 'A',
        count: 3,
        line: 1,
        wildMultiplier: 1,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        amount: 70,
      },
      {
        symbol: 'B',
        count: 2,
        line: 2,
        wildMultiplier: 1,
        positions: [
          [0, 0],
          [1, 0],
        ],
        amount: 7,
      },
      {
        symbol: 'C',
        count: 3,
        line: 3,
        wildMultiplier: 1,
        positions: [
          [0, 2],
          [1, 2],
          [2, 2],
        ],
        amount: 14,
      },
    ]);
  });

  it('pays the higher of the wild run and the symbol run', () => {
    expect(winsOf(def, 'DWD DWD DWD').wins[0]).toMatchObject({ symbol: 'W', count: 3, amount: 50 });
    expect(winsOf(def, 'DWD DWD DBD').wins[0]).toMatchObject({ symbol: 'B', count: 3, amount: 4 });
    // A scatter breaks the run and is never substituted.
    expect(winsOf(def, 'DAD DSD DAD').total).toBe(0);
  });

  it('multiplies a line by the product of its wild multipliers', () => {
    const { wins } = winsOf(def, 'DAD DXD DYD', 5);
    expect(wins).toEqual([
      expect.objectContaining({ symbol: 'A', count: 3, wildMultiplier: 6, amount: 300 }),
    ]);
  });
});

describe('ways wins', () => {
  const def = game({
    reels: ['BAC', 'BAC', 'SAX'],
    pay: { kind: 'ways' },
    symbols: game({}).symbols.filter((s) => s.id !== 'W'),
  });
  it('counts the ways as the product of the symbol’s cells per reel, wild multipliers included', () => {
    // A: 2 on reel 1, 1 + a ×2 wild on reel 2, 1 on reel 3: 2 × 3 × 1 = 6 ways of 10 coins.
    const { total, wins } = winsOf(def, 'AAB AXC ACC', 2);
    expect(total).toBe(60 + 2);
    const a = wins.find((w) => w.symbol === 'A')!;
    expect(a).toMatchObject({ count: 3, ways: 6, wildMultiplier: 2, amount: 120 });
    expect(a.positions).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
    // B: one on reel 1 and the wild on reel 2 make two reels: B pays 1 coin per way for two, 2 ways.
    expect(wins.find((w) => w.symbol === 'B')).toMatchObject({ count: 2, ways: 2, amount: 4 });
  });
});

describe('a spin', () => {
  it('draws one stop per reel and pays scatters anywhere in total stakes', () => {
    // Stops 0, 0, 0: scatter on reel 3 only; stops 2, 2, 0 bring C B S... three scatters need three reels.
    const def = game({ reels: ['SAD', 'DSA', 'ADS'] });
    const round = playSlotGame(def, scripted([0, 0, 0]), { coin: 4 });
    expect(round.stake).toBe(12);
    expect(round.outcome.base.stops).toEqual([0, 0, 0]);
    expect(round.outcome.base.scatter).toEqual({ count: 3, amount: 5 * 12 });
    expect(round.payout).toBe(60);
    expect(round.multiplier).toBe(5);
  });

  it('cascades: wins are removed, symbols fall, the refill is drawn and the ladder multiplies', () => {
    const def = game({
      reels: ['AABDBD', 'AABDBD', 'AABDBD'],
      pay: { kind: 'lines', lines: [[1, 1, 1]] },
      bet: { cost: 1, coins: [1] },
      features: { cascades: { ladder: [1, 2, 3] } },
    });
    // Stops 0: columns A A B; the middle A A A wins. Refill stops 3 bring D on top; the fallen A A A wins
    // again at ×2; the next refill (stops 3) leaves D D D in the middle, which pays nothing.
    const rng = scripted([0, 0, 0, 3, 3, 3, 3, 3, 3]);
    const round = playSlotGame(def, rng, { coin: 10 });
    expect(rng.left()).toBe(0);
    const steps = round.outcome.base.steps;
    expect(steps.map((s) => s.window.map((r) => r.join('')))).toEqual([
      ['AAB', 'AAB', 'AAB'],
      ['DAB', 'DAB', 'DAB'],
      ['DDB', 'DDB', 'DDB'],
    ]);
    expect(steps.map((s) => s.multiplier)).toEqual([1, 2, 3]);
    expect(steps.map((s) => s.amount)).toEqual([100, 200, 0]);
    expect(steps[0]!.removed).toEqual([
      [0, 1],
      [1, 1],
      [2, 1],
    ]);
    expect(steps[2]!.removed).toEqual([]);
    expect(round.payout).toBe(300);
  });

  it('free spins: awarded by scatters, retriggered, capped at FREE_SPIN_CAP spins', () => {
    const def = game({
      reels: ['SSS', 'SSS', 'SSS'],
      maxWinStakes: 100_000,
      features: { freeSpins: { awards: { 3: 2 }, multiplier: 2, retrigger: true } },
    });
    const round = playSlotGame(def, zeros, { coin: 1 });
    const fs = round.outcome.freeSpins!;
    expect(round.outcome.base.awarded).toBe(2);
    expect(fs.awarded).toBe(FREE_SPIN_CAP);
    expect(fs.spins).toHaveLength(FREE_SPIN_CAP);
    // Nine scatters pay as the most counted (3 → 5 stakes), doubled in free spins.
    expect(fs.spins[0]!.scatter).toEqual({ count: 9, amount: 5 * 3 * 2 });
    expect(fs.amount).toBe(FREE_SPIN_CAP * 30);
    expect(round.payout).toBe(15 + FREE_SPIN_CAP * 30);
  });

  it('free spins play on their own strips with their multiplier', () => {
    const def = game({
      reels: ['SAD', 'SAD', 'SAD'],
      pay: { kind: 'lines', lines: [[1, 1, 1]] },
      bet: { cost: 1, coins: [1] },
      features: {
        freeSpins: {
          awards: { 3: 1 },
          multiplier: 3,
          retrigger: false,
          strips: ['DAD', 'DAD', 'DAD'].map((r) => Array.from(r)),
        },
      },
    });
    // The base spin: A A A (10) and three scatters (5 stakes) → one free spin: A A A × 3.
    const round = playSlotGame(def, scripted([0, 0, 0, 0, 0, 0]), { coin: 2 });
    expect(round.outcome.base.amount).toBe(20 + 10);
    expect(round.outcome.freeSpins).toMatchObject({ awarded: 1, retriggers: 0, multiplier: 3, amount: 60 });
    expect(round.payout).toBe(90);
  });
});

describe('hold and win', () => {
  const def = (maxWinStakes = 1000) =>
    game({
      classify: 'JP',
      reels: ['OAB', 'OAB', 'OBA'],
      pay: { kind: 'lines', lines: [[1, 1, 1]] },
      bet: { cost: 1, coins: [1] },
      maxWinStakes,
      features: {
        holdAndWin: {
          coin: 'O',
          trigger: 3,
          respins: 3,
          landing: { numerator: 1, denominator: 2 },
          values: [
            { weight: 1, coins: 5 },
            { weight: 1, jackpot: 'MINI' },
          ],
          jackpots: { MINI: 10, MINOR: 20, MAJOR: 50, GRAND: 100 },
        },
      },
    });
  // Stops 0: three coins on the top row (values 5 coins, MINI, 5 coins); a respin where a coin lands on
  // every empty cell (landing 0, value 0 = 5 coins) fills the grid: the GRAND.
  const draws = () => scripted([0, 0, 0, 0, 1, 0, ...Array.from({ length: 6 }, () => [0, 0]).flat()]);

  it('locks the coins, respins and pays coins, jackpots and the grand for a full grid', () => {
    const rng = draws();
    const round = playSlotGame(def(), rng, { coin: 3 });
    expect(rng.left()).toBe(0);
    const hw = round.outcome.holdAndWin!;
    expect(hw.start.map((reel) => reel.map((c) => c?.jackpot ?? c?.amount ?? null))).toEqual([
      [15, null, null],
      ['MINI', null, null],
      [15, null, null],
    ]);
    expect(hw.respins).toHaveLength(1);
    expect(hw.respins[0]!.respinsLeft).toBe(0);
    expect(hw.jackpots).toEqual([
      { name: 'MINI', amount: 30 },
      { name: 'GRAND', amount: 300 },
    ]);
    // Eight coins of 5 coins (3 minor units each), the MINI (10 stakes) and the GRAND (100 stakes).
    expect(hw.amount).toBe(8 * 15 + 30 + 300);
    expect(round.payout).toBe(450);
  });

  it('ends when the respins run out without a new coin, and a round pays at most the cap', () => {
    // No coin lands in three respins (each of the six empty cells draws 1 ≥ 1).
    const rng = scripted([0, 0, 0, 0, 0, 0, ...new Array<number>(18).fill(1)]);
    const round = playSlotGame(def(), rng, { coin: 1 });
    expect(round.outcome.holdAndWin!.respins.map((r) => r.respinsLeft)).toEqual([2, 1, 0]);
    expect(round.payout).toBe(15);
    const capped = playSlotGame(def(50), draws(), { coin: 3 });
    expect(capped.outcome.capped).toBe(true);
    expect(capped.payout).toBe(50 * 3);
  });
});

describe('the stake', () => {
  it('is the coin times the game’s cost', () => {
    expect(slotStake(game({}), { coin: 7 })).toBe(21);
  });
});
