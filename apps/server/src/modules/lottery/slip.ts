import { createHash } from 'node:crypto';
import {
  formatMoney,
  LOTTERY_ERRORS,
  majorToMinor,
  minorToMajor,
  type LotteryBetInput,
  type LotteryPlace,
} from '@platform/contracts';
import { badRequest, unprocessable } from '../../lib/errors.js';
import { priceBet } from './engine/bets/index.js';
import { nextNumeros, openNumeros, type Numero } from './engine/schedule/index.js';
import type { LotteryGameDef } from './games.js';

// A slip read against its game: each bet's type offered, its selection parsed by the engine, its unit price
// one of the game's and its multiple within the game's; the numeros it is placed on (the one named, which
// must be taking bets at the server's clock, and a chase's next ones). Every refusal names the bet and the
// rule; nothing here touches the database.

export type PricedSlipBet = {
  betType: string;
  /** As the engine normalised it (what is stored and settled). */
  selection: unknown;
  units: number;
  unitPrice: bigint;
  multiple: number;
  amount: bigint;
};

const money = (minor: bigint) => formatMoney(minorToMajor(minor));

function priceOne(def: LotteryGameDef, bet: LotteryBetInput, i: number): PricedSlipBet {
  const at = `bets[${i}]`;
  if (!def.betTypes.includes(bet.betType))
    throw badRequest(
      LOTTERY_ERRORS.unknownBetType,
      `${at}.betType: ${bet.betType} is not a bet type of ${def.code} (it offers ${def.betTypes.join(', ')}).`,
    );
  const priced = priceBet(bet.betType, bet.selection);
  if (!priced.ok) throw badRequest(priced.refusal.code, `${at}.selection: ${priced.refusal.message}.`);
  const unitPrice = majorToMinor(bet.unitPrice);
  if (!def.unitPrices.includes(unitPrice))
    throw unprocessable(
      LOTTERY_ERRORS.stakeLimit,
      `${at}.unitPrice: ${money(unitPrice)} is not a unit price of ${def.code} (${def.unitPrices.map(money).join(', ')}).`,
    );
  if (bet.multiple > def.maxMultiple)
    throw unprocessable(
      LOTTERY_ERRORS.stakeLimit,
      `${at}.multiple: ${bet.multiple} is above ${def.code}'s largest multiple, ${def.maxMultiple}.`,
    );
  return {
    betType: bet.betType,
    selection: priced.selection,
    units: priced.units,
    unitPrice,
    multiple: bet.multiple,
    amount: BigInt(priced.units) * unitPrice * BigInt(bet.multiple),
  };
}

/** The slip's bets priced, in order; the first refusal is thrown. */
export const priceSlip = (def: LotteryGameDef, bets: readonly LotteryBetInput[]): PricedSlipBet[] =>
  bets.map((bet, i) => priceOne(def, bet, i));

/**
 * The numeros a slip is placed on: the one named, taking bets at `now` (its window is [opensAt, closesAt):
 * one millisecond at or past the cut-off is refused), then a chase's next ones in draw order, all within
 * the numeros opened ahead of time.
 */
export function numerosOfSlip(
  def: LotteryGameDef,
  named: string,
  now: Date,
  chase: number | undefined,
  horizonOf: () => Date,
): Numero[] {
  const first = openNumeros(def.schedule, now).find((n) => n.id === named);
  if (!first)
    throw unprocessable(
      LOTTERY_ERRORS.numeroClosed,
      `Numero ${named} of ${def.code} is not taking bets now (it is past its cut-off, or not open yet).`,
    );
  if (chase === undefined) return [first];
  const horizon = horizonOf();
  // Provinces of one draw time share their window: the chase runs from the one named on, in id order.
  const list = nextNumeros(def.schedule, now, chase + 8)
    .filter((n) => n.id >= first.id)
    .slice(0, chase);
  const last = list[list.length - 1];
  if (list.length < chase || !last || last.drawAt.getTime() > horizon.getTime()) {
    const within = nextNumeros(def.schedule, now, chase).filter((n) => n.drawAt <= horizon).length;
    throw unprocessable(
      LOTTERY_ERRORS.slipSize,
      `chase.numeros: ${def.code} takes chases over the numeros open ahead, at most ${within} from now.`,
    );
  }
  return list;
}

/** The hash that tells a replayed slip (same request id, same slip) from a request id reused for another. */
export function slipHash(input: LotteryPlace): string {
  const { gameCode, numero, bets, chase } = input;
  return createHash('sha256')
    .update(JSON.stringify({ gameCode, numero, bets, chase: chase ?? null }))
    .digest('hex');
}
