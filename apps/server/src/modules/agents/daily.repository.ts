import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { bigintOf, rowsOf, type RawRow } from '../../db/rows.js';

/** One member's figures for one brand day, in minor units (the columns of `member_daily`). */
export type DailyRow = {
  memberId: number;
  day: string;
  deposits: bigint;
  depositCount: number;
  firstDeposit: bigint;
  withdrawals: bigint;
  validBet: bigint;
  payout: bigint;
  rounds: number;
  bonus: bigint;
  commission: bigint;
};

const toDaily = (r: RawRow): DailyRow => ({
  memberId: Number(r.member_id),
  day: String(r.day),
  deposits: bigintOf(r.deposits),
  depositCount: Number(r.deposit_count),
  firstDeposit: bigintOf(r.first_deposit),
  withdrawals: bigintOf(r.withdrawals),
  validBet: bigintOf(r.valid_bet),
  payout: bigintOf(r.payout),
  rounds: Number(r.rounds),
  bonus: bigintOf(r.bonus),
  commission: bigintOf(r.commission),
});

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The day figures of members worked out again from their sources: the ledger (deposits and the first one
 * ever, withdrawals held less released, bonuses, dividends and salaries) and their settled rounds, on the
 * brand days the triggers of `member_daily` count them on.
 */
const computed = (ids: readonly number[]) => sql`
  with acc as (select id, member_id from accounts where member_id in (${idList(ids)})),
  firsts as (
    select distinct on (a.member_id) x.id
      from acc a join ledger_transfers x on x.credit_account_id = a.id
     where x.kind = 'deposit' order by a.member_id, x.id),
  parts as (
    select a.member_id, x.merchant_id, brand_day(x.merchant_id, x.created_at) as day,
           case when x.kind = 'deposit' then x.amount else 0 end as deposits,
           case when x.kind = 'deposit' then 1 else 0 end as deposit_count,
           case when f.id is not null then x.amount else 0 end as first_deposit,
           case when x.kind = 'withdrawal_release' then -x.amount else 0 end as withdrawals,
           0::bigint as valid_bet, 0::bigint as payout, 0 as rounds,
           case when x.kind = 'bonus' then x.amount else 0 end as bonus,
           case when x.kind in ('dividend', 'salary') then x.amount else 0 end as commission
      from acc a join ledger_transfers x on x.credit_account_id = a.id
      left join firsts f on f.id = x.id
     where x.kind in ('deposit', 'withdrawal_release', 'bonus', 'dividend', 'salary')
    union all
    select a.member_id, x.merchant_id, brand_day(x.merchant_id, x.created_at), 0, 0, 0, x.amount, 0, 0, 0, 0, 0
      from acc a join ledger_transfers x on x.debit_account_id = a.id
     where x.kind = 'withdrawal_hold'
    union all
    select r.member_id, r.merchant_id, brand_day(r.merchant_id, coalesce(r.settled_at, r.created_at)),
           0, 0, 0, 0, r.valid_bet, r.payout, 1, 0, 0
      from game_rounds r where r.member_id in (${idList(ids)}) and r.status = 'settled'
  )
  select member_id, min(merchant_id) as merchant_id, to_char(day, 'YYYY-MM-DD') as day,
         sum(deposits) as deposits, sum(deposit_count) as deposit_count, sum(first_deposit) as first_deposit,
         sum(withdrawals) as withdrawals, sum(valid_bet) as valid_bet, sum(payout) as payout,
         sum(rounds) as rounds, sum(bonus) as bonus, sum(commission) as commission
    from parts group by member_id, day order by member_id, day`;

/** `member_daily` checked and repaired against the ledger and the rounds. */
export function createDailyFigures(db: Database) {
  return {
    /** The members' day figures recomputed from the ledger and their rounds (nothing written). */
    async recompute(memberIds: readonly number[], tx: Executor = db): Promise<DailyRow[]> {
      if (memberIds.length === 0) return [];
      return (await rowsOf(tx, computed(memberIds))).map(toDaily);
    },

    /** The members' day figures as `member_daily` holds them. */
    async stored(memberIds: readonly number[], tx: Executor = db): Promise<DailyRow[]> {
      if (memberIds.length === 0) return [];
      const rows = await rowsOf(
        tx,
        sql`select member_id, to_char(day, 'YYYY-MM-DD') as day, deposits, deposit_count, first_deposit,
                   withdrawals, valid_bet, payout, rounds, bonus, commission
              from member_daily where member_id in (${idList(memberIds)}) order by member_id, day`,
      );
      return rows.map(toDaily);
    },

    /** Replaces the members' `member_daily` rows with the recomputed ones, in one transaction. */
    async rebuild(memberIds: readonly number[]): Promise<number> {
      if (memberIds.length === 0) return 0;
      return db.transaction(async (tx) => {
        await tx.execute(sql`delete from member_daily where member_id in (${idList(memberIds)})`);
        const rows = await rowsOf(
          tx,
          sql`insert into member_daily (member_id, merchant_id, day, deposits, deposit_count, first_deposit,
                withdrawals, valid_bet, payout, rounds, bonus, commission)
              select member_id, merchant_id, day::date, deposits, deposit_count, first_deposit, withdrawals,
                     valid_bet, payout, rounds, bonus, commission
                from (${computed(memberIds)}) c
              returning member_id`,
        );
        return rows.length;
      });
    },
  };
}
export type DailyFigures = ReturnType<typeof createDailyFigures>;
