import type { LotteryBetStatus } from '@platform/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, pageWindow, totalOverAll, type PageRequest } from '../../db/paging.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';
import { lotteryBets, lotteryChases, lotteryTickets } from '../../db/schema.js';
import { bigintArray, textArray } from '../../db/arrays.js';

// Tickets, their bets and chases: the placement's writes (pending, then placed or taken back), the
// liability taken per number of a numero, and the member's own reads.

export type TicketStatus = 'pending' | 'open' | 'settled' | 'refunded';

export type TicketRow = {
  id: number;
  merchantId: number;
  memberId: number;
  gameId: number;
  numeroId: number;
  numero: string;
  chaseId: number | null;
  requestId: string;
  seq: number;
  payloadHash: string;
  amount: bigint;
  payout: bigint;
  shortfall: bigint;
  resultVersion: number | null;
  status: TicketStatus;
  balanceAfter: bigint | null;
  placedAt: Date;
};

export type BetRow = {
  id: number;
  ticketId: number;
  gameId: number;
  numeroId: number;
  numero: string;
  chaseId: number | null;
  betType: string;
  selection: unknown;
  units: number;
  unitPrice: bigint;
  multiple: number;
  amount: bigint;
  status: LotteryBetStatus;
  payout: bigint;
  placedAt: Date;
  settledAt: Date | null;
};

export type NewTicket = {
  merchantId: number;
  memberId: number;
  gameId: number;
  numeroId: number;
  chaseId: number | null;
  requestId: string;
  seq: number;
  payloadHash: string;
  amount: bigint;
  placedAt: Date;
};

export type NewBet = {
  betType: string;
  selection: unknown;
  units: number;
  unitPrice: bigint;
  multiple: number;
  amount: bigint;
};

/** A number's liability added on a numero: its key and the amount its bets would return. */
export type ExposureEntry = { key: string; amount: bigint };

export const ticketOfRaw = (r: RawRow): TicketRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  gameId: Number(r.game_id),
  numeroId: Number(r.numero_id),
  numero: String(r.numero),
  chaseId: r.chase_id === null || r.chase_id === undefined ? null : Number(r.chase_id),
  requestId: String(r.request_id),
  seq: Number(r.seq),
  payloadHash: String(r.payload_hash),
  amount: bigintOf(r.amount),
  payout: bigintOf(r.payout),
  shortfall: bigintOf(r.shortfall),
  resultVersion:
    r.result_version === null || r.result_version === undefined ? null : Number(r.result_version),
  status: r.status as TicketStatus,
  balanceAfter: r.balance_after === null || r.balance_after === undefined ? null : bigintOf(r.balance_after),
  placedAt: timeOf(r.placed_at),
});

export const betOfRaw = (r: RawRow): BetRow => ({
  id: Number(r.id),
  ticketId: Number(r.ticket_id),
  gameId: Number(r.game_id),
  numeroId: Number(r.numero_id),
  numero: String(r.numero),
  chaseId: r.chase_id === null || r.chase_id === undefined ? null : Number(r.chase_id),
  betType: String(r.bet_type),
  selection: r.selection,
  units: Number(r.units),
  unitPrice: bigintOf(r.unit_price),
  multiple: Number(r.multiple),
  amount: bigintOf(r.amount),
  status: r.status as LotteryBetStatus,
  payout: bigintOf(r.payout),
  placedAt: timeOf(r.placed_at),
  settledAt: timeOrNull(r.settled_at),
});

const ids = bigintArray;

/** Tickets with their numero's id, as `ticketOfRaw` reads them. */
export const TICKETS = sql`select t.*, n.numero from lottery_tickets t join lottery_numeros n on n.id = t.numero_id`;

export function createTicketsRepository(db: Database) {
  return {
    /** One member's placements are decided one after the other, across processes (held to commit). */
    async lockMember(memberId: number, tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lottery:member:${memberId}`}))`);
    },

    async ticketsOfRequest(memberId: number, requestId: string, tx: Executor = db): Promise<TicketRow[]> {
      const rows = await rowsOf(
        tx,
        sql`${TICKETS}
            where t.member_id = ${memberId} and t.request_id = ${requestId} order by t.seq`,
      );
      return rows.map(ticketOfRaw);
    },

    /** What the member staked on the game from `from` (included) to `until`, refunds left out. */
    async stakedOn(memberId: number, gameId: number, from: Date, until: Date, tx: Executor): Promise<bigint> {
      const [row] = await rowsOf<{ total: unknown }>(
        tx,
        sql`select coalesce(sum(amount), 0) as total from lottery_tickets
            where member_id = ${memberId} and game_id = ${gameId} and status <> 'refunded'
              and placed_at >= ${from.toISOString()}::timestamptz and placed_at < ${until.toISOString()}::timestamptz`,
      );
      return bigintOf(row?.total);
    },

    /**
     * Adds the numbers' liability on a numero, each only while it stays within `cap`; answers the keys that
     * would pass it (nothing of them is added: the caller rolls its transaction back).
     */
    async addExposure(
      numeroId: number,
      entries: ExposureEntry[],
      cap: bigint,
      tx: Executor,
    ): Promise<string[]> {
      if (entries.length === 0) return [];
      const over = entries.filter((e) => e.amount > cap).map((e) => e.key);
      if (over.length > 0) return over;
      const keys = entries.map((e) => e.key);
      const rows = await rowsOf<{ key: string }>(
        tx,
        sql`insert into lottery_exposure as x (numero_id, key, amount)
            select ${numeroId}, k, a from unnest(${textArray(keys)}, ${bigintArray(entries.map((e) => e.amount))}) as u(k, a)
            order by k collate "C"
            on conflict (numero_id, key) do update set amount = x.amount + excluded.amount
              where x.amount + excluded.amount <= ${cap}
            returning x.key`,
      );
      const added = new Set(rows.map((r) => r.key));
      return keys.filter((k) => !added.has(k));
    },

    /** Takes back the liability of refunded or withdrawn tickets. */
    async subtractExposure(numeroId: number, entries: ExposureEntry[], tx: Executor): Promise<void> {
      if (entries.length === 0) return;
      await tx.execute(
        sql`with locked as (
              select key from lottery_exposure
               where numero_id = ${numeroId} and key = any(${textArray(entries.map((e) => e.key))})
               order by key collate "C" for update)
            update lottery_exposure x set amount = x.amount - u.a
              from unnest(${textArray(entries.map((e) => e.key))}, ${bigintArray(entries.map((e) => e.amount))}) as u(k, a),
                   locked l
             where x.numero_id = ${numeroId} and x.key = l.key and x.key = u.k`,
      );
    },

    async insertChase(
      row: { merchantId: number; memberId: number; gameId: number; numeros: number; winStop: boolean },
      tx: Executor,
    ): Promise<number> {
      const [made] = await tx.insert(lotteryChases).values(row).returning({ id: lotteryChases.id });
      if (!made) throw new Error('chase not stored');
      return made.id;
    },

    /** A ticket and its bets, pending until its debit is answered; answers their ids. */
    async insertTicket(
      ticket: NewTicket,
      bets: NewBet[],
      tx: Executor,
    ): Promise<{ id: number; betIds: number[] }> {
      const [made] = await tx
        .insert(lotteryTickets)
        .values({ ...ticket, status: 'pending' })
        .returning({ id: lotteryTickets.id });
      if (!made) throw new Error('ticket not stored');
      const betIds = await tx
        .insert(lotteryBets)
        .values(
          bets.map((b) => ({
            ...b,
            ticketId: made.id,
            merchantId: ticket.merchantId,
            memberId: ticket.memberId,
            gameId: ticket.gameId,
            numeroId: ticket.numeroId,
          })),
        )
        .returning({ id: lotteryBets.id });
      // One statement numbers its rows in the order given.
      return { id: made.id, betIds: betIds.map((b) => b.id).sort((a, b) => a - b) };
    },

    /** The request's tickets placed, each with the balance its debit answered; false when one is not pending. */
    async markPlaced(tickets: { id: number; balanceAfter: bigint }[], tx: Executor): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update lottery_tickets t set status = 'open', balance_after = u.b
            from unnest(${ids(tickets.map((x) => x.id))}, ${bigintArray(tickets.map((x) => x.balanceAfter))}) as u(i, b)
            where t.id = u.i and t.status = 'pending' returning t.id`,
      );
      return rows.length === tickets.length;
    },

    /** Pending tickets withdrawn (their debits refused or rolled back): they and their bets are gone. */
    async deletePending(ticketIds: number[], tx: Executor): Promise<number> {
      if (ticketIds.length === 0) return 0;
      const gone = await rowsOf(
        tx,
        sql`with t as (select id from lottery_tickets where id = any(${ids(ticketIds)}) and status = 'pending'),
            b as (delete from lottery_bets where ticket_id in (select id from t))
            delete from lottery_tickets where id in (select id from t) returning id`,
      );
      return gone.length;
    },

    async deleteChaseIfEmpty(chaseId: number, tx: Executor): Promise<void> {
      await tx.execute(
        sql`delete from lottery_chases c where c.id = ${chaseId}
            and not exists (select 1 from lottery_tickets t where t.chase_id = c.id)`,
      );
    },

    async betsOfTickets(ticketIds: number[], tx: Executor = db): Promise<BetRow[]> {
      if (ticketIds.length === 0) return [];
      const rows = await rowsOf(
        tx,
        sql`select b.*, n.numero, t.chase_id, t.placed_at from lottery_bets b
            join lottery_tickets t on t.id = b.ticket_id join lottery_numeros n on n.id = b.numero_id
            where b.ticket_id = any(${ids(ticketIds)}) order by b.ticket_id, b.id`,
      );
      return rows.map(betOfRaw);
    },

    /** The member's placed bets, newest first, by game and status. */
    async memberBets(
      memberId: number,
      filter: { gameId?: number; status?: LotteryBetStatus },
      page: PageRequest,
      tx: Executor = db,
    ): Promise<{ rows: BetRow[]; total: number }> {
      const where = sql`b.member_id = ${memberId} and t.status <> 'pending'
        ${filter.gameId === undefined ? sql`` : sql`and b.game_id = ${filter.gameId}`}
        ${filter.status === undefined ? sql`` : sql`and b.status = ${filter.status}`}`;
      const { rows, total } = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`select b.*, n.numero, t.chase_id, t.placed_at, ${totalOverAll()} as total
                from lottery_bets b join lottery_tickets t on t.id = b.ticket_id
                join lottery_numeros n on n.id = b.numero_id
                where ${where} order by b.id desc limit ${w.limit} offset ${w.offset}`,
          ),
        () =>
          rowsOf<{ n: number }>(
            tx,
            sql`select count(*) as n from lottery_bets b join lottery_tickets t on t.id = b.ticket_id
                where ${where}`,
          ),
        pageWindow(page),
      );
      return { rows: rows.map(betOfRaw), total };
    },

    /** The games the member placed tickets on lately, newest first. */
    async recentGames(memberId: number, limit: number, tx: Executor = db): Promise<number[]> {
      const rows = await rowsOf<{ game_id: number }>(
        tx,
        sql`select game_id from lottery_tickets where member_id = ${memberId} and status <> 'pending'
            group by game_id order by max(placed_at) desc limit ${limit}`,
      );
      return rows.map((r) => Number(r.game_id));
    },

    async chase(chaseId: number, tx: Executor = db) {
      const [row] = await tx.select().from(lotteryChases).where(eq(lotteryChases.id, chaseId));
      return row;
    },

    /** A running chase ended (won, cancelled, done); false when it was not running any more. */
    async endChase(chaseId: number, status: 'won' | 'cancelled' | 'done', now: Date, tx: Executor = db) {
      const rows = await tx
        .update(lotteryChases)
        .set({ status, endedAt: now })
        .where(and(eq(lotteryChases.id, chaseId), eq(lotteryChases.status, 'running')))
        .returning({ id: lotteryChases.id });
      return rows.length === 1;
    },

    /** Running chases with no ticket left to play are done. */
    async finishChase(chaseIds: number | number[], now: Date, tx: Executor = db): Promise<void> {
      const list = Array.isArray(chaseIds) ? chaseIds : [chaseIds];
      if (list.length === 0) return;
      await tx.execute(
        sql`update lottery_chases c set status = 'done', ended_at = ${now.toISOString()}::timestamptz
            where c.id = any(${ids(list)}) and c.status = 'running' and not exists (
              select 1 from lottery_tickets t where t.chase_id = c.id and t.status in ('pending', 'open'))`,
      );
    },

    /** Running chases that stop after a win (`win_stop`) are won: their later tickets are refunded. */
    async stopChases(chaseIds: number[], now: Date, tx: Executor): Promise<void> {
      if (chaseIds.length === 0) return;
      await tx.execute(
        sql`update lottery_chases set status = 'won', ended_at = ${now.toISOString()}::timestamptz
            where id = any(${ids(chaseIds)}) and win_stop and status = 'running'`,
      );
    },

    /** The chase's open tickets whose numero still takes bets at `now` (what a stop or a cancel refunds). */
    async refundableOfChase(chaseId: number, now: Date, tx: Executor = db): Promise<TicketRow[]> {
      const rows = await rowsOf(
        tx,
        sql`${TICKETS}
            where t.chase_id = ${chaseId} and t.status = 'open' and n.status = 'open'
              and n.closes_at > ${now.toISOString()}::timestamptz
            order by t.seq`,
      );
      return rows.map(ticketOfRaw);
    },

    /** Pending tickets placed before `before` (a placement that stopped half-way), oldest first. */
    async stalePending(before: Date, limit: number, tx: Executor = db): Promise<TicketRow[]> {
      const rows = await rowsOf(
        tx,
        sql`${TICKETS}
            where t.status = 'pending' and t.placed_at < ${before.toISOString()}::timestamptz
            order by t.placed_at, t.id limit ${limit}`,
      );
      return rows.map(ticketOfRaw);
    },

    /** Open tickets of cancelled numeros, and of stopped chases whose numeros still take bets: to refund. */
    async toRefund(now: Date, limit: number, tx: Executor = db): Promise<TicketRow[]> {
      const rows = await rowsOf(
        tx,
        sql`(select t.*, n.numero from lottery_numeros n join lottery_tickets t on t.numero_id = n.id
              where n.status = 'cancelled' and t.status = 'open' order by t.id limit ${limit})
            union all
            (select t.*, n.numero from lottery_chases c join lottery_tickets t on t.chase_id = c.id
              join lottery_numeros n on n.id = t.numero_id
              where c.status in ('won', 'cancelled') and t.status = 'open' and n.status = 'open'
                and n.closes_at > ${now.toISOString()}::timestamptz order by t.id limit ${limit})`,
      );
      return rows.map(ticketOfRaw).slice(0, limit);
    },

    /** A numero's open tickets, oldest first (a cancelled numero's to refund). */
    async openOfNumero(numeroId: number, limit: number, tx: Executor = db): Promise<TicketRow[]> {
      const rows = await rowsOf(
        tx,
        sql`${TICKETS}
            where t.numero_id = ${numeroId} and t.status = 'open' order by t.id limit ${limit}`,
      );
      return rows.map(ticketOfRaw);
    },

    /** A ticket refunded (its debit rolled back): it and its bets return their stakes. */
    async markRefunded(ticketId: number, now: Date, tx: Executor): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update lottery_tickets set status = 'refunded', payout = amount, settled_at = ${now.toISOString()}::timestamptz
            where id = ${ticketId} and status = 'open' returning id`,
      );
      if (rows.length === 0) return false;
      await tx.execute(
        sql`update lottery_bets set status = 'refunded', payout = amount, settled_at = ${now.toISOString()}::timestamptz
            where ticket_id = ${ticketId}`,
      );
      return true;
    },

    async ticketsOf(ticketIds: number[], tx: Executor = db): Promise<TicketRow[]> {
      if (ticketIds.length === 0) return [];
      const rows = await rowsOf(
        tx,
        sql`${TICKETS}
            where t.id = any(${ids(ticketIds)}) order by t.id`,
      );
      return rows.map(ticketOfRaw);
    },
  };
}
export type TicketsRepository = ReturnType<typeof createTicketsRepository>;
