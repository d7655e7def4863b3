import { describe, expect, it } from 'vitest';
import { combinedOdds, formatThousandths, potentialReturn, readStake, stakeProblem } from './slip-math';
import { parlayCheck, slipFigures, type SlipPick } from './slip-rules';

const limits = { minStake: 1, maxStake: 5000, maxPayout: 100000, parlayMinLegs: 2, parlayMaxLegs: 10 };

const pick = (fixtureId: number, odds: number, key = 'home'): SlipPick => ({
  marketId: `${fixtureId}:1x2:-`,
  key,
  odds,
  fixtureId,
  fixture: `Home ${fixtureId} v Away ${fixtureId}`,
  market: 'Match result',
  selection: `Pick ${fixtureId} ${key}`,
  live: false,
});

describe('potential returns', () => {
  it('pays a single the stake times its odds, in minor units', () => {
    // 10.00 at 1.95: 1000 cents x 195 / 100 = 1950 cents.
    expect(potentialReturn(1000n, [1.95])).toBe(1950n);
    // 3.33 at 2.07: 333 x 207 = 68931 hundredths of a cent, floored to 689 cents.
    expect(potentialReturn(333n, [2.07])).toBe(689n);
  });

  it('pays a parlay the stake times the product of its odds, floored once at the end', () => {
    // 10.00 at 1.95 x 2.10 x 1.83 = 74.9385 -> 74.93.
    expect(potentialReturn(1000n, [1.95, 2.1, 1.83])).toBe(7493n);
    // 0.07 at 1.01 ten times: 7 x 101^10 / 100^10 = 7.7324... cents -> 7.
    expect(
      potentialReturn(
        7n,
        Array.from({ length: 10 }, () => 1.01),
      ),
    ).toBe(7n);
  });

  it("shows a parlay's odds as the product floored to two places", () => {
    expect(formatThousandths(combinedOdds([1.95, 2.1, 1.83]))).toBe('7.49');
    expect(formatThousandths(combinedOdds([1.5, 1.5]))).toBe('2.25');
  });
});

describe('stakes', () => {
  it('reads digits with at most two decimals', () => {
    expect(readStake('')).toEqual({ kind: 'empty' });
    expect(readStake('12')).toEqual({ kind: 'amount', minor: 1200n });
    expect(readStake('12.5')).toEqual({ kind: 'amount', minor: 1250n });
    expect(readStake('0,05')).toEqual({ kind: 'amount', minor: 5n });
    expect(readStake('1.005')).toEqual({ kind: 'invalid' });
    expect(readStake('-3')).toEqual({ kind: 'invalid' });
    expect(readStake('0')).toEqual({ kind: 'invalid' });
  });

  it('holds a stake to the session limits and the largest payout', () => {
    expect(stakeProblem(readStake('0.99'), 0n, limits)).toBe('belowMin');
    expect(stakeProblem(readStake('5000.01'), 0n, limits)).toBe('aboveMax');
    expect(stakeProblem(readStake('5000'), 10_000_001n, limits)).toBe('abovePayout');
    expect(stakeProblem(readStake('5000'), 10_000_000n, limits)).toBeNull();
  });
});

describe('parlays', () => {
  it('takes 2 to 10 picks of different fixtures', () => {
    expect(parlayCheck([pick(1, 2)], limits)).toEqual({ ok: false, reason: 'fewLegs', limit: 2 });
    expect(parlayCheck([pick(1, 2), pick(2, 2)], limits)).toEqual({ ok: true });
    const ten = Array.from({ length: 10 }, (_, i) => pick(i + 1, 1.5));
    expect(parlayCheck(ten, limits)).toEqual({ ok: true });
    expect(parlayCheck([...ten, pick(11, 1.5)], limits)).toEqual({
      ok: false,
      reason: 'manyLegs',
      limit: 10,
    });
  });

  it('refuses two picks of one fixture', () => {
    expect(parlayCheck([pick(1, 2), pick(2, 2), pick(1, 3.4, 'draw')], limits)).toEqual({
      ok: false,
      reason: 'sameFixture',
      limit: 0,
    });
  });
});

describe('slip figures', () => {
  it('totals the staked singles and the parlay', () => {
    const picks = [pick(1, 1.95), pick(2, 2.1)];
    const figures = slipFigures(
      { picks, stakes: { '1:1x2:-~home': '10', '2:1x2:-~home': '' }, parlayStake: '5' },
      limits,
    );
    expect(figures.ready.map((bet) => bet.id)).toEqual(['1:1x2:-~home', 'parlay']);
    // 10.00 x 1.95 = 19.50; 5.00 x 1.95 x 2.10 = 20.475 -> 20.47.
    expect(figures.ready.map((bet) => bet.potentialReturn)).toEqual([1950n, 2047n]);
    expect(figures.totalStake).toBe(1500n);
    expect(figures.totalReturn).toBe(3997n);
    expect(figures.placeable).toBe(true);
  });

  it('offers no parlay over picks of one fixture, and holds a slip with a refused stake', () => {
    const picks = [pick(1, 1.95), pick(1, 3.4, 'draw')];
    const figures = slipFigures({ picks, stakes: { '1:1x2:-~home': '0.5' }, parlayStake: '5' }, limits);
    expect(figures.parlay).toBeNull();
    expect(figures.parlayRule).toMatchObject({ ok: false, reason: 'sameFixture' });
    expect(figures.singles[0]?.problem).toBe('belowMin');
    expect(figures.placeable).toBe(false);
  });

  it('holds a slip with a suspended pick', () => {
    const figures = slipFigures(
      { picks: [{ ...pick(1, 1.95), suspended: true }], stakes: { '1:1x2:-~home': '10' }, parlayStake: '' },
      limits,
    );
    expect(figures.placeable).toBe(false);
  });
});
