import type { Rng } from '../../fair-stream.js';
import { baccaratReturn, dealCoup, shoeDealer, type BaccaratHand } from '../../engines/baccarat.js';
import type { TableEngine } from './types.js';

// Table baccarat (punto banco) from a fresh 8-deck shoe each round, dealt by the in-house baccarat's own
// rules: player, banker and tie (banker wins pay 0.95 to 1, a tie pays 8 to 1 and returns player and banker
// bets), and the pairs (the first two cards of a hand of one rank) paying 11 to 1.

export const BACCARAT_TABLE_SPOTS = ['player', 'tie', 'banker', 'playerPair', 'bankerPair'] as const;
export const PAIR_RETURN = 1200;

export type BaccaratDraw = BaccaratHand & { playerPair: boolean; bankerPair: boolean };

const isPair = (cards: number[]) => cards.length >= 2 && cards[0]! % 13 === cards[1]! % 13;

export const baccaratTable: TableEngine<BaccaratDraw> = {
  kind: 'baccarat',
  spots: BACCARAT_TABLE_SPOTS,
  draw(rng: Rng): BaccaratDraw {
    const hand = dealCoup(shoeDealer(rng));
    return { ...hand, playerPair: isPair(hand.player), bankerPair: isPair(hand.banker) };
  },
  returnOf(spot, draw) {
    switch (spot) {
      case 'player':
      case 'banker':
      case 'tie':
        return baccaratReturn(spot, draw.winner);
      case 'playerPair':
        return draw.playerPair ? PAIR_RETURN : 0;
      case 'bankerPair':
        return draw.bankerPair ? PAIR_RETURN : 0;
      default:
        return 0;
    }
  },
  summary: (draw) => draw.winner,
};
