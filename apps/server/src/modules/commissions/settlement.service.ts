import { formatMoney, minorToMajor, type ContractKind, type DividendCycle } from '@platform/contracts';
import type { Database, Executor } from '../../db/client.js';
import type { MerchantSettings } from '../../db/schema.js';
import { usableZone } from '../../lib/date-range.js';
import type { MemberInbox } from '../rewards/index.js';
import type { Ledger } from '../wallet/index.js';
import type { ContractRow, ContractsRepository } from './contracts.repository.js';
import { closedPeriods, periodAt, type Period } from './periods.js';
import type { SettlementRow, SettlementsRepository } from './settlements.repository.js';
import {
  dailyOf,
  dividendOf,
  hourlyOf,
  minorOf,
  realtimeOf,
  type StoredTerms,
  type Worked,
} from './terms.js';
import { KIND_NAMES } from './views.js';

/** The scheduled job of each kind (`scheduler.run(name)` runs one pass). */
export const SETTLEMENT_JOBS: Record<ContractKind, string> = {
  dividend: 'commissions.dividend',
  daily: 'commissions.daily',
  hourly: 'commissions.hourly',
  realtime: 'commissions.realtime',
};
/** How often each job looks for closed periods. */
export const SETTLEMENT_EVERY_MS: Record<ContractKind, number> = {
  dividend: 10 * 60_000,
  daily: 10 * 60_000,
  hourly: 5 * 60_000,
  realtime: 60_000,
};
/** Hourly and real-time periods are settled at most this far back. */
const SHORT_LOOKBACK_MS = 48 * 3_600_000;
export const DEFAULT_GRACE_HOURS = 24;

type Deps = {
  db: Database;
  contracts: Pick<ContractsRepository, 'freeze'>;
  settlements: SettlementsRepository;
  ledger: Ledger;
  inbox: MemberInbox;
  now: () => Date;
};

export type SettlementRun = {
  kind: ContractKind;
  paid: number;
  nothing: number;
  due: number;
  forced: number;
};

type Outcome = 'paid' | 'nothing' | 'due' | 'forced' | 'exists';

const graceMs = (settings: MerchantSettings) =>
  (settings.agent?.commissionGraceHours ?? DEFAULT_GRACE_HOURS) * 3_600_000;

/** The ledger kind of a settlement's transfer (the daily figures count both as commission). */
const transferKind = (kind: ContractKind) => (kind === 'dividend' ? 'dividend' : 'salary');
/** One contract's one period moves money once: the key is unique per brand. */
export const settlementKey = (contractId: number, periodKey: string) =>
  `commission:${contractId}:${periodKey}`;

const major = (n: bigint) => minorToMajor(n);

/**
 * The settlement jobs: every closed period of every signed contract, exactly once. The period's row is
 * claimed (`on conflict do nothing`) and the money moved in the same transaction, so a re-run, a parallel
 * run or a crash between the two pays once. An upline short of money owes (`due`) until the grace ends;
 * then the house pays (`forced`) and the upline's account is frozen.
 */
export function createSettlementService({ db, contracts, settlements, ledger, inbox, now }: Deps) {
  /** What a contract earned over a period, and the figures it was worked out from. */
  async function work(
    contract: ContractRow,
    period: Period,
  ): Promise<{ worked: Worked; figures: Record<string, number> }> {
    const terms = { ...contract.terms, kind: contract.kind } as StoredTerms;
    switch (terms.kind) {
      case 'dividend':
      case 'daily': {
        const f = await settlements.dayFigures(contract.memberId, period.startDate!, period.endDate!);
        const figures = {
          validBet: major(f.validBet),
          payout: major(f.payout),
          bonus: major(f.bonus),
          activeMembers: f.activeMembers,
        };
        if (terms.kind === 'daily') return { worked: dailyOf(terms.tiers, f), figures };
        return {
          worked: dividendOf(terms.tiers, f),
          figures: { ...figures, loss: major(f.validBet - f.payout - f.bonus) },
        };
      }
      case 'hourly': {
        const f = await settlements.windowFigures(contract.memberId, period.from, period.to);
        return {
          worked: hourlyOf(terms.tiers, f.validBet),
          figures: {
            validBet: major(f.validBet),
            payout: major(f.payout),
            rounds: f.rounds,
            activeMembers: f.activeMembers,
          },
        };
      }
      case 'realtime': {
        const lowest = terms.tiers.reduce((m, t) => Math.min(m, t.singleBet), Number.POSITIVE_INFINITY);
        const rounds = await settlements.windowRounds(
          contract.memberId,
          period.from,
          period.to,
          minorOf(lowest),
        );
        const r = realtimeOf(terms.tiers, rounds);
        const stakes = rounds.reduce((s, x) => s + x.stake, 0n);
        return {
          worked: r,
          figures: { stake: major(stakes), rounds: rounds.length, counted: r.counted },
        };
      }
    }
  }

  /** Pays a settlement from its payer's main wallet (the house's commission account when none); false when short. */
  async function pay(
    tx: Executor,
    s: Pick<
      SettlementRow,
      'id' | 'merchantId' | 'contractId' | 'kind' | 'memberId' | 'payerId' | 'periodKey' | 'amount'
    >,
    at: Date,
    forced = false,
  ): Promise<boolean> {
    const credit = await ledger.memberAccountId(tx, s.merchantId, s.memberId);
    const fromHouse = forced || s.payerId === null;
    const debit = fromHouse
      ? await ledger.houseAccountId(tx, s.merchantId, 'commission')
      : await ledger.memberAccountId(tx, s.merchantId, s.payerId!);
    if (!fromHouse) {
      const balances = await settlements.lockBalances([debit, credit], tx);
      if ((balances.get(debit) ?? 0n) < s.amount) return false;
    }
    const transfer = await ledger.transfer(tx, {
      merchantId: s.merchantId,
      debitAccountId: debit,
      creditAccountId: credit,
      amount: s.amount,
      kind: transferKind(s.kind),
      reference: `${KIND_NAMES[s.kind]} ${s.periodKey}`,
      idempotencyKey: settlementKey(s.contractId, s.periodKey),
    });
    await settlements.markPaid(s.id, forced ? 'forced' : 'paid', transfer.id, at, tx);
    await inbox.post(tx, {
      merchantId: s.merchantId,
      memberId: s.memberId,
      kind: 'commission',
      template: `commission.received.${s.kind}`,
      params: { amount: formatMoney(major(s.amount)), period: s.periodKey },
    });
    return true;
  }

  /** Claims and pays one contract's period in one transaction. */
  async function settle(
    contract: ContractRow,
    settings: MerchantSettings,
    period: Period,
    at: Date,
  ): Promise<Outcome> {
    const { worked, figures } = await work(contract, period);
    return db.transaction(async (tx) => {
      const values = {
        merchantId: contract.merchantId,
        contractId: contract.id,
        kind: contract.kind,
        memberId: contract.memberId,
        payerId: contract.uplineId,
        periodKey: period.key,
        periodFrom: period.from,
        periodTo: period.to,
        figures,
        rate: worked.rate,
        amount: worked.amount,
        status: worked.amount > 0n ? ('due' as const) : ('nothing' as const),
        dueBy: worked.amount > 0n ? new Date(period.to.getTime() + graceMs(settings)) : null,
      };
      const id = await settlements.claim(values, tx);
      if (id === undefined) return 'exists';
      if (worked.amount === 0n) return 'nothing';
      return (await pay(tx, { ...values, id }, at)) ? 'paid' : 'due';
    });
  }

  /** A settlement still owed: paid when the upline can, forced from the house once the grace is over. */
  async function retry(id: number, at: Date): Promise<Outcome> {
    return db.transaction(async (tx) => {
      const s = await settlements.lockDue(id, tx);
      if (!s) return 'exists';
      if (s.dueBy && at.getTime() < s.dueBy.getTime()) return (await pay(tx, s, at)) ? 'paid' : 'due';
      await pay(tx, s, at, true);
      const amount = formatMoney(major(s.amount));
      const reason =
        `Unpaid ${KIND_NAMES[s.kind]} of ${amount} to ${s.username} for ${s.periodKey} ` +
        `(settlement #${s.id}), paid by the house after the grace period.`;
      if (s.payerId !== null) {
        await contracts.freeze(s.payerId, reason, at, tx);
        await inbox.post(tx, {
          merchantId: s.merchantId,
          memberId: s.payerId,
          kind: 'commission',
          template: `commission.frozen.${s.kind}`,
          params: { amount, period: s.periodKey, member: s.username },
        });
      }
      await inbox.post(tx, {
        merchantId: s.merchantId,
        memberId: s.memberId,
        kind: 'commission',
        template: `commission.forced.${s.kind}`,
        params: { amount, period: s.periodKey, upline: s.payerName ?? '' },
      });
      return 'forced';
    });
  }

  /** The periods to settle now: those closed since the last settled one (or one period, `at`). */
  function periodsOf(contract: ContractRow, settledUntil: Date | null, zone: string, at: Date, only?: Date) {
    const cycle = (contract.terms as { cycle?: DividendCycle }).cycle;
    const signedAt = contract.decidedAt!.getTime();
    const until = Math.min(at.getTime(), contract.endedAt?.getTime() ?? Number.POSITIVE_INFINITY);
    if (only) {
      const p = periodAt(contract.kind, cycle, only, zone);
      return p.from.getTime() >= signedAt && p.to.getTime() <= until ? [p] : [];
    }
    let since = Math.max(signedAt, settledUntil?.getTime() ?? 0);
    if (contract.kind === 'hourly' || contract.kind === 'realtime')
      since = Math.max(since, at.getTime() - SHORT_LOOKBACK_MS);
    return closedPeriods(contract.kind, cycle, new Date(since), new Date(until), zone);
  }

  return {
    /**
     * One pass of a kind: every closed period of every contract (or only the period containing `at`),
     * then every settlement still owed. Safe to run at any time, any number of times, in parallel.
     */
    async run(kind: ContractKind, options: { at?: Date; merchantId?: number } = {}): Promise<SettlementRun> {
      const at = now();
      const total: SettlementRun = { kind, paid: 0, nothing: 0, due: 0, forced: 0 };
      const count = (o: Outcome) => {
        if (o !== 'exists') total[o] += 1;
      };
      for (const { contract, settings, settledUntil } of await settlements.settleable(
        kind,
        at,
        options.merchantId,
      )) {
        const zone = usableZone(settings.timeZone);
        for (const period of periodsOf(contract, settledUntil, zone, at, options.at))
          count(await settle(contract, settings, period, at));
      }
      for (const id of await settlements.dueIds(kind, options.merchantId)) {
        const o = await retry(id, at);
        // A due one that stays due was counted when it was made (or in an earlier run).
        if (o !== 'due') count(o);
      }
      return total;
    },
  };
}
export type SettlementService = ReturnType<typeof createSettlementService>;
