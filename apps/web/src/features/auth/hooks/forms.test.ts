import { describe, expect, it } from 'vitest';
import {
  changePasswordFormSchema,
  forgotByEmailFormSchema,
  forgotByPhoneFormSchema,
  loginFormSchema,
  resetFormSchema,
  smsLoginFormSchema,
} from './forms';

/** The first issue code of each field, as the form shows it (react-hook-form keeps a field's first issue). */
function firstCodes(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const codes: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) codes[String(issue.path[0])] ??= issue.message;
  return codes;
}

describe('the sign-in forms speak in issue codes', () => {
  it('asks for the username and password', () => {
    expect(firstCodes(loginFormSchema.safeParse({ username: ' ', password: '' }))).toEqual({
      username: 'required',
      password: 'required',
    });
  });

  it('asks for a mobile number of 4 to 20 digits and the code', () => {
    expect(firstCodes(smsLoginFormSchema.safeParse({ mobileNum: '12', verificationCode: '' }))).toEqual({
      mobileNum: 'pattern:6:4:20',
      verificationCode: 'required',
    });
  });

  it('says "required" first for a blank field the contract names in its own codes', () => {
    expect(firstCodes(forgotByEmailFormSchema.safeParse({ username: '  ', email: 'x' }))).toEqual({
      username: 'required',
      email: 'pattern:3:6:50',
    });
    const phone = forgotByPhoneFormSchema(undefined).safeParse({
      countryDialingCode: '+63',
      mobileNum: '09171234567',
      verificationCode: ' ',
      newPassword: '',
    });
    expect(firstCodes(phone)).toEqual({ verificationCode: 'required', newPassword: 'required' });
    expect(forgotByEmailFormSchema.parse({ username: ' member1 ', email: ' a@example.com ' })).toEqual({
      username: 'member1',
      email: 'a@example.com',
    });
  });

  it('checks a new password against the rule and its confirmation', () => {
    const rule = {
      enabled: true,
      required: true,
      acceptedPattern: '*',
      patternId: 6,
      minLength: 6,
      maxLength: 20,
    };
    const change = changePasswordFormSchema(rule).safeParse({
      oldPassword: '',
      newPassword: 'abc',
      confirmNewPassword: 'abd',
    });
    expect(firstCodes(change)).toEqual({
      oldPassword: 'required',
      newPassword: 'pattern:6:6:20',
      confirmNewPassword: 'mismatch',
    });
    const reset = resetFormSchema(rule).safeParse({ newPassword: '', confirmNewPassword: '' });
    expect(firstCodes(reset)).toEqual({ newPassword: 'required' });
    expect(
      resetFormSchema(rule).safeParse({ newPassword: 'secret1', confirmNewPassword: 'secret1' }).success,
    ).toBe(true);
  });
});
