import { and, eq, sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../../db/arrays.js';
import type { Database, Executor } from '../../../db/client.js';
import { pageWindow, type PageRequest } from '../../../db/paging.js';
import { bigintOf, rowsOf } from '../../../db/rows.js';
import { cardRooms, games } from '../../../db/schema.js';
import { HOUSE_ENGINES } from '../../house/index.js';

export type HouseGameRow = {
  id: number;
  vendorCode: string;
  category: string;
  gameCode: string;
  name: Record<string, string | undefined>;
  engine: string;
  enabled: boolean;
  minBet: bigint;
};

export type RoomRow = {
  id: number;
  vendorCode: string;
  gameCode: string;
  gameName: Record<string, string | undefined> | null;
  code: string;
  level: string;
  baseBet: bigint;
  minBalance: bigint;
  seats: number;
  rakeBps: number;
  betSeconds: number;
  enabled: boolean;
};

/** `%`, `_` and `\` taken literally in an `ilike` pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type RawHouseGame = {
  id: number;
  vendor_code: string;
  game_type: string;
  game_code: string;
  name: Record<string, string | undefined>;
  engine: string;
  enabled: boolean;
  min_bet: unknown;
  total: number;
};

const houseGameOf = (r: RawHouseGame): HouseGameRow => ({
  id: Number(r.id),
  vendorCode: r.vendor_code,
  category: r.game_type,
  gameCode: r.game_code,
  name: r.name,
  engine: r.engine,
  enabled: r.enabled,
  minBet: bigintOf(r.min_bet),
});

type RawRoom = {
  id: number;
  vendor_code: string;
  game_code: string;
  game_name: Record<string, string | undefined> | null;
  code: string;
  level: string;
  base_bet: unknown;
  min_balance: unknown;
  seats: number;
  rake_bps: number;
  bet_seconds: number;
  enabled: boolean;
  total: number;
};

const roomOf = (r: RawRoom): RoomRow => ({
  id: Number(r.id),
  vendorCode: r.vendor_code,
  gameCode: r.game_code,
  gameName: r.game_name,
  code: r.code,
  level: r.level,
  baseBet: bigintOf(r.base_bet),
  minBalance: bigintOf(r.min_balance),
  seats: Number(r.seats),
  rakeBps: Number(r.rake_bps),
  betSeconds: Number(r.bet_seconds),
  enabled: r.enabled,
});

/** Counts the rows of a filter when the page asked for is past the end. */
async function pageOf<R extends { total: number }>(
  tx: Executor,
  query: (tail: SQL) => SQL,
  order: SQL,
  page: PageRequest,
): Promise<{ rows: R[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const rows = await rowsOf<R>(tx, query(sql`${order} limit ${limit} offset ${offset}`));
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && offset > 0) total = (await rowsOf<R>(tx, query(order))).length;
  return { rows, total };
}

/** What the in-house engines read of the brand: games' minimum bets and the card rooms' rows. */
export function createHouseAdminRepository(db: Database) {
  const houseGames = (merchantId: number, where: SQL | undefined) => (tail: SQL) => sql`
    select g.id, g.vendor_code, g.game_type, g.game_code, g.name, g.engine, g.enabled, g.min_bet,
           (count(*) over ())::int as total
      from games g
     where g.merchant_id = ${merchantId} and g.engine = any(${textArray(HOUSE_ENGINES)})
       and g.is_game = 'GAME' and ${where ?? sql`true`}
     ${tail}`;

  const rooms = (merchantId: number, where: SQL | undefined) => (tail: SQL) => sql`
    select r.id, r.vendor_code, r.game_code, g.name as game_name, r.code, r.level, r.base_bet, r.min_balance,
           r.seats, r.rake_bps, r.bet_seconds, r.enabled, (count(*) over ())::int as total
      from card_rooms r
      left join games g on g.merchant_id = r.merchant_id and g.vendor_code = r.vendor_code
                       and g.game_code = r.game_code
     where r.merchant_id = ${merchantId} and ${where ?? sql`true`}
     ${tail}`;

  return {
    async games(
      merchantId: number,
      filter: { engine?: string | undefined; name?: string | undefined },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: HouseGameRow[]; total: number }> {
      const where = and(
        filter.engine === undefined ? undefined : sql`g.engine = ${filter.engine}`,
        filter.name
          ? sql`(g.game_code ilike ${containing(filter.name)}
                 or exists (select 1 from jsonb_each_text(g.name) n where n.value ilike ${containing(filter.name)}))`
          : undefined,
      );
      const { rows, total } = await pageOf<RawHouseGame>(
        tx,
        houseGames(merchantId, where),
        sql`order by g.engine, g.vendor_code, g.sort, g.id`,
        page,
      );
      return { rows: rows.map(houseGameOf), total };
    },

    async lockGame(merchantId: number, id: number, tx: Executor): Promise<HouseGameRow | undefined> {
      await rowsOf(tx, sql`select id from games where merchant_id = ${merchantId} and id = ${id} for update`);
      const [row] = await rowsOf<RawHouseGame>(tx, houseGames(merchantId, sql`g.id = ${id}`)(sql``));
      return row ? houseGameOf(row) : undefined;
    },

    async setMinBet(id: number, minBet: bigint, tx: Executor): Promise<void> {
      await tx.update(games).set({ minBet }).where(eq(games.id, id));
    },

    async rooms(
      merchantId: number,
      filter: { gameCode?: string | undefined },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: RoomRow[]; total: number }> {
      const { rows, total } = await pageOf<RawRoom>(
        tx,
        rooms(merchantId, filter.gameCode ? sql`r.game_code = ${filter.gameCode}` : undefined),
        sql`order by r.game_code, r.sort, r.id`,
        page,
      );
      return { rows: rows.map(roomOf), total };
    },

    async lockRoom(merchantId: number, id: number, tx: Executor): Promise<RoomRow | undefined> {
      await rowsOf(
        tx,
        sql`select id from card_rooms where merchant_id = ${merchantId} and id = ${id} for update`,
      );
      const [row] = await rowsOf<RawRoom>(tx, rooms(merchantId, sql`r.id = ${id}`)(sql``));
      return row ? roomOf(row) : undefined;
    },

    async updateRoom(
      id: number,
      set: {
        baseBet: bigint;
        minBalance: bigint;
        rakeBps: number;
        betSeconds: number;
        enabled: boolean;
      },
      tx: Executor,
    ): Promise<void> {
      await tx.update(cardRooms).set(set).where(eq(cardRooms.id, id));
    },
  };
}
export type HouseAdminRepository = ReturnType<typeof createHouseAdminRepository>;
