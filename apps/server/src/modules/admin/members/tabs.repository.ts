import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { PageRequest } from '../../../db/paging.js';
import { bigintOf, timeOf, timeOrNull } from '../../../db/rows.js';
import { paged } from './paged.repository.js';

/** The member page's tabs: ledger entries, rounds, payments, bonuses, logins, linked accounts, messages, notes. */
export function createMemberTabsRepository(db: Database) {
  return {
    ledger(memberId: number, page: PageRequest) {
      const entries = sql`
        select t.id, t.created_at, t.kind, t.reference, a.wallet_code, t.amount as signed, t.credit_balance_after as after
          from ledger_transfers t join accounts a on a.id = t.credit_account_id where a.member_id = ${memberId}
        union all
        select t.id, t.created_at, t.kind, t.reference, a.wallet_code, -t.amount, t.debit_balance_after
          from ledger_transfers t join accounts a on a.id = t.debit_account_id where a.member_id = ${memberId}`;
      return paged(
        db,
        sql`select e.*, (count(*) over ())::int as total from (${entries}) e order by e.id desc, e.wallet_code`,
        sql`select count(*) as n from (${entries}) e`,
        page,
        (r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          kind: String(r.kind),
          reference: String(r.reference),
          walletCode: String(r.wallet_code),
          amount: bigintOf(r.signed),
          balanceAfter: bigintOf(r.after),
        }),
      );
    },

    rounds(memberId: number, page: PageRequest) {
      return paged(
        db,
        sql`select *, (count(*) over ())::int as total from game_rounds where member_id = ${memberId}
            order by created_at desc, id desc`,
        sql`select count(*) as n from game_rounds where member_id = ${memberId}`,
        page,
        (r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          settledAt: timeOrNull(r.settled_at),
          vendorCode: String(r.vendor_code),
          gameType: String(r.game_type),
          gameName: String(r.game_name),
          roundId: String(r.round_id),
          stake: bigintOf(r.stake),
          validBet: bigintOf(r.valid_bet),
          payout: bigintOf(r.payout),
          status: String(r.status),
        }),
      );
    },

    payments(memberId: number, kind: 'all' | 'deposit' | 'withdrawal', page: PageRequest) {
      const deposits = sql`select 'deposit' as kind, id, order_no, amount, status, created_at, decided_at, note
                           from deposit_orders where member_id = ${memberId}`;
      const withdrawals = sql`select 'withdrawal' as kind, id, order_no, amount, status, created_at, decided_at, note
                              from withdrawal_orders where member_id = ${memberId}`;
      const both =
        kind === 'deposit'
          ? deposits
          : kind === 'withdrawal'
            ? withdrawals
            : sql`${deposits} union all ${withdrawals}`;
      return paged(
        db,
        sql`select p.*, (count(*) over ())::int as total from (${both}) p order by p.created_at desc, p.id desc`,
        sql`select count(*) as n from (${both}) p`,
        page,
        (r) => ({
          kind: r.kind as 'deposit' | 'withdrawal',
          id: Number(r.id),
          orderNo: String(r.order_no),
          amount: bigintOf(r.amount),
          status: String(r.status),
          createdAt: timeOf(r.created_at),
          decidedAt: timeOrNull(r.decided_at),
          note: (r.note as string | null) ?? null,
        }),
      );
    },

    bonuses(memberId: number, page: PageRequest) {
      return paged(
        db,
        sql`select *, (count(*) over ())::int as total from bonuses where member_id = ${memberId}
            order by created_at desc, id desc`,
        sql`select count(*) as n from bonuses where member_id = ${memberId}`,
        page,
        (r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          source: String(r.source),
          sourceRef: String(r.source_ref),
          amount: bigintOf(r.amount),
          turnoverRequired: bigintOf(r.turnover_required),
        }),
      );
    },

    logins(memberId: number, page: PageRequest) {
      return paged(
        db,
        sql`select id, created_at, ip, user_agent, last_seen_at, revoked_at, (count(*) over ())::int as total
            from sessions where member_id = ${memberId} order by created_at desc, id desc`,
        sql`select count(*) as n from sessions where member_id = ${memberId}`,
        page,
        (r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          ip: (r.ip as string | null) ?? null,
          device: (r.user_agent as string | null) ?? null,
          lastSeenAt: timeOf(r.last_seen_at),
          endedAt: timeOrNull(r.revoked_at),
        }),
      );
    },

    /** Other members of the brand that signed in or registered from one of the member's IPs or its device. */
    linked(merchantId: number, memberId: number, page: PageRequest) {
      const hits = sql`
        with my_ips as (
          select ip from sessions where member_id = ${memberId} and ip is not null
          union select registration_ip from members where id = ${memberId} and registration_ip is not null
          union select ip from member_known_ips where member_id = ${memberId}
        ), my_device as (
          select registration_device as device from members
          where id = ${memberId} and registration_device is not null
        ), hits as (
          select s.member_id, 'ip' as what, s.ip as value
            from sessions s join my_ips i on i.ip = s.ip where s.merchant_id = ${merchantId}
          union select m.id, 'ip', m.registration_ip
            from members m join my_ips i on i.ip = m.registration_ip where m.merchant_id = ${merchantId}
          union select k.member_id, 'ip', k.ip from member_known_ips k join my_ips i on i.ip = k.ip
          union select m.id, 'device', m.registration_device
            from members m join my_device d on d.device = m.registration_device where m.merchant_id = ${merchantId}
        )
        select m.id, m.username, m.status, array_agg(distinct h.what) as shared,
               (array_agg(distinct h.value))[1:10] as shared_values
          from hits h join members m on m.id = h.member_id
          where m.merchant_id = ${merchantId} and m.id <> ${memberId}
          group by m.id, m.username, m.status`;
      return paged(
        db,
        sql`select l.*, (count(*) over ())::int as total from (${hits}) l order by l.id`,
        sql`select count(*) as n from (${hits}) l`,
        page,
        (r) => ({
          id: Number(r.id),
          username: String(r.username),
          status: Number(r.status),
          shared: (r.shared as ('ip' | 'device')[]) ?? [],
          values: (r.shared_values as string[] | null) ?? [],
        }),
      );
    },

    messages(memberId: number, page: PageRequest) {
      return paged(
        db,
        sql`select id, created_at, kind, template, content, read_at, (count(*) over ())::int as total
            from member_messages where member_id = ${memberId} and deleted_at is null
            order by created_at desc, id desc`,
        sql`select count(*) as n from member_messages where member_id = ${memberId} and deleted_at is null`,
        page,
        (r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          kind: String(r.kind),
          template: (r.template as string | null) ?? null,
          content: (r.content as Record<string, { title: string; body: string }> | null) ?? null,
          readAt: timeOrNull(r.read_at),
        }),
      );
    },

    notes(memberId: number, page: PageRequest) {
      return paged(
        db,
        sql`select n.id, n.created_at, n.body, o.username as operator, (count(*) over ())::int as total
            from member_notes n join operators o on o.id = n.operator_id where n.member_id = ${memberId}
            order by n.created_at desc, n.id desc`,
        sql`select count(*) as n from member_notes where member_id = ${memberId}`,
        page,
        (r) => ({
          id: Number(r.id),
          createdAt: timeOf(r.created_at),
          operator: String(r.operator),
          body: String(r.body),
        }),
      );
    },
  };
}
export type MemberTabsRepository = ReturnType<typeof createMemberTabsRepository>;
