import { AGENT_ERRORS, type ContractKind, type ContractTerms, type DividendCycle } from '@platform/contracts';
import { badRequest } from '../../lib/errors.js';

// A contract's terms as stored (`agent_contracts.terms`): thresholds as offered (major units, counts),
// rates in basis points (percent x 100, whole numbers), so that every sum is exact in bigint minor units.

export type StoredDividendTier = { validBet: number; loss: number; activeMembers: number; rate: number };
export type StoredDailyTier = { validBet: number; activeMembers: number; rate: number };
export type StoredHourlyTier = { validBet: number; rate: number };
export type StoredRealtimeTier = { singleBet: number; winRate: number; lossRate: number };

export type StoredTerms =
  | { kind: 'dividend'; cycle: DividendCycle; tiers: StoredDividendTier[] }
  | { kind: 'daily'; tiers: StoredDailyTier[] }
  | { kind: 'hourly'; tiers: StoredHourlyTier[] }
  | { kind: 'realtime'; tiers: StoredRealtimeTier[] };

/** Percent (two decimals at most) to basis points, and back. */
export const toBps = (percent: number) => Math.round(percent * 100);
export const toPercent = (bps: number) => bps / 100;

/** Major units to minor units, exactly (thresholds are checked to have at most two decimals). */
export const minorOf = (major: number) => BigInt(Math.round(major * 100));

const tiersInvalid = (index: number, field: string, rule: string) =>
  badRequest(AGENT_ERRORS.contractTiersInvalid, `terms.tiers.${index}.${field}: ${rule}`, {
    field: `terms.tiers.${index}.${field}`,
    tier: index + 1,
  });

const twoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

/** The thresholds and the rates of each tier, in order: thresholds never fall and one rises; rates never fall. */
function checkTiers(thresholds: number[][], rates: number[][], names: string[], rateNames: string[]) {
  thresholds.forEach((values, i) => {
    values.forEach((v, k) => {
      if (!twoDecimals(v)) throw tiersInvalid(i, names[k]!, 'an amount has at most two decimals.');
    });
    if (i === 0) return;
    const before = thresholds[i - 1]!;
    const fell = values.findIndex((v, k) => v < before[k]!);
    if (fell >= 0)
      throw tiersInvalid(i, names[fell]!, `tier ${i + 1} asks less than tier ${i} (tiers must rise).`);
    if (values.every((v, k) => v === before[k]))
      throw tiersInvalid(
        i,
        names[0]!,
        `tier ${i + 1} asks the same as tier ${i} (each tier must rise in a threshold).`,
      );
    const lower = rates[i]!.findIndex((r, k) => r < rates[i - 1]![k]!);
    if (lower >= 0)
      throw tiersInvalid(i, rateNames[lower]!, `tier ${i + 1} pays less than tier ${i} (rates never fall).`);
  });
}

/** The offered terms checked and converted for storage; a refusal names the tier and the field. */
export function storedTerms(terms: ContractTerms): StoredTerms {
  switch (terms.kind) {
    case 'dividend': {
      const tiers = terms.tiers.map((t) => ({ ...t, rate: toBps(t.rate) }));
      checkTiers(
        tiers.map((t) => [t.validBet, t.loss, t.activeMembers]),
        tiers.map((t) => [t.rate]),
        ['validBet', 'loss', 'activeMembers'],
        ['rate'],
      );
      return { kind: 'dividend', cycle: terms.cycle, tiers };
    }
    case 'daily': {
      const tiers = terms.tiers.map((t) => ({ ...t, rate: toBps(t.rate) }));
      checkTiers(
        tiers.map((t) => [t.validBet, t.activeMembers]),
        tiers.map((t) => [t.rate]),
        ['validBet', 'activeMembers'],
        ['rate'],
      );
      return { kind: 'daily', tiers };
    }
    case 'hourly': {
      const tiers = terms.tiers.map((t) => ({ ...t, rate: toBps(t.rate) }));
      checkTiers(
        tiers.map((t) => [t.validBet]),
        tiers.map((t) => [t.rate]),
        ['validBet'],
        ['rate'],
      );
      return { kind: 'hourly', tiers };
    }
    case 'realtime': {
      const tiers = terms.tiers.map((t) => ({
        singleBet: t.singleBet,
        winRate: toBps(t.winRate),
        lossRate: toBps(t.lossRate),
      }));
      checkTiers(
        tiers.map((t) => [t.singleBet]),
        tiers.map((t) => [t.winRate, t.lossRate]),
        ['singleBet'],
        ['winRate', 'lossRate'],
      );
      return { kind: 'realtime', tiers };
    }
  }
}

/** The highest tier's rate in basis points (real-time: the higher of its two rates). */
export function topRateOf(terms: StoredTerms): number {
  if (terms.kind === 'realtime') return Math.max(...terms.tiers.map((t) => Math.max(t.winRate, t.lossRate)));
  return Math.max(...terms.tiers.map((t) => t.rate));
}

/** The stored terms as the contracts show them (rates in percent). */
export function shownTerms(kind: ContractKind, stored: Record<string, unknown>): ContractTerms {
  const terms = { ...stored, kind } as StoredTerms;
  switch (terms.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        cycle: terms.cycle,
        tiers: terms.tiers.map((t) => ({ ...t, rate: toPercent(t.rate) })),
      };
    case 'daily':
      return { kind: 'daily', tiers: terms.tiers.map((t) => ({ ...t, rate: toPercent(t.rate) })) };
    case 'hourly':
      return { kind: 'hourly', tiers: terms.tiers.map((t) => ({ ...t, rate: toPercent(t.rate) })) };
    case 'realtime':
      return {
        kind: 'realtime',
        tiers: terms.tiers.map((t) => ({
          singleBet: t.singleBet,
          winRate: toPercent(t.winRate),
          lossRate: toPercent(t.lossRate),
        })),
      };
  }
}

/** What a period's figures are worth under a contract (minor units), and the rate applied (bps). */
export type Worked = { amount: bigint; rate: number };

const share = (base: bigint, bps: number) => (base * BigInt(bps)) / 10_000n;

/** The highest tier every threshold of which is reached, or undefined. */
const highest = <T>(tiers: T[], reached: (t: T) => boolean): T | undefined => tiers.filter(reached).at(-1);

export type PeriodFigures = { validBet: bigint; payout: bigint; bonus: bigint; activeMembers: number };

/** Dividend: the rate of the highest tier reached times the team's loss (nothing when it did not lose). */
export function dividendOf(tiers: StoredDividendTier[], f: PeriodFigures): Worked {
  const loss = f.validBet - f.payout - f.bonus;
  if (loss <= 0n) return { amount: 0n, rate: 0 };
  const tier = highest(
    tiers,
    (t) => f.validBet >= minorOf(t.validBet) && loss >= minorOf(t.loss) && f.activeMembers >= t.activeMembers,
  );
  return tier ? { amount: share(loss, tier.rate), rate: tier.rate } : { amount: 0n, rate: 0 };
}

/** Daily salary: the rate of the highest tier reached (valid bet and active members) times the valid bet. */
export function dailyOf(tiers: StoredDailyTier[], f: PeriodFigures): Worked {
  const tier = highest(tiers, (t) => f.validBet >= minorOf(t.validBet) && f.activeMembers >= t.activeMembers);
  return tier ? { amount: share(f.validBet, tier.rate), rate: tier.rate } : { amount: 0n, rate: 0 };
}

/** Hourly salary: the rate of the highest tier whose valid bet the hour reached times the valid bet. */
export function hourlyOf(tiers: StoredHourlyTier[], validBet: bigint): Worked {
  const tier = highest(tiers, (t) => validBet >= minorOf(t.validBet));
  return tier ? { amount: share(validBet, tier.rate), rate: tier.rate } : { amount: 0n, rate: 0 };
}

export type SettledRound = { stake: bigint; payout: bigint };

/**
 * Real-time salary: each round whose stake reaches a tier earns the stake times that tier's win rate
 * (the member won: payout above stake) or loss rate (payout below stake); a push earns nothing. The rate
 * shown is the highest applied.
 */
export function realtimeOf(
  tiers: StoredRealtimeTier[],
  rounds: SettledRound[],
): Worked & { counted: number } {
  let amount = 0n;
  let rate = 0;
  let counted = 0;
  for (const round of rounds) {
    const tier = highest(tiers, (t) => round.stake >= minorOf(t.singleBet));
    if (!tier || round.payout === round.stake) continue;
    const bps = round.payout > round.stake ? tier.winRate : tier.lossRate;
    amount += share(round.stake, bps);
    rate = Math.max(rate, bps);
    counted += 1;
  }
  return { amount, rate, counted };
}
