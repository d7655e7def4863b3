import { ADMIN_ERRORS } from './keys/admin.js';
import { DEPOSIT_ERRORS } from './keys/deposits.js';
import { MISSIONS_ERRORS } from './keys/missions.js';
import { POINTS_ERRORS } from './keys/points.js';
import { REWARDS_ERRORS } from './keys/rewards-centre.js';
import { SECURITY_ERRORS } from './keys/security.js';
import { WITHDRAWAL_ERRORS } from './keys/withdrawals.js';

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
  tooManyRequests: 'too.many.requests',
  maintenance: 'system.maintenance',
  regionBlocked: 'system.region.blocked',
  merchantUnknown: 'merchant.unknown',
  internal: 'system.error',
  insufficientFunds: 'wallet.insufficient',
  walletUnknown: 'wallet.unknown',
  transferSameWallet: 'wallet.transfer.same',
  idempotencyConflict: 'idempotency.conflict',
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
  ...ADMIN_ERRORS,
  ...REWARDS_ERRORS,
  ...MISSIONS_ERRORS,
  ...POINTS_ERRORS,
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Prefix of the error code of a field that breaks its rule: `validation.<field>`. */
export const fieldErrorCode = (field: string) => `validation.${field}`;
