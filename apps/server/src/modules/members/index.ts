import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createMembersRepository } from './members.repository.js';
import { membersRoutes } from './members.routes.js';
import { createMembersService } from './members.service.js';

export {
  createMembersRepository,
  type MemberRow,
  type MembersRepository,
  type NewMember,
} from './members.repository.js';
export { checkAccountFields, takenError } from './account-rules.js';
export type { MembersService } from './members.service.js';

/** Registration, the member's profile and preferences, trial accounts. */
export async function registerMembers(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const members = createMembersService({
    knownIps: deps.knownIps,
    db: deps.db,
    repo: createMembersRepository(deps.db),
    audit: deps.audit,
    sessions: deps.sessions,
    verification: deps.verification,
    vip: deps.vip,
    referrals: deps.referrals,
    inbox: deps.inbox,
    registrationLimits: deps.settings.registrationLimits,
    now: deps.now,
  });
  await app.register(membersRoutes, { members, registerPerMinute: deps.settings.loginPerMinute });
}
