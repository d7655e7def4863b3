export { createAuthRepository, type AuthRepository } from './auth.repository.js';
export { createRsaKeysRepository } from './rsa-keys.repository.js';
export { createAuthService, siteAddress, type AuthService } from './auth.service.js';
export { createEncryptionService, type EncryptionService } from './encryption.service.js';
export { createSessionsService, type SessionsService } from './sessions.service.js';
export { CODE_BUDGETS, createVerificationService, type VerificationService } from './verification.service.js';
export { authRoutes } from './auth.routes.js';
export {
  BUSY_RETRY_SECONDS,
  confirmFailure,
  guardedCheck,
  reserveAttempt,
  secondsUntil,
  type AttemptRule,
} from './attempts.repository.js';
export { checkLoginPassword } from './login-password.js';
export { phoneDestination } from './verification.service.js';
export { clearAttempts } from './attempts.repository.js';
export { PRUNE_EVERY_MS, pruneCounters } from './prune.repository.js';
