import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { members, merchants, type MerchantSettings } from '../../db/schema.js';
import { rowsOf } from '../wallet/ledger.js';
import { big, time } from './reward-centre.repository.js';

export type InviteeRow = {
  username: string;
  createdAt: Date;
  validBet: bigint;
  signupStatus: string | null;
  signupExpiresAt: Date | null;
  playStatus: string | null;
  playExpiresAt: Date | null;
};

const dateOrNull = (v: unknown) => (v === null || v === undefined ? null : time(v));

export function createReferralRepository(db: Database) {
  return {
    async codeOf(memberId: number, tx: Executor = db): Promise<string | null> {
      const [row] = await tx
        .select({ code: members.referralCode })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      return row?.code ?? null;
    },

    /** Gives the member a code when they have none (raises a unique violation when the code is taken). */
    async setCodeIfNone(memberId: number, code: string, tx: Executor = db): Promise<void> {
      await tx
        .update(members)
        .set({ referralCode: code })
        .where(and(eq(members.id, memberId), isNull(members.referralCode)));
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
                   p.status as play_status, p.expires_at as play_expires_at
              from members m
              left join member_rewards s on s.member_id = ${referrerId} and s.source = 'referral_signup'
                                        and s.source_ref = m.id::text
              left join member_rewards p on p.member_id = ${referrerId} and p.source = 'referral_play'
                                        and p.source_ref = m.id::text
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
          createdAt: time(r.created_at),
          validBet: big(r.valid_bet),
          signupStatus: (r.signup_status as string | null) ?? null,
          signupExpiresAt: dateOrNull(r.signup_expires_at),
          playStatus: (r.play_status as string | null) ?? null,
          playExpiresAt: dateOrNull(r.play_expires_at),
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
      return big(row?.total);
    },

    /**
     * Invitees of the brand whose valid bets reached `turnover` and whose referrer has no play reward for
     * them yet.
     */
    async playRewardCandidates(
      merchantId: number,
      turnover: bigint,
      tx: Executor = db,
    ): Promise<{ inviteeId: number; referrerId: number; username: string }[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        tx,
        sql`select m.id, m.referrer_id, m.username from members m
             where m.merchant_id = ${merchantId} and m.referrer_id is not null
               and not exists (select 1 from member_rewards w
                                where w.member_id = m.referrer_id and w.source = 'referral_play'
                                  and w.source_ref = m.id::text)
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
