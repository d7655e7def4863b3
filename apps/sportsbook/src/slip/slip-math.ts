import { majorToMinor } from '@platform/contracts';

// A slip's figures in exact integers: stakes in minor units, odds in thousandths (1.95 is 1950), and a
// bet's return the stake times the product of its odds, floored once at the end (as the book settles).

const ODDS_SCALE = 1000n;

/** Decimal odds of the wire (two places) in thousandths. */
export const oddsInThousandths = (odds: number): bigint => BigInt(Math.round(odds * 1000));

/** What a bet returns if every pick wins, in minor units. */
export function potentialReturn(stake: bigint, odds: readonly number[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= oddsInThousandths(o);
    den *= ODDS_SCALE;
  }
  return (stake * num) / den;
}

/** A parlay's odds (the product of its picks' odds) in thousandths, floored. */
export function combinedOdds(odds: readonly number[]): bigint {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= oddsInThousandths(o);
    den *= ODDS_SCALE;
  }
  return (num * ODDS_SCALE) / den;
}

/** Odds in thousandths as the book shows them: two places, floored (`3802` -> `3.80`). */
export function formatThousandths(odds: bigint): string {
  const hundredths = odds / 10n;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

/** Decimal odds of the wire as the book shows them. */
export const formatOdds = (odds: number): string => formatThousandths(oddsInThousandths(odds));

export type StakeReading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; minor: bigint };

/** A typed stake: digits with at most two decimals (a comma is read as the decimal point). */
export function readStake(text: string): StakeReading {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { kind: 'empty' };
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(typed);
  if (!match) return { kind: 'invalid' };
  const minor = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return minor > 0n ? { kind: 'amount', minor } : { kind: 'invalid' };
}

export type StakeLimits = { minStake: number; maxStake: number; maxPayout: number };

export type StakeProblem = 'invalid' | 'belowMin' | 'aboveMax' | 'abovePayout';

/** What is wrong with a stake under the session's limits, if anything. */
export function stakeProblem(
  reading: StakeReading,
  returns: bigint,
  limits: StakeLimits,
): StakeProblem | null {
  if (reading.kind === 'invalid') return 'invalid';
  if (reading.kind === 'empty') return null;
  if (reading.minor < majorToMinor(limits.minStake)) return 'belowMin';
  if (reading.minor > majorToMinor(limits.maxStake)) return 'aboveMax';
  if (returns > majorToMinor(limits.maxPayout)) return 'abovePayout';
  return null;
}
