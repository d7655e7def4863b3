import { ADMIN_ERRORS } from './keys/admin-errors.js';
import { AGENT_ERRORS } from './keys/agent-errors.js';
import { DEPOSIT_ERRORS } from './keys/deposits-errors.js';
import { MISSIONS_ERRORS } from './keys/missions-errors.js';
import { POINTS_ERRORS } from './keys/points-errors.js';
import { RESPONSIBLE_ERRORS } from './keys/responsible-errors.js';
import { REWARDS_ERRORS } from './keys/reward-centre-errors.js';
import { SECURITY_ERRORS } from './keys/security-errors.js';
import { WITHDRAWAL_ERRORS } from './keys/withdrawals-errors.js';

/**
 * Error codes carried in `errorCode`. The web translates each one (key `errors.<code>` with dots kept)
 * and falls back to `message`.
 */
export const ERROR_CODES = {
  validation: 'validation.failed',
  encryptionRequired: 'encryption.required',
  encryptionInvalid: 'encryption.invalid',
  notSession: 'login.not.session',
  loginFailed: 'login.failed',
  captchaRequired: 'captcha.required',
  captchaInvalid: 'captcha.invalid',
  accountLocked: 'login.locked',
  accountDisabled: 'login.disabled',
  trialForbidden: 'trial.forbidden',
  featureDisabled: 'feature.disabled',
  forbidden: 'forbidden',
  notFound: 'not.found',
  usernameTaken: 'register.username.taken',
  mobileTaken: 'register.mobile.taken',
  affiliateInvalid: 'register.affiliate.invalid',
  passwordMismatch: 'password.mismatch',
  oldPasswordWrong: 'password.old.wrong',
  passwordSame: 'password.same',
  emailNotMatched: 'password.email.not.matched',
  codeInvalid: 'verification.code.invalid',
  codeExpired: 'verification.code.expired',
  codeTooSoon: 'verification.code.too.soon',
  /** Codes sent to one number or e-mail, from one IP or by one brand, over their budget: 429. */
  codeBudget: 'verification.code.budget',
  /** Neither a configured site domain of the brand nor PUBLIC_URL to put in a mailed link: 422. */
  resetLinkUnavailable: 'password.reset.unavailable',
  /** Too many wrong payment passwords: 429 until the lock runs out. */
  paymentPasswordLocked: 'payment.password.locked',
  passwordCheckLocked: 'password.check.locked',
  /** Too many failed verifications of logins from a new IP, across logins: 429. */
  loginVerificationLocked: 'login.verification.locked',
  tooManyRequests: 'too.many.requests',
  maintenance: 'system.maintenance',
  regionBlocked: 'system.region.blocked',
  merchantUnknown: 'merchant.unknown',
  internal: 'system.error',
  insufficientFunds: 'wallet.insufficient',
  walletUnknown: 'wallet.unknown',
  transferSameWallet: 'wallet.transfer.same',
  idempotencyConflict: 'idempotency.conflict',
  /** A member's uploads (proof images) per day: 429 until the next day. */
  uploadQuotaDaily: 'upload.quota.daily',
  /** A member's uploads kept in all: 422. */
  uploadQuotaTotal: 'upload.quota.total',
  signatureInvalid: 'vendor.signature.invalid',
  signatureStale: 'vendor.signature.stale',
  vendorUnknown: 'vendor.unknown',
  playerUnknown: 'vendor.player.unknown',
  debitUnknown: 'vendor.debit.unknown',
  debitRolledBack: 'vendor.debit.rolled.back',
  roundOpen: 'round.open',
  roundSettled: 'round.settled',
  gameUnknown: 'game.unknown',
  gameMaintenance: 'game.maintenance',
  gameSessionInvalid: 'game.session.invalid',
  gameNotConnected: 'game.not.connected',
  gameLaunchLottery: 'game.launch.lottery',
  gameLaunchVendorList: 'game.launch.vendor.list',
  ...SECURITY_ERRORS,
  ...DEPOSIT_ERRORS,
  ...WITHDRAWAL_ERRORS,
  ...AGENT_ERRORS,
  ...ADMIN_ERRORS,
  ...REWARDS_ERRORS,
  ...MISSIONS_ERRORS,
  ...POINTS_ERRORS,
  ...RESPONSIBLE_ERRORS,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Prefix of the error code of a field that breaks its rule: `validation.<field>`. */
export const fieldErrorCode = (field: string) => `validation.${field}`;
