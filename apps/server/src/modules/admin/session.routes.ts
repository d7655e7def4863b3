import {
  ADMIN_API,
  envelope,
  operatorLogoutAllSchema,
  operatorProfileSchema,
  operatorTotpCodeRequestSchema,
  operatorTotpSetupSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { OperatorAuthService } from './operator-auth.service.js';
import { operatorOf } from './operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

/** The operator's own session (inside the session scope): the authenticator and signing out everywhere. */
export const adminSessionRoutes: FastifyPluginAsyncZod<{ auth: OperatorAuthService }> = async (
  app,
  { auth },
) => {
  app.post(
    ADMIN_API.adminTotpSetup,
    {
      schema: {
        tags,
        summary: 'Start the authenticator set-up: a new secret and its otpauth address, shown this once',
        description:
          'Again before it is enabled replaces the secret. 409 `totp.already.enabled` once it is on. Owners ' +
          'and finance (the brand setting `operators.totpRequiredRoles`) can call nothing else but this, ' +
          '`totp/enable`, `session/me` and logout until it is enabled.',
        security,
        response: { 200: envelope(operatorTotpSetupSchema) },
      },
    },
    async (request) => ok(await auth.setupTotp(request.brand, operatorOf(request), originOf(request))),
  );

  app.post(
    ADMIN_API.adminTotpEnable,
    {
      schema: {
        tags,
        summary: 'Turn the authenticator on with a code from the app; later logins ask for a code',
        description:
          '400 `totp.code.wrong` (field `code`) for a wrong or used code, counted with the failed logins of ' +
          'the name; 422 `totp.not.enrolled` before the set-up. Answers the operator with the change.',
        security,
        body: operatorTotpCodeRequestSchema,
        response: { 200: envelope(operatorProfileSchema) },
      },
    },
    async (request) =>
      ok(await auth.enableTotp(request.brand, operatorOf(request), request.body.code, originOf(request))),
  );

  app.post(
    ADMIN_API.adminLogoutAll,
    {
      schema: {
        tags,
        summary: 'Sign out everywhere: every session of the operator ends, this one included',
        security,
        response: { 200: envelope(operatorLogoutAllSchema) },
      },
    },
    async (request) => ok(await auth.logoutAll(operatorOf(request), originOf(request))),
  );
};
