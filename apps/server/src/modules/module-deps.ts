import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { MailSender, SmsSender } from '../lib/messaging.js';
import type { Scheduler } from '../lib/scheduler.js';
import type { SharedState } from '../lib/shared-state.js';
import type { OperatorQueues } from '../lib/operator-queues.js';
import type { AuditRepository } from './audit/index.js';
import type {
  BonusLockService,
  DepositPromotions,
  MemberInbox,
  ReferralEvents,
  VipService,
} from './rewards/index.js';
import type { Brand } from '../lib/context.js';
import type { KnownIpsRepository, PaymentPasswordService } from './security/index.js';
import type { EncryptionService, SessionsService, VerificationService } from './auth/index.js';
import type { SystemService } from './system/index.js';
import type { Ledger, WalletService } from './wallet/index.js';
import type { ResponsibleGuard } from './responsible/index.js';

/** The settings modules read (from the environment and `buildApp`'s options; never `env` directly). */
export type ModuleSettings = {
  /** Sign-ins, and registrations, per IP per minute. */
  loginPerMinute: number;
  /** Feedback and affiliate applications per IP per minute. */
  submissionsPerMinute: number;
  /** The brands' daily caps of new accounts per IP address and device. */
  registrationLimits: boolean;
  /** The seal key given in the environment (base64), and whether a missing key file may be created. */
  sealKey: { base64: string | undefined; mayCreate: boolean };
  /** Whether the sandbox payment gateway is served (decision record 025). */
  paymentSandbox: boolean;
  /** Gateway callbacks accepted per IP per minute. */
  callbacksPerMinute: number;
};

/** What every module's `register<Domain>(app, deps)` is built from (each takes what it needs). */
export type ModuleDeps = {
  settings: ModuleSettings;
  db: Database;
  ledger: Ledger;
  wallet: WalletService;
  now: () => Date;
  log: FastifyBaseLogger;
  sms: SmsSender;
  mailer: MailSender;
  verification: VerificationService;
  /** The brands, their settings and resources (built once: the request hooks and the site page use it). */
  system: SystemService;
  /** The site's address for links in mail (`PUBLIC_URL`, else the brand's first domain). */
  siteUrl: (brand: Brand) => Promise<string | null>;
  sessions: SessionsService;
  encryption: EncryptionService;
  /** Writes audit rows (`audit_log`), in the caller's transaction when given one. */
  audit: AuditRepository;
  /** Posts messages to members' inboxes, in the caller's transaction. */
  inbox: MemberInbox;
  /** Registrations and paid deposits, told to the referral programme. */
  referrals: ReferralEvents;
  /** Promotions paid with a deposit: offered at deposit, paid when it is (rewards owns them). */
  depositPromotions: DepositPromotions;
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
  /** Responsible gaming as other modules ask it: may a member play, does a deposit pass its limits. */
  responsible: ResponsibleGuard;
  /** Messages every API process hears and one-time claims (decision record 037): the live tables' sockets. */
  shared: Pick<SharedState, 'publish' | 'subscribe' | 'claim'>;
};
