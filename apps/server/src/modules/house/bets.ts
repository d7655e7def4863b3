import { ERROR_CODES, majorToMinor, minorToMajor } from '@platform/contracts';
import { badRequest } from '../../lib/errors.js';
import { diceBetProblem } from './engines/dice.js';
import type { FishKind } from './engines/fish.js';
import type { EngineBets, HouseEngine } from './engines/index.js';
import { slotStake } from './engines/slot.js';
import { betSchemas, HOUSE_MAX_STAKE, type WireBets } from './house.contracts.js';

const invalidBet = (message: string) =>
  badRequest(ERROR_CODES.validation, `bet: ${message}`, { field: 'bet' });

/** A bet as the page sends it, checked against the engine's schema and converted to minor units. */
export function parseBet<E extends HouseEngine>(
  engine: E,
  body: unknown,
): { wire: WireBets[E]; bet: EngineBets[E]; stake: bigint } {
  const parsed = betSchemas[engine].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw invalidBet(`${where}${issue?.message ?? 'invalid bet'}`);
  }
  const wire = parsed.data as WireBets[E];
  let bet: EngineBets[HouseEngine];
  switch (engine) {
    case 'slot': {
      const w = wire as WireBets['slot'];
      bet = { lineBet: Number(majorToMinor(w.lineBet)) };
      break;
    }
    case 'dice': {
      const w = wire as WireBets['dice'];
      const target = Math.round(w.target * 100);
      const problem = diceBetProblem(target, w.direction);
      if (problem) throw invalidBet(problem);
      bet = { stake: Number(majorToMinor(w.stake)), target, direction: w.direction };
      break;
    }
    case 'fish': {
      const w = wire as WireBets['fish'];
      bet = { stake: Number(majorToMinor(w.stake)), fish: w.fish as FishKind };
      break;
    }
    case 'baccarat': {
      const w = wire as WireBets['baccarat'];
      bet = { stake: Number(majorToMinor(w.stake)), side: w.side };
      break;
    }
    case 'cockfight': {
      const w = wire as WireBets['cockfight'];
      bet = { stake: Number(majorToMinor(w.stake)), side: w.side };
      break;
    }
    default:
      throw invalidBet(`unknown engine ${String(engine)}`);
  }
  const stake = BigInt('lineBet' in bet ? slotStake(bet) : bet.stake);
  return { wire, bet: bet as EngineBets[E], stake };
}

/** The stake limits of a game: its minimum bet and the house maximum, in minor units. */
export function checkStake(stake: bigint, minBet: bigint): void {
  const max = majorToMinor(HOUSE_MAX_STAKE);
  if (stake < minBet)
    throw invalidBet(
      `the stake ${minorToMajor(stake).toFixed(2)} is below this game's minimum bet of ${minorToMajor(minBet).toFixed(2)}`,
    );
  if (stake > max)
    throw invalidBet(
      `the stake ${minorToMajor(stake).toFixed(2)} is above the maximum of ${HOUSE_MAX_STAKE.toFixed(2)}`,
    );
}

/** The bet used to show a round's outcome when none is given (the draw itself does not depend on it). */
export const DEFAULT_BETS: WireBets = {
  slot: { lineBet: 0.05 },
  dice: { stake: 1, target: 50, direction: 'under' },
  fish: { stake: 1, fish: 'clownfish' },
  baccarat: { stake: 1, side: 'banker' },
  cockfight: { stake: 1, side: 'meron' },
};

/** The query string of the verify page for a round (the betting record links to it). */
export function verifyUrl(input: {
  engine: HouseEngine;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  bet: Record<string, unknown>;
  serverSeedHash?: string;
}): string {
  const q = new URLSearchParams({
    engine: input.engine,
    serverSeed: input.serverSeed,
    clientSeed: input.clientSeed,
    nonce: String(input.nonce),
  });
  if (input.serverSeedHash) q.set('hash', input.serverSeedHash);
  for (const [k, v] of Object.entries(input.bet)) q.set(k, String(v));
  return `/house/verify?${q.toString()}`;
}
