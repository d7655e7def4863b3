import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { members, merchants, referralFlags, type MerchantSettings } from '../../db/schema.js';
import { bigintOf, rowsOf, timeOf } from '../../db/rows.js';
import { unlessDuplicate } from '../../db/constraints.js';

export type InviteeRow = {
  username: string;
  createdAt: Date;
  validBet: bigint;
  signupStatus: string | null;
  signupExpiresAt: Date | null;
  playStatus: string | null;
  playExpiresAt: Date | null;
  /** The operator review of a held reward: review, approved or rejected; null when none was held. */
  signupFlag: string | null;
  playFlag: string | null;
};

const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : timeOf(v));

/** An invitee as the referral review sees it. */
export type Invitee = {
  id: number;
  merchantId: number;
  referrerId: number | null;
  username: string;
  registrationIp: string | null;
  registrationDevice: string | null;
  createdAt: Date;
};

/** A reward held for an operator (`referral_flags`), with the names the queue shows. */
export type FlagRow = {
  id: number;
  merchantId: number;
  referrerId: number;
  referrer: string;
  inviteeId: number;
  invitee: string;
  source: string;
  amount: bigint;
  turnoverMultiple: number;
  reason: string;
  sharedWithId: number | null;
  sharedWith: string | null;
  status: string;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
};

const flagSelect = sql`select f.*, r.username as referrer, i.username as invitee, s.username as shared_with
    from referral_flags f
    join members r on r.id = f.referrer_id
    join members i on i.id = f.invitee_id
    left join members s on s.id = f.shared_with_id`;

const toFlag = (r: Record<string, unknown>): FlagRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  referrerId: Number(r.referrer_id),
  referrer: String(r.referrer),
  inviteeId: Number(r.invitee_id),
  invitee: String(r.invitee),
  source: String(r.source),
  amount: bigintOf(r.amount),
  turnoverMultiple: Number(r.turnover_multiple),
  reason: String(r.reason),
  sharedWithId: r.shared_with_id === null || r.shared_with_id === undefined ? null : Number(r.shared_with_id),
  sharedWith: (r.shared_with as string | null) ?? null,
  status: String(r.status),
  note: (r.note as string | null) ?? null,
  createdAt: timeOf(r.created_at),
  decidedAt: dateOrNull(r.decided_at),
});

export function createReferralRepository(db: Database) {
  return {
    async invitee(memberId: number, tx: Executor = db): Promise<Invitee | undefined> {
      const [row] = await tx
        .select({
          id: members.id,
          merchantId: members.merchantId,
          referrerId: members.referrerId,
          username: members.username,
          registrationIp: members.registrationIp,
          registrationDevice: members.registrationDevice,
          createdAt: members.createdAt,
        })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row;
    },

    /** Locks the referrer's row: rewards for their invitees are decided one at a time. */
    async lockMember(memberId: number, tx: Executor): Promise<void> {
      await rowsOf(tx, sql`select id from members where id = ${memberId} for update`);
    },

    /**
     * Another account the invitee shares an IP address or device with: the referrer (its registration,
     * or an address it logged in from), or another invitee of the same referrer registered within
     * `windowDays` whose reward of `source` was given or held. Undefined when there is none.
     */
    async sharedWith(
      invitee: Invitee,
      referrerId: number,
      source: string,
      windowDays: number,
      tx: Executor = db,
    ): Promise<{ memberId: number; reason: 'shared_ip' | 'shared_device' } | undefined> {
      const ip = invitee.registrationIp;
      const device = invitee.registrationDevice;
      const at = invitee.createdAt.toISOString();
      const [row] = await rowsOf<{ id: number; same_device: boolean }>(
        tx,
        sql`select id, same_device from (
              select m.id, coalesce(m.registration_device = ${device}, false) as same_device, 0 as rank
                from members m
               where m.id = ${referrerId}
                 and (m.registration_ip = ${ip} or m.registration_device = ${device}
                      or exists (select 1 from member_known_ips k where k.member_id = m.id and k.ip = ${ip}))
              union all
              select o.id, coalesce(o.registration_device = ${device}, false) as same_device, 1 as rank
                from members o
               where o.merchant_id = ${invitee.merchantId} and o.referrer_id = ${referrerId}
                 and o.id <> ${invitee.id}
                 and (o.registration_ip = ${ip} or o.registration_device = ${device})
                 and o.created_at > ${at}::timestamptz - make_interval(days => ${windowDays})
                 and o.created_at < ${at}::timestamptz + make_interval(days => ${windowDays})
                 and (exists (select 1 from member_rewards w where w.member_id = ${referrerId}
                                 and w.source = ${source} and w.source_ref = o.id::text)
                      or exists (select 1 from referral_flags f where f.referrer_id = ${referrerId}
                                    and f.source = ${source} and f.invitee_id = o.id))
            ) shared order by rank, id limit 1`,
      );
      if (!row) return undefined;
      return { memberId: Number(row.id), reason: row.same_device ? 'shared_device' : 'shared_ip' };
    },

    /** Whether the referrer's reward of `source` for the invitee was given or is held already. */
    async decided(
      referrerId: number,
      source: string,
      inviteeId: number,
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await rowsOf(
        tx,
        sql`select 1 from member_rewards where member_id = ${referrerId} and source = ${source}
               and source_ref = ${String(inviteeId)}
            union all
            select 1 from referral_flags where referrer_id = ${referrerId} and source = ${source}
               and invitee_id = ${inviteeId}`,
      );
      return rows.length > 0;
    },

    /** Holds a reward for an operator; false when it is held already. */
    async insertFlag(
      values: {
        merchantId: number;
        referrerId: number;
        inviteeId: number;
        source: string;
        amount: bigint;
        turnoverMultiple: number;
        reason: string;
        sharedWithId: number;
      },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .insert(referralFlags)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: referralFlags.id });
      return rows.length > 0;
    },

    async listFlags(
      merchantId: number,
      status: string | undefined,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: FlagRow[]; total: number }> {
      const where = status
        ? sql`f.merchant_id = ${merchantId} and f.status = ${status}`
        : sql`f.merchant_id = ${merchantId}`;
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`${flagSelect} where ${where} order by f.created_at, f.id limit ${page.limit} offset ${page.offset}`,
      );
      const [count] = await rowsOf<{ n: string }>(
        tx,
        sql`select count(*) as n from referral_flags f where ${where}`,
      );
      return { rows: rows.map(toFlag), total: Number(count?.n ?? 0) };
    },

    async findFlag(merchantId: number, id: number, tx: Executor = db): Promise<FlagRow | undefined> {
      const [row] = await rowsOf<Record<string, unknown>>(
        tx,
        sql`${flagSelect} where f.merchant_id = ${merchantId} and f.id = ${id}`,
      );
      return row ? toFlag(row) : undefined;
    },

    /** review -> approved | rejected, once; undefined when the flag is no longer waiting. */
    async decideFlag(
      merchantId: number,
      id: number,
      decision: { status: 'approved' | 'rejected'; by: number; at: Date; note: string | null },
      tx: Executor = db,
    ): Promise<boolean> {
      const rows = await tx
        .update(referralFlags)
        .set({ status: decision.status, decidedBy: decision.by, decidedAt: decision.at, note: decision.note })
        .where(
          and(
            eq(referralFlags.merchantId, merchantId),
            eq(referralFlags.id, id),
            eq(referralFlags.status, 'review'),
          ),
        )
        .returning({ id: referralFlags.id });
      return rows.length > 0;
    },

    async codeOf(memberId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ code: members.referralCode })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row?.code ?? null;
    },

    /** Gives the member a code when they have none (raises a unique violation when the code is taken). */
    /** Gives the member `code` unless it has one; false when another member holds the code already. */
    async setCodeIfNone(memberId: number, code: string, tx: Executor = db): Promise<boolean> {
      return unlessDuplicate(
        async () => {
          await tx
            .update(members)
            .set({ referralCode: code })
            .where(and(eq(members.id, memberId), isNull(members.referralCode)));
          return true;
        },
        () => false,
      );
    },

    async findByCode(
      merchantId: number,
      code: string,
      tx: Executor = db,
    ): Promise<{ id: number; type: number; status: number } | undefined> {
      const [row] = await tx
        .select({ id: members.id, type: members.type, status: members.status })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.referralCode, code)))
        .limit(1);
      return row;
    },

    async setReferrer(memberId: number, referrerId: number, tx: Executor = db): Promise<void> {
      await tx.update(members).set({ referrerId }).where(eq(members.id, memberId));
    },

    async usernameOf(memberId: number, tx: Executor = db): Promise<string> {
      const [row] = await tx
        .select({ username: members.username })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row?.username ?? '';
    },

    async settingsOf(merchantId: number, tx: Executor = db): Promise<MerchantSettings | undefined> {
      const [row] = await tx
        .select({ settings: merchants.settings })
        .from(merchants)
        .where(eq(merchants.id, merchantId))
        .limit(1);
      return row?.settings;
    },

    async brandsWithReferral(tx: Executor = db): Promise<{ id: number; settings: MerchantSettings }[]> {
      const rows = await tx.select({ id: merchants.id, settings: merchants.settings }).from(merchants);
      return rows.filter((r) => r.settings.referral !== undefined);
    },

    /** The member's invitees, newest first, with their valid bets and the referrer's reward for each. */
    async invitees(
      merchantId: number,
      referrerId: number,
      page: { limit: number; offset: number },
      tx: Executor = db,
    ): Promise<{ rows: InviteeRow[]; total: number }> {
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select m.username, m.created_at,
                   coalesce((select sum(r.valid_bet) from game_rounds r
                              where r.member_id = m.id and r.status = 'settled'), 0) as valid_bet,
                   s.status as signup_status, s.expires_at as signup_expires_at,
                   p.status as play_status, p.expires_at as play_expires_at,
                   fs.status as signup_flag, fp.status as play_flag
              from members m
              left join member_rewards s on s.member_id = ${referrerId} and s.source = 'referral_signup'
                                        and s.source_ref = m.id::text
              left join member_rewards p on p.member_id = ${referrerId} and p.source = 'referral_play'
                                        and p.source_ref = m.id::text
              left join referral_flags fs on fs.referrer_id = ${referrerId} and fs.source = 'referral_signup'
                                         and fs.invitee_id = m.id
              left join referral_flags fp on fp.referrer_id = ${referrerId} and fp.source = 'referral_play'
                                         and fp.invitee_id = m.id
             where m.merchant_id = ${merchantId} and m.referrer_id = ${referrerId}
             order by m.created_at desc, m.id desc
             limit ${page.limit} offset ${page.offset}`,
      );
      const [count] = await rowsOf<{ n: string }>(
        tx,
        sql`select count(*) as n from members where merchant_id = ${merchantId} and referrer_id = ${referrerId}`,
      );
      return {
        rows: rows.map((r) => ({
          username: String(r.username),
          createdAt: timeOf(r.created_at),
          validBet: bigintOf(r.valid_bet),
          signupStatus: (r.signup_status as string | null) ?? null,
          signupExpiresAt: dateOrNull(r.signup_expires_at),
          playStatus: (r.play_status as string | null) ?? null,
          playExpiresAt: dateOrNull(r.play_expires_at),
          signupFlag: (r.signup_flag as string | null) ?? null,
          playFlag: (r.play_flag as string | null) ?? null,
        })),
        total: Number(count?.n ?? 0),
      };
    },

    /** Referral rewards given to the member (available or claimed), in minor units. */
    async rewardsEarned(merchantId: number, memberId: number, tx: Executor = db): Promise<bigint> {
      const [row] = await rowsOf<{ total: string }>(
        tx,
        sql`select coalesce(sum(amount), 0) as total from member_rewards
             where merchant_id = ${merchantId} and member_id = ${memberId}
               and source in ('referral_signup', 'referral_play')`,
      );
      return bigintOf(row?.total);
    },

    /**
     * Invitees of the brand who made a deposit, whose valid bets reached `turnover`, and whose referrer's
     * reward of `source` for them is neither given nor held yet.
     */
    async playRewardCandidates(
      merchantId: number,
      turnover: bigint,
      tx: Executor = db,
      source = 'referral_play',
    ): Promise<{ inviteeId: number; referrerId: number; username: string }[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select m.id, m.referrer_id, m.username from members m
             where m.merchant_id = ${merchantId} and m.referrer_id is not null
               and not exists (select 1 from member_rewards w
                                where w.member_id = m.referrer_id and w.source = ${source}
                                  and w.source_ref = m.id::text)
               and not exists (select 1 from referral_flags f
                                where f.referrer_id = m.referrer_id and f.source = ${source}
                                  and f.invitee_id = m.id)
               and exists (select 1 from ledger_transfers t join accounts a on a.id = t.credit_account_id
                            where a.member_id = m.id and t.kind = 'deposit')
               and (select coalesce(sum(r.valid_bet), 0) from game_rounds r
                     where r.member_id = m.id and r.status = 'settled') >= ${turnover}
             order by m.id`,
      );
      return rows.map((r) => ({
        inviteeId: Number(r.id),
        referrerId: Number(r.referrer_id),
        username: String(r.username),
      }));
    },
  };
}
export type ReferralRepository = ReturnType<typeof createReferralRepository>;
