import {
  BACCARAT_SIDES,
  baccaratReturn,
  dealCoup,
  SHOE_SIZE,
  type BaccaratSide,
  type Card,
} from './baccarat.js';

// The exact odds of a coup dealt from a full 8-deck shoe, by enumerating every sequence of card values
// the coup can use (without replacement), with the very dealing rules of the engine.

/** 6 falling from 416: the common denominator of every coup's probability. */
export const COUP_DENOMINATOR = (() => {
  let d = 1n;
  for (let k = 0; k < 6; k++) d *= BigInt(SHOE_SIZE - k);
  return d;
})();

export type BaccaratOdds = {
  /** Numerators over COUP_DENOMINATOR. */
  wins: Record<BaccaratSide, bigint>;
  /** Expected return per unit staked, numerators over COUP_DENOMINATOR x 100. */
  returns: Record<BaccaratSide, bigint>;
};

export function baccaratOdds(): BaccaratOdds {
  // Cards of each value in the shoe: tens and faces count 0.
  const remaining: number[] = Array.from({ length: 10 }, (_, v) => (v === 0 ? 128 : 32));
  const wins: Record<BaccaratSide, bigint> = { player: 0n, banker: 0n, tie: 0n };
  const cards: number[] = [];

  // A representative card per value: ace..nine are ranks 0..8, zero is a ten (rank 9).
  const cardOf = (value: number): Card => (value === 0 ? 9 : value - 1);
  const explore = (weight: bigint) => {
    // Deal the coup from the values chosen so far; when it needs one more card, branch on its value.
    let i = 0;
    let short = false;
    const hand = dealCoup(() => {
      if (i < cards.length) return cardOf(cards[i++]!);
      short = true;
      return 9;
    });
    if (short) {
      const left = BigInt(SHOE_SIZE - cards.length);
      for (let v = 0; v < 10; v++) {
        const n = remaining[v]!;
        if (n === 0) continue;
        remaining[v] = n - 1;
        cards.push(v);
        // Exact: the weight still holds the factor `left` (see COUP_DENOMINATOR).
        explore((weight * BigInt(n)) / left);
        cards.pop();
        remaining[v] = n;
      }
      return;
    }
    wins[hand.winner] += weight;
  };
  // Weights are numerators over the denominator: the empty deal has weight 1.
  explore(COUP_DENOMINATOR);
  const returns = Object.fromEntries(
    BACCARAT_SIDES.map((side) => [
      side,
      BACCARAT_SIDES.reduce((sum, winner) => sum + wins[winner] * BigInt(baccaratReturn(side, winner)), 0n),
    ]),
  ) as Record<BaccaratSide, bigint>;
  return { wins, returns };
}
