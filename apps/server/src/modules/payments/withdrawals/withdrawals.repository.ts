import { and, count, desc, eq, gte, isNull, lte, ne, sum } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import {
  accounts,
  merchants,
  type MerchantSettings,
  memberBankAccounts,
  members,
  vipLevels,
  withdrawalOrders,
} from '../../../db/schema.js';
import { unlessDuplicate } from '../../../db/constraints.js';

/** A withdrawal order with the bank account it pays to (minor units). */
export type WithdrawalRow = {
  id: number;
  merchantId: number;
  memberId: number;
  username: string;
  orderNo: string;
  amount: bigint;
  status: string;
  bankName: string;
  bankCode: string;
  accountName: string;
  last4: string;
  createdAt: Date;
  decidedAt: Date | null;
  note: string | null;
  confirmDueAt: Date | null;
  confirmedAt: Date | null;
  receivedAmount: bigint | null;
  proofImage: string | null;
};

export type BankAccountRow = {
  id: number;
  bankCode: string;
  bankName: string;
  accountName: string;
  last4: string;
};

export type MemberRow = {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  status: number;
  vipLevel: number;
  uplineId: number | null;
  hasPaymentPassword: boolean;
  /** Why the account is frozen (an unpaid commission); null when it is not. */
  frozenReason: string | null;
};

/** The unique index that keeps one order per member and request id. */
export const WITHDRAWAL_REQUEST_CONSTRAINT = 'withdrawal_orders_request_uq';

const orderColumns = {
  id: withdrawalOrders.id,
  merchantId: withdrawalOrders.merchantId,
  memberId: withdrawalOrders.memberId,
  username: members.username,
  orderNo: withdrawalOrders.orderNo,
  amount: withdrawalOrders.amount,
  status: withdrawalOrders.status,
  bankName: memberBankAccounts.bankName,
  bankCode: memberBankAccounts.bankCode,
  accountName: memberBankAccounts.accountName,
  last4: memberBankAccounts.accountNumberLast4,
  createdAt: withdrawalOrders.createdAt,
  decidedAt: withdrawalOrders.decidedAt,
  note: withdrawalOrders.note,
  confirmDueAt: withdrawalOrders.confirmDueAt,
  confirmedAt: withdrawalOrders.confirmedAt,
  receivedAmount: withdrawalOrders.receivedAmount,
  proofImage: withdrawalOrders.proofImage,
};

/** Orders that count against the daily limits: every one asked for, except those given back. */
const countsToday = (memberId: number, since: Date) =>
  and(
    eq(withdrawalOrders.memberId, memberId),
    gte(withdrawalOrders.createdAt, since),
    ne(withdrawalOrders.status, 'rejected'),
  );

export function createWithdrawalsRepository(db: Database) {
  const selectOrders = (tx: Executor) =>
    tx
      .select(orderColumns)
      .from(withdrawalOrders)
      .innerJoin(members, eq(members.id, withdrawalOrders.memberId))
      .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawalOrders.bankAccountId));

  return {
    async member(memberId: number, tx: Executor = db): Promise<MemberRow | undefined> {
      const [row] = await tx
        .select({
          id: members.id,
          merchantId: members.merchantId,
          username: members.username,
          type: members.type,
          status: members.status,
          vipLevel: members.vipLevel,
          uplineId: members.uplineId,
          hash: members.paymentPasswordHash,
          frozenAt: members.frozenAt,
          frozenReason: members.frozenReason,
        })
        .from(members)
        .where(eq(members.id, memberId));
      if (!row) return undefined;
      const { hash, frozenAt, frozenReason, ...rest } = row;
      return {
        ...rest,
        hasPaymentPassword: hash !== null,
        frozenReason: frozenAt ? (frozenReason ?? '') : null,
      };
    },

    /** The member's active bank accounts (not removed), oldest first. */
    async bankAccounts(merchantId: number, memberId: number, tx: Executor = db): Promise<BankAccountRow[]> {
      return tx
        .select({
          id: memberBankAccounts.id,
          bankCode: memberBankAccounts.bankCode,
          bankName: memberBankAccounts.bankName,
          accountName: memberBankAccounts.accountName,
          last4: memberBankAccounts.accountNumberLast4,
        })
        .from(memberBankAccounts)
        .where(
          and(
            eq(memberBankAccounts.merchantId, merchantId),
            eq(memberBankAccounts.memberId, memberId),
            isNull(memberBankAccounts.removedAt),
          ),
        )
        .orderBy(memberBankAccounts.id);
    },

    async bankAccount(
      merchantId: number,
      memberId: number,
      id: number,
      tx: Executor = db,
    ): Promise<BankAccountRow | undefined> {
      const [row] = await tx
        .select({
          id: memberBankAccounts.id,
          bankCode: memberBankAccounts.bankCode,
          bankName: memberBankAccounts.bankName,
          accountName: memberBankAccounts.accountName,
          last4: memberBankAccounts.accountNumberLast4,
        })
        .from(memberBankAccounts)
        .where(
          and(
            eq(memberBankAccounts.id, id),
            eq(memberBankAccounts.merchantId, merchantId),
            eq(memberBankAccounts.memberId, memberId),
            isNull(memberBankAccounts.removedAt),
          ),
        );
      return row;
    },

    /** Locks the member's wallet row until the transaction ends and reads its balance. */
    async lockBalance(tx: Executor, accountId: number): Promise<bigint> {
      const [row] = await tx
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      if (!row) throw new Error(`no account ${accountId}`);
      return BigInt(row.balance);
    },

    async balanceOf(accountId: number, tx: Executor = db): Promise<bigint> {
      const [row] = await tx
        .select({ balance: accounts.balance })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return BigInt(row?.balance ?? 0n);
    },

    /** The VIP level's limits per day; absent level: none. */
    async vipLimits(
      merchantId: number,
      level: number,
      tx: Executor = db,
    ): Promise<{ perDay: number; dailyLimit: bigint } | undefined> {
      const [row] = await tx
        .select({ perDay: vipLevels.withdrawalsPerDay, dailyLimit: vipLevels.withdrawalLimit })
        .from(vipLevels)
        .where(and(eq(vipLevels.merchantId, merchantId), eq(vipLevels.level, level)));
      return row;
    },

    async usedSince(
      memberId: number,
      since: Date,
      tx: Executor = db,
    ): Promise<{ count: number; amount: bigint }> {
      const [row] = await tx
        .select({ n: count(), total: sum(withdrawalOrders.amount) })
        .from(withdrawalOrders)
        .where(countsToday(memberId, since));
      return { count: Number(row?.n ?? 0), amount: BigInt(row?.total ?? 0) };
    },

    /** The new order's id; undefined when the member made an order under this request id already. */
    async insert(
      tx: Executor,
      values: {
        merchantId: number;
        memberId: number;
        bankAccountId: number;
        orderNo: string;
        amount: bigint;
        createdAt: Date;
        requestId: string;
        requestHash: string;
      },
    ): Promise<number | undefined> {
      const inserted = await unlessDuplicate(
        () =>
          tx
            .insert(withdrawalOrders)
            .values({ ...values, status: 'pending' })
            .returning({ id: withdrawalOrders.id }),
        () => undefined,
        WITHDRAWAL_REQUEST_CONSTRAINT,
      );
      if (inserted === undefined) return undefined;
      const [row] = inserted;
      if (!row) throw new Error('withdrawal insert returned nothing');
      return row.id;
    },

    /** The member's order made under a request id, with what that request asked (its hash). */
    async findByRequestId(
      merchantId: number,
      memberId: number,
      requestId: string,
      tx: Executor = db,
    ): Promise<{ id: number; requestHash: string | null } | undefined> {
      const [row] = await tx
        .select({ id: withdrawalOrders.id, requestHash: withdrawalOrders.requestHash })
        .from(withdrawalOrders)
        .where(
          and(
            eq(withdrawalOrders.merchantId, merchantId),
            eq(withdrawalOrders.memberId, memberId),
            eq(withdrawalOrders.requestId, requestId),
          ),
        );
      return row;
    },

    async setHoldTransfer(tx: Executor, id: number, transferId: number): Promise<void> {
      await tx
        .update(withdrawalOrders)
        .set({ holdTransferId: transferId })
        .where(eq(withdrawalOrders.id, id));
    },

    async setSettleTransfer(tx: Executor, id: number, transferId: number): Promise<void> {
      await tx
        .update(withdrawalOrders)
        .set({ settleTransferId: transferId })
        .where(eq(withdrawalOrders.id, id));
    },

    async find(merchantId: number, id: number, tx: Executor = db): Promise<WithdrawalRow | undefined> {
      const [row] = await selectOrders(tx).where(
        and(eq(withdrawalOrders.id, id), eq(withdrawalOrders.merchantId, merchantId)),
      );
      return row;
    },

    /** One of the member's own orders; another member's id finds nothing. */
    async findOwn(
      merchantId: number,
      memberId: number,
      id: number,
      tx: Executor = db,
    ): Promise<WithdrawalRow | undefined> {
      const [row] = await selectOrders(tx).where(
        and(
          eq(withdrawalOrders.id, id),
          eq(withdrawalOrders.merchantId, merchantId),
          eq(withdrawalOrders.memberId, memberId),
        ),
      );
      return row;
    },

    /** Newest first; `memberId` undefined lists the whole brand (the operators' queue). */
    async list(
      filter: { merchantId: number; memberId?: number; status?: string },
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: WithdrawalRow[]; total: number }> {
      const where = and(
        eq(withdrawalOrders.merchantId, filter.merchantId),
        filter.memberId === undefined ? undefined : eq(withdrawalOrders.memberId, filter.memberId),
        filter.status === undefined ? undefined : eq(withdrawalOrders.status, filter.status),
      );
      const rows = await selectOrders(tx)
        .where(where)
        .orderBy(desc(withdrawalOrders.createdAt), desc(withdrawalOrders.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await tx.select({ n: count() }).from(withdrawalOrders).where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** Paid orders still waiting for the member's answer, oldest first. */
    async awaitingConfirmation(merchantId: number, memberId: number, tx: Executor = db) {
      return selectOrders(tx)
        .where(
          and(
            eq(withdrawalOrders.merchantId, merchantId),
            eq(withdrawalOrders.memberId, memberId),
            eq(withdrawalOrders.status, 'paid'),
          ),
        )
        .orderBy(withdrawalOrders.id);
    },

    /** pending -> paid | rejected, only while still pending; undefined when someone decided first. */
    async decide(
      tx: Executor,
      input: {
        merchantId: number;
        id: number;
        status: 'paid' | 'rejected';
        operatorId: number;
        note: string | null;
        at: Date;
        confirmDueAt: Date | null;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(withdrawalOrders)
        .set({
          status: input.status,
          decidedAt: input.at,
          decidedBy: input.operatorId,
          note: input.note,
          confirmDueAt: input.confirmDueAt,
        })
        .where(
          and(
            eq(withdrawalOrders.id, input.id),
            eq(withdrawalOrders.merchantId, input.merchantId),
            eq(withdrawalOrders.status, 'pending'),
          ),
        )
        .returning({ id: withdrawalOrders.id });
      return rows.length === 1;
    },

    /** paid -> received | not_received | auto_received, only while still paid. */
    async confirm(
      tx: Executor,
      input: {
        merchantId: number;
        id: number;
        memberId?: number;
        status: 'received' | 'not_received' | 'auto_received';
        at: Date;
        receivedAmount: bigint | null;
        proofImage?: string | null;
        /** auto_received: only when due by then. */
        dueBy?: Date;
      },
    ): Promise<boolean> {
      const rows = await tx
        .update(withdrawalOrders)
        .set({
          status: input.status,
          confirmedAt: input.at,
          receivedAmount: input.receivedAmount,
          proofImage: input.proofImage ?? null,
        })
        .where(
          and(
            eq(withdrawalOrders.id, input.id),
            eq(withdrawalOrders.merchantId, input.merchantId),
            input.memberId === undefined ? undefined : eq(withdrawalOrders.memberId, input.memberId),
            eq(withdrawalOrders.status, 'paid'),
            input.dueBy === undefined ? undefined : lte(withdrawalOrders.confirmDueAt, input.dueBy),
          ),
        )
        .returning({ id: withdrawalOrders.id });
      return rows.length === 1;
    },

    /** The brand's settings (the payment rules among them). */
    async brandSettings(merchantId: number, tx: Executor = db): Promise<MerchantSettings | undefined> {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row?.settings;
    },

    /** Paid orders of every brand whose confirmation time has passed (the auto-confirm job). */
    async dueForConfirmation(at: Date, limit: number, tx: Executor = db) {
      return tx
        .select({ id: withdrawalOrders.id, merchantId: withdrawalOrders.merchantId })
        .from(withdrawalOrders)
        .where(and(eq(withdrawalOrders.status, 'paid'), lte(withdrawalOrders.confirmDueAt, at)))
        .orderBy(withdrawalOrders.confirmDueAt)
        .limit(limit);
    },
  };
}
export type WithdrawalsRepository = ReturnType<typeof createWithdrawalsRepository>;
