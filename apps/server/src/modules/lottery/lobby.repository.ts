import type { NumeroStatus } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, pageWindow, totalOverAll, type PageRequest } from '../../db/paging.js';
import { bigintOf, rowsOf, type RawRow } from '../../db/rows.js';
import type { DrawResult } from './engine/types.js';
import { intArray } from '../../db/arrays.js';
import { numeroOfRaw, type NumeroRow } from './numeros.repository.js';

// The lobby's reads of numeros: latest results of every game, a game's results by day, the draws its
// trends count, and the operators' list with what was staked and paid on each numero.

const DRAWN = sql`('drawn', 'settled')`;

/** The bets on numero `n` (placed ones), their stakes and what they paid so far. */
const MONEY = sql`left join lateral (select count(b.id) as bets, sum(b.amount) as stake,
    sum(case when b.status = 'open' then 0 else b.payout end) as payout
  from lottery_tickets t join lottery_bets b on b.ticket_id = t.id
  where t.numero_id = n.id and t.status <> 'pending') m on true`;

const moneyOfRaw = (r: RawRow) => ({
  bets: Number(r.bets ?? 0),
  stake: bigintOf(r.stake),
  payout: bigintOf(r.payout),
});

export type NumeroWithMoney = NumeroRow & { bets: number; stake: bigint; payout: bigint };

export function createLobbyRepository(db: Database) {
  return {
    /**
     * The latest drawn numeros of the games, every game's newest first, then every game's second, ...
     * (a strip shows each game), at most `count` in all.
     */
    async latestDrawn(gameIds: number[], count: number, tx: Executor = db): Promise<NumeroRow[]> {
      if (gameIds.length === 0) return [];
      const rows = await rowsOf(
        tx,
        sql`select n.* from unnest(${intArray(gameIds)}) as g(id)
            cross join lateral (select x.*, row_number() over (order by x.draw_at desc) as rank
              from (select * from lottery_numeros where game_id = g.id and status in ${DRAWN}
                    order by draw_at desc limit ${count}) x) n
            order by n.rank, n.draw_at desc, n.game_id limit ${count}`,
      );
      return rows.map(numeroOfRaw);
    },

    /** A game's drawn and cancelled numeros, newest first, of one day (the game's zone) or all. */
    async results(
      gameId: number,
      day: string | undefined,
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: NumeroRow[]; total: number }> {
      const where = sql`game_id = ${gameId} and status in ('drawn', 'settled', 'cancelled')
        ${day === undefined ? sql`` : sql`and day = ${day}`}`;
      const { rows, total } = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`select *, ${totalOverAll()} as total from lottery_numeros where ${where}
                order by draw_at desc, numero desc limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from lottery_numeros where ${where}`),
        pageWindow(page),
      );
      return { rows: rows.map(numeroOfRaw), total };
    },

    /** The results of a game's last `count` drawn numeros, newest first. */
    async lastResults(gameId: number, count: number, tx: Executor = db): Promise<DrawResult[]> {
      const rows = await rowsOf<{ result: DrawResult }>(
        tx,
        sql`select result from lottery_numeros where game_id = ${gameId} and status in ${DRAWN}
            order by draw_at desc limit ${count}`,
      );
      return rows.map((r) => r.result);
    },

    /** The brand's numeros for operators, newest draw first, with their bets' stakes and payouts. */
    async operatorList(
      merchantId: number,
      filter: { gameId?: number; status?: NumeroStatus; until: Date },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: NumeroWithMoney[]; total: number }> {
      const where = sql`n.merchant_id = ${merchantId} and n.opens_at <= ${filter.until.toISOString()}::timestamptz
        ${filter.gameId === undefined ? sql`` : sql`and n.game_id = ${filter.gameId}`}
        ${filter.status === undefined ? sql`` : sql`and n.status = ${filter.status}`}`;
      const { rows, total } = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`select n.*, m.bets, m.stake, m.payout, ${totalOverAll()} as total
                from lottery_numeros n ${MONEY}
                where ${where} order by n.draw_at desc, n.numero desc limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from lottery_numeros n where ${where}`),
        pageWindow(page),
      );
      return { rows: rows.map((r) => ({ ...numeroOfRaw(r), ...moneyOfRaw(r) })), total };
    },

    /** One numero with its bets' stakes and payouts. */
    async withMoney(numeroId: number, tx: Executor = db): Promise<NumeroWithMoney | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select n.*, m.bets, m.stake, m.payout from lottery_numeros n ${MONEY} where n.id = ${numeroId}`,
      );
      return row && { ...numeroOfRaw(row), ...moneyOfRaw(row) };
    },
  };
}
export type LobbyRepository = ReturnType<typeof createLobbyRepository>;
