import { describe, expect, it } from 'vitest';
import { exactSlotMath, hasExactMath } from './math.js';
import { SLOT_GAMES, slotGame } from './index.js';
import type { SlotDefinition } from './types.js';
import { slotProblems } from './validate.js';

// The catalogue of slot definitions: sound, distinct, and stating the mathematics the engine has.

const STUDIOS = [
  'LOTUS',
  'GOLDPEAK',
  'NEONREEL',
  'DRAGONFORGE',
  'STARFRUIT',
  'LUCKYCAT',
  'JADEWAVE',
  'PIXELPALACE',
  'TIGERSTRIKE',
];
const has = (pick: (d: SlotDefinition) => unknown) => SLOT_GAMES.filter((d) => pick(d)).length;

describe('the slot definitions', () => {
  it('are at least 24 sound games with unique codes, three per studio', () => {
    expect(SLOT_GAMES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SLOT_GAMES.map((d) => d.code)).size).toBe(SLOT_GAMES.length);
    expect(SLOT_GAMES.flatMap((d) => slotProblems(d))).toEqual([]);
    for (const studio of STUDIOS)
      expect(
        has((d) => d.studio === studio),
        studio,
      ).toBe(3);
    expect(slotGame('lotus-fortune')?.studio).toBe('LOTUS');
    expect(slotGame('no-such-game')).toBeUndefined();
  });

  it('have the features the catalogue promises', () => {
    expect(has((d) => d.features.freeSpins)).toBeGreaterThanOrEqual(6);
    expect(has((d) => d.features.cascades)).toBeGreaterThanOrEqual(4);
    expect(has((d) => d.features.holdAndWin && d.classify === 'JP')).toBeGreaterThanOrEqual(4);
    expect(has((d) => d.pay.kind === 'ways')).toBeGreaterThanOrEqual(4);
    expect(has((d) => d.symbols.some((s) => s.multiplier))).toBeGreaterThanOrEqual(4);
  });

  it('are distinct: grid, pay model and symbols differ, names in English and good Chinese', () => {
    const shapes = SLOT_GAMES.map((d) => `${d.grid.reels}x${d.grid.rows} ${d.pay.kind}`);
    expect(new Set(shapes).size).toBeGreaterThanOrEqual(8);
    const symbolSets = SLOT_GAMES.map((d) =>
      d.symbols
        .map((s) => `${s.id}:${s.art}`)
        .sort()
        .join(),
    );
    expect(new Set(symbolSets).size).toBe(SLOT_GAMES.length);
    expect(new Set(SLOT_GAMES.map((d) => d.theme.colours.top)).size).toBe(SLOT_GAMES.length);
    for (const d of SLOT_GAMES) {
      expect(d.name.CN, d.code).toMatch(/[\u4e00-\u9fff]/);
      expect(d.theme.description.CN, d.code).toMatch(/[\u4e00-\u9fff]/);
      for (const s of d.symbols) expect(s.art, `${d.code} ${s.id}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('state RTPs of 94–97.5 %, volatility from low to very high', () => {
    for (const d of SLOT_GAMES) {
      expect(d.math.rtp, d.code).toBeGreaterThanOrEqual(0.94);
      expect(d.math.rtp, d.code).toBeLessThanOrEqual(0.975);
      expect(d.math.maxWin).toBe(d.maxWinStakes);
    }
    expect(new Set(SLOT_GAMES.map((d) => d.math.volatility))).toEqual(
      new Set(['low', 'medium', 'high', 'very high']),
    );
  });

  it('state the exact RTP where the engine’s mathematics apply, and a simulated one with its interval', () => {
    for (const d of SLOT_GAMES) {
      if (hasExactMath(d)) {
        const exact = exactSlotMath(d).rtp;
        expect(d.math.method, d.code).toBe('exact');
        expect(d.math.exact, d.code).toEqual({
          numerator: exact.n.toString(),
          denominator: exact.d.toString(),
        });
        expect(d.math.rtp).toBeCloseTo(exact.toNumber(), 8);
      } else {
        expect(d.math.method, d.code).toBe('simulation');
        expect(d.math.spins).toBeGreaterThanOrEqual(10_000_000);
        const [low, high] = d.math.interval!;
        expect(low).toBeLessThan(d.math.rtp);
        expect(high).toBeGreaterThan(d.math.rtp);
      }
    }
  });

  it('refuses a broken definition, naming the problem', () => {
    const koi = slotGame('koi-pond-ways')!;
    const broken: SlotDefinition = {
      ...koi,
      strips: [['W', 'A', 'K'], ...koi.strips.slice(1, 4), ['A', 'Z', 'K']],
      bet: { cost: 0, coins: [] },
      features: { freeSpins: { awards: { 3: 1.5 }, multiplier: 2, retrigger: true } },
    };
    expect(slotProblems(broken)).toEqual([
      'koi-pond-ways: strips: a ways game has no wild on the first reel',
      'koi-pond-ways: strips: reel 5 has unknown symbol Z',
      'koi-pond-ways: the bet needs a whole cost and coin sizes in minor units',
      'koi-pond-ways: free spins awarded must be whole',
    ]);
    const lotus = slotGame('lotus-fortune')!;
    expect(slotProblems({ ...lotus, bet: { ...lotus.bet, cost: 25 }, classify: 'JP' })).toEqual([
      'lotus-fortune: a lines game costs one coin per line',
      'lotus-fortune: JP is the class of the games with jackpots',
    ]);
  });
});
