import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, type PageWindow } from '../../db/paging.js';
import { bigintOf, rowsOf, timeOf, type RawRow } from '../../db/rows.js';
import { prefixPattern } from './team.repository.js';

// What the team did: its settled rounds, and its deposits, withdrawals and transfers from the ledger.

export type TeamBetFilter = {
  agentId: number;
  from: Date;
  until: Date;
  username?: string | undefined;
  gameType?: string | undefined;
  vendor?: string | undefined;
};
export type TeamBetRow = {
  id: number;
  username: string;
  roundId: string;
  vendorCode: string;
  gameType: string;
  gameName: string;
  catalogueName: Partial<Record<string, string>> | null;
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  settledAt: Date;
};
export type TeamBetTotals = { count: number; stake: bigint; validBet: bigint; payout: bigint };

export type TeamMoveFilter = {
  agentId: number;
  from: Date;
  until: Date;
  username?: string | undefined;
  kind?: 'deposit' | 'withdrawal' | 'transfer' | undefined;
};
export type TeamMoveRow = {
  id: number;
  username: string;
  kind: 'deposit' | 'withdrawal' | 'transfer';
  /** Signed from the member's side (minor units). */
  amount: bigint;
  reference: string;
  createdAt: Date;
};
export type TeamMoveTotals = {
  deposits: bigint;
  withdrawals: bigint;
  transfersIn: bigint;
  transfersOut: bigint;
};

const jsonOf = (value: unknown): Partial<Record<string, string>> | null => {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed && typeof parsed === 'object' ? parsed : null;
};

/** The team (the agent not counted), optionally only usernames starting with `username`. */
const team = (agentId: number, username: string | undefined) => sql`
  select t.descendant_id as member_id, m.username
    from agent_tree t join members m on m.id = t.descendant_id
   where t.ancestor_id = ${agentId} and t.depth >= 1
     ${username ? sql`and m.username_lower like ${prefixPattern(username)}` : sql``}`;

/** Settled rounds of the team in the period (a round settles after it opens: `created_at` bounds it too). */
const betsFrom = (f: TeamBetFilter): SQL => sql`
  from (${team(f.agentId, f.username)}) tm
  join game_rounds r on r.member_id = tm.member_id
 where r.status = 'settled'
   and r.created_at < ${f.until.toISOString()}::timestamptz
   and r.settled_at >= ${f.from.toISOString()}::timestamptz
   and r.settled_at < ${f.until.toISOString()}::timestamptz
   ${f.gameType ? sql`and r.game_type = ${f.gameType}` : sql``}
   ${f.vendor ? sql`and r.vendor_code = ${f.vendor}` : sql``}`;

/**
 * The team's money movements, one row per member side: deposits credited, withdrawals held (negative) and
 * released again (positive), and transfers between uplines and downlines (the other side's username).
 * Row ids are the transfer's id twice plus the side, so that both sides of one transfer stay distinct.
 */
const moves = (f: TeamMoveFilter): SQL => {
  const range = sql`x.created_at >= ${f.from.toISOString()}::timestamptz
                and x.created_at < ${f.until.toISOString()}::timestamptz`;
  return sql`
  with tm as (${team(f.agentId, f.username)}),
  acc as (select a.id, tm.username from tm join accounts a on a.member_id = tm.member_id),
  mv as (
    select x.id * 2 + 1 as id, acc.username, 'deposit' as kind, x.amount as amount,
           coalesce(o.order_no, x.reference) as reference, x.created_at
      from acc join ledger_transfers x on x.credit_account_id = acc.id
      left join deposit_orders o on o.transfer_id = x.id
     where x.kind = 'deposit' and ${range}
    union all
    select x.id * 2, acc.username, 'withdrawal', -x.amount, coalesce(w.order_no, x.reference), x.created_at
      from acc join ledger_transfers x on x.debit_account_id = acc.id
      left join withdrawal_orders w on w.hold_transfer_id = x.id
     where x.kind = 'withdrawal_hold' and ${range}
    union all
    select x.id * 2 + 1, acc.username, 'withdrawal', x.amount, coalesce(w.order_no, x.reference), x.created_at
      from acc join ledger_transfers x on x.credit_account_id = acc.id
      left join withdrawal_orders w on w.settle_transfer_id = x.id
     where x.kind = 'withdrawal_release' and ${range}
    union all
    select x.id * 2, acc.username, 'transfer', -x.amount, coalesce(om.username, ''), x.created_at
      from acc join ledger_transfers x on x.debit_account_id = acc.id
      join accounts oa on oa.id = x.credit_account_id left join members om on om.id = oa.member_id
     where x.kind in ('agent_transfer', 'upline_transfer') and ${range}
    union all
    select x.id * 2 + 1, acc.username, 'transfer', x.amount, coalesce(om.username, ''), x.created_at
      from acc join ledger_transfers x on x.credit_account_id = acc.id
      join accounts oa on oa.id = x.debit_account_id left join members om on om.id = oa.member_id
     where x.kind in ('agent_transfer', 'upline_transfer') and ${range}
  )`;
};

const kindWhere = (f: TeamMoveFilter) => (f.kind ? sql`where kind = ${f.kind}` : sql``);

export function createActivityRepository(db: Database) {
  return {
    /** A page of the team's settled rounds, the latest settled first, with their catalogue names. */
    async bets(f: TeamBetFilter, window: PageWindow, tx: Executor = db) {
      const result = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`select p.*, g.name as catalogue_name from (
                  select r.id, tm.username, r.round_id, r.vendor_code, r.game_code, r.game_type, r.game_name,
                         r.stake, r.valid_bet, r.payout, r.settled_at, r.merchant_id,
                         (count(*) over ())::int as total
                    ${betsFrom(f)}
                   order by r.settled_at desc, r.id desc
                   limit ${w.limit} offset ${w.offset}) p
                left join games g on g.merchant_id = p.merchant_id and g.vendor_code = p.vendor_code
                                 and g.game_code = p.game_code
                order by p.settled_at desc, p.id desc`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`select count(*) as n ${betsFrom(f)}`),
        window,
      );
      const rows: TeamBetRow[] = result.rows.map((r) => ({
        id: Number(r.id),
        username: String(r.username),
        roundId: String(r.round_id),
        vendorCode: String(r.vendor_code),
        gameType: String(r.game_type),
        gameName: String(r.game_name),
        catalogueName: jsonOf(r.catalogue_name),
        stake: bigintOf(r.stake),
        validBet: bigintOf(r.valid_bet),
        payout: bigintOf(r.payout),
        settledAt: timeOf(r.settled_at),
      }));
      return { rows, total: result.total };
    },

    async betTotals(f: TeamBetFilter, tx: Executor = db): Promise<TeamBetTotals> {
      const [row] = await rowsOf(
        tx,
        sql`select count(*) as n, coalesce(sum(r.stake), 0) as stake,
                   coalesce(sum(r.valid_bet), 0) as valid_bet, coalesce(sum(r.payout), 0) as payout
              ${betsFrom(f)}`,
      );
      return {
        count: Number(row?.n ?? 0),
        stake: bigintOf(row?.stake),
        validBet: bigintOf(row?.valid_bet),
        payout: bigintOf(row?.payout),
      };
    },

    /** A page of the team's movements, newest first. */
    async moves(f: TeamMoveFilter, window: PageWindow, tx: Executor = db) {
      const result = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`${moves(f)}
                select mv.*, (count(*) over ())::int as total from mv ${kindWhere(f)}
                 order by created_at desc, id desc limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`${moves(f)} select count(*) as n from mv ${kindWhere(f)}`),
        window,
      );
      const rows: TeamMoveRow[] = result.rows.map((r) => ({
        id: Number(r.id),
        username: String(r.username),
        kind: String(r.kind) as TeamMoveRow['kind'],
        amount: bigintOf(r.amount),
        reference: String(r.reference),
        createdAt: timeOf(r.created_at),
      }));
      return { rows, total: result.total };
    },

    async moveTotals(f: TeamMoveFilter, tx: Executor = db): Promise<TeamMoveTotals> {
      const [row] = await rowsOf(
        tx,
        sql`${moves(f)}
            select coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposits,
                   coalesce(-sum(amount) filter (where kind = 'withdrawal'), 0) as withdrawals,
                   coalesce(sum(amount) filter (where kind = 'transfer' and amount > 0), 0) as transfers_in,
                   coalesce(-sum(amount) filter (where kind = 'transfer' and amount < 0), 0) as transfers_out
              from mv ${kindWhere(f)}`,
      );
      return {
        deposits: bigintOf(row?.deposits),
        withdrawals: bigintOf(row?.withdrawals),
        transfersIn: bigintOf(row?.transfers_in),
        transfersOut: bigintOf(row?.transfers_out),
      };
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
