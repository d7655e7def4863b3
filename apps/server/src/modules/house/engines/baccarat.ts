import type { Rng } from '../fair-stream.js';
import { ratio, type RoundResult } from './types.js';

// "Lotus Baccarat": punto banco from a fresh 8-deck shoe every round. The shoe is shuffled by
// Fisher-Yates from the fair stream, one step per card dealt (the first cards of a full shuffle).

export const BACCARAT_DECKS = 8;
export const SHOE_SIZE = BACCARAT_DECKS * 52;
export const BACCARAT_SIDES = ['player', 'banker', 'tie'] as const;
export type BaccaratSide = (typeof BACCARAT_SIDES)[number];
/** What a winning bet returns per unit staked, in hundredths (banker wins pay 0.95 to 1). */
export const BACCARAT_RETURNS: Readonly<Record<BaccaratSide, number>> = {
  player: 200,
  banker: 195,
  tie: 900,
};

/** A card: 0..51, rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13) (spades, hearts, diamonds, clubs). */
export type Card = number;
export const cardValue = (card: Card) => {
  const rank = card % 13;
  return rank >= 9 ? 0 : rank + 1;
};
const total = (cards: Card[]) => cards.reduce((sum, c) => sum + cardValue(c), 0) % 10;

/** Deals from a shoe shuffled lazily by Fisher-Yates: the k-th card swaps position k with one of k..415. */
export function shoeDealer(rng: Rng): () => Card {
  const moved = new Map<number, number>();
  let next = 0;
  return () => {
    const j = next + rng.int(SHOE_SIZE - next);
    const atJ = moved.get(j) ?? j;
    moved.set(j, moved.get(next) ?? next);
    next++;
    return atJ % 52;
  };
}

/** Punto banco's third-card rule for the banker, given the banker's total and the player's third card. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const p = cardValue(playerThird);
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return p !== 8;
    case 4:
      return p >= 2 && p <= 7;
    case 5:
      return p >= 4 && p <= 7;
    case 6:
      return p === 6 || p === 7;
    default:
      return false;
  }
}

export type BaccaratHand = {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
};

/** A coup: player, banker, player, banker, then the third cards by the tableau. */
export function dealCoup(draw: () => Card): BaccaratHand {
  const player = [draw()];
  const banker = [draw()];
  player.push(draw());
  banker.push(draw());
  const p2 = total(player);
  const b2 = total(banker);
  if (p2 < 8 && b2 < 8) {
    let playerThird: Card | null = null;
    if (p2 <= 5) {
      playerThird = draw();
      player.push(playerThird);
    }
    if (bankerDraws(b2, playerThird)) banker.push(draw());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** What a side returns, in hundredths per unit staked, when `winner` wins (a tie returns player and banker bets). */
export function baccaratReturn(side: BaccaratSide, winner: BaccaratSide): number {
  if (winner === side) return BACCARAT_RETURNS[side];
  if (winner === 'tie') return 100;
  return 0;
}

export type BaccaratBet = { stake: number; side: BaccaratSide };
export type BaccaratOutcome = BaccaratHand & { side: BaccaratSide };

export function playBaccarat(rng: Rng, bet: BaccaratBet): RoundResult<BaccaratOutcome> {
  const hand = dealCoup(shoeDealer(rng));
  const payout = Math.floor((bet.stake * baccaratReturn(bet.side, hand.winner)) / 100);
  return {
    outcome: { ...hand, side: bet.side },
    stake: bet.stake,
    payout,
    multiplier: ratio(payout, bet.stake),
  };
}
