import {
  API,
  captchaValueSchema,
  changePasswordRequestSchema,
  emptyValueSchema,
  envelope,
  forgotPasswordEmailRequestSchema,
  freePlayRequestSchema,
  loginRequestSchema,
  loginValueSchema,
  resetPasswordRequestSchema,
  rsaKeySchema,
  setPasswordByPhoneRequestSchema,
  smsNoLoginRequestSchema,
  smsRegisterRequestSchema,
  smsValueSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { CAPTCHA_COOKIE, actorOf, captchaClientOf, originOf } from '../../plugins/request-context.js';
import type { AuthService } from './auth.service.js';
import type { EncryptionService } from './encryption.service.js';
import { phoneDestination } from '../../lib/phone.js';
import type { VerificationService } from './verification.service.js';

type Options = {
  auth: AuthService;
  encryption: EncryptionService;
  verification: VerificationService;
  memberExistsByMobile: (brandId: number, dialingCode: string, mobileNum: string) => Promise<boolean>;
  loginPerMinute: number;
};

const tags = ['session'];
const perSecond = { rateLimit: { max: 1, timeWindow: 1000 } };
/** Keeps a code without delivering it (a number with no account, or one already registered). */
const sendNothing = async () => undefined;

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { auth, encryption, verification } = opts;
  const loginLimit = { rateLimit: { max: opts.loginPerMinute, timeWindow: 60_000 } };

  app.get(
    API.rsaKey,
    {
      schema: { tags, summary: 'Public key for encrypted calls', response: { 200: envelope(rsaKeySchema) } },
    },
    async () => ok(await encryption.publicKey()),
  );

  app.get(
    API.captcha,
    {
      schema: {
        tags,
        summary: 'A proof-of-work captcha challenge for this browser',
        response: { 200: envelope(captchaValueSchema) },
      },
    },
    async (request, reply) => {
      const { clientId, captcha } = await verification.issueCaptcha(captchaClientOf(request));
      void reply.setCookie(CAPTCHA_COOKIE, clientId, {
        path: '/wps',
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: 86_400,
      });
      void reply.header('cache-control', 'no-store');
      return ok(captcha);
    },
  );

  app.post(
    API.login,
    {
      config: { encrypted: true, ...loginLimit },
      schema: {
        tags,
        summary: 'Log in (encrypted)',
        body: loginRequestSchema,
        response: { 200: envelope(loginValueSchema) },
      },
    },
    async (request) =>
      ok(await auth.login(request.brand, request.body, originOf(request), captchaClientOf(request))),
  );

  app.post(
    API.freePlay,
    {
      config: loginLimit,
      schema: {
        tags,
        summary: 'Log in to a fresh trial account',
        body: freePlayRequestSchema.optional(),
        response: { 200: envelope(loginValueSchema) },
      },
    },
    async (request) => ok(await auth.freePlay(request.brand, originOf(request))),
  );

  app.delete(
    API.logout,
    {
      config: { auth: true, duringLoginVerification: true },
      schema: {
        tags,
        summary: 'Log out; the token stops working at once',
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await auth.logout(actorOf(request), originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.smsNoLogin,
    {
      config: perSecond,
      schema: {
        tags: ['verification'],
        summary: 'SMS code for login or password reset',
        body: smsNoLoginRequestSchema,
        response: { 200: envelope(smsValueSchema) },
      },
    },
    async (request) => {
      const { mobileNum, countryDialingCode } = request.body;
      const exists = await opts.memberExistsByMobile(request.brand.id, countryDialingCode, mobileNum);
      // The same answer, limits and budgets whether or not the number is registered: a code is made
      // either way, and only a real account's number is sent it.
      return ok(
        await verification.sendCode(
          request.brand,
          'nologin',
          phoneDestination(countryDialingCode, mobileNum),
          exists ? undefined : sendNothing,
          { ip: request.ip },
        ),
      );
    },
  );

  app.post(
    API.smsRegister,
    {
      config: perSecond,
      schema: {
        tags: ['verification'],
        summary: 'SMS code for registration',
        body: smsRegisterRequestSchema,
        response: { 200: envelope(smsValueSchema) },
      },
    },
    async (request) => {
      const { mobileNo, countryDialingCode } = request.body;
      const taken = await opts.memberExistsByMobile(request.brand.id, countryDialingCode, mobileNo);
      // A taken number gets the same answer as a free one but no message: registering with it then
      // fails at the code, like a wrong code (and a guessed code still meets the duplicate check).
      return ok(
        await verification.sendCode(
          request.brand,
          'register',
          phoneDestination(countryDialingCode, mobileNo),
          taken ? sendNothing : undefined,
          { ip: request.ip },
        ),
      );
    },
  );

  app.post(
    API.changePassword,
    {
      config: { encrypted: true, auth: true, noTrial: true },
      schema: {
        tags: ['member'],
        summary: 'Change password (encrypted)',
        body: changePasswordRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await auth.changePassword(request.brand, actorOf(request), request.body, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.forgotPasswordEmail,
    {
      config: loginLimit,
      schema: {
        tags: ['member'],
        summary: 'Forgot password: reset link by e-mail (form-urlencoded)',
        body: forgotPasswordEmailRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      // The link's address comes from the brand's configuration, never from the request's Host header.
      await auth.forgotByEmail(request.brand, request.body, originOf(request));
      return ok(null, 'If the username and e-mail match an account, a reset link has been sent.');
    },
  );

  app.post(
    API.resetPassword,
    {
      config: { encrypted: true, ...loginLimit },
      schema: {
        tags: ['member'],
        summary: 'Set a new password with the e-mailed token (encrypted)',
        body: resetPasswordRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await auth.resetWithToken(request.brand, request.body, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.setPasswordByPhone,
    {
      config: { encrypted: true, ...loginLimit },
      schema: {
        tags: ['member'],
        summary: 'Set a new password with an SMS code (encrypted)',
        body: setPasswordByPhoneRequestSchema,
        response: { 200: envelope(z.object({ username: z.string() })) },
      },
    },
    async (request) => ok(await auth.setPasswordByPhone(request.brand, request.body, originOf(request))),
  );
};
