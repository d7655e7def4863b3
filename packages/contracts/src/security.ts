/** Schemas of this part of the member centre: requests and responses, shared by the server and the forms. */
import { pageNoQuery, pageSizeQuery } from './paging.js';
import * as z from './z.js';
import { dialingCodeSchema } from './auth.js';
import { labelSchema } from './member.js';

const text = (max: number) => z.string().trim().max(max);
const id = z.coerce.number().int().positive().max(2_147_483_647);

// --- Account details --------------------------------------------------------------------------------

export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
/** Letters of any script, digits, spaces and a few marks; no angle brackets or control characters. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

export const nicknameRequestSchema = z.object({
  nickname: text(NICKNAME_MAX).min(NICKNAME_MIN, 'nickname').regex(NICKNAME_PATTERN, 'nickname'),
});
export type NicknameRequest = z.infer<typeof nicknameRequestSchema>;

export const securityOverviewSchema = z.object({
  username: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  registeredAt: z.string(),
  vipLabel: labelSchema.nullable(),
  lastLoginAt: z.string().nullable(),
  previousLoginAt: z.string().nullable(),
  avatarId: z.number().int(),
  /** Masked (`+63 *******4567`), null when none is bound. */
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  paymentPasswordSet: z.boolean(),
  bankAccountCount: z.number().int(),
  authenticatorEnabled: z.boolean(),
});
export type SecurityOverview = z.infer<typeof securityOverviewSchema>;

// --- Avatar -------------------------------------------------------------------------------------------

export const AVATAR_COUNT = 12;
export const avatarIdSchema = z.number().int().min(1).max(1000);
export const avatarRequestSchema = z.object({ avatarId: avatarIdSchema });
export const playerAvatarSchema = z.object({
  avatarId: z.number().int(),
  icons: z.array(z.object({ id: z.number().int(), url: z.string() })),
});
export type PlayerAvatar = z.infer<typeof playerAvatarSchema>;

// --- Mobile and e-mail ----------------------------------------------------------------------------------

export const MOBILE_PATTERN = /^[0-9]{6,15}$/;
export const mobileNumSchema = text(20).regex(MOBILE_PATTERN, 'mobileNum');
export const emailSchema = text(254).email('email');
export const codeSchema = text(8).regex(/^[0-9]{6}$/, 'verificationCode');

export const bindCodeRequestSchema = z.discriminatedUnion('channel', [
  z.object({
    channel: z.literal('mobile'),
    countryDialingCode: dialingCodeSchema,
    mobileNum: mobileNumSchema,
  }),
  z.object({ channel: z.literal('email'), email: emailSchema }),
]);
export type BindCodeRequest = z.infer<typeof bindCodeRequestSchema>;

export const bindMobileRequestSchema = z.object({
  countryDialingCode: dialingCodeSchema,
  mobileNum: mobileNumSchema,
  verificationCode: codeSchema,
});
export type BindMobileRequest = z.infer<typeof bindMobileRequestSchema>;

export const bindEmailRequestSchema = z.object({ email: emailSchema, verificationCode: codeSchema });
export type BindEmailRequest = z.infer<typeof bindEmailRequestSchema>;

// --- Payment password -------------------------------------------------------------------------------------

/** Six digits, as on a bank card. */
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]{6}$/;
const newPaymentPassword = z.string().max(64).regex(PAYMENT_PASSWORD_PATTERN, 'newPaymentPassword');

export const setPaymentPasswordRequestSchema = z
  .object({
    loginPassword: z.string().min(1, 'loginPassword').max(128),
    newPaymentPassword,
    confirmPaymentPassword: z.string().max(64),
  })
  .refine((v) => v.newPaymentPassword === v.confirmPaymentPassword, {
    message: 'mismatch',
    path: ['confirmPaymentPassword'],
  });
export type SetPaymentPasswordRequest = z.infer<typeof setPaymentPasswordRequestSchema>;

export const changePaymentPasswordRequestSchema = z
  .object({
    oldPaymentPassword: z.string().min(1, 'oldPaymentPassword').max(64),
    newPaymentPassword,
    confirmPaymentPassword: z.string().max(64),
  })
  .refine((v) => v.newPaymentPassword === v.confirmPaymentPassword, {
    message: 'mismatch',
    path: ['confirmPaymentPassword'],
  });
export type ChangePaymentPasswordRequest = z.infer<typeof changePaymentPasswordRequestSchema>;

// --- Bank accounts --------------------------------------------------------------------------------------

export const BANK_ACCOUNT_MAX = 5;
/** The banks a member can add for the demo currency (peso); a brand's list would come from its settings. */
export const BANKS = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
  { code: 'MBTC', name: 'Metrobank' },
  { code: 'LBP', name: 'Land Bank of the Philippines' },
  { code: 'PNB', name: 'Philippine National Bank' },
  { code: 'SECB', name: 'Security Bank' },
  { code: 'UBP', name: 'UnionBank of the Philippines' },
  { code: 'RCBC', name: 'RCBC' },
  { code: 'CHIB', name: 'China Banking Corporation' },
  { code: 'EWB', name: 'EastWest Bank' },
] as const;
export type Bank = (typeof BANKS)[number];
export const bankSchema = z.object({ code: z.string(), name: z.string() });

export const ACCOUNT_NAME_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{6,20}$/;

export const addBankAccountRequestSchema = z.object({
  bankCode: text(16).min(1, 'bankCode'),
  accountName: text(64).min(2, 'accountName').regex(ACCOUNT_NAME_PATTERN, 'accountName'),
  accountNumber: z.string().trim().max(20, 'accountNumber').regex(ACCOUNT_NUMBER_PATTERN, 'accountNumber'),
  paymentPassword: z.string().min(1, 'paymentPassword').max(64),
});
export type AddBankAccountRequest = z.infer<typeof addBankAccountRequestSchema>;

export const removeBankAccountRequestSchema = z.object({
  paymentPassword: z.string().min(1, 'paymentPassword').max(64),
});
export const bankAccountIdSchema = z.object({ id });

export const bankAccountSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** `****1234` */
  accountNumber: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;
export const bankAccountListSchema = z.object({ list: z.array(bankAccountSchema), max: z.number().int() });
export type BankAccountList = z.infer<typeof bankAccountListSchema>;

// --- Login history ----------------------------------------------------------------------------------

export const LOGIN_HISTORY_PAGE_SIZE = 10;
export const loginHistoryQuerySchema = z.object({
  pageNo: pageNoQuery(10_000),
  pageSize: pageSizeQuery(LOGIN_HISTORY_PAGE_SIZE, 50),
});
export const loginHistorySchema = z.object({
  list: z.array(
    z.object({
      time: z.string(),
      ip: z.string(),
      /** "Chrome on Windows", from the browser's user agent. */
      device: z.string(),
      current: z.boolean(),
    }),
  ),
  pageNo: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type LoginHistory = z.infer<typeof loginHistorySchema>;

// --- Authenticator (TOTP) ------------------------------------------------------------------------------

export const totpCodeSchema = z.object({ code: text(8).regex(/^[0-9]{6}$/, 'code') });
export const authenticatorEnrolmentSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type AuthenticatorEnrolment = z.infer<typeof authenticatorEnrolmentSchema>;

// --- Verification after a login from a new IP ---------------------------------------------------------

/** A bank account's holder name is not a way to verify: it is printed on too much (decision record 021). */
export const LOGIN_VERIFICATION_METHODS = ['mobile', 'email', 'authenticator'] as const;
export type LoginVerificationMethod = (typeof LOGIN_VERIFICATION_METHODS)[number];
export const loginVerificationMethodSchema = z.enum(LOGIN_VERIFICATION_METHODS);
/** Failed verifications a member may make per window, across all its logins. */
export const LOGIN_VERIFICATION_MAX_FAILURES = 5;
export const LOGIN_VERIFICATION_WINDOW_MINUTES = 60;

export const loginVerificationCodeRequestSchema = z.object({
  method: z.enum(['mobile', 'email']),
});
export const loginVerificationRequestSchema = z.object({
  method: loginVerificationMethodSchema,
  /** The SMS or e-mail code, or the authenticator's code. */
  code: text(8).optional(),
});
export type LoginVerificationRequest = z.infer<typeof loginVerificationRequestSchema>;
export const loginVerificationValueSchema = z.object({ attemptsLeft: z.number().int() });
