import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import type { PageWindow } from '../../../db/paging.js';
import { bigintOf, type RawRow } from '../../../db/rows.js';
import type { ResolvedRange } from '../../../lib/date-range.js';
import { containing, dayOf, orderingOf, runReport, since, until, type Sort } from './report.repository.js';

const PLAY_COLUMNS = { rounds: 'rounds', players: 'players', stakes: 'stakes', wins: 'wins', ggr: 'ggr' };
const VENDOR_COLUMNS = { vendor: 'vendor', category: 'category', ...PLAY_COLUMNS };
const GAME_COLUMNS = { game: 'game_name', vendor: 'vendor', category: 'category', ...PLAY_COLUMNS };
const DAY_COLUMNS = { day: 'day', bonus: 'bonus', ngr: 'ngr', ...PLAY_COLUMNS };
const PLAYER_COLUMNS = {
  username: 'username',
  rounds: 'rounds',
  stakes: 'stakes',
  wins: 'wins',
  ggr: 'ggr',
  deposits: 'deposits',
  withdrawals: 'withdrawals',
  bonus: 'bonus',
  ngr: 'ngr',
};

// GGR by vendor, game and day, from the settled rounds (`game_rounds`, its index on brand and settlement
// time), and players' profit and loss from `member_daily` (its index on brand and day): grouped statements,
// never a row of the ledger. A round counts on the brand day it settled, as `member_daily` counts it.

/** Money in minor units. */
export type Play = { rounds: number; players: number; stakes: bigint; wins: bigint; ggr: bigint };
export type PlayFilter = { category?: string | undefined; vendor?: string | undefined };

const playOf = (r: RawRow, prefix = ''): Play => ({
  rounds: Number(r[`${prefix}rounds`] ?? 0),
  players: Number(r[`${prefix}players`] ?? 0),
  stakes: bigintOf(r[`${prefix}stakes`]),
  wins: bigintOf(r[`${prefix}wins`]),
  ggr: bigintOf(r[`${prefix}stakes`]) - bigintOf(r[`${prefix}wins`]),
});

const PLAY_SUMS = sql`count(*)::int as rounds, count(distinct b.member_id)::int as players,
  coalesce(sum(b.valid_bet), 0) as stakes, coalesce(sum(b.payout), 0) as wins,
  coalesce(sum(b.valid_bet), 0) - coalesce(sum(b.payout), 0) as ggr`;
const PLAY_TOTALS = sql`(select count(*) from g)::int as total_count, count(*)::int as t_rounds,
  count(distinct b.member_id)::int as t_players, coalesce(sum(b.valid_bet), 0) as t_stakes,
  coalesce(sum(b.payout), 0) as t_wins`;

/** The settled rounds of the range, narrowed to a category and a vendor. */
function rounds(
  merchantId: number,
  range: ResolvedRange,
  filter: PlayFilter & { game?: string | undefined },
) {
  const where: SQL[] = [
    sql`r.merchant_id = ${merchantId}`,
    sql`r.settled_at >= ${since(range)}`,
    sql`r.settled_at < ${until(range)}`,
    sql`r.status = 'settled'`,
  ];
  if (filter.category) where.push(sql`r.game_type = ${filter.category}`);
  if (filter.vendor) where.push(sql`r.vendor_code = ${filter.vendor}`);
  if (filter.game) {
    const like = containing(filter.game);
    where.push(sql`(lower(r.game_code) like ${like} or lower(r.game_name) like ${like})`);
  }
  return sql`select r.member_id, r.vendor_code, r.game_type, r.game_code, r.game_name, r.valid_bet, r.payout,
      r.settled_at from game_rounds r where ${sql.join(where, sql` and `)}`;
}

export type VendorRow = Play & { vendor: string; vendorName: string; category: string };
export type GameRow = Play & { vendor: string; category: string; gameCode: string; gameName: string };
export type DayRow = Play & { day: string; bonus: bigint | null; ngr: bigint | null };
export type PlayerRow = {
  memberId: number;
  username: string;
  rounds: number;
  stakes: bigint;
  wins: bigint;
  ggr: bigint;
  deposits: bigint;
  withdrawals: bigint;
  bonus: bigint;
  ngr: bigint;
};
export type Page<Row, Totals> = { rows: Row[]; totals: Totals; total: number };

export function createPlayReports(db: Database) {
  return {
    async byVendor(
      merchantId: number,
      range: ResolvedRange,
      filter: PlayFilter,
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<VendorRow, Play>> {
      const ctes = sql`b as (${rounds(merchantId, range, filter)}),
        g0 as (select b.vendor_code as vendor, b.game_type as category, ${PLAY_SUMS} from b
               group by b.vendor_code, b.game_type),
        g as (select g0.*, coalesce((select v.name from game_vendors v
                where v.merchant_id = ${merchantId} and v.code = g0.vendor
                order by (v.category = g0.category) desc limit 1), g0.vendor) as vendor_name from g0),
        t as (select ${PLAY_TOTALS} from b)`;
      const out = await runReport(tx, ctes, orderingOf(VENDOR_COLUMNS, sort, 'vendor, category'), window);
      return {
        rows: out.rows.map((r) => ({
          vendor: String(r.vendor),
          vendorName: String(r.vendor_name),
          category: String(r.category),
          ...playOf(r),
        })),
        totals: playOf(out.totals, 't_'),
        total: out.total,
      };
    },

    async byGame(
      merchantId: number,
      range: ResolvedRange,
      filter: PlayFilter & { game?: string | undefined },
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<GameRow, Play>> {
      const ctes = sql`b as (${rounds(merchantId, range, filter)}),
        g as (select b.vendor_code as vendor, b.game_type as category, b.game_code, max(b.game_name) as game_name,
                     ${PLAY_SUMS} from b group by b.vendor_code, b.game_type, b.game_code),
        t as (select ${PLAY_TOTALS} from b)`;
      const out = await runReport(tx, ctes, orderingOf(GAME_COLUMNS, sort, 'vendor, game_code'), window);
      return {
        rows: out.rows.map((r) => ({
          vendor: String(r.vendor),
          category: String(r.category),
          gameCode: String(r.game_code),
          gameName: String(r.game_name),
          ...playOf(r),
        })),
        totals: playOf(out.totals, 't_'),
        total: out.total,
      };
    },

    /**
     * Every day of the range; bonus (from `member_daily`) and NGR only for the whole brand's play (a bonus
     * belongs to no category or vendor).
     */
    async byDay(
      merchantId: number,
      range: ResolvedRange,
      filter: PlayFilter,
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<DayRow, Play & { bonus: bigint | null; ngr: bigint | null }>> {
      const net = !filter.category && !filter.vendor;
      const bonus = net
        ? sql`select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.bonus) as bonus from member_daily d
               where d.merchant_id = ${merchantId} and d.day >= ${range.startDate}::date
                 and d.day <= ${range.endDate}::date group by d.day`
        : sql`select null::text as day, null::numeric as bonus where false`;
      const ctes = sql`b as (${rounds(merchantId, range, filter)}),
        days as (select to_char(s, 'YYYY-MM-DD') as day
                   from generate_series(${range.startDate}::date, ${range.endDate}::date, interval '1 day') s),
        p as (select ${dayOf(sql`b.settled_at`, range)} as day, ${PLAY_SUMS} from b group by 1),
        bn as (${bonus}),
        g as (select days.day, coalesce(p.rounds, 0) as rounds, coalesce(p.players, 0) as players,
                     coalesce(p.stakes, 0) as stakes, coalesce(p.wins, 0) as wins, coalesce(p.ggr, 0) as ggr,
                     ${net ? sql`coalesce(bn.bonus, 0)` : sql`null::numeric`} as bonus,
                     ${net ? sql`coalesce(p.ggr, 0) - coalesce(bn.bonus, 0)` : sql`null::numeric`} as ngr
                from days left join p on p.day = days.day left join bn on bn.day = days.day),
        t as (select ${PLAY_TOTALS}, (select sum(g.bonus) from g) as t_bonus from b)`;
      const out = await runReport(tx, ctes, orderingOf(DAY_COLUMNS, sort, 'day'), window);
      const money = (value: unknown) => (net ? bigintOf(value) : null);
      const totals = playOf(out.totals, 't_');
      const totalBonus = money(out.totals.t_bonus);
      return {
        rows: out.rows.map((r) => ({
          day: String(r.day),
          ...playOf(r),
          bonus: money(r.bonus),
          ngr: money(r.ngr),
        })),
        totals: { ...totals, bonus: totalBonus, ngr: totalBonus === null ? null : totals.ggr - totalBonus },
        total: out.total,
      };
    },

    /** Per member with any figure in the range's days: play, money in and out, bonuses. */
    async players(
      merchantId: number,
      range: ResolvedRange,
      filter: { username?: string | undefined },
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<PlayerRow, Omit<PlayerRow, 'memberId' | 'username'>>> {
      const named = filter.username ? sql`and m.username_lower like ${containing(filter.username)}` : sql``;
      const ctes = sql`g as (
          select d.member_id, min(m.username) as username, sum(d.rounds)::int as rounds,
                 sum(d.valid_bet) as stakes, sum(d.payout) as wins, sum(d.valid_bet) - sum(d.payout) as ggr,
                 sum(d.deposits) as deposits, sum(d.withdrawals) as withdrawals, sum(d.bonus) as bonus,
                 sum(d.valid_bet) - sum(d.payout) - sum(d.bonus) as ngr
            from member_daily d join members m on m.id = d.member_id
           where d.merchant_id = ${merchantId} and d.day >= ${range.startDate}::date
             and d.day <= ${range.endDate}::date ${named}
           group by d.member_id),
        t as (select count(*)::int as total_count, coalesce(sum(rounds), 0) as t_rounds,
                     coalesce(sum(stakes), 0) as t_stakes, coalesce(sum(wins), 0) as t_wins,
                     coalesce(sum(deposits), 0) as t_deposits, coalesce(sum(withdrawals), 0) as t_withdrawals,
                     coalesce(sum(bonus), 0) as t_bonus from g)`;
      const out = await runReport(tx, ctes, orderingOf(PLAYER_COLUMNS, sort, 'member_id'), window);
      const figures = (r: RawRow, p = '') => {
        const stakes = bigintOf(r[`${p}stakes`]);
        const wins = bigintOf(r[`${p}wins`]);
        const bonus = bigintOf(r[`${p}bonus`]);
        return {
          rounds: Number(r[`${p}rounds`] ?? 0),
          stakes,
          wins,
          ggr: stakes - wins,
          deposits: bigintOf(r[`${p}deposits`]),
          withdrawals: bigintOf(r[`${p}withdrawals`]),
          bonus,
          ngr: stakes - wins - bonus,
        };
      };
      return {
        rows: out.rows.map((r) => ({
          memberId: Number(r.member_id),
          username: String(r.username),
          ...figures(r),
        })),
        totals: figures(out.totals, 't_'),
        total: out.total,
      };
    },
  };
}
export type PlayReports = ReturnType<typeof createPlayReports>;
