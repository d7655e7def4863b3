import {
  ADMIN_API,
  envelope,
  operatorAccountListSchema,
  operatorAccountSchema,
  operatorCreateRequestSchema,
  operatorIdParamsSchema,
  operatorListQuerySchema,
  operatorPasswordRequestSchema,
  operatorUpdateRequestSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { OperatorsAdmin } from './operators-admin.service.js';
import { operatorOf } from './operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

/** The brand's operators (inside the session scope; the role matrix lets owners only). */
export const adminOperatorsRoutes: FastifyPluginAsyncZod<{ operators: OperatorsAdmin }> = async (
  app,
  { operators },
) => {
  app.get(
    ADMIN_API.adminOperators,
    {
      schema: {
        tags,
        summary: "The brand's operators, oldest first (owners)",
        security,
        querystring: operatorListQuerySchema,
        response: { 200: envelope(operatorAccountListSchema) },
      },
    },
    async (request) =>
      ok(await operators.list(operatorOf(request), request.query.pageNo, request.query.pageSize)),
  );

  app.post(
    ADMIN_API.adminOperators,
    {
      schema: {
        tags,
        summary: 'Add an operator: username, password and role (owners)',
        description:
          'A name taken in the brand (in any case) is a 409 `register.username.taken`; bad input a 400 ' +
          '`validation.failed` naming the field. The new operator of a role that requires an authenticator ' +
          'sets it up at its first login.',
        security,
        body: operatorCreateRequestSchema,
        response: { 200: envelope(operatorAccountSchema) },
      },
    },
    async (request) => ok(await operators.create(operatorOf(request), request.body, originOf(request))),
  );

  app.patch(
    ADMIN_API.adminOperator,
    {
      schema: {
        tags,
        summary: "Change an operator's role or disable and enable it (owners)",
        description:
          "Disabling ends the operator's sessions at once. The last active owner of the brand cannot be " +
          'demoted or disabled (403 `forbidden`).',
        security,
        params: operatorIdParamsSchema,
        body: operatorUpdateRequestSchema,
        response: { 200: envelope(operatorAccountSchema) },
      },
    },
    async (request) =>
      ok(await operators.update(operatorOf(request), request.params.id, request.body, originOf(request))),
  );

  app.post(
    ADMIN_API.adminOperatorPassword,
    {
      schema: {
        tags,
        summary: "Reset an operator's password (owners); its sessions end",
        security,
        params: operatorIdParamsSchema,
        body: operatorPasswordRequestSchema,
        response: { 200: envelope(operatorAccountSchema) },
      },
    },
    async (request) =>
      ok(
        await operators.resetPassword(
          operatorOf(request),
          request.params.id,
          request.body.password,
          originOf(request),
        ),
      ),
  );

  app.post(
    ADMIN_API.adminOperatorTotpReset,
    {
      schema: {
        tags,
        summary: "Remove an operator's authenticator, for a lost phone (owners); its sessions end",
        description:
          'The operator logs in with the password alone again; a role that requires an authenticator enrols ' +
          'a new one at its next login. An operator without one is answered unchanged, and nothing is written.',
        security,
        params: operatorIdParamsSchema,
        response: { 200: envelope(operatorAccountSchema) },
      },
    },
    async (request) =>
      ok(await operators.resetTotp(operatorOf(request), request.params.id, originOf(request))),
  );
};
