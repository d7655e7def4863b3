import {
  changePasswordRequestSchema,
  checkRule,
  encodeIssue,
  forgotPasswordEmailRequestSchema,
  loginRequestSchema,
  resetPasswordRequestSchema,
  setPasswordByPhoneRequestSchema,
  type FieldRule,
} from '@platform/contracts';
import { z } from 'zod';

// The sign-in forms' schemas: the contracts' fields, made required where the form needs them. Issue codes
// (`required`, `mismatch`, `pattern:...`) become words through `useProblemText`.

const { username, password, mobileNum, verificationCode } = loginRequestSchema.shape;

/**
 * A contract field the form asks for: blank (after trimming) is `required`, before the field's own checks
 * run (whose codes, such as `username`, name the field and are meant for the server's refusals).
 */
const filled = <T extends z.ZodType<string, string>>(field: T) =>
  z.string().trim().min(1, 'required').pipe(field);

/** Username and password. */
export const loginFormSchema = z.object({
  username: username.unwrap().min(1, 'required'),
  password: password.unwrap().min(1, 'required'),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

/** Mobile number (4 to 20 digits) and the SMS code. */
export const smsLoginFormSchema = z.object({
  mobileNum: mobileNum
    .unwrap()
    .regex(
      /^[0-9]{4,20}$/,
      encodeIssue({ field: 'mobileNum', kind: 'pattern', patternId: 6, min: 4, max: 20 }),
    ),
  verificationCode: verificationCode.unwrap().min(1, 'required'),
});
export type SmsLoginFormValues = z.infer<typeof smsLoginFormSchema>;

/** A new password: required, and within the brand's password rule when the site status gave one. */
export const newPasswordField = (rule: FieldRule | undefined) =>
  changePasswordRequestSchema.shape.newPassword.min(1, 'required').superRefine((value, ctx) => {
    const violation = rule && value ? checkRule(value, rule) : null;
    if (violation)
      ctx.addIssue({
        code: 'custom',
        message: encodeIssue({ field: 'password', kind: 'pattern', ...violation }),
      });
  });

const mismatch = { message: 'mismatch', path: ['confirmNewPassword'] };

/** Change the password: the old one, a new one within the rule, typed twice. */
export const changePasswordFormSchema = (rule: FieldRule | undefined) =>
  changePasswordRequestSchema
    .extend({
      oldPassword: changePasswordRequestSchema.shape.oldPassword.min(1, 'required'),
      newPassword: newPasswordField(rule),
    })
    .refine((v) => v.newPassword === v.confirmNewPassword, mismatch);
export type ChangePasswordFormValues = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/** A reset link by e-mail: the username and the e-mail address of the account. */
export const forgotByEmailFormSchema = z.object({
  username: filled(forgotPasswordEmailRequestSchema.shape.username),
  email: z
    .string()
    .trim()
    .max(254)
    .email(encodeIssue({ field: 'email', kind: 'pattern', patternId: 3, min: 6, max: 50 })),
});
export type ForgotByEmailFormValues = z.infer<typeof forgotByEmailFormSchema>;

/** A new password by SMS: the number, the code and the new password. */
export const forgotByPhoneFormSchema = (rule: FieldRule | undefined) =>
  z.object({
    countryDialingCode: setPasswordByPhoneRequestSchema.shape.countryDialingCode,
    mobileNum: smsLoginFormSchema.shape.mobileNum,
    verificationCode: filled(setPasswordByPhoneRequestSchema.shape.verificationCode),
    newPassword: newPasswordField(rule),
  });
export type ForgotByPhoneFormValues = z.infer<ReturnType<typeof forgotByPhoneFormSchema>>;

/** The new password from a reset link, typed twice. */
export const resetFormSchema = (rule: FieldRule | undefined) =>
  resetPasswordRequestSchema
    .pick({ newPassword: true, confirmNewPassword: true })
    .extend({ newPassword: newPasswordField(rule) })
    .refine((v) => v.newPassword === v.confirmNewPassword, mismatch);
export type ResetFormValues = z.infer<ReturnType<typeof resetFormSchema>>;
