import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { auditLog, members, sessions } from '../../db/schema.js';

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
        .offset((pageNo - 1) * pageSize);
      return { rows, totalCount: Number(total?.n ?? 0) };
    },

    /** Failed verifications of one session (audit rows carry the session id). */
    async countVerificationFailures(memberId: number, sessionId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.memberId, memberId),
            eq(auditLog.event, 'login.verification.failed'),
            sql`${auditLog.detail}->>'sessionId' = ${String(sessionId)}`,
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}
export type SecurityRepository = ReturnType<typeof createSecurityRepository>;
