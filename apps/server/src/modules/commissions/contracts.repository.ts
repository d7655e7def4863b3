import type { ContractKind, ContractStatus } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/constraints.js';
import { rowsOf, timeOf, timeOrNull, type RawRow } from '../../db/rows.js';
import { databaseErrorOf } from '../../lib/errors.js';

/** SQLSTATE 23514: the agent tree's trigger refused a move under the member's own downline. */
const CHECK_VIOLATION = '23514';

/** A member as the contract rules see it. */
export type AgentMember = {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  uplineId: number | null;
  frozenAt: Date | null;
  frozenReason: string | null;
};

export type ContractRow = {
  id: number;
  merchantId: number;
  kind: ContractKind;
  uplineId: number | null;
  uplineName: string | null;
  memberId: number;
  username: string;
  terms: Record<string, unknown>;
  topRate: number;
  status: ContractStatus;
  endedReason: string | null;
  offeredAt: Date;
  decidedAt: Date | null;
  endedAt: Date | null;
};

export type NewContract = {
  merchantId: number;
  kind: ContractKind;
  uplineId: number | null;
  memberId: number;
  terms: Record<string, unknown>;
  topRate: number;
};

const LIVE = sql`('offered', 'signed')`;

const toMember = (r: RawRow): AgentMember => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  username: String(r.username),
  type: Number(r.type),
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  frozenAt: timeOrNull(r.frozen_at),
  frozenReason: (r.frozen_reason as string | null) ?? null,
});

export const toContract = (r: RawRow): ContractRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  kind: r.kind as ContractKind,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  uplineName: (r.upline_name as string | null) ?? null,
  memberId: Number(r.member_id),
  username: String(r.username),
  terms: (typeof r.terms === 'string' ? JSON.parse(r.terms) : r.terms) as Record<string, unknown>,
  topRate: Number(r.top_rate),
  status: r.status as ContractStatus,
  endedReason: (r.ended_reason as string | null) ?? null,
  offeredAt: timeOf(r.created_at),
  decidedAt: timeOrNull(r.decided_at),
  endedAt: timeOrNull(r.ended_at),
});

/** Contracts with both parties' names. */
const SELECT_CONTRACT = sql`select c.*, m.username, u.username as upline_name
  from agent_contracts c join members m on m.id = c.member_id left join members u on u.id = c.upline_id`;

export function createContractsRepository(db: Database) {
  return {
    async member(merchantId: number, memberId: number, tx: Executor = db): Promise<AgentMember | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select id, merchant_id, username, type, upline_id, frozen_at, frozen_reason from members
            where id = ${memberId} and merchant_id = ${merchantId}`,
      );
      return row ? toMember(row) : undefined;
    },

    async byId(merchantId: number, id: number, tx: Executor = db): Promise<ContractRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`${SELECT_CONTRACT} where c.id = ${id} and c.merchant_id = ${merchantId}`,
      );
      return row ? toContract(row) : undefined;
    },

    /** The contract row locked for a decision. */
    async lock(merchantId: number, id: number, tx: Executor): Promise<ContractRow | undefined> {
      await rowsOf(tx, sql`select id from agent_contracts where id = ${id} for update`);
      return this.byId(merchantId, id, tx);
    },

    /** The member's signed contract of a kind (what it may pass on), or undefined. */
    async signed(memberId: number, kind: ContractKind, tx: Executor = db): Promise<ContractRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`${SELECT_CONTRACT} where c.member_id = ${memberId} and c.kind = ${kind} and c.status = 'signed'`,
      );
      return row ? toContract(row) : undefined;
    },

    /** The member's live contract of a kind, else its latest one. */
    async own(memberId: number, kind: ContractKind, tx: Executor = db): Promise<ContractRow | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`${SELECT_CONTRACT} where c.member_id = ${memberId} and c.kind = ${kind}
            order by (c.status in ${LIVE}) desc, c.id desc limit 1`,
      );
      return row ? toContract(row) : undefined;
    },

    /** Contracts of each kind offered to the member and waiting for its answer. */
    async waiting(memberId: number, tx: Executor = db): Promise<ContractRow[]> {
      const rows = await rowsOf(
        tx,
        sql`${SELECT_CONTRACT} where c.member_id = ${memberId} and c.status = 'offered' order by c.id`,
      );
      return rows.map(toContract);
    },

    /** Contracts the upline offered to its downlines (live first, newest first). */
    async offeredBy(uplineId: number, kind: ContractKind, limit = 200): Promise<ContractRow[]> {
      const rows = await rowsOf(
        db,
        sql`${SELECT_CONTRACT} where c.upline_id = ${uplineId} and c.kind = ${kind}
            order by (c.status in ${LIVE}) desc, c.id desc limit ${limit}`,
      );
      return rows.map(toContract);
    },

    /** A new offer, or undefined when the member has a live contract of the kind already. */
    async insert(values: NewContract, at: Date, tx: Executor = db): Promise<ContractRow | undefined> {
      try {
        const [row] = await rowsOf<{ id: number }>(
          tx,
          sql`insert into agent_contracts (merchant_id, kind, upline_id, member_id, terms, top_rate, status, created_at)
              values (${values.merchantId}, ${values.kind}, ${values.uplineId}, ${values.memberId},
                ${JSON.stringify(values.terms)}::jsonb, ${values.topRate}, 'offered', ${at.toISOString()}::timestamptz)
              returning id`,
        );
        return this.byId(values.merchantId, Number(row!.id), tx);
      } catch (error) {
        if (isUniqueViolation(error, 'agent_contracts_live_uq')) return undefined;
        throw error;
      }
    },

    /** Moves a contract from one of `from` to `to`; false when it is in none of them (decided meanwhile). */
    async setStatus(
      id: number,
      from: ContractStatus[],
      to: ContractStatus,
      at: Date,
      endedReason: string | null,
      tx: Executor,
    ): Promise<boolean> {
      const stamp = sql`${at.toISOString()}::timestamptz`;
      const decided = to === 'signed' || to === 'rejected' ? sql`, decided_at = ${stamp}` : sql``;
      const ended = to === 'terminated' || to === 'ended' ? sql`, ended_at = ${stamp}` : sql``;
      const reason = endedReason === null ? sql`` : sql`, ended_reason = ${endedReason}`;
      const rows = await rowsOf(
        tx,
        sql`update agent_contracts set status = ${to}${decided}${ended}${reason}
            where id = ${id} and status in (${sql.join(
              from.map((s) => sql`${s}`),
              sql`, `,
            )}) returning id`,
      );
      return rows.length > 0;
    },

    /**
     * Ends the live contracts of a kind that the upline offered whose top rate is above `topRate`;
     * answers them (with the downlines' names).
     */
    async endAbove(
      uplineId: number,
      kind: ContractKind,
      topRate: number,
      reason: string,
      at: Date,
      tx: Executor,
    ): Promise<ContractRow[]> {
      const ended = await rowsOf<{ id: number }>(
        tx,
        sql`update agent_contracts set status = 'ended', ended_at = ${at.toISOString()}::timestamptz,
              ended_reason = ${reason}
            where upline_id = ${uplineId} and kind = ${kind} and status in ${LIVE} and top_rate > ${topRate}
            returning id`,
      );
      if (ended.length === 0) return [];
      const rows = await rowsOf(
        tx,
        sql`${SELECT_CONTRACT} where c.id in (${sql.join(
          ended.map((e) => sql`${Number(e.id)}`),
          sql`, `,
        )}) order by c.id`,
      );
      return rows.map(toContract);
    },

    /** Ends the member's live contracts with anyone but `uplineId` (after a move to another upline). */
    async endWithOthers(
      memberId: number,
      uplineId: number | null,
      reason: string,
      at: Date,
      tx: Executor,
    ): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`update agent_contracts set status = 'ended', ended_at = ${at.toISOString()}::timestamptz,
              ended_reason = ${reason}
            where member_id = ${memberId} and status in ${LIVE} and upline_id is distinct from ${uplineId}
            returning id`,
      );
      return rows.map((r) => Number(r.id));
    },

    /**
     * Places a member under another upline (null: a top agent); `cycle` when the upline is in the member's
     * own subtree (the tree trigger refuses it too; checked first so that the transaction stays usable).
     */
    async setUpline(memberId: number, uplineId: number | null, tx: Executor): Promise<'ok' | 'cycle'> {
      if (uplineId !== null) {
        const [below] = await rowsOf(
          tx,
          sql`select 1 as x from agent_tree where ancestor_id = ${memberId} and descendant_id = ${uplineId}`,
        );
        if (below) return 'cycle';
      }
      try {
        await tx.execute(sql`update members set upline_id = ${uplineId} where id = ${memberId}`);
        return 'ok';
      } catch (error) {
        if (databaseErrorOf(error)?.code === CHECK_VIOLATION) return 'cycle';
        throw error;
      }
    },

    /** Freezes a member (an unpaid settlement); false when it was frozen already. */
    async freeze(memberId: number, reason: string, at: Date, tx: Executor): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update members set frozen_at = ${at.toISOString()}::timestamptz, frozen_reason = ${reason}
            where id = ${memberId} and frozen_at is null returning id`,
      );
      return rows.length > 0;
    },

    /** Lifts a freeze; answers the reason it had, or undefined when the member was not frozen. */
    async unfreeze(merchantId: number, memberId: number, tx: Executor): Promise<string | undefined> {
      const [before] = await rowsOf<{ frozen_reason: string | null }>(
        tx,
        sql`select frozen_reason from members where id = ${memberId} and merchant_id = ${merchantId}
              and frozen_at is not null for update`,
      );
      if (!before) return undefined;
      await tx.execute(sql`update members set frozen_at = null, frozen_reason = null where id = ${memberId}`);
      return before.frozen_reason ?? '';
    },
  };
}
export type ContractsRepository = ReturnType<typeof createContractsRepository>;
