import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, type PageWindow } from '../../db/paging.js';
import { bigintOf, rowsOf, timeOf, type RawRow } from '../../db/rows.js';

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
  registrations: number;
  /** Active members by days since their previous active day (null: a day summed live). */
  activeGaps: Map<number, number> | null;
};

const gapsOf = (value: unknown): Map<number, number> | null => {
  if (value === null || value === undefined) return null;
  const object = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, number>;
  return new Map(Object.entries(object).map(([gap, n]) => [Number(gap), Number(n)]));
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

/** The brand's rolled-up team figures: closed days through `through`, and the snapshot of `snapshotDay`. */
export type Rollup = { through: string | null; snapshotDay: string | null; snapshotAt: Date | null };

/**
 * Where a period's team figures come from: `team_daily` for rolled days and for today's snapshot, and a live
 * sum of `member_daily` only for days neither covers (after a move forgot the rolled days, or before the job
 * has caught up).
 */
export type Sources = { stored: Days | null; snapshot: string | null; live: Days | null };

export function sourcesOf(days: Days, rollup: Rollup, today: string): Sources {
  const through = rollup.through;
  const stored =
    through !== null && through >= days.startDate
      ? { startDate: days.startDate, endDate: through < days.endDate ? through : days.endDate }
      : null;
  const snapshot =
    rollup.snapshotDay === today &&
    today >= days.startDate &&
    today <= days.endDate &&
    (through === null || today > through)
      ? today
      : null;
  const liveFrom = stored ? addDay(stored.endDate, 1) : days.startDate;
  const liveTo = snapshot ? addDay(snapshot, -1) : days.endDate;
  return { stored, snapshot, live: liveFrom <= liveTo ? { startDate: liveFrom, endDate: liveTo } : null };
}

function addDay(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

const DAY_COLUMNS = sql`deposits, withdrawals, valid_bet, payout, bonus, commission, first_count, first_amount,
  active, registrations, active_gaps`;

/**
 * One row per day of the team of `agentId` (depth 1 and below; an id or a column), from the sources; with
 * `withSelf` the agent's own rows are added (its whole subtree).
 */
const teamByDay = (agentId: number | SQL, days: Days, sources: Sources, withSelf: boolean): SQL => {
  const parts: SQL[] = [];
  if (sources.stored || sources.snapshot) {
    const stored = sources.stored
      ? sql`(td.day >= ${sources.stored.startDate}::date and td.day <= ${sources.stored.endDate}::date)`
      : sql`false`;
    const snapshot = sources.snapshot ? sql`td.day = ${sources.snapshot}::date` : sql`false`;
    parts.push(sql`select td.day, td.deposits, td.withdrawals, td.valid_bet, td.payout, td.bonus, td.commission,
        td.first_deposit_count as first_count, td.first_deposit as first_amount, td.active_members as active,
        td.registrations, td.active_gaps
      from team_daily td where td.agent_id = ${agentId} and (${stored} or ${snapshot})`);
  }
  if (sources.live)
    parts.push(sql`select d.day, sum(d.deposits), sum(d.withdrawals), sum(d.valid_bet), sum(d.payout),
        sum(d.bonus), sum(d.commission), count(*) filter (where d.first_deposit > 0), sum(d.first_deposit),
        count(*) filter (where d.rounds > 0), 0, null::jsonb
      from agent_tree t join member_daily d on d.member_id = t.descendant_id
     where t.ancestor_id = ${agentId} and t.depth >= 1 and ${inDays(sources.live)}
     group by d.day`);
  if (withSelf)
    parts.push(sql`select d.day, d.deposits, d.withdrawals, d.valid_bet, d.payout, d.bonus, d.commission,
        (d.first_deposit > 0)::int, d.first_deposit, (d.rounds > 0)::int, 0, null::jsonb
      from member_daily d where d.member_id = ${agentId} and ${inDays(days)}`);
  return parts.length === 0
    ? sql`select null::date as day, 0 as deposits, 0 as withdrawals, 0 as valid_bet, 0 as payout, 0 as bonus,
        0 as commission, 0 as first_count, 0 as first_amount, 0 as active, 0 as registrations,
        null::jsonb as active_gaps where false`
    : sql`select ${DAY_COLUMNS} , day from (${sql.join(parts, sql` union all `)}) u(day, ${DAY_COLUMNS})`;
};

const X_SUMS = sql`coalesce(sum(x.deposits), 0) as deposits, coalesce(sum(x.withdrawals), 0) as withdrawals,
  coalesce(sum(x.valid_bet), 0) as valid_bet, coalesce(sum(x.payout), 0) as payout,
  coalesce(sum(x.bonus), 0) as bonus, coalesce(sum(x.commission), 0) as commission`;

export function createReportsRepository(db: Database) {
  return {
    /** The brand's rolled-up team figures (nothing: none yet, or forgotten by a move). */
    async rollup(merchantId: number, tx: Executor = db): Promise<Rollup> {
      const [row] = await rowsOf<{ through: string; snapshot_day: string | null; snapshot_at: unknown }>(
        tx,
        sql`select to_char(rolled_through, 'YYYY-MM-DD') as through,
                   to_char(snapshot_day, 'YYYY-MM-DD') as snapshot_day, snapshot_at
              from team_rollups where merchant_id = ${merchantId}`,
      );
      return {
        through: row?.through ?? null,
        snapshotDay: row?.snapshot_day ?? null,
        snapshotAt: row?.snapshot_at ? timeOf(row.snapshot_at) : null,
      };
    },

    /**
     * The team's (the agent not counted) figures per day, with first deposits, active members and accounts
     * opened; `activeGaps` is null for a day summed live.
     */
    async teamDays(agentId: number, days: Days, sources: Sources, tx: Executor = db): Promise<DayFigures[]> {
      const rows = await rowsOf(
        tx,
        sql`select to_char(x.day, 'YYYY-MM-DD') as day, ${X_SUMS},
                   coalesce(sum(x.first_count), 0) as first_count, coalesce(sum(x.first_amount), 0) as first_amount,
                   coalesce(sum(x.active), 0) as active, coalesce(sum(x.registrations), 0) as registrations,
                   (array_agg(x.active_gaps) filter (where x.active_gaps is not null))[1] as active_gaps
              from (${teamByDay(agentId, days, sources, false)}) x
             group by x.day order by x.day`,
      );
      return rows.map((r) => ({
        ...figuresOf(r),
        day: String(r.day),
        firstDepositCount: Number(r.first_count),
        firstDepositAmount: bigintOf(r.first_amount),
        activeMembers: Number(r.active),
        registrations: Number(r.registrations),
        activeGaps: gapsOf(r.active_gaps),
      }));
    },

    /** Distinct members of the team with at least one settled round in the days, summed live. */
    async activeMembersLive(agentId: number, days: Days, tx: Executor = db): Promise<number> {
      const [row] = await rowsOf(
        tx,
        sql`select count(distinct d.member_id) as n
              from agent_tree t join member_daily d on d.member_id = t.descendant_id
             where t.ancestor_id = ${agentId} and t.depth >= 1 and ${inDays(days)} and d.rounds > 0`,
      );
      return Number(row?.n ?? 0);
    },

    /** Accounts of the team opened per day of the zone, for days summed live. */
    async registrationsLive(agentId: number, days: Days, timeZone: string, tx: Executor = db) {
      const rows = await rowsOf(
        tx,
        sql`select to_char(m.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as n
              from agent_tree t join members m on m.id = t.descendant_id
             where t.ancestor_id = ${agentId} and t.depth >= 1
               and m.created_at >= (${days.startDate}::date)::timestamp at time zone ${timeZone}
               and m.created_at < (${days.endDate}::date + 1)::timestamp at time zone ${timeZone}
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

    /** The team balance at the brand's snapshot (0: the agent had no team then). */
    async snapshotBalance(agentId: number, tx: Executor = db): Promise<bigint> {
      const [row] = await rowsOf(tx, sql`select balance from team_balances where agent_id = ${agentId}`);
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
      sources: Sources,
      tx: Executor = db,
    ): Promise<Figures> {
      const [row] = await rowsOf(
        tx,
        sql`select ${X_SUMS} from (${teamByDay(memberId, days, sources, true)}) x`,
      );
      return figuresOf(row);
    },

    /** A page of `parentId`'s direct downlines, by username, each with its whole subtree rolled up. */
    async profitRows(
      parentId: number,
      days: Days,
      sources: Sources,
      window: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: ProfitRow[]; total: number }> {
      // The direct downlines by `members.upline_id` (depth 1 of the tree): its index knows a parent has a
      // handful of children, where the tree's statistics would have the planner walk every member by name.
      // The page is chosen first; only its rows get their figures and team size.
      const page = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            tx,
            sql`with kids as materialized (
                  select m.id, m.username, m.type, m.username_lower, (count(*) over ())::int as total
                    from members m where m.upline_id = ${parentId}
                   order by m.username_lower, m.id
                   limit ${w.limit} offset ${w.offset})
                select k.id, k.username, k.type, k.total, f.*, s.team_size
                  from kids k
                  cross join lateral (select ${X_SUMS} from (${teamByDay(sql`k.id`, days, sources, true)}) x) f
                  cross join lateral (select count(*) as team_size from agent_tree s
                                       where s.ancestor_id = k.id) s
                 order by k.username_lower, k.id`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from members where upline_id = ${parentId}`),
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
