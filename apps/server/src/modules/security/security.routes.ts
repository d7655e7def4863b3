import {
  API,
  addBankAccountRequestSchema,
  authenticatorEnrolmentSchema,
  avatarRequestSchema,
  bankAccountIdSchema,
  bankAccountListSchema,
  bankAccountSchema,
  bankSchema,
  bindCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  changePaymentPasswordRequestSchema,
  emptyValueSchema,
  envelope,
  loginHistoryQuerySchema,
  loginHistorySchema,
  loginVerificationCodeRequestSchema,
  loginVerificationRequestSchema,
  loginVerificationValueSchema,
  nicknameRequestSchema,
  playerAvatarSchema,
  removeBankAccountRequestSchema,
  securityOverviewSchema,
  setPaymentPasswordRequestSchema,
  smsValueSchema,
  totpCodeSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf, originOf } from '../../plugins/request-context.js';
import { avatarSvg } from './avatars.js';
import type { BankAccountsService } from './bank-accounts.service.js';
import type { LoginVerificationService } from './login-verification.service.js';
import type { SecurityService } from './security.service.js';
import { notFound } from '../../lib/errors.js';

type Options = {
  security: SecurityService;
  bankAccounts: BankAccountsService;
  loginVerification: LoginVerificationService;
};

const tags = ['security'];
const security = [{ session: [] }];
const member = { auth: true, noTrial: true } as const;
const perSecond = { rateLimit: { max: 1, timeWindow: 1000 } };

export const securityRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { security: centre, bankAccounts, loginVerification } = opts;

  app.get(
    API.securityOverview,
    {
      config: member,
      schema: {
        tags,
        summary: 'The security centre: account details and what is set up',
        security,
        response: { 200: envelope(securityOverviewSchema) },
      },
    },
    async (request) => ok(await centre.overview(request.brand, actorOf(request), languageOf(request))),
  );

  app.put(
    API.memberNickname,
    {
      config: member,
      schema: {
        tags,
        summary: 'Change the nickname (2-20 letters, digits, spaces, . _ -)',
        security,
        body: nicknameRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.setNickname(actorOf(request), request.body.nickname, originOf(request));
      return ok(null);
    },
  );

  app.get(
    API.playerAvatar,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The profile icons and the one chosen',
        security,
        response: { 200: envelope(playerAvatarSchema) },
      },
    },
    async (request) => ok(await centre.avatar(actorOf(request))),
  );

  app.post(
    API.memberIcon,
    {
      config: member,
      schema: {
        tags,
        summary: 'Choose a profile icon',
        security,
        body: avatarRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.setAvatar(actorOf(request), request.body.avatarId, originOf(request));
      return ok(null);
    },
  );

  app.get(
    API.avatarImage,
    {
      schema: {
        tags,
        summary: 'A profile icon (SVG)',
        params: z.object({ file: z.string().max(16) }),
      },
    },
    async (request, reply) => {
      const id = /^([0-9]{1,3})\.svg$/.exec(request.params.file)?.[1];
      const svg = id ? avatarSvg(Number(id)) : undefined;
      if (!svg) throw notFound('file: no such icon.');
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );

  app.post(
    API.bindCode,
    {
      config: { ...member, ...perSecond },
      schema: {
        tags,
        summary: 'A code to a new mobile number (SMS) or e-mail address, to bind it',
        security,
        body: bindCodeRequestSchema,
        response: { 200: envelope(smsValueSchema) },
      },
    },
    async (request) =>
      ok(await centre.sendBindCode(request.brand, actorOf(request), request.body, originOf(request))),
  );

  app.post(
    API.bindMobile,
    {
      config: member,
      schema: {
        tags,
        summary: 'Bind or change the mobile number with the code sent to it',
        security,
        body: bindMobileRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.bindMobile(request.brand, actorOf(request), request.body, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.bindEmail,
    {
      config: member,
      schema: {
        tags,
        summary: 'Bind or change the e-mail address with the code sent to it',
        security,
        body: bindEmailRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.bindEmail(request.brand, actorOf(request), request.body, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.paymentPasswordSet,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Set the first payment password (encrypted; needs the login password)',
        security,
        body: setPaymentPasswordRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.setPaymentPassword(actorOf(request), request.body, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.paymentPasswordChange,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Change the payment password (encrypted; needs the old one)',
        security,
        body: changePaymentPasswordRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.changePaymentPassword(actorOf(request), request.body, originOf(request));
      return ok(null);
    },
  );

  app.get(
    API.banks,
    {
      config: member,
      schema: {
        tags,
        summary: 'The banks a member can add an account of',
        security,
        response: { 200: envelope(z.array(bankSchema)) },
      },
    },
    async () => ok(bankAccounts.banks()),
  );

  app.get(
    API.bankAccounts,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your bank accounts (numbers masked)',
        security,
        response: { 200: envelope(bankAccountListSchema) },
      },
    },
    async (request) => ok(await bankAccounts.list(actorOf(request))),
  );

  app.post(
    API.bankAccounts,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Add a bank account (encrypted; needs the payment password; at most 5)',
        security,
        body: addBankAccountRequestSchema,
        response: { 200: envelope(bankAccountSchema) },
      },
    },
    async (request) => ok(await bankAccounts.add(actorOf(request), request.body, originOf(request))),
  );

  app.post(
    API.bankAccountRemove,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Remove one of your bank accounts (encrypted; needs the payment password)',
        security,
        params: bankAccountIdSchema,
        body: removeBankAccountRequestSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await bankAccounts.remove(
        actorOf(request),
        request.params.id,
        request.body.paymentPassword,
        originOf(request),
      );
      return ok(null);
    },
  );

  app.get(
    API.loginHistory,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your recent logins: time, IP and device',
        security,
        querystring: loginHistoryQuerySchema,
        response: { 200: envelope(loginHistorySchema) },
      },
    },
    async (request) => ok(await centre.loginHistory(actorOf(request), request.query)),
  );

  app.post(
    API.authenticatorEnrol,
    {
      config: member,
      schema: {
        tags,
        summary: 'Start the authenticator set-up: a secret and its otpauth:// address',
        security,
        response: { 200: envelope(authenticatorEnrolmentSchema) },
      },
    },
    async (request) =>
      ok(await centre.enrolAuthenticator(request.brand, actorOf(request), originOf(request))),
  );

  app.post(
    API.authenticatorConfirm,
    {
      config: member,
      schema: {
        tags,
        summary: 'Turn the authenticator on with a code from the app',
        security,
        body: totpCodeSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.confirmAuthenticator(actorOf(request), request.body.code, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.authenticatorDisable,
    {
      config: member,
      schema: {
        tags,
        summary: 'Turn the authenticator off with a code from the app',
        security,
        body: totpCodeSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await centre.disableAuthenticator(actorOf(request), request.body.code, originOf(request));
      return ok(null);
    },
  );

  app.post(
    API.loginVerificationCode,
    {
      config: { auth: true, duringLoginVerification: true, ...perSecond },
      schema: {
        tags: ['session'],
        summary: 'Login from a new IP: a code to the bound mobile number or e-mail address',
        security,
        body: loginVerificationCodeRequestSchema,
        response: { 200: envelope(smsValueSchema) },
      },
    },
    async (request) =>
      ok(
        await loginVerification.sendCode(
          request.brand,
          actorOf(request),
          request.body.method,
          originOf(request),
        ),
      ),
  );

  app.post(
    API.loginVerification,
    {
      config: { auth: true, duringLoginVerification: true },
      schema: {
        tags: ['session'],
        summary:
          'Login from a new IP: verify with a code, a bank account holder name or the authenticator (5 tries)',
        security,
        body: loginVerificationRequestSchema,
        response: { 200: envelope(loginVerificationValueSchema) },
      },
    },
    async (request) =>
      ok(
        await loginVerification.verify(request.brand, actorOf(request), request.body, originOf(request)),
        'Login verification succeeded.',
      ),
  );
};
