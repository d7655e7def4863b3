import type { ContractKind, SettlementStatus } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import type { MerchantSettings } from '../../db/schema.js';
import { countedPage, pageWindow, totalOverAll, type PageRequest } from '../../db/paging.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';
import { toContract, type ContractRow } from './contracts.repository.js';
import type { PeriodFigures, SettledRound } from './terms.js';

export type SettlementRow = {
  id: number;
  merchantId: number;
  contractId: number;
  kind: ContractKind;
  memberId: number;
  username: string;
  payerId: number | null;
  payerName: string | null;
  periodKey: string;
  periodFrom: Date;
  periodTo: Date;
  figures: Record<string, number>;
  rate: number;
  amount: bigint;
  status: SettlementStatus;
  dueBy: Date | null;
  paidAt: Date | null;
  createdAt: Date;
};

export type NewSettlement = {
  merchantId: number;
  contractId: number;
  kind: ContractKind;
  memberId: number;
  payerId: number | null;
  periodKey: string;
  periodFrom: Date;
  periodTo: Date;
  figures: Record<string, number>;
  rate: number;
  amount: bigint;
  status: SettlementStatus;
  dueBy: Date | null;
};

/** A contract to settle, with its brand's settings and the end of its last settled period. */
export type Settleable = { contract: ContractRow; settings: MerchantSettings; settledUntil: Date | null };

export type SettlementFilter = {
  merchantId: number;
  kind?: ContractKind;
  memberId?: number;
  status?: SettlementStatus;
  /** Only settlements with an amount (no period that reached no tier). */
  withAmount?: boolean;
  /** Settlements paid to or by this member. */
  party?: number;
  /** Periods beginning in [from, until). */
  from?: Date;
  until?: Date;
};

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const toSettlement = (r: RawRow): SettlementRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  contractId: Number(r.contract_id),
  kind: r.kind as ContractKind,
  memberId: Number(r.member_id),
  username: String(r.username),
  payerId: r.payer_id === null ? null : Number(r.payer_id),
  payerName: (r.payer_name as string | null) ?? null,
  periodKey: String(r.period_key),
  periodFrom: timeOf(r.period_from),
  periodTo: timeOf(r.period_to),
  figures: (typeof r.figures === 'string' ? JSON.parse(r.figures) : r.figures) as Record<string, number>,
  rate: Number(r.rate),
  amount: bigintOf(r.amount),
  status: r.status as SettlementStatus,
  dueBy: timeOrNull(r.due_by),
  paidAt: timeOrNull(r.paid_at),
  createdAt: timeOf(r.created_at),
});

const SETTLEMENT_FROM = sql`from agent_settlements s join members m on m.id = s.member_id
  left join members p on p.id = s.payer_id`;
const SELECT_SETTLEMENT = sql`select s.*, m.username, p.username as payer_name ${SETTLEMENT_FROM}`;

function where(f: SettlementFilter): SQL {
  const parts = [sql`s.merchant_id = ${f.merchantId}`];
  if (f.kind) parts.push(sql`s.kind = ${f.kind}`);
  if (f.memberId) parts.push(sql`s.member_id = ${f.memberId}`);
  if (f.status) parts.push(sql`s.status = ${f.status}`);
  if (f.withAmount) parts.push(sql`s.status <> 'nothing'`);
  if (f.party) parts.push(sql`(s.member_id = ${f.party} or s.payer_id = ${f.party})`);
  if (f.from) parts.push(sql`s.period_from >= ${iso(f.from)}`);
  if (f.until) parts.push(sql`s.period_from < ${iso(f.until)}`);
  return sql.join(parts, sql` and `);
}

export function createSettlementsRepository(db: Database) {
  return {
    /**
     * Contracts of a kind that may have closed periods to settle: the signed ones, and those ended or
     * terminated lately (their periods before the end).
     */
    async settleable(kind: ContractKind, now: Date, merchantId?: number): Promise<Settleable[]> {
      const rows = await rowsOf(
        db,
        sql`select c.*, m.username, u.username as upline_name, b.settings as brand_settings,
              (select max(s.period_to) from agent_settlements s where s.contract_id = c.id) as settled_until
            from agent_contracts c join merchants b on b.id = c.merchant_id
              join members m on m.id = c.member_id left join members u on u.id = c.upline_id
            where c.kind = ${kind} and c.decided_at is not null
              and (c.status = 'signed' or (c.status in ('terminated', 'ended')
                   and c.ended_at > ${iso(now)} - interval '40 days'))
              ${merchantId === undefined ? sql`` : sql`and c.merchant_id = ${merchantId}`}
            order by c.id`,
      );
      return rows.map((r) => ({
        contract: toContract(r),
        settings: (typeof r.brand_settings === 'string'
          ? JSON.parse(r.brand_settings)
          : r.brand_settings) as MerchantSettings,
        settledUntil: timeOrNull(r.settled_until),
      }));
    },

    /** A subtree's figures (the member itself included) over brand days, from the daily rows. */
    async dayFigures(memberId: number, startDate: string, endDate: string): Promise<PeriodFigures> {
      const [row] = await rowsOf(
        db,
        sql`select coalesce(sum(d.valid_bet), 0) as valid_bet, coalesce(sum(d.payout), 0) as payout,
              coalesce(sum(d.bonus), 0) as bonus,
              count(distinct d.member_id) filter (where d.rounds > 0) as active
            from agent_tree t join member_daily d on d.member_id = t.descendant_id
            where t.ancestor_id = ${memberId} and t.depth >= 0
              and d.day >= ${startDate}::date and d.day <= ${endDate}::date`,
      );
      return {
        validBet: bigintOf(row?.valid_bet),
        payout: bigintOf(row?.payout),
        bonus: bigintOf(row?.bonus),
        activeMembers: Number(row?.active ?? 0),
      };
    },

    /** A subtree's rounds settled in [from, to): valid bet, payout, count, members who played. */
    async windowFigures(memberId: number, from: Date, to: Date) {
      const [row] = await rowsOf(
        db,
        sql`select coalesce(sum(r.valid_bet), 0) as valid_bet, coalesce(sum(r.payout), 0) as payout,
              count(*) as rounds, count(distinct r.member_id) as active
            from agent_tree t join game_rounds r on r.member_id = t.descendant_id
            where t.ancestor_id = ${memberId} and r.status = 'settled'
              and r.settled_at >= ${iso(from)} and r.settled_at < ${iso(to)}`,
      );
      return {
        validBet: bigintOf(row?.valid_bet),
        payout: bigintOf(row?.payout),
        rounds: Number(row?.rounds ?? 0),
        activeMembers: Number(row?.active ?? 0),
      };
    },

    /** A subtree's rounds settled in [from, to) whose stake reaches `minStake`. */
    async windowRounds(memberId: number, from: Date, to: Date, minStake: bigint): Promise<SettledRound[]> {
      const rows = await rowsOf(
        db,
        sql`select r.stake, r.payout
            from agent_tree t join game_rounds r on r.member_id = t.descendant_id
            where t.ancestor_id = ${memberId} and r.status = 'settled' and r.stake >= ${minStake}
              and r.settled_at >= ${iso(from)} and r.settled_at < ${iso(to)}`,
      );
      return rows.map((r) => ({ stake: bigintOf(r.stake), payout: bigintOf(r.payout) }));
    },

    /** Claims a contract's period: the new row's id, or undefined when the period has its row already. */
    async claim(s: NewSettlement, tx: Executor): Promise<number | undefined> {
      const [row] = await rowsOf<{ id: number }>(
        tx,
        sql`insert into agent_settlements (merchant_id, contract_id, kind, member_id, payer_id, period_key,
              period_from, period_to, figures, rate, amount, status, due_by)
            values (${s.merchantId}, ${s.contractId}, ${s.kind}, ${s.memberId}, ${s.payerId}, ${s.periodKey},
              ${iso(s.periodFrom)}, ${iso(s.periodTo)}, ${JSON.stringify(s.figures)}::jsonb, ${s.rate},
              ${s.amount}, ${s.status}, ${s.dueBy ? iso(s.dueBy) : null})
            on conflict (contract_id, period_key) do nothing
            returning id`,
      );
      return row ? Number(row.id) : undefined;
    },

    async markPaid(id: number, status: 'paid' | 'forced', transferId: number, at: Date, tx: Executor) {
      await tx.execute(
        sql`update agent_settlements set status = ${status}, transfer_id = ${transferId}, paid_at = ${iso(at)}
            where id = ${id}`,
      );
    },

    /** Accounts' balances, their rows locked in id order (as the ledger locks them) until the transaction ends. */
    async lockBalances(accountIds: number[], tx: Executor): Promise<Map<number, bigint>> {
      const rows = await rowsOf(
        tx,
        sql`select id, balance from accounts where id in (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id for update`,
      );
      return new Map(rows.map((r) => [Number(r.id), bigintOf(r.balance)]));
    },

    /** Ids of the settlements of a kind still owed. */
    async dueIds(kind: ContractKind, merchantId?: number): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select id from agent_settlements where status = 'due' and kind = ${kind}
            ${merchantId === undefined ? sql`` : sql`and merchant_id = ${merchantId}`} order by id`,
      );
      return rows.map((r) => Number(r.id));
    },

    /** A settlement still owed, locked; undefined when it was paid meanwhile. */
    async lockDue(id: number, tx: Executor): Promise<SettlementRow | undefined> {
      await rowsOf(tx, sql`select id from agent_settlements where id = ${id} and status = 'due' for update`);
      const [row] = await rowsOf(tx, sql`${SELECT_SETTLEMENT} where s.id = ${id} and s.status = 'due'`);
      return row ? toSettlement(row) : undefined;
    },

    async byId(id: number, tx: Executor = db): Promise<SettlementRow | undefined> {
      const [row] = await rowsOf(tx, sql`${SELECT_SETTLEMENT} where s.id = ${id}`);
      return row ? toSettlement(row) : undefined;
    },

    /** One page of settlements, newest first, and the count of all matching. */
    async page(filter: SettlementFilter, page: PageRequest) {
      const { rows, total } = await countedPage(
        (w) =>
          rowsOf<RawRow & { total: number }>(
            db,
            sql`select s.*, m.username, p.username as payer_name, ${totalOverAll()} as total
                ${SETTLEMENT_FROM} where ${where(filter)}
                order by s.period_from desc, s.id desc limit ${w.limit} offset ${w.offset}`,
          ),
        () =>
          rowsOf<{ n: number }>(
            db,
            sql`select count(*) as n from agent_settlements s where ${where(filter)}`,
          ),
        pageWindow(page),
      );
      return { list: rows.map(toSettlement), total };
    },

    /** What the member received (paid or forced) and paid (paid) over the filter. */
    async totals(filter: SettlementFilter, memberId: number): Promise<{ received: bigint; paid: bigint }> {
      const [row] = await rowsOf(
        db,
        sql`select coalesce(sum(s.amount) filter (where s.member_id = ${memberId}
                 and s.status in ('paid', 'forced')), 0) as received,
               coalesce(sum(s.amount) filter (where s.payer_id = ${memberId} and s.status = 'paid'), 0) as paid
            from agent_settlements s where ${where(filter)}`,
      );
      return { received: bigintOf(row?.received), paid: bigintOf(row?.paid) };
    },
  };
}
export type SettlementsRepository = ReturnType<typeof createSettlementsRepository>;
