import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSealer, loadSealKey } from '../../lib/sealed.js';
import { PRUNE_EVERY_MS, pruneCounters } from '../auth/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { createBankAccountsRepository } from './bank-accounts.repository.js';
import { createBankAccountsService } from './bank-accounts.service.js';
import { createLoginVerificationService } from './login-verification.service.js';
import { securityRoutes } from './security.routes.js';
import { createSecurityRepository } from './security.repository.js';
import { createSecurityService } from './security.service.js';

export { findBankAccount } from './bank-accounts.repository.js';

/** The security centre (account, avatar, mobile and e-mail, payment password, bank accounts, 2FA). */
export async function registerSecurity(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  // The key lives in the keys folder, apart from the data; one left in its former place beside the
  // uploads (inside the data folder) is moved there on start (decision record 024).
  const sealer = createSealer(
    loadSealKey({
      base64: deps.settings.sealKey.base64,
      file: path.join(deps.keysDir, 'seal.key'),
      formerFile: path.join(path.dirname(deps.uploadsDir), 'keys', 'seal.key'),
      mayCreate: deps.settings.sealKey.mayCreate,
      log: deps.log,
    }),
  );
  const repo = createSecurityRepository(deps.db);
  const banks = createBankAccountsRepository(deps.db);
  const security = createSecurityService({
    db: deps.db,
    repo,
    banks,
    audit: deps.audit,
    verification: deps.verification,
    sms: deps.sms,
    mailer: deps.mailer,
    vip: deps.vip,
    paymentPassword: deps.paymentPassword,
    sealer,
    now: deps.now,
  });
  const bankAccounts = createBankAccountsService({
    db: deps.db,
    repo: banks,
    audit: deps.audit,
    paymentPassword: deps.paymentPassword,
    sealer,
    now: deps.now,
  });
  const loginVerification = createLoginVerificationService({
    db: deps.db,
    repo,
    audit: deps.audit,
    knownIps: deps.knownIps,
    verification: deps.verification,
    sessions: deps.sessions,
    sms: deps.sms,
    mailer: deps.mailer,
    sealer,
    now: deps.now,
  });
  // The guess and budget counters of sign-in and verification (decision record 021) are kept small.
  deps.scheduler.register({
    name: 'auth.pruneCounters',
    everyMs: PRUNE_EVERY_MS,
    run: () => pruneCounters(deps.db, deps.now()),
  });
  await app.register(securityRoutes, { security, bankAccounts, loginVerification });
}
export { createPaymentPasswordRepository } from './payment-password.repository.js';
export {
  createPaymentPasswordService,
  type PaymentPasswordCheck,
  type PaymentPasswordService,
} from './payment-password.service.js';
export { createKnownIpsRepository, type KnownIpsRepository } from './known-ips.repository.js';
