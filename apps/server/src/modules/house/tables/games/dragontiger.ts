import type { Rng } from '../../fair-stream.js';
import { shoeDealer } from '../../engines/baccarat.js';
import type { TableEngine } from './types.js';

// Dragon tiger: one card to the dragon, one to the tiger, from a fresh 8-deck shoe; the higher rank wins
// (ace lowest, king highest), suits do not count. Dragon and tiger pay even money; a tie pays 8 to 1 and
// returns half of every dragon and tiger bet.

export const DRAGON_TIGER_SPOTS = ['dragon', 'tie', 'tiger'] as const;
export type DragonTigerDraw = { dragon: number; tiger: number; winner: 'dragon' | 'tiger' | 'tie' };

/** 1 (ace) to 13 (king). */
export const rankOf = (card: number) => (card % 13) + 1;

export const dragonTigerTable: TableEngine<DragonTigerDraw> = {
  kind: 'dragontiger',
  spots: DRAGON_TIGER_SPOTS,
  draw(rng: Rng): DragonTigerDraw {
    const deal = shoeDealer(rng);
    const dragon = deal();
    const tiger = deal();
    const d = rankOf(dragon);
    const t = rankOf(tiger);
    return { dragon, tiger, winner: d > t ? 'dragon' : t > d ? 'tiger' : 'tie' };
  },
  returnOf(spot, draw) {
    if (spot === 'tie') return draw.winner === 'tie' ? 900 : 0;
    if (spot !== 'dragon' && spot !== 'tiger') return 0;
    if (draw.winner === 'tie') return 50;
    return draw.winner === spot ? 200 : 0;
  },
  summary: (draw) => draw.winner,
};
