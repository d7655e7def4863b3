import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, type PageWindow } from '../../db/paging.js';
import { bigintOf, rowsOf, type RawRow } from '../../db/rows.js';

// Team reports: sums of `member_daily` over a subtree (`agent_tree`), never a scan of rounds or transfers.

/** Money figures in minor units. */
export type Figures = {
  deposits: bigint;
  withdrawals: bigint;
  validBet: bigint;
  payout: bigint;
  bonus: bigint;
  commission: bigint;
};
export type DayFigures = Figures & {
  day: string;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  activeMembers: number;
};
export type Days = { startDate: string; endDate: string };
export type ProfitRow = Figures & { memberId: number; username: string; type: number; teamSize: number };

const SUMS = sql`coalesce(sum(d.deposits), 0) as deposits, coalesce(sum(d.withdrawals), 0) as withdrawals,
  coalesce(sum(d.valid_bet), 0) as valid_bet, coalesce(sum(d.payout), 0) as payout,
  coalesce(sum(d.bonus), 0) as bonus, coalesce(sum(d.commission), 0) as commission`;

export const figuresOf = (r: RawRow | undefined): Figures => ({
  deposits: bigintOf(r?.deposits),
  withdrawals: bigintOf(r?.withdrawals),
  validBet: bigintOf(r?.valid_bet),
  payout: bigintOf(r?.payout),
  bonus: bigintOf(r?.bonus),
  commission: bigintOf(r?.commission),
});

const inDays = (days: Days) => sql`d.day >= ${days.startDate}::date and d.day <= ${days.endDate}::date`;

/** The day rows of the ancestor's subtree (`minDepth` 1: without it; 0: with it); the ancestor an id or a column. */
const subtreeDays = (ancestorId: number | SQL, minDepth: number, days: Days) => sql`
  from agent_tree t join member_daily d on d.member_id = t.descendant_id
 where t.ancestor_id = ${ancestorId} and t.depth >= ${minDepth} and ${inDays(days)}`;

const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * One row per day of the ancestor's whole subtree (itself included): closed days read from `team_daily`
 * (up to `rolled`, the brand's last rolled-up day), later days summed live from `member_daily`.
 */
const subtreeByDay = (ancestorId: number | SQL, days: Days, rolled: string | null): SQL => {
  const parts: SQL[] = [];
  const rolledUntil =
    rolled && rolled >= days.startDate ? (rolled < days.endDate ? rolled : days.endDate) : null;
  if (rolledUntil)
    parts.push(sql`select td.day, td.deposits, td.withdrawals, td.valid_bet, td.payout, td.bonus, td.commission,
        td.first_deposit_count as first_count, td.first_deposit as first_amount, td.active_members as active
      from team_daily td
     where td.agent_id = ${ancestorId} and td.day >= ${days.startDate}::date and td.day <= ${rolledUntil}::date`);
  const liveFrom = rolledUntil ? nextDay(rolledUntil) : days.startDate;
  if (liveFrom <= days.endDate)
    parts.push(sql`select d.day, sum(d.deposits) as deposits, sum(d.withdrawals) as withdrawals,
        sum(d.valid_bet) as valid_bet, sum(d.payout) as payout, sum(d.bonus) as bonus,
        sum(d.commission) as commission, count(*) filter (where d.first_deposit > 0) as first_count,
        sum(d.first_deposit) as first_amount, count(*) filter (where d.rounds > 0) as active
      ${subtreeDays(ancestorId, 0, { startDate: liveFrom, endDate: days.endDate })}
     group by d.day`);
  return parts.length === 0
    ? sql`select null::date as day, 0 as deposits, 0 as withdrawals, 0 as valid_bet, 0 as payout, 0 as bonus,
        0 as commission, 0 as first_count, 0 as first_amount, 0 as active where false`
    : sql.join(parts, sql` union all `);
};

const X_SUMS = sql`coalesce(sum(x.deposits), 0) as deposits, coalesce(sum(x.withdrawals), 0) as withdrawals,
  coalesce(sum(x.valid_bet), 0) as valid_bet, coalesce(sum(x.payout), 0) as payout,
  coalesce(sum(x.bonus), 0) as bonus, coalesce(sum(x.commission), 0) as commission`;

export function createReportsRepository(db: Database) {
  return {
    /** The brand's last day rolled up into `team_daily` (null: none yet). */
    async rolledThrough(merchantId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await rowsOf<{ day: string | null }>(
        tx,
        sql`select to_char(rolled_through, 'YYYY-MM-DD') as day from team_rollups where merchant_id = ${merchantId}`,
      );
      return row?.day ?? null;
    },

    /** The team's (the agent not counted) figures per day, with first deposits and active members. */
    async teamDays(
      agentId: number,
      days: Days,
      rolled: string | null,
      tx: Executor = db,
    ): Promise<DayFigures[]> {
      const rows = await rowsOf(
        tx,
        sql`select to_char(x.day, 'YYYY-MM-DD') as day, ${X_SUMS},
                   coalesce(sum(x.first_count), 0) as first_count, coalesce(sum(x.first_amount), 0) as first_amount,
                   coalesce(sum(x.active), 0) as active
              from (${subtreeByDay(agentId, days, rolled)}
                    union all
                    select d.day, -d.deposits, -d.withdrawals, -d.valid_bet, -d.payout, -d.bonus, -d.commission,
                           -(d.first_deposit > 0)::int, -d.first_deposit, -(d.rounds > 0)::int
                      from member_daily d where d.member_id = ${agentId} and ${inDays(days)}) x
             group by x.day order by x.day`,
      );
      return rows.map((r) => ({
        ...figuresOf(r),
        day: String(r.day),
        firstDepositCount: Number(r.first_count),
        firstDepositAmount: bigintOf(r.first_amount),
        activeMembers: Number(r.active),
      }));
    },

    /** Distinct members of the team with at least one settled round in the days. */
    async activeMembers(agentId: number, days: Days, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf(
        tx,
        sql`select count(distinct d.member_id) as n ${subtreeDays(agentId, 1, days)} and d.rounds > 0`,
      );
      return Number(row?.n ?? 0);
    },

    /** Accounts of the team opened per day of the zone between two instants. */
    async registrations(
      agentId: number,
      range: { from: Date; until: Date; timeZone: string },
      tx: Executor = db,
    ): Promise<Map<string, number>> {
      const rows = await rowsOf(
        tx,
        sql`select to_char(m.created_at at time zone ${range.timeZone}, 'YYYY-MM-DD') as day, count(*) as n
              from agent_tree t join members m on m.id = t.descendant_id
             where t.ancestor_id = ${agentId} and t.depth >= 1
               and m.created_at >= ${range.from.toISOString()}::timestamptz
               and m.created_at < ${range.until.toISOString()}::timestamptz
             group by 1`,
      );
      return new Map(rows.map((r) => [String(r.day), Number(r.n)]));
    },

    /** The main wallets of the team (the agent not counted), now. */
    async teamBalance(agentId: number, tx: Executor = db): Promise<bigint> {
      const [row] = await rowsOf(
        tx,
        sql`select coalesce(sum(a.balance), 0) as balance
              from agent_tree t join accounts a on a.member_id = t.descendant_id and a.wallet_code = 'MAIN'
             where t.ancestor_id = ${agentId} and t.depth >= 1`,
      );
      return bigintOf(row?.balance);
    },

    /** One member's own figures over the days. */
    async ownFigures(memberId: number, days: Days, tx: Executor = db): Promise<Figures> {
      const [row] = await rowsOf(
        tx,
        sql`select ${SUMS} from member_daily d where d.member_id = ${memberId} and ${inDays(days)}`,
      );
      return figuresOf(row);
    },

    /** The figures of a member's whole subtree, itself included. */
    async subtreeFigures(
      memberId: number,
      days: Days,
      rolled: string | null,
      tx: Executor = db,
    ): Promise<Figures> {
      const [row] = await rowsOf(tx, sql`select ${X_SUMS} from (${subtreeByDay(memberId, days, rolled)}) x`);
      return figuresOf(row);
    },

    /** A page of `parentId`'s direct downlines, by username, each with its whole subtree rolled up. */
    async profitRows(
      parentId: number,
      days: Days,
      rolled: string | null,
      window: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: ProfitRow[]; total: number }> {
      const children: SQL = sql`select c.descendant_id as member_id from agent_tree c
                                 where c.ancestor_id = ${parentId} and c.depth = 1`;
      const page = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`select m.id, m.username, m.type, f.*, s.team_size, (count(*) over ())::int as total
                  from (${children}) c
                  join members m on m.id = c.member_id
                  cross join lateral (select ${X_SUMS} from (${subtreeByDay(sql`m.id`, days, rolled)}) x) f
                  cross join lateral (select count(*) as team_size from agent_tree s
                                       where s.ancestor_id = m.id) s
                 order by m.username_lower, m.id
                 limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from (${children}) c`),
        window,
      );
      return {
        total: page.total,
        rows: page.rows.map((r) => ({
          ...figuresOf(r),
          memberId: Number(r.id),
          username: String(r.username),
          type: Number(r.type),
          teamSize: Number(r.team_size),
        })),
      };
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
