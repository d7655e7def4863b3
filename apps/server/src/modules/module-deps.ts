import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { MailSender, SmsSender } from '../lib/messaging.js';
import type { Scheduler } from '../lib/scheduler.js';
import type { OperatorQueues } from '../lib/operator-queues.js';
import type { AuditRepository } from './audit/index.js';
import type { BonusLockService, MemberInbox, ReferralEvents, VipService } from './rewards/index.js';
import type { KnownIpsRepository, PaymentPasswordService } from './security/index.js';
import type { EncryptionService } from './auth/index.js';
import type { SessionsService } from './auth/index.js';
import type { VerificationService } from './auth/index.js';
import type { Ledger } from './wallet/index.js';
import type { WalletService } from './wallet/index.js';

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
  /** Posts messages to members' inboxes, in the caller's transaction. */
  inbox: MemberInbox;
  /** Registrations and paid deposits, told to the referral programme. */
  referrals: ReferralEvents;
  /** Sets, changes and checks members' payment passwords (and locks them). */
  paymentPassword: PaymentPasswordService;
  /** The brand's VIP levels and each member's (built once). */
  vip: VipService;
  /** The IPs each member has signed in from and verified. */
  knownIps: KnownIpsRepository;
  /** Bonus money locked on the main wallet until its turnover is done. */
  bonusLock: BonusLockService;
  /** Files members upload (withdrawal proofs, ...), one sub-folder per module. */
  uploadsDir: string;
  /** The server's own keys (the seal key), apart from the data (decision record 024). */
  keysDir: string;
  scheduler: Scheduler;
  operatorQueues: OperatorQueues;
};
