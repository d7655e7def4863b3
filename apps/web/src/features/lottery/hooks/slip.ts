import { LOTTERY_CHASE_MAX, LOTTERY_SLIP_MAX, type LotteryPlace } from '@platform/contracts';
import { useCallback, useState } from 'react';
import type { PickedBet } from './bet-kinds';

// The bet slip: the bets picked for the open numero, each with its unit price and multiple, and the chase
// (the same slip on the next numeros). Money is counted in cents here, so the totals are exact.

export type SlipLine = PickedBet & { key: number; betType: string; unitPrice: number; multiple: number };

export type Chase = { on: boolean; numeros: number; winStop: boolean };
export const NO_CHASE: Chase = { on: false, numeros: 5, winStop: true };
export const CHASE_MIN = 2;

const cents = (amount: number) => Math.round(amount * 100);

/** A bet's price in cents: units x unit price x multiple. */
export const lineCents = (line: Pick<SlipLine, 'units' | 'unitPrice' | 'multiple'>) =>
  line.units * cents(line.unitPrice) * line.multiple;

/** The slip's price on one numero, in cents. */
export const slipCents = (lines: readonly SlipLine[]) => lines.reduce((sum, l) => sum + lineCents(l), 0);

/** The numeros a slip is placed on: one, or the chase's count. */
export const numerosOf = (chase: Chase) => (chase.on ? chase.numeros : 1);

/** A chase count typed by the player, kept within 2 and the contracts' most. */
export const chaseCount = (typed: number) =>
  Math.min(LOTTERY_CHASE_MAX, Math.max(CHASE_MIN, Number.isFinite(typed) ? Math.round(typed) : CHASE_MIN));

/** The request of a slip (without its request id). */
export function slipRequest(
  gameCode: string,
  numero: string,
  lines: readonly SlipLine[],
  chase: Chase,
): Omit<LotteryPlace, 'requestId'> {
  return {
    gameCode,
    numero,
    bets: lines.map((l) => ({
      betType: l.betType,
      selection: l.selection,
      unitPrice: l.unitPrice,
      multiple: l.multiple,
    })),
    ...(chase.on ? { chase: { numeros: chase.numeros, winStop: chase.winStop } } : {}),
  };
}

let nextKey = 1;

/** The slip's lines: added by the picker (at most the contracts' slip size), removed one by one, cleared. */
export function useSlip() {
  const [lines, setLines] = useState<SlipLine[]>([]);
  /** Adds the bets; false (nothing added) when the slip would hold more than it may. */
  const add = (betType: string, bets: readonly PickedBet[], unitPrice: number, multiple: number): boolean => {
    if (lines.length + bets.length > LOTTERY_SLIP_MAX) return false;
    setLines([...lines, ...bets.map((b) => ({ ...b, key: nextKey++, betType, unitPrice, multiple }))]);
    return true;
  };
  const remove = useCallback(
    (key: number) => setLines((current) => current.filter((l) => l.key !== key)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);
  return { lines, add, remove, clear };
}
