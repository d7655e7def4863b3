import type { Rng } from '../../fair-stream.js';

// A live table's game: the spots a bet may go on, the draw of a round from the fair stream, and what a bet
// on a spot returns for a draw, in hundredths per unit staked (the stake included: 200 is even money,
// 100 the stake back, 0 lost). Pure functions: the server settles with them and the page's verify link
// recomputes the draw with the same code.

export const TABLE_KINDS = ['baccarat', 'roulette', 'sicbo', 'dragontiger'] as const;
export type TableKind = (typeof TABLE_KINDS)[number];

export type TableEngine<Draw> = {
  kind: TableKind;
  /** Every spot a bet may go on, in the order the layout shows them. */
  spots: readonly string[];
  draw(rng: Rng): Draw;
  /** Hundredths per unit staked a bet on `spot` returns for `draw` (stake included). */
  returnOf(spot: string, draw: Draw): number;
  /** The few words of a draw the road and the history show (the winner, the number, the dice). */
  summary(draw: Draw): string;
};

/** What a bet of `amount` (minor units) on `spot` pays for a draw: rounded down to the minor unit. */
export const payoutOf = <D>(engine: TableEngine<D>, spot: string, amount: bigint, draw: D): bigint =>
  (amount * BigInt(engine.returnOf(spot, draw))) / 100n;
