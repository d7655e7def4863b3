import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { memberBankAccounts, members } from '../../db/schema.js';
import { unlessDuplicate } from '../../db/constraints.js';

export type BankAccountRow = typeof memberBankAccounts.$inferSelect;

const active = (merchantId: number, memberId: number) =>
  and(
    eq(memberBankAccounts.merchantId, merchantId),
    eq(memberBankAccounts.memberId, memberId),
    isNull(memberBankAccounts.removedAt),
  );

/**
 * A member's active bank account, for paying a withdrawal into it; undefined when the id is another
 * member's, another brand's, removed or unknown. Never the full number.
 */
export async function findBankAccount(
  tx: Executor,
  merchantId: number,
  memberId: number,
  bankAccountId: number,
): Promise<{ id: number; bankName: string; accountName: string; last4: string } | undefined> {
  const [row] = await tx
    .select({
      id: memberBankAccounts.id,
      bankName: memberBankAccounts.bankName,
      accountName: memberBankAccounts.accountName,
      last4: memberBankAccounts.accountNumberLast4,
    })
    .from(memberBankAccounts)
    .where(and(eq(memberBankAccounts.id, bankAccountId), active(merchantId, memberId)))
    .limit(1);
  return row;
}

export function createBankAccountsRepository(db: Database) {
  return {
    async list(merchantId: number, memberId: number, tx: Executor = db): Promise<BankAccountRow[]> {
      return tx
        .select()
        .from(memberBankAccounts)
        .where(active(merchantId, memberId))
        .orderBy(asc(memberBankAccounts.createdAt), asc(memberBankAccounts.id));
    },

    async countActive(merchantId: number, memberId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(memberBankAccounts)
        .where(active(merchantId, memberId));
      return Number(row?.n ?? 0);
    },

    async findActiveByHash(
      merchantId: number,
      memberId: number,
      bankCode: string,
      numberHash: string,
      tx: Executor = db,
    ): Promise<BankAccountRow | undefined> {
      const [row] = await tx
        .select()
        .from(memberBankAccounts)
        .where(
          and(
            active(merchantId, memberId),
            eq(memberBankAccounts.bankCode, bankCode),
            eq(memberBankAccounts.accountNumberHash, numberHash),
          ),
        )
        .limit(1);
      return row;
    },

    /** Locks the member's row: one member's additions are decided one after the other. */
    async lockMember(memberId: number, tx: Executor): Promise<void> {
      await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
    },

    /** The new account, or undefined when the member has this account number already. */
    async insert(
      values: typeof memberBankAccounts.$inferInsert,
      tx: Executor = db,
    ): Promise<BankAccountRow | undefined> {
      const inserted = await unlessDuplicate(
        () => tx.insert(memberBankAccounts).values(values).returning(),
        () => undefined,
      );
      if (inserted === undefined) return undefined;
      const [row] = inserted;
      if (!row) throw new Error('bank account insert returned nothing');
      return row;
    },

    /** Marks the account removed (rows stay: withdrawals point at them); false when it was not active. */
    async remove(
      merchantId: number,
      memberId: number,
      id: number,
      at: Date,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(memberBankAccounts)
        .set({ removedAt: at })
        .where(and(eq(memberBankAccounts.id, id), active(merchantId, memberId)))
        .returning({ id: memberBankAccounts.id });
      return rows.length === 1;
    },
  };
}
export type BankAccountsRepository = ReturnType<typeof createBankAccountsRepository>;
