import type { MemberSearchQuery } from '@platform/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.js';
import { bigintOf, rowsOf, timeOf, timeOrNull, type RawRow } from '../../../db/rows.js';
import { paged, type Page } from './paged.repository.js';

/** A member's status as stored: 1 active; anything else is locked (the login refuses it). */
export const ACTIVE = 1;
export const LOCKED = 0;

export type MemberRecord = {
  id: number;
  merchantId: number;
  username: string;
  nickname: string;
  profile: Record<string, string>;
  mobileDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  status: number;
  frozenReason: string | null;
  mustChangePassword: boolean;
  type: number;
  vipLevel: number;
  language: string;
  referralCode: string | null;
  uplineId: number | null;
  uplineUsername: string | null;
  registrationIp: string | null;
  registrationDevice: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  firstDepositAt: Date | null;
};

const toMember = (r: RawRow): MemberRecord => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  username: String(r.username),
  nickname: String(r.nickname),
  profile: (r.profile ?? {}) as Record<string, string>,
  mobileDialingCode: (r.mobile_dialing_code as string | null) ?? null,
  mobileNum: (r.mobile_num as string | null) ?? null,
  email: (r.email as string | null) ?? null,
  status: Number(r.status),
  frozenReason: (r.frozen_reason as string | null) ?? null,
  mustChangePassword: Boolean(r.must_change_password),
  type: Number(r.type),
  vipLevel: Number(r.vip_level),
  language: String(r.language),
  referralCode: (r.referral_code as string | null) ?? null,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
  uplineUsername: (r.upline_username as string | null) ?? null,
  registrationIp: (r.registration_ip as string | null) ?? null,
  registrationDevice: (r.registration_device as string | null) ?? null,
  createdAt: timeOf(r.created_at),
  lastLoginAt: timeOrNull(r.last_login_at),
  firstDepositAt: timeOrNull(r.first_deposit_at),
});

export type SearchRow = {
  id: number;
  username: string;
  mobileDialingCode: string | null;
  mobileNum: string | null;
  email: string | null;
  status: number;
  type: number;
  vipLevel: number;
  agent: string | null;
  registrationIp: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
  tags: string[];
};

/** `abc` -> `abc%` with the pattern's own characters escaped (`like` with the default escape `\`). */
const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createMembersAdminRepository(db: Database) {
  return {
    /** The brand's members matching the search, one page, with the total. */
    async search(merchantId: number, query: MemberSearchQuery): Promise<Page<SearchRow>> {
      const conditions: SQL[] = [sql`m.merchant_id = ${merchantId}`];
      const q = query.q?.trim() ?? '';
      if (q !== '') {
        const lower = q.toLowerCase();
        const digits = q.replace(/[^0-9]/g, '');
        const parts: Record<Exclude<MemberSearchQuery['by'], 'any'>, SQL | null> = {
          username: sql`select id from members where merchant_id = ${merchantId}
                          and username_lower like ${prefixPattern(lower)}`,
          mobile:
            digits === ''
              ? null
              : sql`select id from members where merchant_id = ${merchantId} and mobile_num is not null
                      and mobile_num like ${prefixPattern(digits)}`,
          email: sql`select id from members where merchant_id = ${merchantId} and email is not null
                       and lower(email) like ${prefixPattern(lower)}`,
          ip: sql`select id from members where merchant_id = ${merchantId} and registration_ip = ${q}
                  union select member_id from sessions where merchant_id = ${merchantId} and ip = ${q}`,
          referral: sql`select id from members where merchant_id = ${merchantId} and referral_code is not null
                          and lower(referral_code) like ${prefixPattern(lower)}`,
          agent: sql`select d.id from members a join members d on d.upline_id = a.id
                     where a.merchant_id = ${merchantId} and a.username_lower = ${lower}`,
        };
        const chosen =
          query.by === 'any'
            ? Object.values(parts).filter((p): p is SQL => p !== null)
            : [parts[query.by]].filter((p): p is SQL => p !== null);
        if (chosen.length === 0) return { rows: [], total: 0 };
        conditions.push(sql`m.id in (${sql.join(chosen, sql` union `)})`);
      }
      if (query.status === 'active') conditions.push(sql`m.status = ${ACTIVE}`);
      if (query.status === 'locked') conditions.push(sql`m.status <> ${ACTIVE}`);
      if (query.vipLevel !== undefined) conditions.push(sql`m.vip_level = ${query.vipLevel}`);
      if (query.tag)
        conditions.push(
          sql`exists (select 1 from member_tags g where g.member_id = m.id and g.tag = ${query.tag})`,
        );
      if (query.registeredFrom)
        conditions.push(sql`m.created_at >= ${new Date(query.registeredFrom).toISOString()}::timestamptz`);
      if (query.registeredTo) {
        const to = new Date(query.registeredTo);
        // A day alone includes the whole day.
        if (/^\d{4}-\d{2}-\d{2}$/.test(query.registeredTo)) to.setUTCDate(to.getUTCDate() + 1);
        conditions.push(sql`m.created_at < ${to.toISOString()}::timestamptz`);
      }
      const where = sql.join(conditions, sql` and `);
      const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
      const column = {
        createdAt: sql`m.created_at`,
        username: sql`m.username_lower`,
        lastLoginAt: sql`m.last_login_at`,
        vipLevel: sql`m.vip_level`,
      }[query.sort];
      return paged(
        db,
        sql`select m.id, m.username, m.mobile_dialing_code, m.mobile_num, m.email, m.status, m.type, m.vip_level,
                   m.registration_ip, m.created_at, m.last_login_at, u.username as agent,
                   coalesce((select array_agg(g.tag order by g.tag) from member_tags g where g.member_id = m.id),
                            '{}') as tags,
                   (count(*) over ())::int as total
            from members m left join members u on u.id = m.upline_id
            where ${where}
            order by ${column} ${direction} nulls last, m.id ${direction}`,
        sql`select count(*) as n from members m where ${where}`,
        query,
        (r) => ({
          id: Number(r.id),
          username: String(r.username),
          mobileDialingCode: (r.mobile_dialing_code as string | null) ?? null,
          mobileNum: (r.mobile_num as string | null) ?? null,
          email: (r.email as string | null) ?? null,
          status: Number(r.status),
          type: Number(r.type),
          vipLevel: Number(r.vip_level),
          agent: (r.agent as string | null) ?? null,
          registrationIp: (r.registration_ip as string | null) ?? null,
          createdAt: timeOf(r.created_at),
          lastLoginAt: timeOrNull(r.last_login_at),
          tags: (r.tags as string[] | null) ?? [],
        }),
      );
    },

    /** The member of the brand, locked for the caller's transaction when `forUpdate`. */
    async member(
      merchantId: number,
      memberId: number,
      tx: Executor = db,
      forUpdate = false,
    ): Promise<MemberRecord | undefined> {
      const [row] = await rowsOf(
        tx,
        sql`select m.*, u.username as upline_username from members m left join members u on u.id = m.upline_id
            where m.merchant_id = ${merchantId} and m.id = ${memberId}
            ${forUpdate ? sql`for update of m` : sql``}`,
      );
      return row ? toMember(row) : undefined;
    },

    async tags(memberId: number, tx: Executor = db): Promise<string[]> {
      const rows = await rowsOf<{ tag: string }>(
        tx,
        sql`select tag from member_tags where member_id = ${memberId} order by tag`,
      );
      return rows.map((r) => r.tag);
    },

    async wallets(memberId: number, tx: Executor = db): Promise<{ walletCode: string; balance: bigint }[]> {
      const rows = await rowsOf(
        tx,
        sql`select wallet_code, balance from accounts where member_id = ${memberId}
            order by wallet_code <> 'MAIN', wallet_code`,
      );
      return rows.map((r) => ({ walletCode: String(r.wallet_code), balance: bigintOf(r.balance) }));
    },

    async vipLevelExists(merchantId: number, level: number, tx: Executor = db): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`select 1 from vip_levels where merchant_id = ${merchantId} and level = ${level}`,
      );
      return rows.length > 0;
    },

    async setStatus(memberId: number, status: number, tx: Executor): Promise<void> {
      await tx.execute(sql`update members set status = ${status} where id = ${memberId}`);
    },

    async setMustChangePassword(memberId: number, tx: Executor): Promise<void> {
      await tx.execute(sql`update members set must_change_password = true where id = ${memberId}`);
    },

    async setVipLevel(memberId: number, level: number, tx: Executor): Promise<void> {
      await tx.execute(sql`update members set vip_level = ${level} where id = ${memberId}`);
    },

    /** False when the member has the tag already. */
    async addTag(
      merchantId: number,
      memberId: number,
      tag: string,
      operatorId: number,
      tx: Executor,
    ): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`insert into member_tags (merchant_id, member_id, tag, operator_id)
            values (${merchantId}, ${memberId}, ${tag}, ${operatorId})
            on conflict (member_id, tag) do nothing returning tag`,
      );
      return rows.length === 1;
    },

    /** False when the member has no such tag. */
    async removeTag(memberId: number, tag: string, tx: Executor): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`delete from member_tags where member_id = ${memberId} and tag = ${tag} returning tag`,
      );
      return rows.length === 1;
    },

    async addNote(
      merchantId: number,
      memberId: number,
      operatorId: number,
      body: string,
      tx: Executor,
    ): Promise<{ id: number; createdAt: Date }> {
      const [row] = await rowsOf(
        tx,
        sql`insert into member_notes (merchant_id, member_id, operator_id, body)
            values (${merchantId}, ${memberId}, ${operatorId}, ${body}) returning id, created_at`,
      );
      if (!row) throw new Error('note not stored');
      return { id: Number(row.id), createdAt: timeOf(row.created_at) };
    },
  };
}
export type MembersAdminRepository = ReturnType<typeof createMembersAdminRepository>;
