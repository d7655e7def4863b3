import { minorToMajor } from '@platform/contracts';
import { settleBet, type Paytable } from './engine/bets/index.js';
import type { DrawResult } from './engine/types.js';

// What a ticket's bets return on a result: each bet by the engine's rule and the game's paytable, in minor
// units (the engine's hundredths of the unit price times the unit price and the multiple, rounded down).

export type BetToSettle = {
  id: number;
  betType: string;
  selection: unknown;
  units: number;
  unitPrice: bigint;
  multiple: number;
  amount: bigint;
};

export type BetOutcome = { id: number; status: 'won' | 'lost' | 'refunded'; payout: bigint };

export type TicketOutcome = {
  bets: BetOutcome[];
  /** The ticket's whole return: what its round is credited. */
  payout: bigint;
  /** Whether a bet of it won (a chase with `winStop` stops). */
  won: boolean;
};

export function settleTicket(
  bets: readonly BetToSettle[],
  result: DrawResult,
  paytable: Paytable,
): TicketOutcome {
  let payout = 0n;
  let won = false;
  const outcomes = bets.map((bet): BetOutcome => {
    const settled = settleBet(bet.betType, bet.selection, result, paytable);
    if (!settled.ok) throw new Error(`lottery bet ${bet.id} cannot be settled: ${settled.refusal.message}`);
    const { settlement } = settled;
    const paid = (BigInt(settlement.payout) * bet.unitPrice * BigInt(bet.multiple)) / 100n;
    payout += paid;
    if (settlement.wins > 0) won = true;
    const status = settlement.wins > 0 ? 'won' : settlement.refunds > 0 ? 'refunded' : 'lost';
    return { id: bet.id, status, payout: paid };
  });
  return { bets: outcomes, payout, won };
}

/** The round's detail in the wallet (the betting record shows it): the numero and each bet's outcome. */
export function roundDetail(
  game: { code: string; numero: string },
  bets: readonly BetToSettle[],
  outcome: TicketOutcome,
): Record<string, unknown> {
  return {
    lottery: game.code,
    numero: game.numero,
    bets: bets.map((bet, i) => ({
      betType: bet.betType,
      selection: bet.selection,
      units: bet.units,
      unitPrice: minorToMajor(bet.unitPrice),
      multiple: bet.multiple,
      amount: minorToMajor(bet.amount),
      payout: minorToMajor(outcome.bets[i]?.payout ?? 0n),
    })),
  };
}

/** The round of a ticket in the vendor wallet, and its calls' transaction ids. */
export const roundIdOf = (ticket: { numero: string; id: number }) => `${ticket.numero}-${ticket.id}`;
export const debitIdOf = (roundId: string) => `${roundId}-bet`;
export const creditIdOf = (roundId: string) => `${roundId}-win`;
export const rollbackIdOf = (roundId: string) => `${roundId}-void`;
