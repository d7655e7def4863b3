import { and, asc, desc, eq, getTableColumns, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import {
  auditLog,
  depositOrders,
  members,
  merchants,
  paymentCallbacks,
  paymentChannels,
  promotions,
  type PaymentProvider,
} from '../../../db/schema.js';
import { rowsOf } from '../../../db/rows.js';
import { unlessDuplicate } from '../../../db/constraints.js';

export type ChannelRow = {
  id: number;
  merchantId: number;
  code: string;
  provider: PaymentProvider;
  minAmount: bigint;
  maxAmount: bigint;
  enabled: boolean;
  sort: number;
  config: Record<string, string>;
  text: Partial<Record<string, { name: string; description: string }>>;
};

export type OrderRow = {
  id: number;
  merchantId: number;
  memberId: number;
  channelId: number;
  orderNo: string;
  amount: bigint;
  status: string;
  memberReference: string | null;
  gatewayReference: string | null;
  transferId: number | null;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: number | null;
  note: string | null;
  /** The deposit promotion the member chose with the order. */
  promotionId: number | null;
};

/** An order with what a list shows beside it: its channel and its member. */
export type OrderView = OrderRow & {
  provider: PaymentProvider;
  channelText: ChannelRow['text'];
  username: string;
  /** The chosen promotion's texts (its title shown beside the order). */
  promotionText: (typeof promotions.$inferSelect)['text'] | null;
  promotionRules: (typeof promotions.$inferSelect)['rules'];
};

export type OrderFilter = {
  merchantId: number;
  memberId?: number;
  status?: string;
  provider?: PaymentProvider;
  from?: Date;
  until?: Date;
};

const orderColumns = {
  id: depositOrders.id,
  merchantId: depositOrders.merchantId,
  memberId: depositOrders.memberId,
  channelId: depositOrders.channelId,
  orderNo: depositOrders.orderNo,
  amount: depositOrders.amount,
  status: depositOrders.status,
  memberReference: depositOrders.memberReference,
  gatewayReference: depositOrders.gatewayReference,
  transferId: depositOrders.transferId,
  createdAt: depositOrders.createdAt,
  decidedAt: depositOrders.decidedAt,
  decidedBy: depositOrders.decidedBy,
  note: depositOrders.note,
  promotionId: depositOrders.promotionId,
};

const viewColumns = {
  ...orderColumns,
  provider: paymentChannels.provider,
  channelText: paymentChannels.text,
  username: members.username,
  promotionText: promotions.text,
  promotionRules: promotions.rules,
};

export const ORDER_NO_CONSTRAINT = 'deposit_orders_no_uq';

export function createDepositsRepository(db: Database) {
  const findWithChannelPrepared = db
    .select({ order: orderColumns, channel: getTableColumns(paymentChannels) })
    .from(depositOrders)
    .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
    .where(
      and(
        eq(depositOrders.merchantId, sql.placeholder('merchantId')),
        eq(depositOrders.orderNo, sql.placeholder('orderNo')),
      ),
    )
    .prepare('deposits_find_with_channel');
  // A paid callback is one call of this function: parsed and planned once per connection (decision record 053).
  const arg = (name: string) => sql.placeholder(name);
  const callbackPaidPrepared = db
    .select({
      outcome: sql<string>`outcome`,
      status: sql<string | null>`status`,
      transferId: sql<string | null>`transfer_id`,
    })
    .from(
      sql`deposit_callback_paid(${arg('merchantId')}::integer, ${arg('orderId')}::bigint,
            ${arg('decidedAt')}::timestamptz, ${arg('gatewayReference')}::text, ${arg('cashAccountId')}::bigint,
            ${arg('messageKind')}::text, ${arg('messageTemplate')}::text, ${arg('messageParams')}::jsonb,
            ${arg('channelId')}::integer, ${arg('payload')}::jsonb)`,
    )
    .prepare('deposit_callback_paid');

  const orderWhere = (f: OrderFilter): SQL | undefined =>
    and(
      eq(depositOrders.merchantId, f.merchantId),
      f.memberId !== undefined ? eq(depositOrders.memberId, f.memberId) : undefined,
      f.status ? eq(depositOrders.status, f.status) : undefined,
      f.provider ? eq(paymentChannels.provider, f.provider) : undefined,
      f.from ? gte(depositOrders.createdAt, f.from) : undefined,
      f.until ? lt(depositOrders.createdAt, f.until) : undefined,
    );

  const views = (tx: Executor) =>
    tx
      .select(viewColumns)
      .from(depositOrders)
      .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
      .innerJoin(members, eq(members.id, depositOrders.memberId))
      .leftJoin(promotions, eq(promotions.id, depositOrders.promotionId));

  return {
    /** The brand's channels in their order (disabled ones included: the caller decides). */
    async channels(merchantId: number, tx: Executor = db): Promise<ChannelRow[]> {
      return tx
        .select()
        .from(paymentChannels)
        .where(eq(paymentChannels.merchantId, merchantId))
        .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
    },

    async channel(merchantId: number, id: number, tx: Executor = db): Promise<ChannelRow | undefined> {
      const [row] = await tx
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantId, merchantId)));
      return row;
    },

    async channelById(id: number, tx: Executor = db): Promise<ChannelRow | undefined> {
      const [row] = await tx.select().from(paymentChannels).where(eq(paymentChannels.id, id));
      return row;
    },

    async merchantByCode(
      code: string,
      tx: Executor = db,
    ): Promise<{ id: number; code: string; name: string; currencySymbol: string } | undefined> {
      const [row] = await tx
        .select({
          id: merchants.id,
          code: merchants.code,
          name: merchants.name,
          currencySymbol: merchants.currencySymbol,
        })
        .from(merchants)
        .where(eq(merchants.code, code));
      return row;
    },

    /**
     * Locks the member's row for the rest of the transaction, so that two orders created at once are
     * counted one after the other against the pending limit.
     */
    async lockMember(merchantId: number, memberId: number, tx: Executor): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`select id from members where id = ${memberId} and merchant_id = ${merchantId} for update`,
      );
      return rows.length > 0;
    },

    async countPending(merchantId: number, memberId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(depositOrders)
        .where(
          and(
            eq(depositOrders.merchantId, merchantId),
            eq(depositOrders.memberId, memberId),
            eq(depositOrders.status, 'pending'),
          ),
        );
      return Number(row?.n ?? 0);
    },

    /**
     * A new order under a fresh number: a number another order holds already (48 random bits, so almost
     * never) is drawn again, up to three times, each try in a savepoint of the caller's transaction.
     */
    async insertOrder(
      order: {
        merchantId: number;
        memberId: number;
        channelId: number;
        amount: bigint;
        memberReference: string | null;
        createdAt: Date;
        promotionId: number | null;
      },
      nextOrderNo: () => string,
      tx: Executor = db,
    ): Promise<OrderRow> {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const orderNo = nextOrderNo();
        const row = await unlessDuplicate(
          () =>
            tx.transaction(async (savepoint) => {
              const [inserted] = await savepoint
                .insert(depositOrders)
                .values({ ...order, orderNo })
                .returning(orderColumns);
              return inserted;
            }),
          () => undefined,
          ORDER_NO_CONSTRAINT,
        );
        if (row) return row;
      }
      throw new Error('three deposit order numbers in a row were taken');
    },

    async findView(merchantId: number, id: number, tx: Executor = db): Promise<OrderView | undefined> {
      const [row] = await views(tx).where(
        and(eq(depositOrders.id, id), eq(depositOrders.merchantId, merchantId)),
      );
      return row;
    },

    async findByOrderNo(
      merchantId: number,
      orderNo: string,
      tx: Executor = db,
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .select(orderColumns)
        .from(depositOrders)
        .where(and(eq(depositOrders.merchantId, merchantId), eq(depositOrders.orderNo, orderNo)));
      return row;
    },

    /**
     * An order with its channel, in one read (a gateway's callback checks the channel's secret), prepared
     * once: every callback starts with it.
     */
    async findWithChannel(
      merchantId: number,
      orderNo: string,
    ): Promise<{ order: OrderRow; channel: ChannelRow } | undefined> {
      const [row] = await findWithChannelPrepared.execute({ merchantId, orderNo });
      return row;
    },

    /**
     * A verified `paid` callback in one statement (the database's `deposit_callback_paid`, decision record
     * 041): the order paid, the transfer from the cash shard `cashAccountId` to the member's main wallet,
     * the member's message and the callback's record. `general` when the order chose a promotion or its
     * member was referred (nothing written: the caller credits it the general way); `duplicate` when the
     * order was no longer pending (the callback recorded as such, nothing moved). A used transfer key
     * raises the unique violation of the ledger's idempotency key, nothing written.
     */
    async callbackPaid(input: {
      merchantId: number;
      orderId: number;
      channelId: number;
      decidedAt: Date;
      gatewayReference: string;
      cashAccountId: number;
      message: { kind: string; template: string; params: Record<string, string | number> };
      payload: Record<string, unknown>;
    }): Promise<
      | { outcome: 'general' }
      | { outcome: 'credited' | 'duplicate'; status: string; transferId: number | null }
    > {
      const [row] = await callbackPaidPrepared.execute({
        merchantId: input.merchantId,
        orderId: input.orderId,
        decidedAt: input.decidedAt.toISOString(),
        gatewayReference: input.gatewayReference,
        cashAccountId: input.cashAccountId,
        messageKind: input.message.kind,
        messageTemplate: input.message.template,
        messageParams: JSON.stringify(input.message.params),
        channelId: input.channelId,
        payload: JSON.stringify(input.payload),
      });
      if (!row)
        throw new Error(`deposit order ${input.orderId} is not an order of brand ${input.merchantId}`);
      if (row.outcome === 'general') return { outcome: 'general' };
      if (row.outcome !== 'credited' && row.outcome !== 'duplicate')
        throw new Error(`deposit_callback_paid answered ${row.outcome}`);
      return {
        outcome: row.outcome,
        status: row.status ?? 'pending',
        transferId: row.transferId === null ? null : Number(row.transferId),
      };
    },

    /** A page of orders, newest first. */
    async list(
      f: OrderFilter,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<OrderView[]> {
      return views(tx)
        .where(orderWhere(f))
        .orderBy(desc(depositOrders.createdAt), desc(depositOrders.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async count(f: OrderFilter, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<string>`count(*)` })
        .from(depositOrders)
        .innerJoin(paymentChannels, eq(paymentChannels.id, depositOrders.channelId))
        .where(orderWhere(f));
      return Number(row?.n ?? 0);
    },

    /**
     * Moves a waiting order on: the update happens only while the order is still pending, so of two
     * decisions (or two callbacks) racing, exactly one gets the row back.
     */
    async decide(
      merchantId: number,
      id: number,
      change: {
        status: 'paid' | 'rejected' | 'cancelled';
        decidedAt: Date;
        decidedBy?: number | null;
        note?: string | null;
        gatewayReference?: string | null;
      },
      tx: Executor = db,
    ): Promise<OrderRow | undefined> {
      const [row] = await tx
        .update(depositOrders)
        .set({
          status: change.status,
          decidedAt: change.decidedAt,
          decidedBy: change.decidedBy ?? null,
          ...(change.note !== undefined ? { note: change.note } : {}),
          ...(change.gatewayReference !== undefined ? { gatewayReference: change.gatewayReference } : {}),
        })
        .where(
          and(
            eq(depositOrders.id, id),
            eq(depositOrders.merchantId, merchantId),
            eq(depositOrders.status, 'pending'),
          ),
        )
        .returning(orderColumns);
      return row;
    },

    async setTransfer(id: number, transferId: number, tx: Executor = db): Promise<void> {
      await tx.update(depositOrders).set({ transferId }).where(eq(depositOrders.id, id));
    },

    /** Pending orders of a provider created before `before` become expired (every brand). */
    async expirePending(
      provider: PaymentProvider,
      before: Date,
      at: Date,
      tx: Executor = db,
    ): Promise<number> {
      const rows = await rowsOf(
        tx,
        sql`update deposit_orders o set status = 'expired', decided_at = ${at.toISOString()}::timestamptz
            from payment_channels c
            where c.id = o.channel_id and c.provider = ${provider}
              and o.status = 'pending' and o.created_at < ${before.toISOString()}::timestamptz
            returning o.id`,
      );
      return rows.length;
    },

    async recordCallback(
      entry: {
        merchantId: number;
        channelId: number | null;
        orderNo: string | null;
        payload: Record<string, unknown>;
        signatureValid: boolean;
        outcome: string;
        createdAt: Date;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(paymentCallbacks).values(entry);
    },

    /** The audit row of an operator's decision, in the decision's transaction. */
    async auditDecision(
      entry: {
        merchantId: number;
        memberId: number;
        operatorId: number;
        event: string;
        detail: Record<string, unknown>;
      },
      tx: Executor = db,
    ): Promise<void> {
      await tx.insert(auditLog).values({ ...entry, ip: null });
    },
  };
}
export type DepositsRepository = ReturnType<typeof createDepositsRepository>;
