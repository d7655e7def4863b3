import { describe, expect, it } from 'vitest';
import { baccaratOdds, COUP_DENOMINATOR } from '../../engines/baccarat-math.js';
import { BACCARAT_SIDES, SHOE_SIZE } from '../../engines/baccarat.js';
import { roundRng } from '../../fair.js';
import { sha256Hex } from '../../sha256.js';
import { chiSquareQuantile, chiSquareStatistic } from '../../statistics.js';
import { baccaratTable, PAIR_RETURN } from './baccarat.js';
import { dragonTigerTable } from './dragontiger.js';
import { rouletteTable, RED_NUMBERS } from './roulette.js';
import { sicboTable } from './sicbo.js';
import { payoutOf } from './types.js';

// Outcome frequencies of the four table games on the production fair stream against their exact
// probabilities: chi-square at the 99.9% point. The seeds are a fixed sequence (server seed i = SHA-256 of
// "<game>-table-<i>", the client seed the game, nonces 0, 1, 2, ...), so a run is reproducible.
// 100 000 rounds per game keeps the run to a few seconds on a small machine.

const ROUNDS = 100_000;
const SEEDS = 100;

function drawMany<D>(game: string, draw: (rng: ReturnType<typeof roundRng>) => D, each: (d: D) => void) {
  for (let i = 0; i < SEEDS; i++) {
    const serverSeed = sha256Hex(`${game}-table-${i}`);
    for (let nonce = 0; nonce < ROUNDS / SEEDS; nonce++) each(draw(roundRng(serverSeed, game, nonce)));
  }
}

/** Passes when the statistic is under the 99.9% point of chi-square with `cells - 1` degrees of freedom. */
function expectFits(observed: number[], probabilities: number[]) {
  const n = observed.reduce((a, b) => a + b, 0);
  const statistic = chiSquareStatistic(
    observed,
    probabilities.map((p) => p * n),
  );
  expect(statistic).toBeLessThan(chiSquareQuantile(0.999, observed.length - 1));
}

describe('roulette', () => {
  it('draws every number of 0..36 equally often', () => {
    const counts = new Array<number>(37).fill(0);
    drawMany(
      'roulette',
      (rng) => rouletteTable.draw(rng),
      (d) => counts[d.number]!++,
    );
    expectFits(
      counts,
      counts.map(() => 1 / 37),
    );
  });

  it('pays a straight 35 to 1, red even money, a dozen 2 to 1, and zero loses the outside bets', () => {
    const seven = { number: 7, color: 'red' as const };
    expect(payoutOf(rouletteTable, 'n7', 1000n, seven)).toBe(36_000n);
    expect(payoutOf(rouletteTable, 'red', 1000n, seven)).toBe(2000n);
    expect(payoutOf(rouletteTable, 'dozen1', 1000n, seven)).toBe(3000n);
    expect(payoutOf(rouletteTable, 'column1', 1000n, seven)).toBe(3000n);
    expect(payoutOf(rouletteTable, 'black', 1000n, seven)).toBe(0n);
    const zero = { number: 0, color: 'green' as const };
    for (const spot of ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'column3'])
      expect(rouletteTable.returnOf(spot, zero)).toBe(0);
    expect(RED_NUMBERS.size).toBe(18);
  });
});

describe('sic bo', () => {
  it('rolls each die uniformly and the totals by their exact odds', () => {
    const faces = new Array<number>(6).fill(0);
    const totals = new Array<number>(16).fill(0);
    drawMany(
      'sicbo',
      (rng) => sicboTable.draw(rng),
      (d) => {
        for (const f of d.dice) faces[f - 1]!++;
        totals[d.total - 3]!++;
      },
    );
    expectFits(
      faces,
      faces.map(() => 1 / 6),
    );
    // Ways of each total 3..18 out of 216.
    const ways = new Array<number>(16).fill(0);
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways[a + b + c - 3]!++;
    expectFits(
      totals,
      ways.map((w) => w / 216),
    );
  });

  it('pays small, a single by how many dice show it, a triple, and loses small to a triple', () => {
    const draw = (dice: [number, number, number]) => ({
      dice,
      total: dice[0] + dice[1] + dice[2],
      triple: dice[0] === dice[1] && dice[1] === dice[2],
    });
    expect(sicboTable.returnOf('small', draw([1, 2, 3]))).toBe(200);
    expect(sicboTable.returnOf('small', draw([2, 2, 2]))).toBe(0);
    expect(sicboTable.returnOf('single2', draw([2, 2, 5]))).toBe(300);
    expect(sicboTable.returnOf('triple2', draw([2, 2, 2]))).toBe(18_100);
    expect(sicboTable.returnOf('anyTriple', draw([2, 2, 2]))).toBe(3100);
    expect(sicboTable.returnOf('total4', draw([1, 1, 2]))).toBe(6100);
    expect(sicboTable.returnOf('double1', draw([1, 1, 2]))).toBe(1100);
  });
});

describe('baccarat', () => {
  it('ends in player, banker and tie by the exact odds of an 8-deck coup', () => {
    const { wins } = baccaratOdds();
    const counts = { player: 0, banker: 0, tie: 0 };
    let playerPairs = 0;
    drawMany(
      'baccarat',
      (rng) => baccaratTable.draw(rng),
      (d) => {
        counts[d.winner]++;
        if (d.playerPair) playerPairs++;
      },
    );
    expectFits(
      BACCARAT_SIDES.map((s) => counts[s]),
      BACCARAT_SIDES.map((s) => Number(wins[s]) / Number(COUP_DENOMINATOR)),
    );
    // A pair: the second card of the hand has the rank of the first: 31 of the 415 cards left.
    const pPair = 31 / (SHOE_SIZE - 1);
    expectFits([playerPairs, ROUNDS - playerPairs], [pPair, 1 - pPair]);
  });

  it('pays the banker 0.95 to 1, returns player bets on a tie, and a pair 11 to 1', () => {
    const tie = { ...baccaratTable.draw(roundRng('a'.repeat(64), 'x', 0)), winner: 'tie' as const };
    expect(baccaratTable.returnOf('player', tie)).toBe(100);
    expect(baccaratTable.returnOf('tie', tie)).toBe(900);
    const banker = { ...tie, winner: 'banker' as const, playerPair: true };
    expect(payoutOf(baccaratTable, 'banker', 1000n, banker)).toBe(1950n);
    expect(baccaratTable.returnOf('playerPair', banker)).toBe(PAIR_RETURN);
  });
});

describe('dragon tiger', () => {
  it('ends in dragon, tiger and tie by the exact odds of two cards from an 8-deck shoe', () => {
    const counts = { dragon: 0, tiger: 0, tie: 0 };
    drawMany(
      'dragontiger',
      (rng) => dragonTigerTable.draw(rng),
      (d) => counts[d.winner]++,
    );
    // Same rank: 13 ranks of 32 cards, the second card one of the 31 left of the first's rank.
    const pTie = (13 * 32 * 31) / (SHOE_SIZE * (SHOE_SIZE - 1));
    expectFits([counts.dragon, counts.tiger, counts.tie], [(1 - pTie) / 2, (1 - pTie) / 2, pTie]);
  });

  it('pays even money, a tie 8 to 1, and returns half of dragon and tiger on a tie', () => {
    expect(dragonTigerTable.returnOf('dragon', { dragon: 12, tiger: 0, winner: 'dragon' })).toBe(200);
    expect(dragonTigerTable.returnOf('tiger', { dragon: 12, tiger: 0, winner: 'dragon' })).toBe(0);
    expect(dragonTigerTable.returnOf('tiger', { dragon: 3, tiger: 16, winner: 'tie' })).toBe(50);
    expect(dragonTigerTable.returnOf('tie', { dragon: 3, tiger: 16, winner: 'tie' })).toBe(900);
  });
});
