import {
  GAME_CLASSIFICATIONS,
  hasDemo,
  IS_GAME,
  LOTTERY_TYPES,
  minorToMajor,
  ERROR_CODES,
  type GameCategory,
  type GameClassification,
  type GameItem,
  type Language,
} from '@platform/contracts';
import { notFound, unavailable } from '../../lib/errors.js';
import { pickLocalized } from '../../lib/localized.js';
import type { Actor, Brand } from '../../lib/context.js';
import type { GameRow, GamesRepository } from './games.repository.js';

// What the games services share: a catalogue row as a list item, the caller's favourite flags, and the
// game a member may act on.

export const notConnected = (what: string) =>
  unavailable(ERROR_CODES.gameNotConnected, `${what} is not connected; it cannot be played yet.`);

export const unknownGame = () => notFound('No such game.', ERROR_CODES.gameUnknown);

/** Catalogue items as cached: everything but the caller's favourite flag. */
export type CatalogueItem = Omit<GameItem, 'favourite'>;

/**
 * The items made of a row, by language and brand language: a catalogue's rows do not change (a change of
 * the catalogue makes new ones), so an item is made once per row and language.
 */
const madeItems = new WeakMap<GameRow, Map<string, CatalogueItem>>();

/** `toItem` of a row of the in-memory catalogue, made once. */
export function catalogueItem(brand: Brand, language: Language, row: GameRow): CatalogueItem {
  let made = madeItems.get(row);
  if (!made) madeItems.set(row, (made = new Map<string, CatalogueItem>()));
  const key = `${language}:${brand.defaultLanguage}`;
  let item = made.get(key);
  if (!item) made.set(key, (item = toItem(brand, language, row)));
  return item;
}

export function toItem(brand: Brand, language: Language, row: GameRow): CatalogueItem {
  const lottery = (LOTTERY_TYPES as readonly string[]).includes(row.gameType);
  return {
    id: row.id,
    gameCode: row.gameCode,
    code: `${row.vendorCode}/${row.gameCode}`,
    name: (pickLocalized(row.name, language, brand.defaultLanguage) ?? row.gameCode).slice(0, 200),
    vendor: row.vendorCode,
    vassalage: row.vendorCode,
    gameType: row.gameType as GameCategory,
    isGame: row.isGame === IS_GAME.vassalage ? IS_GAME.vassalage : IS_GAME.game,
    defaultPlayType: lottery ? row.gameType : null,
    accountTypeName: row.vendorName,
    gameClassify: (GAME_CLASSIFICATIONS as readonly string[]).includes(row.classify ?? '')
      ? (row.classify as GameClassification)
      : null,
    minBet: minorToMajor(row.minBet),
    lineNum: row.lineNum,
    imageUrl: row.imageUrl,
    isHot: row.isHot,
    isNew: row.isNew,
    maintenance: row.maintenance,
    demo: row.isGame !== IS_GAME.vassalage && hasDemo(row.engine),
    rooms: row.isGame !== IS_GAME.vassalage && row.engine === 'room',
  };
}

/** An item without the caller's flag, as a visitor sees it: made once per item. */
const visitorItems = new WeakMap<object, object>();
function notFavourite<T extends CatalogueItem>(item: T): T & { favourite: boolean } {
  let seen = visitorItems.get(item) as (T & { favourite: boolean }) | undefined;
  if (!seen) visitorItems.set(item, (seen = { ...item, favourite: false }));
  return seen;
}

export function createGameLookup(repo: GamesRepository) {
  /** Adds the caller's favourite flags (one indexed lookup for the games shown). */
  async function withFavourites<T extends CatalogueItem>(
    actor: Actor | null,
    items: T[],
  ): Promise<(T & { favourite: boolean })[]> {
    if (!actor || items.length === 0) return items.map(notFavourite);
    const saved = await repo.favouriteAmong(
      actor.memberId,
      items.map((i) => i.id),
    );
    return items.map((i) => ({ ...i, favourite: saved.has(i.id) }));
  }

  /** A game the member may act on: the brand's, enabled, its vendor entry enabled. */
  async function visibleGame(brand: Brand, key: { id: number } | { vendorCode: string; gameCode: string }) {
    const game = await repo.findGame(brand.id, key);
    if (!game || !game.enabled || !game.vendorEnabled) throw unknownGame();
    return game;
  }

  return { withFavourites, visibleGame };
}
