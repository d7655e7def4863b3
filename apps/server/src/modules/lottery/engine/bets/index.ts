import type { DrawResult, LotteryKind } from '../types.js';
import { BET_REFUSALS, type BetRefusal, type BetType, type ResultOf, type Settlement } from './bet-type.js';
import {
  d5Group3,
  d5Group6,
  d5Position,
  d5PositionBigSmall,
  d5PositionOddEven,
  d5Sum,
  d5SumBigSmall,
  d5SumOddEven,
  d5ThreeStraight,
  d5TwoStraight,
} from './digits5.js';
import { kenoOddEven, kenoPicks, kenoSumBigSmall } from './keno.js';
import type { Paytable } from './paytables.js';
import {
  vnDe,
  vnDe3,
  vnDe4,
  vnDeHead,
  vnDeTail,
  vnLo2,
  vnLo3,
  vnParlay2,
  vnParlay3,
  vnParlay4,
} from './vn.js';

// The in-house lottery's bet types by code. A caller holds a code and the player's selection as sent or
// as stored; every call here parses the selection again, so a stored bet is settled by the same rule that
// priced it, and a refusal (never a throw) answers a bad code, selection or result.

export type { BetRefusal, BetRefusalCode, BetType, Parsed, Settlement } from './bet-type.js';
export { BET_REFUSALS } from './bet-type.js';
export { DEFAULT_PAYTABLES, DEFAULT_PRIZE_MODES, KENO_PICKS } from './paytables.js';
export type { DefaultPrizeMode, KenoPicks, Paytable, PrizeMode, RegionOdds } from './paytables.js';

/** A bet type with its selection's type hidden: what the registry holds. */
export type RegisteredBet = {
  readonly code: string;
  readonly kind: LotteryKind;
  readonly name: string;
  /** The normalised selection and the units it makes, or a refusal. */
  price(selection: unknown): Priced;
  /** The settlement of the selection on a result, or a refusal. */
  settle(selection: unknown, result: DrawResult, paytable: Paytable): Settled;
};
export type Priced = { ok: true; selection: unknown; units: number } | { ok: false; refusal: BetRefusal };
export type Settled = { ok: true; settlement: Settlement } | { ok: false; refusal: BetRefusal };

function register<S, K extends LotteryKind>(type: BetType<S, K>): RegisteredBet {
  return {
    code: type.code,
    kind: type.kind,
    name: type.name,
    price: (selection) => {
      const parsed = type.parse(selection);
      if (!parsed.ok) return parsed;
      return { ok: true, selection: parsed.selection, units: type.units(parsed.selection) };
    },
    settle: (selection, result, paytable) => {
      if (result.kind !== type.kind)
        return {
          ok: false,
          refusal: {
            code: BET_REFUSALS.resultKind,
            message: `${type.name} is settled by a ${type.kind} result; got a ${result.kind} result`,
          },
        };
      const parsed = type.parse(selection);
      if (!parsed.ok) return parsed;
      return { ok: true, settlement: type.settle(parsed.selection, result as ResultOf<K>, paytable) };
    },
  };
}

const ALL = [
  register(vnLo2),
  register(vnLo3),
  register(vnDe),
  register(vnDeHead),
  register(vnDeTail),
  register(vnDe3),
  register(vnDe4),
  register(vnParlay2),
  register(vnParlay3),
  register(vnParlay4),
  register(d5Position),
  register(d5PositionBigSmall),
  register(d5PositionOddEven),
  register(d5SumBigSmall),
  register(d5SumOddEven),
  register(d5Sum),
  register(d5ThreeStraight),
  register(d5TwoStraight),
  register(d5Group3),
  register(d5Group6),
  ...kenoPicks.map(register),
  register(kenoSumBigSmall),
  register(kenoOddEven),
];

/** Every bet type by its code. */
export const BET_TYPES: ReadonlyMap<string, RegisteredBet> = new Map(ALL.map((t) => [t.code, t]));

const unknownType = (code: string): BetRefusal => ({
  code: BET_REFUSALS.unknownType,
  message: `no bet type has the code '${code}'`,
});

/** The units a selection makes under a bet type, with the selection normalised; or a refusal. */
export function priceBet(code: string, selection: unknown): Priced {
  const type = BET_TYPES.get(code);
  return type ? type.price(selection) : { ok: false, refusal: unknownType(code) };
}

/** What a selection returns on a result, per unit price at multiple 1 (hundredths); or a refusal. */
export function settleBet(code: string, selection: unknown, result: DrawResult, paytable: Paytable): Settled {
  const type = BET_TYPES.get(code);
  return type ? type.settle(selection, result, paytable) : { ok: false, refusal: unknownType(code) };
}
