import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../module-deps.js';
import { createMembersRepository } from '../members/index.js';
import { createAuthRepository } from './auth.repository.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';

export { createAuthRepository, type AuthRepository } from './auth.repository.js';
export { createRsaKeysRepository } from './rsa-keys.repository.js';
export { siteAddress, type AuthService } from './auth.service.js';
export { createEncryptionService, type EncryptionService } from './encryption.service.js';
export { createSessionsService, type SessionsService } from './sessions.service.js';
export { CODE_BUDGETS, createVerificationService, type VerificationService } from './verification.service.js';
export {
  BUSY_RETRY_SECONDS,
  confirmFailure,
  guardedCheck,
  reserveAttempt,
  secondsUntil,
  type AttemptRule,
} from './attempts.repository.js';
export { checkLoginPassword } from './login-password.js';
export { clearAttempts } from './attempts.repository.js';
export { PRUNE_EVERY_MS, pruneCounters } from './prune.repository.js';

/** Sign-in (password and SMS), sign-out, password reset, keys and codes. */
export async function registerAuth(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const members = createMembersRepository(deps.db);
  const auth = createAuthService({
    audit: deps.audit,
    knownIps: deps.knownIps,
    db: deps.db,
    repo: createAuthRepository(deps.db),
    members,
    sessions: deps.sessions,
    responsible: deps.responsible,
    verification: deps.verification,
    mailer: deps.mailer,
    publicUrl: deps.siteUrl,
    now: deps.now,
  });
  await app.register(authRoutes, {
    auth,
    encryption: deps.encryption,
    verification: deps.verification,
    loginPerMinute: deps.settings.loginPerMinute,
    memberExistsByMobile: async (brandId, dial, mobile) =>
      (await members.findByMobile(brandId, dial, mobile)) !== undefined,
  });
}
