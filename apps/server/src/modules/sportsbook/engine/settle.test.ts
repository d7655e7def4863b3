import { describe, expect, it } from 'vitest';
import { betReturn } from './returns.js';
import { UnknownSelection, settleSelection } from './settle.js';
import type { FixtureResult, MarketSpec, Outcome } from './types.js';

const final = (home: number, away: number): FixtureResult => ({
  status: 'finished',
  score: { home, away },
  periods: [],
});
const settle = (type: MarketSpec['type'], line: number | null, key: string, home: number, away: number) =>
  settleSelection({ type, line }, key, final(home, away));

describe('settleSelection on a finished fixture', () => {
  it('settles 1x2 on the final score', () => {
    expect(settle('1x2', null, 'home', 2, 1)).toBe('win');
    expect(settle('1x2', null, 'draw', 2, 1)).toBe('lose');
    expect(settle('1x2', null, 'away', 2, 1)).toBe('lose');
    expect(settle('1x2', null, 'draw', 1, 1)).toBe('win');
    expect(settle('1x2', null, 'home', 0, 0)).toBe('lose');
    expect(settle('1x2', null, 'away', 0, 3)).toBe('win');
  });

  it('settles winner on the final score, a level one returning the stake', () => {
    expect(settle('winner', null, 'home', 101, 99)).toBe('win');
    expect(settle('winner', null, 'away', 101, 99)).toBe('lose');
    expect(settle('winner', null, 'away', 1, 2)).toBe('win');
    expect(settle('winner', null, 'home', 1, 2)).toBe('lose');
    expect(settle('winner', null, 'home', 90, 90)).toBe('void');
  });

  it('settles Asian handicaps on whole, half and quarter lines', () => {
    const cases: [number, string, number, number, Outcome][] = [
      [-25, 'home', 0, 0, 'half-lose'],
      [-25, 'away', 0, 0, 'half-win'],
      [-25, 'home', 1, 0, 'win'],
      [75, 'home', 0, 1, 'half-lose'],
      [75, 'away', 0, 1, 'half-win'],
      [75, 'home', 0, 2, 'lose'],
      [-75, 'home', 1, 0, 'half-win'],
      [-75, 'away', 1, 0, 'half-lose'],
      [-75, 'home', 2, 0, 'win'],
      [25, 'home', 0, 0, 'half-win'],
      [25, 'away', 0, 0, 'half-lose'],
      [0, 'home', 1, 1, 'void'],
      [0, 'away', 0, 1, 'win'],
      [-100, 'home', 2, 1, 'void'],
      [-100, 'home', 3, 1, 'win'],
      [-100, 'away', 1, 1, 'win'],
      [-150, 'home', 2, 1, 'lose'],
      [-150, 'home', 2, 0, 'win'],
      [150, 'away', 2, 0, 'lose'],
      [150, 'home', 0, 1, 'win'],
      [-125, 'home', 2, 1, 'half-lose'],
      [-125, 'home', 3, 1, 'win'],
      [125, 'home', 0, 1, 'half-win'],
      [-175, 'home', 2, 0, 'half-win'],
      [-175, 'home', 3, 1, 'half-win'],
    ];
    for (const [line, key, home, away, outcome] of cases) {
      expect(settle('ah', line, key, home, away), `ah ${line} ${key} at ${home}-${away}`).toBe(outcome);
    }
  });

  it('settles totals on whole, half and quarter lines', () => {
    const cases: [number, string, number, number, Outcome][] = [
      [225, 'over', 2, 0, 'half-lose'],
      [225, 'under', 1, 1, 'half-win'],
      [225, 'over', 2, 1, 'win'],
      [275, 'over', 2, 1, 'half-win'],
      [275, 'under', 3, 0, 'half-lose'],
      [275, 'under', 1, 1, 'win'],
      [250, 'over', 2, 1, 'win'],
      [250, 'under', 2, 1, 'lose'],
      [300, 'over', 2, 1, 'void'],
      [300, 'under', 1, 1, 'win'],
      [25, 'over', 0, 0, 'half-lose'],
      [25, 'under', 0, 0, 'half-win'],
      [50, 'over', 0, 1, 'win'],
    ];
    for (const [line, key, home, away, outcome] of cases) {
      expect(settle('ou', line, key, home, away), `ou ${line} ${key} at ${home}-${away}`).toBe(outcome);
    }
  });

  it('settles both teams to score and correct score', () => {
    expect(settle('btts', null, 'yes', 1, 1)).toBe('win');
    expect(settle('btts', null, 'no', 1, 1)).toBe('lose');
    expect(settle('btts', null, 'yes', 3, 0)).toBe('lose');
    expect(settle('btts', null, 'no', 0, 0)).toBe('win');
    expect(settle('cs', null, '2-1', 2, 1)).toBe('win');
    expect(settle('cs', null, '1-2', 2, 1)).toBe('lose');
    expect(settle('cs', null, 'other', 2, 1)).toBe('lose');
    expect(settle('cs', null, '4-4', 4, 4)).toBe('win');
    expect(settle('cs', null, 'other', 5, 0)).toBe('win');
    expect(settle('cs', null, 'other', 2, 7)).toBe('win');
    expect(settle('cs', null, '0-0', 5, 0)).toBe('lose');
  });

  it('settles map handicaps and map totals', () => {
    expect(settle('map_ah', -150, 'home', 2, 0)).toBe('win');
    expect(settle('map_ah', -150, 'home', 2, 1)).toBe('lose');
    expect(settle('map_ah', -150, 'away', 2, 1)).toBe('win');
    expect(settle('map_ah', 150, 'home', 1, 2)).toBe('win');
    expect(settle('map_ah', 150, 'away', 0, 2)).toBe('win');
    expect(settle('map_ah', -250, 'home', 3, 0)).toBe('win');
    expect(settle('map_ah', -250, 'home', 3, 1)).toBe('lose');
    expect(settle('maps_ou', 250, 'over', 2, 1)).toBe('win');
    expect(settle('maps_ou', 250, 'under', 2, 0)).toBe('win');
    expect(settle('maps_ou', 350, 'over', 3, 1)).toBe('win');
    expect(settle('maps_ou', 450, 'over', 3, 1)).toBe('lose');
    expect(settle('maps_ou', 450, 'over', 3, 2)).toBe('win');
  });
});

describe('settleSelection on a fixture that did not finish', () => {
  const specs: [MarketSpec, string][] = [
    [{ type: '1x2', line: null }, 'draw'],
    [{ type: 'winner', line: null }, 'home'],
    [{ type: 'ah', line: -75 }, 'away'],
    [{ type: 'ou', line: 225 }, 'over'],
    [{ type: 'btts', line: null }, 'yes'],
    [{ type: 'cs', line: null }, '1-0'],
    [{ type: 'map_ah', line: 150 }, 'home'],
    [{ type: 'maps_ou', line: 250 }, 'under'],
  ];
  it.each(['postponed', 'abandoned', 'cancelled'] as const)('voids every market when %s', (status) => {
    for (const [spec, key] of specs) expect(settleSelection(spec, key, { status })).toBe('void');
  });
});

describe('settleSelection refuses what a market cannot have', () => {
  const refused: [MarketSpec, string][] = [
    [{ type: '1x2', line: null }, 'yes'],
    [{ type: '1x2', line: 25 }, 'home'],
    [{ type: 'winner', line: null }, 'draw'],
    [{ type: 'ah', line: null }, 'home'],
    [{ type: 'ah', line: 10 }, 'home'],
    [{ type: 'ah', line: 25.5 }, 'home'],
    [{ type: 'ah', line: -25 }, 'over'],
    [{ type: 'ou', line: 0 }, 'over'],
    [{ type: 'ou', line: -50 }, 'under'],
    [{ type: 'ou', line: 250 }, 'home'],
    [{ type: 'btts', line: null }, 'home'],
    [{ type: 'cs', line: null }, '5-0'],
    [{ type: 'cs', line: null }, '1:0'],
    [{ type: 'cs', line: 0 }, '1-0'],
    [{ type: 'map_ah', line: 100 }, 'home'],
    [{ type: 'map_ah', line: -125 }, 'away'],
    [{ type: 'maps_ou', line: 300 }, 'over'],
    [{ type: 'maps_ou', line: 250 }, 'yes'],
  ];
  it('throws UnknownSelection, whatever the result', () => {
    for (const [spec, key] of refused) {
      expect(() => settleSelection(spec, key, final(1, 0)), `${spec.type} ${spec.line} ${key}`).toThrow(
        UnknownSelection,
      );
      expect(() => settleSelection(spec, key, { status: 'cancelled' })).toThrow(UnknownSelection);
    }
  });
});

// The second way: a line of goals (as a plain number) settles a stake as won, pushed or lost; a quarter
// line is two half stakes, on the half line and the whole line either side of it, settled apart.
describe('quarter lines against two half stakes settled apart', () => {
  const ODDS = 1900;
  const STAKE = 2000n;
  const stakeBack = (stake: bigint, adjusted: number) =>
    adjusted > 0 ? (stake * BigInt(ODDS)) / 1000n : adjusted === 0 ? stake : 0n;
  /** The return of STAKE on a line, splitting a quarter line into two half stakes. */
  const bruteReturn = (adjustedOn: (line: number) => number, line: number) => {
    const isQuarter = Math.abs(line * 4) % 2 === 1;
    if (!isQuarter) return stakeBack(STAKE, adjustedOn(line));
    return stakeBack(STAKE / 2n, adjustedOn(line - 0.25)) + stakeBack(STAKE / 2n, adjustedOn(line + 0.25));
  };
  const settledReturn = (spec: MarketSpec, key: string, home: number, away: number) =>
    betReturn(STAKE, [{ outcome: settleSelection(spec, key, final(home, away)), odds: ODDS }]);

  it('Asian handicap, both sides, scores 0..8 x 0..8, lines -3..+3', () => {
    let checked = 0;
    for (let home = 0; home <= 8; home += 1) {
      for (let away = 0; away <= 8; away += 1) {
        for (let quarters = -12; quarters <= 12; quarters += 1) {
          const line = quarters / 4;
          const spec: MarketSpec = { type: 'ah', line: quarters * 25 };
          const homeSide = bruteReturn((l) => home - away + l, line);
          const awaySide = bruteReturn((l) => away - home + l, -line);
          expect(settledReturn(spec, 'home', home, away), `home ${line} at ${home}-${away}`).toBe(homeSide);
          expect(settledReturn(spec, 'away', home, away), `away ${line} at ${home}-${away}`).toBe(awaySide);
          checked += 2;
        }
      }
    }
    expect(checked).toBe(81 * 25 * 2);
  });

  it('totals, over and under, scores 0..8 x 0..8, lines 0.25..8', () => {
    for (let home = 0; home <= 8; home += 1) {
      for (let away = 0; away <= 8; away += 1) {
        for (let quarters = 1; quarters <= 32; quarters += 1) {
          const line = quarters / 4;
          const spec: MarketSpec = { type: 'ou', line: quarters * 25 };
          const over = bruteReturn((l) => home + away - l, line);
          const under = bruteReturn((l) => l - (home + away), line);
          expect(settledReturn(spec, 'over', home, away), `over ${line} at ${home}-${away}`).toBe(over);
          expect(settledReturn(spec, 'under', home, away), `under ${line} at ${home}-${away}`).toBe(under);
        }
      }
    }
  });

  it('gives each outcome its own return, so equal returns mean equal outcomes', () => {
    const returns = (['win', 'half-win', 'void', 'half-lose', 'lose'] as const).map((outcome) =>
      betReturn(STAKE, [{ outcome, odds: ODDS }]),
    );
    expect(new Set(returns).size).toBe(5);
  });
});
