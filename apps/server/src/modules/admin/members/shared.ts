import type { Executor } from '../../../db/client.js';
import type { Brand } from '../../../lib/context.js';
import { notFound } from '../../../lib/errors.js';
import type { OperatorActor } from '../../../lib/operator-queues.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { AdjustmentsRepository } from './adjustments.repository.js';
import { ACTIVE, type MembersAdminRepository } from './members.repository.js';
import type { MemberTabsRepository } from './tabs.repository.js';

/** The area's SQL, one object (built in index.ts from the three repositories). */
export type AreaRepository = MembersAdminRepository & MemberTabsRepository & AdjustmentsRepository;

export const statusName = (status: number): 'active' | 'locked' => (status === ACTIVE ? 'active' : 'locked');
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The member of the brand, or 404 naming the id. */
export async function memberOfBrand(
  repo: Pick<MembersAdminRepository, 'member'>,
  brand: Brand,
  memberId: number,
  tx?: Executor,
  forUpdate = false,
) {
  const member = await repo.member(brand.id, memberId, tx, forUpdate);
  if (!member) throw notFound(`No member ${memberId} in this brand.`);
  return member;
}

/** Writes the operator's audit row in the caller's transaction. */
export function operatorAudit(audit: ModuleDeps['audit']) {
  return (
    operator: OperatorActor,
    memberId: number | null,
    event: string,
    ip: string | null,
    detail: Record<string, unknown>,
    tx: Executor,
  ) =>
    audit.write(
      { merchantId: operator.merchantId, memberId, operatorId: operator.operatorId, event, ip, detail },
      tx,
    );
}
