import { ERROR_CODES, majorToMinor, minorToMajor } from '@platform/contracts';
import { badRequest } from '../../lib/errors.js';
import { diceBetProblem } from './engines/dice.js';
import { fishingBetProblem, fishingStake, type FishBet } from './engines/fish.js';
import type { EngineBets, HouseEngine } from './engines/index.js';
import type { FishingContext } from './fishing/batch.js';
import { fishingDefaultBet } from './fishing/sample.js';
import { betSchemas, HOUSE_MAX_STAKE, type WireBets } from './house.contracts.js';
import { slotGame, slotStake, type SlotDefinition } from './slots/index.js';

const invalidBet = (message: string) =>
  badRequest(ERROR_CODES.validation, `bet: ${message}`, { field: 'bet' });

/**
 * A bet as the page sends it, checked against the engine's schema and converted to minor units. A slot bet
 * needs its game's code (`context.game`): the stake is the coin times the game's cost.
 */
export function parseBet<E extends HouseEngine>(
  engine: E,
  body: unknown,
  context: { fishing?: FishingContext; game?: string } = {},
): { wire: WireBets[E]; bet: EngineBets[E]; stake: bigint } {
  const parsed = betSchemas[engine].safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw invalidBet(`${where}${issue?.message ?? 'invalid bet'}`);
  }
  const wire = parsed.data as WireBets[E];
  let bet: EngineBets[HouseEngine];
  let slot: SlotDefinition | undefined;
  switch (engine) {
    case 'slot': {
      slot = context.game ? slotGame(context.game) : undefined;
      if (!slot)
        throw invalidBet(
          context.game ? `game: ${context.game} is not a slot game` : 'game: the slot game code is missing',
        );
      bet = { coin: (wire as WireBets['slot']).coin };
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
      const shots = w.shots.map((s) => ({ fish: s.fish, at: s.at, stake: Number(majorToMinor(s.stake)) }));
      const fish: FishBet = { game: w.game, ocean: w.ocean, shots };
      const problem = fishingBetProblem(fish, context.fishing);
      if (problem) throw invalidBet(problem);
      bet = fish;
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
    case 'room':
      bet = { stake: 0, players: (wire as WireBets['room']).players };
      break;
    case 'table':
      bet = { stake: 0, kind: (wire as WireBets['table']).kind };
      break;
    default:
      throw invalidBet(`unknown engine ${String(engine)}`);
  }
  const stake = BigInt(
    'coin' in bet ? slotStake(slot!, bet) : 'shots' in bet ? fishingStake(bet) : bet.stake,
  );
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
  slot: { coin: 1 },
  dice: { stake: 1, target: 50, direction: 'under' },
  fish: fishingDefaultBet(),
  baccarat: { stake: 1, side: 'banker' },
  cockfight: { stake: 1, side: 'meron' },
  room: { players: 4 },
  table: { kind: 'baccarat' },
};

/** The query string of the verify page for a round (the betting record links to it). */
export function verifyUrl(input: {
  engine: HouseEngine;
  /** The game code (a slot round needs it). */
  game?: string;
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
  if (input.engine === 'slot' && input.game) q.set('game', input.game);
  if (input.serverSeedHash) q.set('hash', input.serverSeedHash);
  for (const [k, v] of Object.entries(input.bet))
    q.set(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  return `/house/verify?${q.toString()}`;
}
