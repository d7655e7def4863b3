import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import type { PageWindow } from '../../../db/paging.js';
import { bigintOf } from '../../../db/rows.js';
import type { ResolvedRange } from '../../../lib/date-range.js';
import type { Page } from './play.repository.js';
import {
  containing,
  dayOf,
  orderingOf,
  runReport,
  since,
  textOrNull,
  until,
  type Sort,
} from './report.repository.js';

const PAYMENT_COLUMNS = {
  day: 'day',
  kind: 'kind',
  channel: 'channel',
  status: 'status',
  count: 'count',
  amount: 'amount',
};
const BONUS_COLUMNS = {
  day: 'day',
  source: 'source',
  grants: 'grants',
  members: 'members',
  amount: 'amount',
};
const COMMISSION_COLUMNS = {
  periodFrom: 'period_from_at',
  agent: 'agent',
  kind: 'kind',
  status: 'status',
  amount: 'amount',
};

// Payments (deposit and withdrawal orders), bonus cost (`bonuses`) and agent commissions
// (`agent_settlements`): grouped statements over each table's index on brand and time.

export type PaymentFilter = {
  kind?: 'deposit' | 'withdrawal' | undefined;
  channel?: string | undefined;
  status?: string | undefined;
};
export type PaymentRow = {
  day: string;
  kind: 'deposit' | 'withdrawal';
  channel: string;
  status: string;
  count: number;
  amount: bigint;
};
export type KindTotals = { count: number; amount: bigint };

export type BonusFilter = { source?: string | undefined; promotionId?: number | undefined };
export type BonusRow = {
  day: string;
  source: string;
  promotionId: number | null;
  promotion: string | null;
  grants: number;
  members: number;
  amount: bigint;
};

export type CommissionFilter = {
  agent?: string | undefined;
  kind?: string | undefined;
  status?: string | undefined;
};
export type CommissionRow = {
  id: number;
  agentId: number;
  agent: string;
  kind: string;
  periodKey: string;
  periodFrom: string;
  periodTo: string;
  payer: string | null;
  /** Percent. */
  rate: number;
  amount: bigint;
  status: string;
};
export type CommissionTotals = { settlements: number; paid: bigint; due: bigint; forced: bigint };

const orders = (
  table: SQL,
  kind: 'deposit' | 'withdrawal',
  channel: SQL,
  join: SQL,
  merchantId: number,
  range: ResolvedRange,
  filter: PaymentFilter,
) => {
  const where: SQL[] = [
    sql`o.merchant_id = ${merchantId}`,
    sql`o.created_at >= ${since(range)}`,
    sql`o.created_at < ${until(range)}`,
  ];
  if (filter.channel) where.push(sql`${channel} = ${filter.channel}`);
  if (filter.status) where.push(sql`o.status = ${filter.status}`);
  return sql`select ${dayOf(sql`o.created_at`, range)} as day, ${kind}::text as kind, ${channel} as channel,
      o.status, count(*)::int as count, sum(o.amount) as amount
    from ${table} o ${join} where ${sql.join(where, sql` and `)} group by 1, 3, 4`;
};

export function createMoneyReports(db: Database) {
  return {
    /** Deposit and withdrawal orders made per brand day, by channel (a withdrawal's: its bank) and state. */
    async payments(
      merchantId: number,
      range: ResolvedRange,
      filter: PaymentFilter,
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<PaymentRow, { deposits: KindTotals; withdrawals: KindTotals }>> {
      const parts: SQL[] = [];
      if (filter.kind !== 'withdrawal')
        parts.push(
          orders(
            sql`deposit_orders`,
            'deposit',
            sql`c.code`,
            sql`join payment_channels c on c.id = o.channel_id`,
            merchantId,
            range,
            filter,
          ),
        );
      if (filter.kind !== 'deposit')
        parts.push(
          orders(
            sql`withdrawal_orders`,
            'withdrawal',
            sql`k.bank_code`,
            sql`join member_bank_accounts k on k.id = o.bank_account_id`,
            merchantId,
            range,
            filter,
          ),
        );
      const ctes = sql`g as (${sql.join(parts, sql` union all `)}),
        t as (select count(*)::int as total_count,
                     coalesce(sum(count) filter (where kind = 'deposit'), 0)::int as t_deposit_count,
                     coalesce(sum(amount) filter (where kind = 'deposit'), 0) as t_deposit_amount,
                     coalesce(sum(count) filter (where kind = 'withdrawal'), 0)::int as t_withdrawal_count,
                     coalesce(sum(amount) filter (where kind = 'withdrawal'), 0) as t_withdrawal_amount from g)`;
      const out = await runReport(
        tx,
        ctes,
        orderingOf(PAYMENT_COLUMNS, sort, 'day, kind, channel, status'),
        window,
      );
      return {
        rows: out.rows.map((r) => ({
          day: String(r.day),
          kind: r.kind === 'withdrawal' ? 'withdrawal' : 'deposit',
          channel: String(r.channel),
          status: String(r.status),
          count: Number(r.count),
          amount: bigintOf(r.amount),
        })),
        totals: {
          deposits: {
            count: Number(out.totals.t_deposit_count ?? 0),
            amount: bigintOf(out.totals.t_deposit_amount),
          },
          withdrawals: {
            count: Number(out.totals.t_withdrawal_count ?? 0),
            amount: bigintOf(out.totals.t_withdrawal_amount),
          },
        },
        total: out.total,
      };
    },

    /**
     * Bonuses paid per brand day, by source and promotion. A reward claimed from the reward centre (source
     * `reward`) counts under the reward's own source and reference; a promotion's id is the first part of
     * its reference (`12` or `12:2026-05-01`). Titles in `language`, else English.
     */
    async bonuses(
      merchantId: number,
      range: ResolvedRange,
      filter: BonusFilter,
      language: string,
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<BonusRow, { grants: number; members: number; amount: bigint }>> {
      const narrowed: SQL[] = [sql`true`];
      if (filter.source) narrowed.push(sql`x.source = ${filter.source}`);
      if (filter.promotionId) narrowed.push(sql`x.promotion_id = ${filter.promotionId}`);
      const ctes = sql`b as (
          select b.member_id, b.amount, ${dayOf(sql`b.created_at`, range)} as day,
                 coalesce(r.source, b.source) as source, coalesce(r.source_ref, b.source_ref) as ref
            from bonuses b
            left join member_rewards r
              on b.source = 'reward'
             and r.id = (case when b.source_ref ~ '^[0-9]{1,18}$' then b.source_ref::bigint end)
           where b.merchant_id = ${merchantId} and b.created_at >= ${since(range)}
             and b.created_at < ${until(range)}),
        x as (select b.*, case when b.source = 'promotion' and b.ref ~ '^[0-9]{1,9}(:|$)'
                               then split_part(b.ref, ':', 1)::int end as promotion_id
                from b),
        y as (select * from x where ${sql.join(narrowed, sql` and `)}),
        g0 as (select y.day, y.source, y.promotion_id, count(*)::int as grants,
                      count(distinct y.member_id)::int as members, sum(y.amount) as amount
                 from y group by y.day, y.source, y.promotion_id),
        g as (select g0.*, coalesce(p.text->${language}->>'title', p.text->'EN'->>'title') as promotion
                from g0 left join promotions p on p.id = g0.promotion_id and p.merchant_id = ${merchantId}),
        t as (select (select count(*) from g)::int as total_count, count(*)::int as t_grants,
                     count(distinct member_id)::int as t_members, coalesce(sum(amount), 0) as t_amount from y)`;
      const out = await runReport(
        tx,
        ctes,
        orderingOf(BONUS_COLUMNS, sort, 'day, source, promotion_id'),
        window,
      );
      return {
        rows: out.rows.map((r) => ({
          day: String(r.day),
          source: String(r.source),
          promotionId:
            r.promotion_id === null || r.promotion_id === undefined ? null : Number(r.promotion_id),
          promotion: textOrNull(r.promotion),
          grants: Number(r.grants),
          members: Number(r.members),
          amount: bigintOf(r.amount),
        })),
        totals: {
          grants: Number(out.totals.t_grants ?? 0),
          members: Number(out.totals.t_members ?? 0),
          amount: bigintOf(out.totals.t_amount),
        },
        total: out.total,
      };
    },

    /** Settlements of agents' contracts whose period starts in the range. */
    async commissions(
      merchantId: number,
      range: ResolvedRange,
      filter: CommissionFilter,
      sort: Sort,
      window: PageWindow | null,
      tx: Executor = db,
    ): Promise<Page<CommissionRow, CommissionTotals>> {
      const where: SQL[] = [
        sql`s.merchant_id = ${merchantId}`,
        sql`s.period_from >= ${since(range)}`,
        sql`s.period_from < ${until(range)}`,
      ];
      if (filter.kind) where.push(sql`s.kind = ${filter.kind}`);
      if (filter.status) where.push(sql`s.status = ${filter.status}`);
      if (filter.agent) where.push(sql`a.username_lower like ${containing(filter.agent)}`);
      const zone = range.timeZone;
      const ctes = sql`g as (
          select s.id, s.member_id as agent_id, a.username as agent, s.kind, s.period_key,
                 s.period_from as period_from_at,
                 to_char(s.period_from at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as period_from,
                 to_char(s.period_to at time zone ${zone}, 'YYYY-MM-DD HH24:MI:SS') as period_to,
                 u.username as payer, s.rate, s.amount, s.status
            from agent_settlements s
            join members a on a.id = s.member_id
            left join members u on u.id = s.payer_id
           where ${sql.join(where, sql` and `)}),
        t as (select count(*)::int as total_count,
                     coalesce(sum(amount) filter (where status = 'paid'), 0) as t_paid,
                     coalesce(sum(amount) filter (where status = 'due'), 0) as t_due,
                     coalesce(sum(amount) filter (where status = 'forced'), 0) as t_forced from g)`;
      const out = await runReport(tx, ctes, orderingOf(COMMISSION_COLUMNS, sort, 'id'), window);
      return {
        rows: out.rows.map((r) => ({
          id: Number(r.id),
          agentId: Number(r.agent_id),
          agent: String(r.agent),
          kind: String(r.kind),
          periodKey: String(r.period_key),
          periodFrom: String(r.period_from),
          periodTo: String(r.period_to),
          payer: textOrNull(r.payer),
          rate: Number(r.rate) / 100,
          amount: bigintOf(r.amount),
          status: String(r.status),
        })),
        totals: {
          settlements: out.total,
          paid: bigintOf(out.totals.t_paid),
          due: bigintOf(out.totals.t_due),
          forced: bigintOf(out.totals.t_forced),
        },
        total: out.total,
      };
    },
  };
}
export type MoneyReports = ReturnType<typeof createMoneyReports>;
