import type { Database, Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/** One row of the audit trail: who (member, operator or neither), what, from where, and its detail. */
export type AuditEntry = {
  merchantId: number | null;
  memberId?: number | null;
  /** The operator who acted (back-office decisions); null for members' own events. */
  operatorId?: number | null;
  event: string;
  ip?: string | null;
  detail?: Record<string, unknown>;
};

/**
 * The one writer of `audit_log`. A write joins the caller's transaction when given one, so that an event
 * and its audit row commit (or roll back) together.
 */
export function createAuditRepository(db: Database) {
  return {
    async write(entry: AuditEntry, tx: Executor = db): Promise<void> {
      await tx.insert(auditLog).values({
        merchantId: entry.merchantId,
        memberId: entry.memberId ?? null,
        operatorId: entry.operatorId ?? null,
        event: entry.event,
        ip: entry.ip ?? null,
        detail: entry.detail ?? {},
      });
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
