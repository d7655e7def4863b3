import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { bigintArray } from '../../../db/arrays.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../../db/rows.js';
import { createRoundCredits } from '../../wallet/index.js';

// The live tables' statements: seats, rounds on a clock, bets, and the settlement's credits through the
// wallet's `createRoundCredits` (one statement for every member's round of a table round).

export type TableRoundRow = {
  id: number;
  merchantId: number;
  gameCode: string;
  roundNo: number;
  state: 'betting' | 'closed' | 'settled';
  openedAt: Date;
  closesAt: Date;
  settledAt: Date | null;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  result: Record<string, unknown> | null;
};

export type TableBetRow = {
  id: number;
  roundId: number;
  memberId: number;
  player: string;
  betId: string;
  spot: string;
  amount: bigint;
  status: 'pending' | 'placed' | 'won' | 'lost' | 'void' | 'refused';
  payout: bigint;
  createdAt: Date;
};

export type SpotTotal = { spot: string; amount: bigint; players: number };

const roundOf = (r: RawRow): TableRoundRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  gameCode: String(r.game_code),
  roundNo: Number(r.round_no),
  state: r.state as TableRoundRow['state'],
  openedAt: timeOf(r.opened_at),
  closesAt: timeOf(r.closes_at),
  settledAt: timeOrNull(r.settled_at),
  serverSeed: String(r.server_seed),
  serverSeedHash: String(r.server_seed_hash),
  clientSeed: String(r.client_seed),
  result: (r.result as Record<string, unknown> | null) ?? null,
});

const betOf = (r: RawRow): TableBetRow => ({
  id: Number(r.id),
  roundId: Number(r.round_id),
  memberId: Number(r.member_id),
  player: String(r.player),
  betId: String(r.bet_id),
  spot: String(r.spot),
  amount: bigintOf(r.amount),
  status: r.status as TableBetRow['status'],
  payout: bigintOf(r.payout),
  createdAt: timeOf(r.created_at),
});

const iso = (d: Date) => d.toISOString();

export function createTablesRepository(db: Database) {
  return {
    ...createRoundCredits(),

    /** The member is at the table now (a socket opened or was heard from). */
    async seat(merchantId: number, gameCode: string, memberId: number, at: Date, tx: Executor = db) {
      await tx.execute(
        sql`insert into live_table_seats (merchant_id, game_code, member_id, seen_at)
            values (${merchantId}, ${gameCode}, ${memberId}, ${iso(at)}::timestamptz)
            on conflict (merchant_id, game_code, member_id) do update set seen_at = excluded.seen_at
            where live_table_seats.seen_at < excluded.seen_at`,
      );
    },

    /** The member's name as the table shows it to others. */
    async username(memberId: number, tx: Executor = db): Promise<string> {
      const [row] = await rowsOf<{ username: string }>(
        tx,
        sql`select username from members where id = ${memberId}`,
      );
      return row?.username ?? '';
    },

    /**
     * Tables with a member seen since `seenSince`, no round open, and their last round settled before
     * `settledBefore` (its result shown long enough): each with its next round's number.
     */
    async tablesToOpen(
      seenSince: Date,
      settledBefore: Date,
      tx: Executor = db,
    ): Promise<{ merchantId: number; gameCode: string; roundNo: number }[]> {
      const rows = await rowsOf(
        tx,
        sql`select s.merchant_id, s.game_code, coalesce(last.round_no, 0) + 1 as round_no
            from (select distinct merchant_id, game_code from live_table_seats
                  where seen_at > ${iso(seenSince)}::timestamptz) s
            left join lateral (select r.round_no, r.state, r.settled_at from live_table_rounds r
                  where r.merchant_id = s.merchant_id and r.game_code = s.game_code
                  order by r.round_no desc limit 1) last on true
            where last.round_no is null
               or (last.state = 'settled' and last.settled_at <= ${iso(settledBefore)}::timestamptz)`,
      );
      return rows.map((r) => ({
        merchantId: Number(r.merchant_id),
        gameCode: String(r.game_code),
        roundNo: Number(r.round_no),
      }));
    },

    /** Opens a round; undefined when another run opened this table's round first. */
    async openRound(
      round: Omit<TableRoundRow, 'id' | 'state' | 'settledAt' | 'result'>,
      tx: Executor = db,
    ): Promise<TableRoundRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`insert into live_table_rounds (merchant_id, game_code, round_no, state, opened_at, closes_at,
              server_seed, server_seed_hash, client_seed)
            values (${round.merchantId}, ${round.gameCode}, ${round.roundNo}, 'betting',
              ${iso(round.openedAt)}::timestamptz, ${iso(round.closesAt)}::timestamptz, ${round.serverSeed},
              ${round.serverSeedHash}, ${round.clientSeed})
            on conflict do nothing returning *`,
      );
      return row && roundOf(row);
    },

    /** The table's latest round (open or settled), if it ever had one. */
    async latestRound(merchantId: number, gameCode: string, tx: Executor = db) {
      const [row] = await rowsOf(
        tx,
        sql`select * from live_table_rounds where merchant_id = ${merchantId} and game_code = ${gameCode}
            order by round_no desc limit 1`,
      );
      return row && roundOf(row);
    },

    /** Closes betting on every round whose betting time is over; answers them. */
    async closeDue(now: Date, tx: Executor = db): Promise<TableRoundRow[]> {
      const rows = await rowsOf(
        tx,
        sql`update live_table_rounds set state = 'closed'
            where state = 'betting' and closes_at <= ${iso(now)}::timestamptz returning *`,
      );
      return rows.map(roundOf);
    },

    async closedRounds(limit: number, tx: Executor = db): Promise<TableRoundRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from live_table_rounds where state = 'closed' order by closes_at limit ${limit}`,
      );
      return rows.map(roundOf);
    },

    /** The round, locked, while it is still closed (not settled by another run). */
    async lockClosed(roundId: number, tx: Executor): Promise<TableRoundRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select * from live_table_rounds where id = ${roundId} and state = 'closed' for update`,
      );
      return row && roundOf(row);
    },

    async markSettled(roundId: number, result: unknown, now: Date, tx: Executor): Promise<void> {
      await tx.execute(
        sql`update live_table_rounds set state = 'settled', settled_at = ${iso(now)}::timestamptz,
              result = ${JSON.stringify(result)}::jsonb where id = ${roundId}`,
      );
    },

    /**
     * A new pending bet, only while its round takes bets at `now`; undefined when the round is closed or
     * the member's bet id is taken (the caller reads which).
     */
    async insertPending(
      bet: { roundId: number; merchantId: number; memberId: number; player: string; betId: string },
      spot: string,
      amount: bigint,
      now: Date,
      tx: Executor = db,
    ): Promise<TableBetRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`insert into live_table_bets (round_id, merchant_id, member_id, player, bet_id, spot, amount, status,
              created_at)
            select ${bet.roundId}, ${bet.merchantId}, ${bet.memberId}, ${bet.player}, ${bet.betId}, ${spot},
              ${amount}, 'pending', ${iso(now)}::timestamptz
            where exists (select 1 from live_table_rounds r where r.id = ${bet.roundId}
              and r.state = 'betting' and r.closes_at > ${iso(now)}::timestamptz)
            on conflict (round_id, member_id, bet_id) do nothing returning *`,
      );
      return row && betOf(row);
    },

    async bet(roundId: number, memberId: number, betId: string, tx: Executor = db) {
      const [row] = await rowsOf(
        tx,
        sql`select * from live_table_bets where round_id = ${roundId} and member_id = ${memberId}
              and bet_id = ${betId}`,
      );
      return row && betOf(row);
    },

    /** Moves a bet from one status to another; false when it was no longer in `from`. */
    async markBet(id: number, from: TableBetRow['status'], to: TableBetRow['status'], tx: Executor = db) {
      const rows = await rowsOf(
        tx,
        sql`update live_table_bets set status = ${to} where id = ${id} and status = ${from} returning id`,
      );
      return rows.length === 1;
    },

    /** What the member has on a spot in the round (placed, or being placed). */
    async memberOnSpot(roundId: number, memberId: number, spot: string, tx: Executor = db) {
      const [row] = await rowsOf<{ total: unknown }>(
        tx,
        sql`select coalesce(sum(amount), 0) as total from live_table_bets where round_id = ${roundId}
              and member_id = ${memberId} and spot = ${spot} and status in ('pending', 'placed')`,
      );
      return bigintOf(row?.total);
    },

    /** Every player's bets of a round summed per spot (placed and settled ones). */
    async spotTotals(roundId: number, tx: Executor = db): Promise<SpotTotal[]> {
      const rows = await rowsOf(
        tx,
        sql`select spot, sum(amount) as amount, count(distinct member_id) as players from live_table_bets
            where round_id = ${roundId} and status in ('placed', 'won', 'lost') group by spot order by spot`,
      );
      return rows.map((r) => ({
        spot: String(r.spot),
        amount: bigintOf(r.amount),
        players: Number(r.players),
      }));
    },

    /** The round's bets as the table shows them: the latest first. */
    async recentBets(roundId: number, limit: number, tx: Executor = db): Promise<TableBetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from live_table_bets where round_id = ${roundId} and status in ('placed', 'won', 'lost')
            order by id desc limit ${limit}`,
      );
      return rows.map(betOf);
    },

    async memberBets(roundId: number, memberId: number, tx: Executor = db): Promise<TableBetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from live_table_bets where round_id = ${roundId} and member_id = ${memberId}
              and status in ('placed', 'won', 'lost') order by id`,
      );
      return rows.map(betOf);
    },

    /** Bets of a round in one status (pending, void). */
    async betsIn(roundId: number, status: TableBetRow['status'], tx: Executor = db): Promise<TableBetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from live_table_bets where round_id = ${roundId} and status = ${status} order by id`,
      );
      return rows.map(betOf);
    },

    /** The placed bets of a round, locked for its settlement. */
    async placedBets(roundId: number, tx: Executor): Promise<TableBetRow[]> {
      const rows = await rowsOf(
        tx,
        sql`select * from live_table_bets where round_id = ${roundId} and status = 'placed'
            order by member_id, id for update`,
      );
      return rows.map(betOf);
    },

    async settleBets(bets: { id: number; payout: bigint }[], tx: Executor): Promise<void> {
      if (bets.length === 0) return;
      await tx.execute(
        sql`update live_table_bets b set payout = u.p, status = case when u.p > 0 then 'won' else 'lost' end
            from unnest(${bigintArray(bets.map((b) => b.id))}, ${bigintArray(bets.map((b) => b.payout))})
              as u(i, p) where b.id = u.i and b.status = 'placed'`,
      );
    },

    /** The table's settled rounds, the latest first. */
    async history(merchantId: number, gameCode: string, limit: number, tx: Executor = db) {
      const rows = await rowsOf(
        tx,
        sql`select * from live_table_rounds where merchant_id = ${merchantId} and game_code = ${gameCode}
              and state = 'settled' order by round_no desc limit ${limit}`,
      );
      return rows.map(roundOf);
    },

    /** The brand as the wallet calls name it, its currency, and the wallet a vendor plays on. */
    async party(merchantId: number, vendorCode: string, tx: Executor = db) {
      const [row] = await rowsOf<{ code: string; currency: string; mode: string | null }>(
        tx,
        sql`select m.code, m.currency_symbol as currency,
              (select v.wallet_mode from game_vendors v where v.merchant_id = m.id and v.code = ${vendorCode}
               limit 1) as mode
            from merchants m where m.id = ${merchantId}`,
      );
      if (!row) return undefined;
      return {
        merchantId,
        merchantCode: row.code,
        vendorCode,
        currency: row.currency,
        walletCode: row.mode === 'transfer' ? vendorCode : 'MAIN',
      };
    },

    /** Members seated at a table since `since` (for the table's head count). */
    async seated(merchantId: number, gameCode: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf<{ n: unknown }>(
        tx,
        sql`select count(*) as n from live_table_seats where merchant_id = ${merchantId}
              and game_code = ${gameCode} and seen_at > ${iso(since)}::timestamptz`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
export type TablesRepository = ReturnType<typeof createTablesRepository>;
