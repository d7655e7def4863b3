import type {
  FavouriteAction,
  FavouriteActionResult,
  GameCategory,
  Language,
  RecentGames,
} from '@platform/contracts';
import { pageCount, pageOffset, pageWindow } from '../../db/paging.js';
import type { Actor, Brand } from '../../lib/context.js';
import { formatDateTime } from '../../lib/localized.js';
import { createGameLookup, toItem, unknownGame } from './game-items.js';
import type { GamesRepository } from './games.repository.js';

/** The member's favourite and recent games. */
export function createFavouritesService({ repo }: { repo: GamesRepository }) {
  const { withFavourites, visibleGame } = createGameLookup(repo);
  return {
    /** `MCSFE_getFavoriteGames`: ids of the member's favourites, newest first. */
    async favouriteIds(
      brand: Brand,
      actor: Actor,
      query: { gameType?: GameCategory | undefined },
    ): Promise<{ list: number[] }> {
      return { list: await repo.favouriteIds(brand.id, actor.memberId, query.gameType) };
    },

    /** `MCSFE_getFavoriteGamesList`: a page of the member's favourites, newest first. */
    async favouriteList(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: { gameType?: GameCategory | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.favouriteGames(brand.id, actor.memberId, query.gameType, {
        limit: query.pageSize,
        offset: pageOffset(query),
      });
      return {
        content: rows.map((r) => ({ ...toItem(brand, language, r), favourite: true })),
        totalPages: pageCount(total, query),
        totalCount: total,
      };
    },

    /** Adds a favourite (twice is the same as once). Only a game the brand shows; vendor and type must match. */
    async addFavourite(brand: Brand, actor: Actor, body: FavouriteAction): Promise<FavouriteActionResult> {
      const game = await visibleGame(brand, { id: body.nodeId });
      if (body.vendor !== undefined && body.vendor.toUpperCase() !== game.vendorCode) throw unknownGame();
      if (body.gameType !== undefined && body.gameType !== game.gameType) throw unknownGame();
      await repo.addFavourite(actor.memberId, game.id);
      return { nodeId: game.id, favourite: true };
    },

    /** Removes a favourite; removing one that is not kept changes nothing. */
    async removeFavourite(brand: Brand, actor: Actor, body: FavouriteAction): Promise<FavouriteActionResult> {
      const game = await repo.findGame(brand.id, { id: body.nodeId });
      if (!game) throw unknownGame();
      await repo.removeFavourite(actor.memberId, game.id);
      return { nodeId: game.id, favourite: false };
    },

    /** `GCS_recentGame`: the games the member launched, newest first. */
    async recentGames(
      brand: Brand,
      actor: Actor,
      language: Language,
      query: {
        vassalage?: string | undefined;
        gameType?: GameCategory | undefined;
        pageNo: number;
        pageSize: number;
      },
    ): Promise<RecentGames> {
      const vendorCode = query.vassalage?.toUpperCase();
      const { rows, total } = await repo.recentGames(
        brand.id,
        actor.memberId,
        {
          vendorCode: vendorCode === undefined || vendorCode === 'ALL' ? undefined : vendorCode,
          gameType: query.gameType,
        },
        pageWindow(query),
      );
      const items = rows.map((r) => ({
        ...toItem(brand, language, r),
        playedAtStr: formatDateTime(r.playedAt, brand.settings.timeZone),
      }));
      return {
        list: await withFavourites(actor, items),
        totalPages: pageCount(total, query),
        totalCount: total,
      };
    },
  };
}
