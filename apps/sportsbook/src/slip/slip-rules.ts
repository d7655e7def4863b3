import { SLIP_MAX_BETS } from '../book-constants';
import { potentialReturn, readStake, stakeProblem, type StakeLimits, type StakeProblem } from './slip-math';

/** A selection in the slip, with what the member saw of it. */
export type SlipPick = {
  marketId: string;
  key: string;
  odds: number;
  fixtureId: number;
  fixture: string;
  market: string;
  selection: string;
  live: boolean;
  /** The odds before the last change the book showed, for the arrow beside them. */
  previousOdds?: number;
  /** The market is suspended or no longer offered: the pick cannot be placed. */
  suspended?: boolean;
};

export const pickId = (pick: Pick<SlipPick, 'marketId' | 'key'>): string => `${pick.marketId}~${pick.key}`;

export type ParlayLimits = { parlayMinLegs: number; parlayMaxLegs: number };

export type ParlayCheck =
  { ok: true } | { ok: false; reason: 'fewLegs' | 'manyLegs' | 'sameFixture'; limit: number };

/** Whether the slip's picks make a parlay: between the session's minimum and maximum, of different fixtures. */
export function parlayCheck(picks: readonly SlipPick[], limits: ParlayLimits): ParlayCheck {
  if (picks.length < limits.parlayMinLegs)
    return { ok: false, reason: 'fewLegs', limit: limits.parlayMinLegs };
  if (picks.length > limits.parlayMaxLegs)
    return { ok: false, reason: 'manyLegs', limit: limits.parlayMaxLegs };
  const fixtures = new Set(picks.map((pick) => pick.fixtureId));
  if (fixtures.size < picks.length) return { ok: false, reason: 'sameFixture', limit: 0 };
  return { ok: true };
}

export type SlipEntries = {
  picks: readonly SlipPick[];
  /** Stakes typed per single (by pick id) and for the parlay. */
  stakes: Readonly<Record<string, string>>;
  parlayStake: string;
};

export type SlipBet = {
  /** The pick id of a single, or `parlay`. */
  id: string;
  kind: 'single' | 'parlay';
  picks: readonly SlipPick[];
  stake: bigint | null;
  potentialReturn: bigint;
  problem: StakeProblem | null;
};

export type SlipFigures = {
  singles: SlipBet[];
  parlay: SlipBet | null;
  parlayRule: ParlayCheck;
  /** The bets with a valid stake, ready to be placed. */
  ready: SlipBet[];
  totalStake: bigint;
  totalReturn: bigint;
  /** The slip can be placed: at least one stake, none refused, no suspended pick, not too many bets. */
  placeable: boolean;
  tooManyBets: boolean;
};

function betOf(
  id: string,
  kind: SlipBet['kind'],
  picks: readonly SlipPick[],
  text: string,
  limits: StakeLimits,
) {
  const reading = readStake(text);
  const stake = reading.kind === 'amount' ? reading.minor : null;
  const returns =
    stake === null
      ? 0n
      : potentialReturn(
          stake,
          picks.map((pick) => pick.odds),
        );
  return {
    id,
    kind,
    picks,
    stake,
    potentialReturn: returns,
    problem: stakeProblem(reading, returns, limits),
  };
}

/** The slip's bets, their returns and totals, and whether it can be placed. */
export function slipFigures(entries: SlipEntries, limits: StakeLimits & ParlayLimits): SlipFigures {
  const singles = entries.picks.map((pick) =>
    betOf(pickId(pick), 'single', [pick], entries.stakes[pickId(pick)] ?? '', limits),
  );
  const parlayRule = parlayCheck(entries.picks, limits);
  const parlay = parlayRule.ok ? betOf('parlay', 'parlay', entries.picks, entries.parlayStake, limits) : null;
  const bets = parlay ? [...singles, parlay] : singles;
  const ready = bets.filter((bet) => bet.stake !== null && bet.problem === null);
  const totalStake = ready.reduce((sum, bet) => sum + (bet.stake ?? 0n), 0n);
  const totalReturn = ready.reduce((sum, bet) => sum + bet.potentialReturn, 0n);
  const tooManyBets = ready.length > SLIP_MAX_BETS;
  const placeable =
    ready.length > 0 &&
    !tooManyBets &&
    bets.every((bet) => bet.problem === null) &&
    ready.every((bet) => bet.picks.every((pick) => !pick.suspended));
  return { singles, parlay, parlayRule, ready, totalStake, totalReturn, placeable, tooManyBets };
}
