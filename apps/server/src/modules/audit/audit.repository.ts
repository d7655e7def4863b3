import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { countedPage, type PageWindow } from '../../db/paging.js';
import { rowsOf, timeOf } from '../../db/rows.js';
import { auditLog } from '../../db/schema.js';
import { addDays, startOfDay, usableZone } from '../../lib/date-range.js';

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

/** What the audit trail's list may be narrowed to (every filter optional). */
export type AuditFilter = {
  /** The acting operator's username (any case). */
  operator?: string | undefined;
  /** An event, or its first words (`queue` matches `queue.approve`). */
  action?: string | undefined;
  /** `member` (the row's member), or what the detail names (see `targetMatch`). */
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** Brand days (`yyyy-MM-dd`), both included. */
  from?: string | undefined;
  to?: string | undefined;
};

export type AuditRow = {
  id: number;
  createdAt: Date;
  event: string;
  operator: string | null;
  member: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
};

const textOrNull = (value: unknown): string | null =>
  typeof value === 'string' ? value : value === null || value === undefined ? null : JSON.stringify(value);

/**
 * A row is about the target `type`/`id` when: the type is `member` and the row's member is that id; its
 * detail has `target: { type, id }`; its detail has `target: { id }` without a type and the event's first
 * word is the type (`operator.update`); its detail names the type as a key, with the id as its value or
 * as that value's `id` (`fixture: 42`, `fixture: { id: 42 }`); or it is a queue decision of the queue
 * named by the type (`{ queue: 'deposits', id: 12 }`).
 */
function targetMatch(type: string, id: string): SQL {
  const byDetail = sql`(a.detail->'target'->>'type' = ${type} and a.detail->'target'->>'id' = ${id})
    or (a.detail->'target'->>'type' is null and a.detail->'target'->>'id' = ${id}
        and split_part(a.event, '.', 1) = ${type})
    or a.detail->>${type} = ${id} or a.detail->${type}->>'id' = ${id}
    or (a.detail->>'queue' = ${type} and a.detail->>'id' = ${id})`;
  if (type !== 'member') return sql`(${byDetail})`;
  return /^\d{1,10}$/.test(id) && Number(id) <= 2_147_483_647
    ? sql`(a.member_id = ${Number(id)} or ${byDetail})`
    : sql`(${byDetail})`;
}

/**
 * The one writer of `audit_log`. A write joins the caller's transaction when given one, so that an event
 * and its audit row commit (or roll back) together.
 */
export function createAuditRepository(db: Database) {
  async function zoneOf(merchantId: number, tx: Executor): Promise<string> {
    const [row] = await rowsOf<{ zone: string | null }>(
      tx,
      sql`select settings->>'timeZone' as zone from merchants where id = ${merchantId}`,
    );
    return usableZone(row?.zone ?? undefined);
  }

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

    /** A page of the brand's audit trail, newest first, narrowed by the filter, and the count of all. */
    async page(
      merchantId: number,
      filter: AuditFilter,
      window: PageWindow,
      tx: Executor = db,
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const where: SQL[] = [sql`a.merchant_id = ${merchantId}`];
      if (filter.operator)
        where.push(sql`a.operator_id in (select o.id from operators o
          where o.merchant_id = ${merchantId} and o.username_lower = ${filter.operator.toLowerCase()})`);
      if (filter.action)
        where.push(
          sql`(a.event = ${filter.action} or a.event like ${`${filter.action.replace(/[\\%_]/g, '\\$&')}.%`})`,
        );
      if (filter.targetType && filter.targetId) where.push(targetMatch(filter.targetType, filter.targetId));
      else if (filter.targetType === 'member') where.push(sql`a.member_id is not null`);
      else if (filter.targetType)
        where.push(sql`(a.detail ? ${filter.targetType} or a.detail->'target'->>'type' = ${filter.targetType}
          or (a.detail ? 'target' and split_part(a.event, '.', 1) = ${filter.targetType}))`);
      if (filter.from || filter.to) {
        const zone = await zoneOf(merchantId, tx);
        if (filter.from)
          where.push(sql`a.created_at >= ${startOfDay(filter.from, zone).toISOString()}::timestamptz`);
        if (filter.to)
          where.push(
            sql`a.created_at < ${startOfDay(addDays(filter.to, 1), zone).toISOString()}::timestamptz`,
          );
      }
      const condition = sql.join(where, sql` and `);
      const page = await countedPage(
        (w) =>
          rowsOf<Record<string, unknown> & { total: number }>(
            tx,
            sql`select a.id, a.created_at, a.event, o.username as operator, m.username as member, a.ip, a.detail,
                       (count(*) over ())::int as total
                  from audit_log a
                  left join operators o on o.id = a.operator_id
                  left join members m on m.id = a.member_id
                 where ${condition}
                 order by a.id desc limit ${w.limit} offset ${w.offset}`,
          ),
        () => rowsOf<{ n: number }>(tx, sql`select count(*) as n from audit_log a where ${condition}`),
        window,
      );
      return {
        total: page.total,
        rows: page.rows.map((r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          event: String(r.event),
          operator: textOrNull(r.operator),
          member: textOrNull(r.member),
          ip: textOrNull(r.ip),
          detail: (typeof r.detail === 'string' ? JSON.parse(r.detail) : (r.detail ?? {})) as Record<
            string,
            unknown
          >,
        })),
      };
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
