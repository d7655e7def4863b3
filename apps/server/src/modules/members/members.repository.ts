import { and, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { uniqueViolationOf } from '../../db/constraints.js';
import { createBatchLoader } from '../../lib/batch-loader.js';
import { accounts, agentLinks, members, registrationCounts } from '../../db/schema.js';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type MemberProfile = Pick<
  MemberRow,
  | 'id'
  | 'username'
  | 'nickname'
  | 'type'
  | 'uplineId'
  | 'vipLevel'
  | 'language'
  | 'mobileDialingCode'
  | 'mobileNum'
  | 'email'
  | 'previousLoginAt'
>;
/** The agent an invitation code names, and the link it came through (null: the agent's own code). */
export type AffiliateAgent = { agent: MemberRow; link: { id: number; accountType: number } | null };

export function createMembersRepository(db: Database) {
  const selectById = (tx: Executor) =>
    tx
      .select()
      .from(members)
      .where(eq(members.id, sql.placeholder('id')))
      .limit(1);
  const findByIdPrepared = selectById(db).prepare('members_find_by_id');
  // Member info is read on every page of a logged-in member: the columns it shows, prepared once, for
  // every member asked for in the same turn of the loop (one statement for many requests).
  const profilesPrepared = db
    .select({
      id: members.id,
      username: members.username,
      nickname: members.nickname,
      type: members.type,
      uplineId: members.uplineId,
      vipLevel: members.vipLevel,
      language: members.language,
      mobileDialingCode: members.mobileDialingCode,
      mobileNum: members.mobileNum,
      email: members.email,
      previousLoginAt: members.previousLoginAt,
    })
    .from(members)
    .where(sql`${members.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('members_profiles');
  const profileOf = createBatchLoader(async (ids: number[]) => {
    const rows = await profilesPrepared.execute({ ids: `{${ids.join(',')}}` });
    return new Map(rows.map((r) => [r.id, r]));
  });

  return {
    async findById(id: number, tx?: Executor): Promise<MemberRow | undefined> {
      const [row] = await (tx ? selectById(tx) : findByIdPrepared).execute({ id });
      return row;
    },
    /** What member info shows of a member. */
    profile(id: number): Promise<MemberProfile | undefined> {
      return profileOf(id);
    },
    async findByUsername(
      merchantId: number,
      username: string,
      tx: Executor = db,
    ): Promise<MemberRow | undefined> {
      const [row] = await tx
        .select()
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.usernameLower, username.toLowerCase())))
        .limit(1);
      return row;
    },
    async findByMobile(merchantId: number, dialingCode: string, mobileNum: string, tx: Executor = db) {
      const [row] = await tx
        .select()
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
    /**
     * The agent behind an invitation code: an agent's own affiliate code, or one of its links that is
     * live at `at` (not deleted, not expired), with the link. Only a member of an agent type is an agent.
     */
    async findAgentByAffiliateCode(
      merchantId: number,
      code: string,
      agentTypes: number[],
      at: Date,
      tx: Executor = db,
    ): Promise<AffiliateAgent | undefined> {
      if (agentTypes.length === 0 || code === '') return undefined;
      const [own] = await tx
        .select()
        .from(members)
        .where(
          and(
            eq(members.merchantId, merchantId),
            eq(members.affiliateCode, code),
            inArray(members.type, agentTypes),
          ),
        )
        .limit(1);
      if (own) return { agent: own, link: null };
      const [viaLink] = await tx
        .select({ agent: members, linkId: agentLinks.id, accountType: agentLinks.accountType })
        .from(agentLinks)
        .innerJoin(members, eq(members.id, agentLinks.agentId))
        .where(
          and(
            eq(agentLinks.merchantId, merchantId),
            eq(agentLinks.code, code),
            isNull(agentLinks.deletedAt),
            or(isNull(agentLinks.expiresAt), gt(agentLinks.expiresAt, at)),
            eq(members.merchantId, merchantId),
            inArray(members.type, agentTypes),
          ),
        )
        .limit(1);
      return viaLink
        ? { agent: viaLink.agent, link: { id: viaLink.linkId, accountType: viaLink.accountType } }
        : undefined;
    },
    /** Inserts the member with its main wallet at zero. */
    /**
     * A new member and its main wallet, or the field another member holds already (username or mobile
     * number, whatever its case): the unique index decides a race between two registrations.
     */
    async insertWithWallet(
      values: NewMember,
      tx: Executor = db,
    ): Promise<{ ok: true; member: MemberRow } | { ok: false; taken: 'username' | 'mobile' }> {
      let member: MemberRow | undefined;
      try {
        [member] = await tx.insert(members).values(values).returning();
      } catch (error) {
        const constraint = uniqueViolationOf(error);
        if (constraint === undefined) throw error;
        return { ok: false, taken: constraint.includes('mobile') ? 'mobile' : 'username' };
      }
      if (!member) throw new Error('member insert returned nothing');
      await tx
        .insert(accounts)
        .values({ merchantId: member.merchantId, memberId: member.id, kind: 'member', walletCode: 'MAIN' });
      return { ok: true, member };
    },
    async recordLogin(id: number, at: Date, tx: Executor = db): Promise<void> {
      // One statement: the right-hand side reads the row as it was before the update.
      await tx
        .update(members)
        .set({ previousLoginAt: sql`${members.lastLoginAt}`, lastLoginAt: at })
        .where(eq(members.id, id));
    },
    async setPassword(id: number, passwordHash: string, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: at, mustChangePassword: false })
        .where(eq(members.id, id));
    },
    async setLanguage(id: number, language: string, tx: Executor = db): Promise<void> {
      await tx.update(members).set({ language }).where(eq(members.id, id));
    },
    /**
     * Takes one of the day's `cap` places of an IP address or device, in the registration's transaction:
     * one conditional upsert, so concurrent registrations wait on the row and at most `cap` get through.
     * False when the places are taken. A transaction that rolls back gives its place back.
     */
    async takeRegistrationPlace(
      tx: Executor,
      place: { merchantId: number; scope: 'ip' | 'device'; key: string; day: string; cap: number },
    ): Promise<boolean> {
      if (place.cap <= 0) return false;
      const rows = await tx
        .insert(registrationCounts)
        .values({
          merchantId: place.merchantId,
          scope: place.scope,
          key: place.key,
          day: place.day,
          count: 1,
        })
        .onConflictDoUpdate({
          target: [
            registrationCounts.merchantId,
            registrationCounts.scope,
            registrationCounts.key,
            registrationCounts.day,
          ],
          set: { count: sql`${registrationCounts.count} + 1` },
          setWhere: sql`${registrationCounts.count} < ${place.cap}`,
        })
        .returning({ count: registrationCounts.count });
      return rows.length > 0;
    },
    async countInMerchant(merchantId: number, tx: Executor = db): Promise<number> {
      const [row] = await tx.select({ n: count() }).from(members).where(eq(members.merchantId, merchantId));
      return Number(row?.n ?? 0);
    },
  };
}
export type MembersRepository = ReturnType<typeof createMembersRepository>;
