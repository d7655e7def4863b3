import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberKnownIps, members } from '../../db/schema.js';
import type { LoginVerificationMethod } from '@platform/contracts';

/** The IPs the member has logged in from and verified. */
export async function knownIps(tx: Executor, memberId: number): Promise<string[]> {
  const rows = await tx
    .select({ ip: memberKnownIps.ip })
    .from(memberKnownIps)
    .where(eq(memberKnownIps.memberId, memberId));
  return rows.map((r) => r.ip);
}

export async function rememberIp(tx: Executor, memberId: number, ip: string): Promise<void> {
  await tx.insert(memberKnownIps).values({ memberId, ip }).onConflictDoNothing();
}

/**
 * How this member can prove a login from a new IP: a code to the bound mobile or e-mail, or the
 * authenticator. A bank account's holder name is not one (decision record 021).
 */
export async function loginVerificationMethods(
  tx: Executor,
  memberId: number,
): Promise<LoginVerificationMethod[]> {
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
}
