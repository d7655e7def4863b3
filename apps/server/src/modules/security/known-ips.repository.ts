import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { memberKnownIps, members } from '../../db/schema.js';
import type { LoginVerificationMethod } from '@platform/contracts';

/** The IPs each member has signed in from and verified (a new one asks for verification, LOGINIPVERF3). */
export function createKnownIpsRepository(db: Database) {
  return {
    async list(memberId: number, tx: Executor = db): Promise<string[]> {
      const rows = await tx
        .select({ ip: memberKnownIps.ip })
        .from(memberKnownIps)
        .where(eq(memberKnownIps.memberId, memberId));
      return rows.map((r) => r.ip);
    },

    async remember(memberId: number, ip: string, tx: Executor = db): Promise<void> {
      await tx.insert(memberKnownIps).values({ memberId, ip }).onConflictDoNothing();
    },

    /**
     * How this member can prove a login from a new IP: a code to the bound mobile or e-mail, or the
     * authenticator. A bank account's holder name is not one (decision record 021).
     */
    async verificationMethods(memberId: number, tx: Executor = db): Promise<LoginVerificationMethod[]> {
      const [member] = await tx
        .select({
          merchantId: members.merchantId,
          mobileNum: members.mobileNum,
          email: members.email,
          totpEnabledAt: members.totpEnabledAt,
        })
        .from(members)
        .where(eq(members.id, memberId))
        .limit(1);
      if (!member) return [];
      const methods: LoginVerificationMethod[] = [];
      if (member.mobileNum) methods.push('mobile');
      if (member.email) methods.push('email');
      if (member.totpEnabledAt) methods.push('authenticator');
      return methods;
    },
  };
}
export type KnownIpsRepository = ReturnType<typeof createKnownIpsRepository>;
