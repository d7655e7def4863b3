import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import type { PageRequest } from '../../../db/paging.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../../db/rows.js';
import { paged, type Page } from './paged.repository.js';

export type AdjustmentRecord = {
  id: number;
  merchantId: number;
  memberId: number;
  username: string;
  direction: 'credit' | 'debit';
  amount: bigint;
  reason: string;
  status: 'pending' | 'applied' | 'approved' | 'rejected';
  requestedBy: number;
  requestedByName: string;
  requestedRole: string | null;
  decidedByName: string | null;
  decidedAt: Date | null;
  decisionNote: string | null;
  transferId: number | null;
  balanceAfter: bigint | null;
  createdAt: Date;
};

const toAdjustment = (r: RawRow): AdjustmentRecord => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  memberId: Number(r.member_id),
  username: String(r.username),
  direction: r.direction as 'credit' | 'debit',
  amount: bigintOf(r.amount),
  reason: String(r.reason),
  status: r.status as AdjustmentRecord['status'],
  requestedBy: Number(r.requested_by),
  requestedByName: String(r.requested_by_name),
  requestedRole: (r.requested_role as string | null) ?? null,
  decidedByName: (r.decided_by_name as string | null) ?? null,
  decidedAt: timeOrNull(r.decided_at),
  decisionNote: (r.decision_note as string | null) ?? null,
  transferId: r.transfer_id === null || r.transfer_id === undefined ? null : Number(r.transfer_id),
  balanceAfter: r.balance_after === null || r.balance_after === undefined ? null : bigintOf(r.balance_after),
  createdAt: timeOf(r.created_at),
});

const ADJUSTMENT_SELECT = sql`select a.*, m.username, o.username as requested_by_name, o.role as requested_role,
      d.username as decided_by_name,
      case when t.id is null then null
           when a.direction = 'credit' then t.credit_balance_after else t.debit_balance_after end as balance_after
    from balance_adjustments a
    join members m on m.id = a.member_id
    join operators o on o.id = a.requested_by
    left join operators d on d.id = a.decided_by
    left join ledger_transfers t on t.id = a.transfer_id`;

/** Manual adjustments and members' feedback with its answers. */
export function createAdjustmentsRepository(db: Database) {
  async function feedbackAnswers(ids: number[], tx: Executor = db) {
    if (ids.length === 0) return [];
    const rows = await rowsOf(
      tx,
      sql`select a.id, a.feedback_id, a.created_at, a.body, o.username as operator
          from feedback_answers a join operators o on o.id = a.operator_id
          where a.feedback_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})
          order by a.created_at, a.id`,
    );
    return rows.map((r) => ({
      id: Number(r.id),
      feedbackId: Number(r.feedback_id),
      createdAt: timeOf(r.created_at),
      body: String(r.body),
      operator: String(r.operator),
    }));
  }

  return {
    feedbackAnswers,

    /** The member's main balance, its account row locked for the caller's transaction. */
    async lockMainBalance(accountId: number, tx: Executor): Promise<bigint> {
      const [row] = await rowsOf(tx, sql`select balance from accounts where id = ${accountId} for update`);
      return bigintOf(row?.balance);
    },

    /** The brand's house account that manual adjustments move money against (created on first use). */
    async adjustmentAccountId(merchantId: number, tx: Executor): Promise<number> {
      const [found] = await rowsOf(
        tx,
        sql`select id from accounts where merchant_id = ${merchantId} and member_id is null
              and kind = 'adjustment' and wallet_code = 'HOUSE' and shard = 0`,
      );
      const [row] = found
        ? [found]
        : await rowsOf(
            tx,
            sql`insert into accounts (merchant_id, member_id, kind, wallet_code, shard)
                values (${merchantId}, null, 'adjustment', 'HOUSE', 0)
                on conflict (merchant_id, kind, wallet_code, shard) where member_id is null
                do update set shard = excluded.shard returning id`,
          );
      if (!row) throw new Error('adjustment account not created');
      return Number(row.id);
    },

    async insertAdjustment(
      values: {
        merchantId: number;
        memberId: number;
        direction: 'credit' | 'debit';
        amount: bigint;
        reason: string;
        status: 'pending' | 'applied';
        requestedBy: number;
      },
      tx: Executor,
    ): Promise<number> {
      const decided = values.status === 'applied';
      const [row] = await rowsOf(
        tx,
        sql`insert into balance_adjustments
              (merchant_id, member_id, direction, amount, reason, status, requested_by, decided_by, decided_at)
            values (${values.merchantId}, ${values.memberId}, ${values.direction}, ${values.amount},
                    ${values.reason}, ${values.status}, ${values.requestedBy},
                    ${decided ? values.requestedBy : null}, ${decided ? sql`now()` : null})
            returning id`,
      );
      if (!row) throw new Error('adjustment not stored');
      return Number(row.id);
    },

    async adjustment(
      merchantId: number,
      id: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<AdjustmentRecord | undefined> {
      if (forUpdate) {
        const locked = await rowsOf(
          tx,
          sql`select id from balance_adjustments where id = ${id} and merchant_id = ${merchantId} for update`,
        );
        if (locked.length === 0) return undefined;
      }
      const [row] = await rowsOf(
        tx,
        sql`${ADJUSTMENT_SELECT} where a.id = ${id} and a.merchant_id = ${merchantId}`,
      );
      return row ? toAdjustment(row) : undefined;
    },

    /** Decides a pending adjustment; false when it is not pending any more. */
    async decideAdjustment(
      id: number,
      values: {
        status: 'approved' | 'rejected';
        decidedBy: number;
        note: string | null;
        transferId: number | null;
      },
      tx: Executor,
    ): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`update balance_adjustments set status = ${values.status}, decided_by = ${values.decidedBy},
              decided_at = now(), decision_note = ${values.note}, transfer_id = ${values.transferId}
            where id = ${id} and status = 'pending' returning id`,
      );
      return rows.length === 1;
    },

    async setAdjustmentTransfer(id: number, transferId: number, tx: Executor): Promise<void> {
      await tx.execute(sql`update balance_adjustments set transfer_id = ${transferId} where id = ${id}`);
    },

    adjustments(
      merchantId: number,
      filter: { status?: string; memberId?: number },
      page: PageRequest,
    ): Promise<Page<AdjustmentRecord>> {
      const conditions: SQL[] = [sql`a.merchant_id = ${merchantId}`];
      if (filter.status) conditions.push(sql`a.status = ${filter.status}`);
      if (filter.memberId !== undefined) conditions.push(sql`a.member_id = ${filter.memberId}`);
      const where = sql.join(conditions, sql` and `);
      return paged(
        db,
        sql`select x.*, (count(*) over ())::int as total from (${ADJUSTMENT_SELECT} where ${where}) x
            order by x.created_at desc, x.id desc`,
        sql`select count(*) as n from balance_adjustments a where ${where}`,
        page,
        toAdjustment,
      );
    },

    // --- Feedback ---------------------------------------------------------------------------------------------

    async feedbackPage(merchantId: number, status: string | undefined, page: PageRequest) {
      const where = status
        ? sql`f.merchant_id = ${merchantId} and f.status = ${status}`
        : sql`f.merchant_id = ${merchantId}`;
      const result = await paged(
        db,
        sql`select f.*, m.username, (count(*) over ())::int as total
            from feedback f left join members m on m.id = f.member_id where ${where}
            order by f.created_at desc, f.id desc`,
        sql`select count(*) as n from feedback f where ${where}`,
        page,
        toFeedback,
      );
      const answers = await feedbackAnswers(result.rows.map((r) => r.id));
      return { ...result, answers };
    },

    async feedbackItem(merchantId: number, id: number, tx: Executor = db, forUpdate = false) {
      const [row] = await rowsOf(
        tx,
        sql`select f.*, m.username from feedback f left join members m on m.id = f.member_id
            where f.id = ${id} and f.merchant_id = ${merchantId} ${forUpdate ? sql`for update of f` : sql``}`,
      );
      return row ? toFeedback(row) : undefined;
    },

    async answerFeedback(
      merchantId: number,
      feedbackId: number,
      operatorId: number,
      body: string,
      tx: Executor,
    ): Promise<void> {
      await tx.execute(
        sql`insert into feedback_answers (merchant_id, feedback_id, operator_id, body)
            values (${merchantId}, ${feedbackId}, ${operatorId}, ${body})`,
      );
      await tx.execute(sql`update feedback set status = 'answered' where id = ${feedbackId}`);
    },

    /** An operator's message in the member's inbox, its text in the languages given. */
    async postMessage(
      merchantId: number,
      memberId: number,
      kind: string,
      content: Record<string, { title: string; body: string }>,
      tx: Executor,
    ): Promise<void> {
      await tx.execute(
        sql`insert into member_messages (merchant_id, member_id, kind, content)
            values (${merchantId}, ${memberId}, ${kind}, ${JSON.stringify(content)}::jsonb)`,
      );
    },
  };
}
export type AdjustmentsRepository = ReturnType<typeof createAdjustmentsRepository>;

export type FeedbackRecord = {
  id: number;
  createdAt: Date;
  memberId: number | null;
  username: string | null;
  questionType: string;
  content: string;
  ip: string | null;
  status: string;
};

function toFeedback(r: RawRow): FeedbackRecord {
  return {
    id: Number(r.id),
    createdAt: timeOf(r.created_at),
    memberId: r.member_id === null ? null : Number(r.member_id),
    username: (r.username as string | null) ?? null,
    questionType: String(r.question_type),
    content: String(r.content),
    ip: (r.ip as string | null) ?? null,
    status: String(r.status),
  };
}
