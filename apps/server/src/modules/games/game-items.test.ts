import { describe, expect, it } from 'vitest';
import type { Brand } from '../../lib/context.js';
import { toItem } from './game-items.js';
import type { GameRow } from './games.repository.js';

// A catalogue row as a list item: what the site's launch rules read from it.

const brand = { id: 1, defaultLanguage: 'EN' } as Brand;
const row = (over: Partial<GameRow>): GameRow => ({
  id: 61,
  vendorCode: 'CARDHOUSE',
  gameType: 'PVP',
  gameCode: 'niu-niu',
  name: { EN: 'Niu Niu' },
  classify: null,
  minBet: 100n,
  lineNum: 0,
  imageUrl: '/art/games/CARDHOUSE/niu-niu.svg',
  isGame: 'GAME',
  engine: 'room',
  isHot: false,
  isNew: false,
  vendorName: 'Card House',
  maintenance: false,
  ...over,
});

describe('a game item', () => {
  it('says a card room game is played in rooms, and has no demo', () => {
    expect(toItem(brand, 'EN', row({}))).toMatchObject({ rooms: true, demo: false, name: 'Niu Niu' });
  });

  it('says no other game is, nor a vendor list entry', () => {
    expect(toItem(brand, 'EN', row({ engine: 'slot', gameType: 'RNG' })).rooms).toBe(false);
    expect(toItem(brand, 'EN', row({ engine: 'none' })).rooms).toBe(false);
    expect(toItem(brand, 'EN', row({ isGame: 'VASSALAGE' })).rooms).toBe(false);
  });
});
