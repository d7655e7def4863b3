import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, totalOverAll } from '../../db/paging.js';
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
export type GameLookup = GameRow & { enabled: boolean; vendorEnabled: boolean };

export type GameFilter = {
  gameType?: string;
  vendorCode?: string;
  classify?: string;
  /** Minor units; games whose minimum bet is exactly this. */
  minBet?: bigint;
  minLineNum?: number;
  /** A LIKE pattern, already escaped, matched against the name in `language` and in `fallback`. */
  namePattern?: string;
  language: string;
  fallback: string;
};

export type Page = { limit: number; offset: number };

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
  maintenance: gameVendors.maintenance,
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

/** `%text%` for LIKE, with the pattern characters of the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const toGameRow = <T extends { name: unknown; minBet: bigint | number | string }>(r: T) =>
  ({ ...r, name: r.name as Record<string, string | undefined>, minBet: BigInt(r.minBet) }) as T & {
    name: Record<string, string | undefined>;
    minBet: bigint;
  };

export function createGamesRepository(db: Database) {
  function filterOf(merchantId: number, f: GameFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [visible(merchantId)];
    if (f.gameType) conditions.push(eq(games.gameType, f.gameType));
    if (f.vendorCode) conditions.push(eq(games.vendorCode, f.vendorCode));
    if (f.classify) conditions.push(eq(games.classify, f.classify));
    if (f.minBet !== undefined) conditions.push(eq(games.minBet, f.minBet));
    if (f.minLineNum !== undefined) conditions.push(gte(games.lineNum, f.minLineNum));
    if (f.namePattern !== undefined) {
      // The name the caller sees (their language, else the brand's), or the brand's language's name.
      conditions.push(
        sql`(coalesce(${games.name} ->> ${f.language}, ${games.name} ->> ${f.fallback}) ilike ${f.namePattern}
          or ${games.name} ->> ${f.fallback} ilike ${f.namePattern})`,
      );
    }
    return and(...conditions);
  }

  return {
    /** The brand's enabled vendors, hot first, then in the operator's order. */
    async listEnabledVendors(merchantId: number, tx: Executor = db): Promise<VendorRow[]> {
      return tx
        .select()
        .from(gameVendors)
        .where(and(eq(gameVendors.merchantId, merchantId), eq(gameVendors.enabled, true)))
        .orderBy(desc(gameVendors.isHot), asc(gameVendors.sort), asc(gameVendors.id));
    },

    /** Enabled games per vendor entry (category and vendor code) of the brand. */
    async countGamesByVendor(
      merchantId: number,
      tx: Executor = db,
    ): Promise<{ gameType: string; vendorCode: string; count: number }[]> {
      return tx
        .select({ gameType: games.gameType, vendorCode: games.vendorCode, count: count() })
        .from(games)
        .where(and(eq(games.merchantId, merchantId), eq(games.enabled, true)))
        .groupBy(games.gameType, games.vendorCode);
    },

    /** A vendor's enabled games per category and classification. */
    async countVendorGames(
      merchantId: number,
      vendorCode: string,
      gameType: string | undefined,
      tx: Executor = db,
    ): Promise<{ gameType: string; classify: string | null; count: number }[]> {
      return tx
        .select({ gameType: games.gameType, classify: games.classify, count: count() })
        .from(games)
        .innerJoin(gameVendors, vendorOfGame)
        .where(
          and(
            visible(merchantId),
            eq(games.vendorCode, vendorCode),
            gameType === undefined ? undefined : eq(games.gameType, gameType),
          ),
        )
        .groupBy(games.gameType, games.classify);
    },

    /**
     * One page of the game query, in the brand's order, with the number of games matching (one query:
     * the count is a window over the same rows). Past the last page the total comes from a count.
     */
    async searchGames(
      merchantId: number,
      filter: GameFilter,
      page: Page,
      tx: Executor = db,
    ): Promise<{ rows: GameRow[]; total: number }> {
      const where = filterOf(merchantId, filter);
      const { rows, total } = await countedPage(
        (window) =>
          tx
            .select({ ...gameColumns, total: totalOverAll() })
            .from(games)
            .innerJoin(gameVendors, vendorOfGame)
            .where(where)
            .orderBy(asc(games.sort), asc(games.id))
            .limit(window.limit)
            .offset(window.offset),
        () => tx.select({ n: count() }).from(games).innerJoin(gameVendors, vendorOfGame).where(where),
        page,
      );
      return { rows: rows.map(toGameRow), total };
    },

    /** The brand's hot games, in the brand's order. */
    async hotGames(
      merchantId: number,
      filter: { gameType?: string; vendorCode?: string },
      limit: number,
      tx: Executor = db,
    ): Promise<GameRow[]> {
      const rows = await tx
        .select(gameColumns)
        .from(games)
        .innerJoin(gameVendors, vendorOfGame)
        .where(
          and(
            visible(merchantId),
            eq(games.isHot, true),
            filter.gameType === undefined ? undefined : eq(games.gameType, filter.gameType),
            filter.vendorCode === undefined ? undefined : eq(games.vendorCode, filter.vendorCode),
          ),
        )
        .orderBy(asc(games.sort), asc(games.id))
        .limit(limit);
      return rows.map(toGameRow);
    },

    /** A game of the brand by id, or by vendor and game code, whatever its state. */
    async findGame(
      merchantId: number,
      key: { id: number } | { vendorCode: string; gameCode: string },
      tx: Executor = db,
    ): Promise<GameLookup | undefined> {
      const [row] = await tx
        .select({ ...gameColumns, enabled: games.enabled, vendorEnabled: gameVendors.enabled })
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
