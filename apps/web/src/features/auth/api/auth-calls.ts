import {
  API,
  type affiliateValueSchema,
  type changePasswordRequestSchema,
  type forgotPasswordEmailRequestSchema,
  type loginVerificationCodeRequestSchema,
  type resetPasswordRequestSchema,
  type setPasswordByPhoneRequestSchema,
  type CaptchaValue,
  type LoginVerificationRequest,
  type LoginRequest,
  type LoginValue,
  type RegisterMode,
  type RegisterRequest,
  type SmsValue,
} from '@platform/contracts';
import type { z } from 'zod';
import { call } from '@/lib/api-client';

// One function per call of this feature; the hooks and the components use them.

export const login = (input: LoginRequest) =>
  call<LoginValue>(API.login, { method: 'POST', body: input, encrypted: true });

export const register = (mode: RegisterMode, input: RegisterRequest) =>
  call<LoginValue>(mode === 'mobile' ? API.registerMobile : API.register, {
    method: 'PUT',
    body: {
      ...input,
      registerMethod: 'WEB',
      login: true,
      registerUrl: window.location.origin,
      domain: window.location.hostname,
    },
    encrypted: true,
  });

export const freePlay = () =>
  call<LoginValue>(API.freePlay, { method: 'POST', body: { platform: 'W', os: 'web', gatewayVersion: 3 } });

export const logout = () => call<null>(API.logout, { method: 'DELETE' });

/** A proof-of-work challenge for this browser (decision record 022). */
export const fetchCaptcha = () => call<CaptchaValue>(API.captcha);

export const sendRegisterCode = (mobileNo: string, countryDialingCode: string) =>
  call<SmsValue>(API.smsRegister, { method: 'POST', body: { mobileNo, countryDialingCode } });

export const sendLoginCode = (mobileNum: string, countryDialingCode: string) =>
  call<SmsValue>(API.smsNoLogin, { method: 'POST', body: { mobileNum, countryDialingCode } });

export const checkAffiliate = (code: string) =>
  call<z.infer<typeof affiliateValueSchema>>(API.affiliate, {
    query: { code, domain: window.location.hostname },
  });

export const changePassword = (input: z.input<typeof changePasswordRequestSchema>) =>
  call<null>(API.changePassword, { method: 'POST', body: input, encrypted: true });

export const forgotByEmail = (input: z.input<typeof forgotPasswordEmailRequestSchema>) =>
  call<null>(API.forgotPasswordEmail, { method: 'POST', body: input, form: true });

export const resetWithToken = (input: z.input<typeof resetPasswordRequestSchema>) =>
  call<null>(API.resetPassword, { method: 'POST', body: input, encrypted: true });

export const setPasswordByPhone = (input: z.input<typeof setPasswordByPhoneRequestSchema>) =>
  call<{ username: string }>(API.setPasswordByPhone, { method: 'POST', body: input, encrypted: true });

export const sendLoginVerificationCode = (
  method: z.input<typeof loginVerificationCodeRequestSchema>['method'],
) => call<SmsValue>(API.loginVerificationCode, { method: 'POST', body: { method } });

export const verifyLogin = (input: LoginVerificationRequest) =>
  call<{ attemptsLeft: number }>(API.loginVerification, { method: 'POST', body: input });
