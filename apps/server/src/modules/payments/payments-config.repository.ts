import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, totalOverAll, type PageWindow } from '../../db/paging.js';
import { members, memberBankAccounts, paymentChannels, withdrawalOrders } from '../../db/schema.js';
import type { PaymentProvider } from '../../db/schema.js';

export type ChannelConfigRow = typeof paymentChannels.$inferSelect;
export type ChannelChanges = Partial<
  Pick<ChannelConfigRow, 'enabled' | 'minAmount' | 'maxAmount' | 'sort' | 'config' | 'text'>
>;

/** A withdrawal marked not received, with what the operator needs to resolve it. */
export type NotReceivedRow = {
  id: number;
  merchantId: number;
  memberId: number;
  username: string;
  orderNo: string;
  amount: bigint;
  receivedAmount: bigint | null;
  bankName: string;
  accountName: string;
  last4: string;
  decidedAt: Date | null;
  confirmedAt: Date | null;
  proofImage: string | null;
  resolution: 'refunded' | 'arrived' | null;
  resolvedAt: Date | null;
  note: string | null;
  createdAt: Date;
};

/** The queue's statuses: `waiting` (unresolved), `refunded`, `arrived`; `all` or none lists every one. */
const resolutionFilter = (status: string | undefined): SQL | undefined =>
  status === 'waiting'
    ? isNull(withdrawalOrders.resolution)
    : status === 'refunded' || status === 'arrived'
      ? eq(withdrawalOrders.resolution, status)
      : undefined;

const notReceivedColumns = {
  id: withdrawalOrders.id,
  merchantId: withdrawalOrders.merchantId,
  memberId: withdrawalOrders.memberId,
  username: members.username,
  orderNo: withdrawalOrders.orderNo,
  amount: withdrawalOrders.amount,
  receivedAmount: withdrawalOrders.receivedAmount,
  bankName: memberBankAccounts.bankName,
  accountName: memberBankAccounts.accountName,
  last4: memberBankAccounts.accountNumberLast4,
  decidedAt: withdrawalOrders.decidedAt,
  confirmedAt: withdrawalOrders.confirmedAt,
  proofImage: withdrawalOrders.proofImage,
  resolution: withdrawalOrders.resolution,
  resolvedAt: withdrawalOrders.resolvedAt,
  note: withdrawalOrders.note,
  createdAt: withdrawalOrders.createdAt,
};

/**
 * The brand's payments configuration (deposit channels, receiving bank accounts) and the withdrawals its
 * members marked not received, for the back office.
 */
export function createPaymentsConfigRepository(db: Database) {
  const notReceivedWhere = (merchantId: number, status: string | undefined) =>
    and(
      eq(withdrawalOrders.merchantId, merchantId),
      eq(withdrawalOrders.status, 'not_received'),
      resolutionFilter(status),
    );

  return {
    /** The brand's channels in the site's order, one page, with the total. */
    async channels(
      merchantId: number,
      provider: PaymentProvider | undefined,
      window: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: ChannelConfigRow[]; total: number }> {
      const where = and(
        eq(paymentChannels.merchantId, merchantId),
        provider ? eq(paymentChannels.provider, provider) : undefined,
      );
      return countedPage(
        (w) =>
          tx
            .select({ row: paymentChannels, total: totalOverAll() })
            .from(paymentChannels)
            .where(where)
            .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id))
            .limit(w.limit)
            .offset(w.offset)
            .then((rows) => rows.map((r) => ({ ...r.row, total: r.total }))),
        () =>
          tx
            .select({ n: sql<number>`count(*)::int` })
            .from(paymentChannels)
            .where(where),
        window,
      );
    },

    /** One channel of the brand, locked until the transaction ends. */
    async lockChannel(merchantId: number, id: number, tx: Executor): Promise<ChannelConfigRow | undefined> {
      const [row] = await tx
        .select()
        .from(paymentChannels)
        .where(and(eq(paymentChannels.id, id), eq(paymentChannels.merchantId, merchantId)))
        .for('update');
      return row;
    },

    async updateChannel(tx: Executor, id: number, changes: ChannelChanges): Promise<ChannelConfigRow> {
      const [row] = await tx
        .update(paymentChannels)
        .set(changes)
        .where(eq(paymentChannels.id, id))
        .returning();
      if (!row) throw new Error(`payment channel ${id} vanished inside its transaction`);
      return row;
    },

    /** Adds a channel; undefined when its code is taken in the brand. */
    async insertChannel(
      tx: Executor,
      values: Omit<typeof paymentChannels.$inferInsert, 'id'>,
    ): Promise<ChannelConfigRow | undefined> {
      const [row] = await tx.insert(paymentChannels).values(values).onConflictDoNothing().returning();
      return row;
    },

    async notReceived(
      merchantId: number,
      status: string | undefined,
      window: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: NotReceivedRow[]; total: number }> {
      const where = notReceivedWhere(merchantId, status);
      return countedPage(
        (w) =>
          tx
            .select({ ...notReceivedColumns, total: totalOverAll() })
            .from(withdrawalOrders)
            .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
            .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawalOrders.bankAccountId))
            .where(where)
            .orderBy(desc(withdrawalOrders.confirmedAt), desc(withdrawalOrders.id))
            .limit(w.limit)
            .offset(w.offset),
        () =>
          tx
            .select({ n: sql<number>`count(*)::int` })
            .from(withdrawalOrders)
            .where(where),
        window,
      );
    },

    async findNotReceived(
      merchantId: number,
      id: number,
      tx: Executor = db,
    ): Promise<NotReceivedRow | undefined> {
      const [row] = await tx
        .select(notReceivedColumns)
        .from(withdrawalOrders)
        .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
        .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawalOrders.bankAccountId))
        .where(
          and(
            eq(withdrawalOrders.id, id),
            eq(withdrawalOrders.merchantId, merchantId),
            eq(withdrawalOrders.status, 'not_received'),
          ),
        );
      return row;
    },

    /** Records the resolution of a waiting not-received withdrawal; false when it is not waiting. */
    async resolve(
      tx: Executor,
      input: {
        merchantId: number;
        id: number;
        resolution: 'refunded' | 'arrived';
        operatorId: number;
        at: Date;
        note: string | null;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(withdrawalOrders)
        .set({
          resolution: input.resolution,
          resolvedAt: input.at,
          resolvedBy: input.operatorId,
          ...(input.note === null ? {} : { note: input.note }),
        })
        .where(
          and(
            eq(withdrawalOrders.id, input.id),
            eq(withdrawalOrders.merchantId, input.merchantId),
            eq(withdrawalOrders.status, 'not_received'),
            isNull(withdrawalOrders.resolution),
          ),
        )
        .returning({ id: withdrawalOrders.id });
      return rows.length === 1;
    },

    async setRefundTransfer(tx: Executor, id: number, transferId: number): Promise<void> {
      await tx
        .update(withdrawalOrders)
        .set({ refundTransferId: transferId })
        .where(eq(withdrawalOrders.id, id));
    },
  };
}
export type PaymentsConfigRepository = ReturnType<typeof createPaymentsConfigRepository>;
