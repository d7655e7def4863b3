import * as z from './z.js';
import { dialingCodeSchema } from './auth.js';
import { checkRule, type FieldRule } from './patterns.js';
import type { RegisterField } from './constants.js';
import type { RegisterRules } from './system.js';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/** The wire shape of both register calls: every field of SPEC section 3's form, bounded. */
export const registerRequestSchema = z.object({
  username: optionalText(64),
  password: z.string().max(128).optional(),
  confirmPassword: z.string().max(128).optional(),
  payeeName: optionalText(100),
  email: optionalText(254),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  recommenderId: optionalText(64),
  captcha: optionalText(16),
  verificationCode: optionalText(8),
  affiliateCode: optionalText(32),
  paymentPassword: z.string().max(128).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(100),
  wechat: optionalText(64),
  idNumber: optionalText(64),
  referralCode: optionalText(32),
  nickname: optionalText(32),
  telegram: optionalText(64),
  zalo: optionalText(64),
  birthday: optionalText(10),
  countryDialingCode: dialingCodeSchema.optional(),
  domain: optionalText(253),
  registerUrl: optionalText(2000),
  registerMethod: z.literal('WEB').optional(),
  login: z.boolean().optional(),
  firebaseChannel: optionalText(16),
  firebaseIdToken: optionalText(4096),
  ageConfirmed: z.boolean().optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export type RegisterMode = 'username' | 'mobile';

export type RegisterOptions = {
  mode: RegisterMode;
  /** REGMOBVERF3: a mobile number must be proven with an SMS code. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration also sets a password. */
  mobilePassword: boolean;
};

/**
 * A rule broken by a form value, encoded so that the server and the web name it the same way:
 * `required`, `mismatch`, or `pattern:<id>:<min>:<max>`. The web translates it.
 */
export type RegisterIssue =
  | { field: string; kind: 'required' }
  | { field: string; kind: 'mismatch' }
  | { field: string; kind: 'pattern'; patternId: number; min: number; max: number };

export function encodeIssue(issue: RegisterIssue): string {
  return issue.kind === 'pattern' ? `pattern:${issue.patternId}:${issue.min}:${issue.max}` : issue.kind;
}

export function decodeIssue(
  message: string,
):
  | { kind: 'required' | 'mismatch' }
  | { kind: 'pattern'; patternId: number; min: number; max: number }
  | null {
  if (message === 'required' || message === 'mismatch') return { kind: message };
  const m = /^pattern:(\d+):(\d+):(\d+)$/.exec(message);
  if (!m) return null;
  return { kind: 'pattern', patternId: Number(m[1]), min: Number(m[2]), max: Number(m[3]) };
}

const FIELD_ORDER: readonly RegisterField[] = [
  'username',
  'password',
  'mobileNum',
  'verificationCode',
  'email',
  'payeeName',
  'nickname',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'birthday',
  'recommenderId',
  'affiliateCode',
  'referralCode',
  'captcha',
];

/** Which fields the form shows and which it requires, from the brand's rules and switches. */
export function registerFieldStates(
  rules: RegisterRules,
  options: RegisterOptions,
): { field: RegisterField; rule: FieldRule | undefined; required: boolean }[] {
  const out: { field: RegisterField; rule: FieldRule | undefined; required: boolean }[] = [];
  for (const field of FIELD_ORDER) {
    const rule = rules[field];
    if (options.mode === 'mobile' && field === 'username') continue;
    if (field === 'verificationCode') {
      if (options.smsVerification && (rules.mobileNum?.enabled || options.mode === 'mobile'))
        out.push({ field, rule, required: options.mode === 'mobile' });
      continue;
    }
    if (field === 'mobileNum' && options.mode === 'mobile') {
      out.push({ field, rule, required: true });
      continue;
    }
    if (field === 'password' && options.mode === 'mobile') {
      if (options.mobilePassword) out.push({ field, rule, required: true });
      continue;
    }
    if (!rule?.enabled) continue;
    out.push({ field, rule, required: rule.required });
  }
  return out;
}

/**
 * Every issue of a registration form against the brand's rules, in form order. Used by the server to
 * refuse a request and by the web form to show messages; both get the same answer.
 */
export function registerIssues(
  input: RegisterRequest,
  rules: RegisterRules,
  options: RegisterOptions,
): RegisterIssue[] {
  const issues: RegisterIssue[] = [];
  const values = input as Record<string, unknown>;
  for (const { field, rule, required } of registerFieldStates(rules, options)) {
    const raw = values[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value === '') {
      const needsCode =
        field === 'verificationCode' && options.smsVerification && (input.mobileNum ?? '').trim() !== '';
      if (required || needsCode) issues.push({ field, kind: 'required' });
      continue;
    }
    if (rule && field !== 'verificationCode' && field !== 'captcha') {
      const v = checkRule(field === 'password' || field === 'paymentPassword' ? String(raw) : value, rule);
      if (v) issues.push({ field, kind: 'pattern', ...v });
    }
    if (field === 'password' && (input.confirmPassword ?? '') !== String(raw)) {
      issues.push({ field: 'confirmPassword', kind: 'mismatch' });
    }
  }
  return issues;
}

/** The same rules as a zod schema, for forms (react-hook-form's zod resolver). */
export function buildRegisterSchema(rules: RegisterRules, options: RegisterOptions) {
  return registerRequestSchema.superRefine((input, ctx) => {
    for (const issue of registerIssues(input, rules, options)) {
      ctx.addIssue({ code: 'custom', path: [issue.field], message: encodeIssue(issue) });
    }
  });
}
