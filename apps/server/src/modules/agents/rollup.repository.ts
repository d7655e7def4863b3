import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/**
 * `team_daily`: every subtree's sums for each closed brand day (decision 033). A closed day's member rows
 * no longer change (the triggers date every row by the moment it is written), so a day is rolled up once;
 * a change of upline clears the brand's rolled days (trigger `team_daily_forget`) and they are rolled again.
 */
/** The longest gap kept apart: a period is at most 90 days, so an older previous active day is "none". */
const GAP_NONE = 91;
const NONE = sql.raw(String(GAP_NONE));
const REACH = sql.raw(String(GAP_NONE - 1));

/**
 * One day's team sums for every agent of the brand (its team: depth 1 and below), replacing the day's rows:
 * the money and round figures, the active members by the days since each one's previous active day, and the
 * accounts opened that day.
 */
async function writeDay(tx: Executor, merchantId: number, day: string, zone: string): Promise<void> {
  await tx.execute(sql`delete from team_daily where merchant_id = ${merchantId} and day = ${day}::date`);
  await tx.execute(
    sql`with days as (
          select d.*, case when d.rounds = 0 then null else least(${NONE}, coalesce(d.day - (
                   select max(p.day) from member_daily p
                    where p.member_id = d.member_id and p.day < d.day and p.day >= d.day - ${REACH}
                      and p.rounds > 0), ${NONE})) end as gap
            from member_daily d where d.merchant_id = ${merchantId} and d.day = ${day}::date),
        by_gap as (
          select t.ancestor_id as agent_id, d.gap, sum(d.deposits) as deposits,
                 count(*) filter (where d.first_deposit > 0) as first_deposit_count,
                 sum(d.first_deposit) as first_deposit, sum(d.withdrawals) as withdrawals,
                 sum(d.valid_bet) as valid_bet, sum(d.payout) as payout, sum(d.bonus) as bonus,
                 sum(d.commission) as commission, count(*) filter (where d.rounds > 0) as active_members
            from days d join agent_tree t on t.descendant_id = d.member_id and t.depth >= 1
           group by 1, 2),
        sums as (
          select agent_id, sum(deposits) as deposits, sum(first_deposit_count) as first_deposit_count,
                 sum(first_deposit) as first_deposit, sum(withdrawals) as withdrawals, sum(valid_bet) as valid_bet,
                 sum(payout) as payout, sum(bonus) as bonus, sum(commission) as commission,
                 sum(active_members) as active_members,
                 jsonb_object_agg(gap, active_members) filter (where gap is not null) as active_gaps
            from by_gap group by agent_id),
        opened as (
          select t.ancestor_id as agent_id, count(*) as registrations
            from members m join agent_tree t on t.descendant_id = m.id and t.depth >= 1
           where m.merchant_id = ${merchantId}
             and m.created_at >= (${day}::date)::timestamp at time zone ${zone}
             and m.created_at < (${day}::date + 1)::timestamp at time zone ${zone}
           group by t.ancestor_id),
        agents as (select agent_id from sums union select agent_id from opened)
        insert into team_daily (merchant_id, agent_id, day, deposits, first_deposit_count, first_deposit,
          withdrawals, valid_bet, payout, bonus, commission, active_members, active_gaps, registrations)
        select ${merchantId}, a.agent_id, ${day}::date, coalesce(s.deposits, 0), coalesce(s.first_deposit_count, 0),
               coalesce(s.first_deposit, 0), coalesce(s.withdrawals, 0), coalesce(s.valid_bet, 0),
               coalesce(s.payout, 0), coalesce(s.bonus, 0), coalesce(s.commission, 0),
               coalesce(s.active_members, 0), coalesce(s.active_gaps, '{}'::jsonb), coalesce(o.registrations, 0)
          from agents a left join sums s on s.agent_id = a.agent_id left join opened o on o.agent_id = a.agent_id`,
  );
}

export function createRollupRepository(db: Database) {
  return {
    /** Brands with member figures, their zone, and the last rolled-up day (null: none yet). */
    async brands(
      tx: Executor = db,
    ): Promise<{ merchantId: number; zone: string | null; rolledThrough: string | null }[]> {
      const rows = await rowsOf<{ id: number; zone: string | null; rolled: string | null }>(
        tx,
        sql`select m.id, m.settings->>'timeZone' as zone, to_char(r.rolled_through, 'YYYY-MM-DD') as rolled
              from merchants m left join team_rollups r on r.merchant_id = m.id`,
      );
      return rows.map((r) => ({
        merchantId: Number(r.id),
        zone: r.zone,
        rolledThrough: r.rolled,
      }));
    },

    /** The first day of the brand with member figures (null: none). */
    async firstDay(merchantId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await rowsOf<{ day: string | null }>(
        tx,
        sql`select to_char(min(day), 'YYYY-MM-DD') as day from member_daily where merchant_id = ${merchantId}`,
      );
      return row?.day ?? null;
    },

    /**
     * Writes the brand's team sums of one closed day and moves the brand's mark to it, in one transaction.
     * The mark's row is locked first, so a change of upline (which clears the mark) waits for this day or is
     * seen by it.
     */
    async rollDay(merchantId: number, day: string, zone: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into team_rollups (merchant_id, rolled_through) values (${merchantId}, ${day}::date - 1)
              on conflict (merchant_id) do update set rolled_through = team_rollups.rolled_through`,
        );
        await writeDay(tx, merchantId, day, zone);
        await tx.execute(
          sql`update team_rollups set rolled_through = ${day}::date
               where merchant_id = ${merchantId} and rolled_through < ${day}::date`,
        );
      });
    },

    /**
     * The brand's current day so far and every agent's team balance, as of now, in one transaction (one
     * snapshot of the database): what the reports read for today instead of summing the team live.
     */
    async snapshot(merchantId: number, today: string, zone: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [mark] = await rowsOf<{ through: string | null }>(
          tx,
          sql`select to_char(rolled_through, 'YYYY-MM-DD') as through from team_rollups
               where merchant_id = ${merchantId} for update`,
        );
        if (!mark) {
          // Nothing rolled: with no figures before today there is nothing to roll, and the mark starts at
          // yesterday; otherwise (a move forgot them meanwhile) the closed days come first.
          const [earlier] = await rowsOf<{ n: number }>(
            tx,
            sql`select count(*) as n from (select 1 from member_daily
                 where merchant_id = ${merchantId} and day < ${today}::date limit 1) x`,
          );
          if (Number(earlier?.n ?? 0) > 0) return;
          await tx.execute(
            sql`insert into team_rollups (merchant_id, rolled_through) values (${merchantId}, ${today}::date - 1)`,
          );
        }
        await writeDay(tx, merchantId, today, zone);
        await tx.execute(sql`delete from team_balances where merchant_id = ${merchantId}`);
        await tx.execute(
          sql`insert into team_balances (merchant_id, agent_id, balance)
              select ${merchantId}, t.ancestor_id, sum(a.balance)
                from agent_tree t join accounts a on a.member_id = t.descendant_id and a.wallet_code = 'MAIN'
               where t.merchant_id = ${merchantId} and t.depth >= 1
               group by t.ancestor_id`,
        );
        await tx.execute(
          sql`update team_rollups set snapshot_day = ${today}::date, snapshot_at = now()
               where merchant_id = ${merchantId}`,
        );
      });
    },
  };
}
export type RollupRepository = ReturnType<typeof createRollupRepository>;
