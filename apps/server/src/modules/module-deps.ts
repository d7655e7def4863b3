import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { MailSender, SmsSender } from '../lib/messaging.js';
import type { Scheduler } from '../lib/scheduler.js';
import type { OperatorQueues } from './admin/queues.js';
import type { AuditRepository } from './audit/index.js';
import type { EncryptionService } from './auth/encryption.service.js';
import type { SessionsService } from './auth/sessions.service.js';
import type { VerificationService } from './auth/verification.service.js';
import type { Ledger } from './wallet/ledger.js';
import type { WalletService } from './wallet/wallet.service.js';

/** What the member-centre modules are built from (each takes what it needs). */
export type ModuleDeps = {
  db: Database;
  ledger: Ledger;
  wallet: WalletService;
  now: () => Date;
  log: FastifyBaseLogger;
  sms: SmsSender;
  mailer: MailSender;
  verification: VerificationService;
  sessions: SessionsService;
  encryption: EncryptionService;
  /** Writes audit rows (`audit_log`), in the caller's transaction when given one. */
  audit: AuditRepository;
  /** Files members upload (withdrawal proofs, ...), one sub-folder per module. */
  uploadsDir: string;
  /** The server's own keys (the seal key), apart from the data (decision record 024). */
  keysDir: string;
  scheduler: Scheduler;
  operatorQueues: OperatorQueues;
};
