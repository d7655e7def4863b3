import { AGENT_ERRORS } from '@platform/contracts';
import { forbidden } from '../../../lib/errors.js';

/** A frozen account (an unpaid commission) can log in and see why, but moves no money out. */
export function refuseFrozen(member: { frozenReason: string | null }): void {
  if (member.frozenReason !== null)
    throw forbidden(
      AGENT_ERRORS.agentFrozen,
      `Your account is frozen: ${member.frozenReason || 'ask customer service.'}`,
    );
}
