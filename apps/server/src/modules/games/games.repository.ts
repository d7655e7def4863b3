import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, totalOverAll } from '../../db/paging.js';
import { rowsOf } from '../../db/rows.js';
import { favouriteGames, gameRounds, games, gameVendors, members, recentGames } from '../../db/schema.js';

export type VendorRow = typeof gameVendors.$inferSelect;

export type WinningRound = {
  username: string;
  vendorCode: string;
  gameType: string;
  gameName: string;
  stake: bigint;
  payout: bigint;
  settledAt: Date;
};

/** A game as the lists show it: the row, its vendor's name and maintenance flag. */
export type GameRow = {
  id: number;
  vendorCode: string;
  gameType: string;
  gameCode: string;
  name: Record<string, string | undefined>;
  classify: string | null;
  minBet: bigint;
  lineNum: number;
  imageUrl: string;
  isGame: string;
  engine: string;
  isHot: boolean;
  isNew: boolean;
  vendorName: string;
  maintenance: boolean;
};

/** A game looked up for launch or favourites, disabled ones included so the caller can tell why. */
export type GameLookup = GameRow & {
  enabled: boolean;
  vendorEnabled: boolean;
  /** The operator's words to members while the vendor is in maintenance, per language. */
  maintenanceMessage: Record<string, string | undefined> | null;
};

export type Page = { limit: number; offset: number };

/** The rows the in-memory catalogue is built from. */
export type CatalogueRows = { vendors: VendorRow[]; games: GameRow[] };

const gameColumns = {
  id: games.id,
  vendorCode: games.vendorCode,
  gameType: games.gameType,
  gameCode: games.gameCode,
  name: games.name,
  classify: games.classify,
  minBet: games.minBet,
  lineNum: games.lineNum,
  imageUrl: games.imageUrl,
  isGame: games.isGame,
  engine: games.engine,
  isHot: games.isHot,
  isNew: games.isNew,
  vendorName: gameVendors.name,
  // The vendor in maintenance, or the game alone.
  maintenance: sql<boolean>`(${gameVendors.maintenance} or ${games.maintenance})`,
};

/** A game's vendor entry: same brand, same vendor code, same category. */
const vendorOfGame = and(
  eq(gameVendors.merchantId, games.merchantId),
  eq(gameVendors.code, games.vendorCode),
  eq(gameVendors.category, games.gameType),
);

/** Games the brand shows: the game and its vendor entry enabled. */
const visible = (merchantId: number) =>
  and(eq(games.merchantId, merchantId), eq(games.enabled, true), eq(gameVendors.enabled, true));

const toGameRow = <T extends { name: unknown; minBet: bigint | number | string }>(r: T) =>
  ({ ...r, name: r.name as Record<string, string | undefined>, minBet: BigInt(r.minBet) }) as T & {
    name: Record<string, string | undefined>;
    minBet: bigint;
  };

export function createGamesRepository(db: Database) {
  /** The brand's enabled vendors, hot first, then in the operator's order. */
  const listEnabledVendors = (merchantId: number, tx: Executor = db): Promise<VendorRow[]> =>
    tx
      .select()
      .from(gameVendors)
      .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
      .orderBy(desc(gameVendors.isHot), asc(gameVendors.sort), asc(gameVendors.id));

  return {
    /**
     * The version of the brand's catalogue, in one cheap read: per table (games, vendors), the number of
     * the brand's rows and the sum of the transactions that wrote them (`xmin`). Any insert, update or
     * delete by any process (this one, another API process, the command line, a direct statement) changes
     * it, since a row written later carries a later transaction; no column or trigger has to keep it.
     */
    async catalogueVersion(merchantId: number, tx: Executor = db): Promise<string> {
      const [row] = await rowsOf<{ games: string; vendors: string }>(
        tx,
        sql`select
          (select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text
             from ${games} where ${games.merchantId} = ${merchantId}) as games,
          (select count(*)::text || ':' || coalesce(sum(xmin::text::bigint), 0)::text
             from ${gameVendors} where ${gameVendors.merchantId} = ${merchantId}) as vendors`,
      );
      return `${row?.games ?? ''}/${row?.vendors ?? ''}`;
    },

    /** The brand's enabled vendors and the games it shows, in the list's order (the catalogue's rows). */
    async catalogueRows(merchantId: number, tx: Executor = db): Promise<CatalogueRows> {
      const vendors = await listEnabledVendors(merchantId, tx);
      const rows = await tx
        .select(gameColumns)
        .from(games)
        .innerJoin(gameVendors, vendorOfGame)
        .where(visible(merchantId))
        .orderBy(asc(games.sort), asc(games.id));
      return { vendors, games: rows.map(toGameRow) };
    },

    /** A game of the brand by id, or by vendor and game code, whatever its state. */
    async findGame(
      merchantId: number,
      key: { id: number } | { vendorCode: string; gameCode: string },
      tx: Executor = db,
    ): Promise<GameLookup | undefined> {
      const [row] = await tx
        .select({
          ...gameColumns,
          enabled: games.enabled,
          vendorEnabled: gameVendors.enabled,
          maintenanceMessage: sql<Record<
            string,
            string | undefined
          > | null>`case when ${gameVendors.maintenance} then ${gameVendors.maintenanceMessage} end`,
        })
        .from(games)
        .innerJoin(gameVendors, vendorOfGame)
        .where(
          and(
            eq(games.merchantId, merchantId),
            'id' in key
              ? eq(games.id, key.id)
              : and(eq(games.vendorCode, key.vendorCode), eq(games.gameCode, key.gameCode)),
          ),
        )
        .limit(1);
      return row ? toGameRow(row) : undefined;
    },

    /** Which of these games the member keeps as favourites. */
    async favouriteAmong(memberId: number, gameIds: number[], tx: Executor = db): Promise<Set<number>> {
      if (gameIds.length === 0) return new Set();
      const rows = await tx
        .select({ gameId: favouriteGames.gameId })
        .from(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), inArray(favouriteGames.gameId, gameIds)));
      return new Set(rows.map((r) => r.gameId));
    },

    /** Ids of the member's favourites the brand still shows, newest first. */
    async favouriteIds(
      merchantId: number,
      memberId: number,
      gameType: string | undefined,
      tx: Executor = db,
    ): Promise<number[]> {
      const rows = await tx
        .select({ id: games.id })
        .from(favouriteGames)
        .innerJoin(games, eq(games.id, favouriteGames.gameId))
        .innerJoin(gameVendors, vendorOfGame)
        .where(
          and(
            eq(favouriteGames.memberId, memberId),
            visible(merchantId),
            gameType === undefined ? undefined : eq(games.gameType, gameType),
          ),
        )
        .orderBy(desc(favouriteGames.createdAt), desc(games.id));
      return rows.map((r) => r.id);
    },

    /** A page of the member's favourites, newest first, with their number. */
    async favouriteGames(
      merchantId: number,
      memberId: number,
      gameType: string | undefined,
      page: Page,
      tx: Executor = db,
    ): Promise<{ rows: GameRow[]; total: number }> {
      const where = and(
        eq(favouriteGames.memberId, memberId),
        visible(merchantId),
        gameType === undefined ? undefined : eq(games.gameType, gameType),
      );
      const { rows, total } = await countedPage(
        (window) =>
          tx
            .select({ ...gameColumns, total: totalOverAll() })
            .from(favouriteGames)
            .innerJoin(games, eq(games.id, favouriteGames.gameId))
            .innerJoin(gameVendors, vendorOfGame)
            .where(where)
            .orderBy(desc(favouriteGames.createdAt), desc(games.id))
            .limit(window.limit)
            .offset(window.offset),
        () =>
          tx
            .select({ n: count() })
            .from(favouriteGames)
            .innerJoin(games, eq(games.id, favouriteGames.gameId))
            .innerJoin(gameVendors, vendorOfGame)
            .where(where),
        page,
      );
      return { rows: rows.map(toGameRow), total };
    },

    /** Adding a favourite twice keeps one. */
    async addFavourite(memberId: number, gameId: number, tx: Executor = db): Promise<void> {
      await tx.insert(favouriteGames).values({ memberId, gameId }).onConflictDoNothing();
    },

    async removeFavourite(memberId: number, gameId: number, tx: Executor = db): Promise<void> {
      await tx
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.memberId, memberId), eq(favouriteGames.gameId, gameId)));
    },

    /** The member played this game now (one row per game, the latest time kept). */
    async touchRecent(memberId: number, gameId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .insert(recentGames)
        .values({ memberId, gameId, playedAt: at })
        .onConflictDoUpdate({
          target: [recentGames.memberId, recentGames.gameId],
          set: { playedAt: sql`greatest(${recentGames.playedAt}, excluded.played_at)` },
        });
    },

    /** A page of the games the member launched, newest first, with their number. */
    async recentGames(
      merchantId: number,
      memberId: number,
      filter: { vendorCode?: string; gameType?: string },
      page: Page,
      tx: Executor = db,
    ): Promise<{ rows: (GameRow & { playedAt: Date })[]; total: number }> {
      const where = and(
        eq(recentGames.memberId, memberId),
        visible(merchantId),
        filter.vendorCode === undefined ? undefined : eq(games.vendorCode, filter.vendorCode),
        filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
      );
      const { rows, total } = await countedPage(
        (window) =>
          tx
            .select({
              ...gameColumns,
              playedAt: recentGames.playedAt,
              total: totalOverAll(),
            })
            .from(recentGames)
            .innerJoin(games, eq(games.id, recentGames.gameId))
            .innerJoin(gameVendors, vendorOfGame)
            .where(where)
            .orderBy(desc(recentGames.playedAt), desc(games.id))
            .limit(window.limit)
            .offset(window.offset),
        () =>
          tx
            .select({ n: count() })
            .from(recentGames)
            .innerJoin(games, eq(games.id, recentGames.gameId))
            .innerJoin(gameVendors, vendorOfGame)
            .where(where),
        page,
      );
      return { rows: rows.map(toGameRow), total };
    },

    /** The brand's games with the most settled rounds since `since`, with their players. */
    async mostPlayed(
      merchantId: number,
      since: Date,
      limit: number,
      tx: Executor = db,
    ): Promise<(GameRow & { rounds: number; players: number })[]> {
      const rounds = sql<number>`count(*)::int`;
      const rows = await tx
        .select({
          ...gameColumns,
          rounds,
          players: sql<number>`count(distinct ${gameRounds.memberId})::int`,
        })
        .from(gameRounds)
        .innerJoin(
          games,
          and(
            eq(games.merchantId, gameRounds.merchantId),
            eq(games.vendorCode, gameRounds.vendorCode),
            eq(games.gameCode, gameRounds.gameCode),
          ),
        )
        .innerJoin(gameVendors, vendorOfGame)
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.status, 'settled'),
            gte(gameRounds.settledAt, since),
            visible(merchantId),
          ),
        )
        .groupBy(games.id, gameVendors.id)
        .orderBy(
          desc(rounds),
          desc(sql`count(distinct ${gameRounds.memberId})`),
          asc(games.sort),
          asc(games.id),
        )
        .limit(limit);
      return rows.map((r) => ({ ...toGameRow(r), rounds: Number(r.rounds), players: Number(r.players) }));
    },

    /** The latest settled rounds that paid more than their stake, newest first. */
    async listWinningRounds(
      merchantId: number,
      gameType: string | null,
      limit: number,
      tx: Executor = db,
    ): Promise<WinningRound[]> {
      const rows = await tx
        .select({
          username: members.username,
          vendorCode: gameRounds.vendorCode,
          gameType: gameRounds.gameType,
          gameName: gameRounds.gameName,
          stake: gameRounds.stake,
          payout: gameRounds.payout,
          settledAt: gameRounds.settledAt,
        })
        .from(gameRounds)
        .innerJoin(members, eq(members.id, gameRounds.memberId))
        .where(
          and(
            eq(gameRounds.merchantId, merchantId),
            eq(gameRounds.status, 'settled'),
            isNotNull(gameRounds.settledAt),
            gt(gameRounds.payout, gameRounds.stake),
            gameType === null ? undefined : eq(gameRounds.gameType, gameType),
          ),
        )
        .orderBy(desc(gameRounds.settledAt), desc(gameRounds.id))
        .limit(limit);
      return rows.flatMap((r) => (r.settledAt ? [{ ...r, settledAt: r.settledAt }] : []));
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
