// The audit trail.
import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { merchants } from './brands.js';
import { createdAt } from './columns.js';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').references(() => merchants.id),
    memberId: integer('member_id'),
    /** The operator who acted (back-office decisions); null for members' own events. */
    operatorId: integer('operator_id'),
    event: text('event').notNull(),
    ip: text('ip'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_member_idx').on(t.memberId, t.createdAt),
    index('audit_log_merchant_idx').on(t.merchantId, t.id),
    // The trail narrowed to brand days, or to one operator.
    index('audit_log_merchant_created_idx').on(t.merchantId, t.createdAt),
    index('audit_log_operator_idx').on(t.operatorId, t.id),
  ],
);
