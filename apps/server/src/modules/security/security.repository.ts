import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { members, sessions } from '../../db/schema.js';
import { unlessDuplicate } from '../../db/constraints.js';
import { pageOffset } from '../../db/paging.js';

export type SecurityMemberRow = typeof members.$inferSelect;

export function createSecurityRepository(db: Database) {
  return {
    async findMember(memberId: number, tx: Executor = db): Promise<SecurityMemberRow | undefined> {
      const [row] = await tx.select().from(members).where(eq(members.id, memberId)).limit(1);
      return row;
    },

    async findByMobile(merchantId: number, dialingCode: string, mobileNum: string, tx: Executor = db) {
      const [row] = await tx
        .select({ id: members.id })
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.mobileDialingCode, dialingCode),
            eq(members.mobileNum, mobileNum),
          ),
        )
        .limit(1);
      return row;
    },

    async update(
      memberId: number,
      values: Partial<
        Pick<
          SecurityMemberRow,
          | 'nickname'
          | 'avatarId'
          | 'mobileDialingCode'
          | 'mobileNum'
          | 'email'
          | 'paymentPasswordHash'
          | 'totpSecretSealed'
          | 'totpEnabledAt'
        >
      >,
      tx: Executor = db,
    ): Promise<void> {
      await tx.update(members).set(values).where(eq(members.id, memberId));
    },

    /** Binds a mobile number; false when another member of the brand holds it already. */
    async setMobile(
      memberId: number,
      dialingCode: string,
      mobileNum: string,
      tx: Executor = db,
    ): Promise<boolean> {
      return unlessDuplicate(
        async () => {
          await tx
            .update(members)
            .set({ mobileDialingCode: dialingCode, mobileNum })
            .where(eq(members.id, memberId));
          return true;
        },
        () => false,
      );
    },

    /** The member's logins (sessions), newest first. */
    async loginPage(memberId: number, pageNo: number, pageSize: number, tx: Executor = db) {
      const [total] = await tx.select({ n: count() }).from(sessions).where(eq(sessions.memberId, memberId));
      const rows = await tx
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          ip: sessions.ip,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(pageSize)
        .offset(pageOffset({ pageNo, pageSize }));
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    /**
     * Records that the member used the TOTP code of `step`; false (nothing changed) when that step or a
     * later one was used before, so a code is good once, however many requests carry it at once.
     */
    async claimTotpStep(memberId: number, step: number, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(members)
        .set({ totpLastStep: step })
        .where(
          and(eq(members.id, memberId), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))),
        )
        .returning({ id: members.id });
      return rows.length === 1;
    },
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
