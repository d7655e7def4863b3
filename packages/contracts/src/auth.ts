import * as z from './z.js';

const text = (max: number) => z.string().trim().max(max);
export const dialingCodeSchema = z.string().regex(/^\+[0-9]{1,4}$/, 'countryDialingCode');

export const LOGIN_TYPES = ['username', 'sms'] as const;

export const loginRequestSchema = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  username: text(64).optional(),
  password: z.string().max(128).optional(),
  captcha: text(16).optional(),
  mobileNum: text(20).optional(),
  countryDialingCode: dialingCodeSchema.optional(),
  verificationCode: text(8).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  mustChangePassword: z.boolean(),
  /** The login came from an IP the member has not used (LOGINIPVERF3): verify before anything else. */
  verificationRequired: z.boolean().optional(),
  /** The ways this member can verify (mobile code, e-mail code, authenticator). */
  verificationMethods: z.array(z.enum(['mobile', 'email', 'authenticator'])).optional(),
  /**
   * A time-out or exclusion in force: the member may only withdraw and read its history until `until`
   * (null: permanent, or until a self-exclusion is ended after its term).
   */
  restriction: z
    .object({ kind: z.enum(['timeout', 'self', 'operator']), until: z.string().nullable() })
    .optional(),
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** The value of a refused login: whether a captcha is needed from now on, and a lock's time left. */
export const loginRefusalSchema = z.object({
  captcha: z.boolean(),
  retryAfterSeconds: z.number().int().optional(),
});
export type LoginRefusal = z.infer<typeof loginRefusalSchema>;

export const freePlayRequestSchema = z.object({
  os: text(32).optional(),
  platform: z.literal('W').default('W'),
  value: z.string().max(2048).optional(),
  gatewayVersion: z.union([z.literal(3), z.literal('3')]).optional(),
});

/**
 * The captcha is a proof of work (decision record 022): find a `nonce` (decimal digits) such that
 * SHA-256 of `${challenge}:${nonce}` starts with `difficulty` zero bits, and send the nonce as `captcha`.
 * The challenge is bound to the browser (a cookie), used once, and expires after `expiresInSeconds`.
 */
export const captchaValueSchema = z.object({
  challenge: z.string(),
  difficulty: z.number().int().min(1).max(32),
  expiresInSeconds: z.number().int().positive(),
});
export type CaptchaValue = z.infer<typeof captchaValueSchema>;
export const CAPTCHA_NONCE = /^[0-9]{1,16}$/;

/** The number of leading zero bits of a digest. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

export const smsNoLoginRequestSchema = z.object({
  mobileNum: text(20).regex(/^[0-9]{4,20}$/, 'mobileNum'),
  countryDialingCode: dialingCodeSchema,
});
export const smsRegisterRequestSchema = z.object({
  mobileNo: text(20).regex(/^[0-9]{4,20}$/, 'mobileNo'),
  countryDialingCode: dialingCodeSchema,
});
export const smsValueSchema = z.object({ expiredMinutes: z.number().int().positive() });
export type SmsValue = z.infer<typeof smsValueSchema>;

export const changePasswordRequestSchema = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const forgotPasswordEmailRequestSchema = z.object({
  username: text(64).min(1, 'username'),
  email: text(254).email('email'),
});

export const setPasswordByPhoneRequestSchema = z.object({
  newPassword: z.string().max(128),
  mobileNum: text(20).regex(/^[0-9]{4,20}$/, 'mobileNum'),
  countryDialingCode: dialingCodeSchema,
  verificationCode: text(8).min(1, 'verificationCode'),
});

export const affiliateQuerySchema = z.object({
  code: text(32).min(1),
  domain: text(253).optional(),
});
export const affiliateValueSchema = z.object({ valid: z.boolean(), agentNickname: z.string().nullable() });

/** Completes the e-mail flow: the token from the reset link and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(20).max(100),
  newPassword: z.string().max(128),
  confirmNewPassword: z.string().max(128),
});

/** A plain "done" answer. */
export const emptyValueSchema = z.null();
