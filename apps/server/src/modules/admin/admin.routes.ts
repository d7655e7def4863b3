import {
  ADMIN_API,
  adminLegalDocumentRequestSchema,
  adminLegalDocumentValueSchema,
  auditListSchema,
  auditQuerySchema,
  decisionRequestSchema,
  decisionValueSchema,
  emptyValueSchema,
  envelope,
  legalDocumentParamsSchema,
  operatorLoginRequestSchema,
  operatorLoginValueSchema,
  operatorMessageRequestSchema,
  operatorMessageValueSchema,
  operatorProfileSchema,
  operatorSessionValueSchema,
  operatorTotpLoginRequestSchema,
  type QueueDecision,
  queueItemParamsSchema,
  queueListQuerySchema,
  queueListSchema,
  queueParamsSchema,
  queueSummarySchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { CommissionsAdmin } from '../commissions/index.js';
import type { LotteryOperatorService } from '../lottery/index.js';
import type { ResponsibleOperator } from '../responsible/index.js';
import type { SportsbookOperatorService } from '../sportsbook/index.js';
import type { AdminService } from './admin.service.js';
import { adminAgentsRoutes } from './agents.routes.js';
import { adminBrandRoutes } from './brand/index.js';
import { adminContentRoutes } from './content/index.js';
import { adminGamesRoutes } from './games/index.js';
import { adminMembersRoutes } from './members/index.js';
import { adminReportsRoutes } from './reports/index.js';
import { adminRewardsRoutes } from './rewards/index.js';
import type { ModuleDeps } from '../module-deps.js';
import { adminLotteryRoutes } from './lottery.routes.js';
import { adminResponsibleRoutes } from './responsible.routes.js';
import { adminSportsbookRoutes } from './sportsbook.routes.js';
import type { LegalDocumentsAdmin } from './legal-documents.js';
import { profileOf, type OperatorAuthService, type OperatorSession } from './operator-auth.service.js';
import type { OperatorsAdmin } from './operators-admin.service.js';
import { adminOperatorsRoutes } from './operators.routes.js';
import { callKey, checkCall, SESSION_CALLS } from './roles.js';
import { adminSessionRoutes } from './session.routes.js';
import { operatorOf } from './operator-of.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an `/admin` call (set by the operator session check). */
    operator: OperatorSession | null;
  }
}

type Options = {
  admin: AdminService;
  auth: OperatorAuthService;
  /** The brand's operators, managed by owners. */
  operators: OperatorsAdmin;
  legalDocuments: LegalDocumentsAdmin;
  /** The agent business (top agents, moves, house contracts, settlements, unfreeze). */
  agents: CommissionsAdmin;
  /** The lottery's numeros: results entered and corrected, numeros cancelled. */
  lottery: LotteryOperatorService;
  /** The sportsbook's fixtures: entered, resulted and corrected, suspended and reopened. */
  sportsbook: SportsbookOperatorService;
  /** Members' limits and exclusions: read by every role, exclusions added and lifted (owner, support). */
  responsible: ResponsibleOperator;
  loginPerMinute: number;
  /** What the back office's areas (members, reports, content, brand) build their services from. */
  deps: ModuleDeps;
};

const tags = ['admin'];
const security = [{ session: [] }];

const tokenOf = (header: string | undefined) =>
  header?.startsWith('Bearer ') ? header.slice(7).trim() : header?.trim();

/** The operator API: its own login and sessions, then every call as the operator behind the token. */
export const adminRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { admin, auth, operators, legalDocuments, agents, lottery, sportsbook, responsible, loginPerMinute, deps },
) => {
  app.decorateRequest('operator', null);

  app.post(
    ADMIN_API.adminLogin,
    {
      // Per IP, on top of the per-operator lock (the global limit leaves /admin alone).
      config: { rateLimit: { max: loginPerMinute, timeWindow: 60_000, allowList: () => false } },
      schema: {
        tags,
        summary: 'Operator login: a session token for the other /admin calls',
        description:
          'The brand comes from the `Merchant` header. The same answer for an unknown operator and a wrong ' +
          'password (401 `login.failed`); the fifth failure in a row locks the name for 5 minutes (429 ' +
          '`login.locked`). An operator with an authenticator gets `{ totpRequired: true, ticket }` and sends ' +
          'the code to `POST /admin/session/totp`. Sessions end after 30 idle minutes and 12 hours at the ' +
          'latest (settings).',
        body: operatorLoginRequestSchema,
        response: { 200: envelope(operatorLoginValueSchema) },
      },
    },
    async (request) => ok(await auth.login(request.brand, request.body, originOf(request))),
  );

  app.post(
    ADMIN_API.adminTotpLogin,
    {
      config: { rateLimit: { max: loginPerMinute, timeWindow: 60_000, allowList: () => false } },
      schema: {
        tags,
        summary: 'Second step of a login with an authenticator: the ticket and a code answer the session',
        description:
          'A code works once (its time step is used up); a wrong code counts with the wrong passwords of the ' +
          'name (the fifth in a row locks it for 5 minutes, 429 `login.locked`) and answers 401 ' +
          '`totp.code.wrong`. An unknown, used or expired ticket (5 minutes) is a 401 ' +
          '`verification.code.expired`: log in again.',
        body: operatorTotpLoginRequestSchema,
        response: { 200: envelope(operatorSessionValueSchema) },
      },
    },
    async (request) => ok(await auth.loginWithCode(request.brand, request.body, originOf(request))),
  );

  await app.register(async (scope) => {
    const session = scope.withTypeProvider<ZodTypeProvider>();
    // The one access check of every operator call: the session, then the role matrix (roles.ts).
    session.addHook('onRequest', async (request) => {
      const operator = await auth.authenticate(request.brand, tokenOf(request.headers.authorization));
      checkCall(request.brand, operator, request.method, request.routeOptions.url ?? '');
      request.operator = operator;
    });
    session.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) SESSION_CALLS.add(callKey(method, route.url));
    });
    await session.register(adminSessionRoutes, { auth });
    await session.register(adminOperatorsRoutes, { operators });
    await session.register(adminAgentsRoutes, { agents });
    await session.register(adminLotteryRoutes, { lottery });
    await session.register(adminSportsbookRoutes, { sportsbook });
    await session.register(adminResponsibleRoutes, { responsible });
    await session.register(adminMembersRoutes, { deps });
    await session.register(adminReportsRoutes, { deps });
    await session.register(adminContentRoutes, { deps });
    await session.register(adminBrandRoutes, { deps });
    await session.register(adminRewardsRoutes, { deps });
    await session.register(adminGamesRoutes, { deps });

    session.delete(
      ADMIN_API.adminLogout,
      {
        schema: {
          tags,
          summary: 'Operator logout; the token stops working at once',
          security,
          response: { 200: envelope(emptyValueSchema) },
        },
      },
      async (request) => {
        await auth.logout(operatorOf(request), originOf(request));
        return ok(null);
      },
    );

    session.get(
      ADMIN_API.adminMe,
      {
        schema: {
          tags,
          summary: 'The operator behind the token',
          security,
          response: { 200: envelope(operatorProfileSchema) },
        },
      },
      async (request) => ok(profileOf(request.brand, operatorOf(request))),
    );

    session.get(
      ADMIN_API.adminQueues,
      {
        schema: {
          tags,
          summary: 'The queues of requests waiting for an operator, with how many wait in each',
          security,
          response: { 200: envelope(queueSummarySchema) },
        },
      },
      async (request) => ok(await admin.summary(operatorOf(request))),
    );

    session.get(
      ADMIN_API.adminQueue,
      {
        schema: {
          tags,
          summary: "One queue's items, newest first; any role may read",
          security,
          params: queueParamsSchema,
          querystring: queueListQuerySchema,
          response: { 200: envelope(queueListSchema) },
        },
      },
      async (request) => ok(await admin.list(operatorOf(request), request.params.queue, request.query)),
    );

    for (const decision of ['approve', 'reject'] as const satisfies readonly QueueDecision[]) {
      session.post(
        decision === 'approve' ? ADMIN_API.adminApprove : ADMIN_API.adminReject,
        {
          schema: {
            tags,
            summary: `${decision === 'approve' ? 'Approve' : 'Reject'} a waiting item (owner, or a role the queue names)`,
            description:
              'Atomic with its audit row. 403 for a role the queue does not name (viewers never decide), ' +
              '404 for an unknown queue or item (or an item of another brand), 409 when already decided.',
            security,
            params: queueItemParamsSchema,
            body: decisionRequestSchema,
            response: { 200: envelope(decisionValueSchema) },
          },
        },
        async (request) =>
          ok(
            await admin.decide(
              operatorOf(request),
              request.params.queue,
              request.params.id,
              decision,
              request.body?.note,
              originOf(request),
            ),
          ),
      );
    }

    session.post(
      ADMIN_API.adminMessages,
      {
        schema: {
          tags,
          summary: 'A platform message to one member or to every member of the brand (owner, support)',
          description:
            '`title` and `body` are one text (written in the brand default language, which every member ' +
            'falls back to) or a text per language (`{ "EN": "...", "CN": "..." }`). Give `username` or ' +
            '`all: true`; every active member except trial accounts and members in a time-out or exclusion ' +
            '(a broadcast is marketing) receives a message to all.',
          security,
          body: operatorMessageRequestSchema,
          response: { 200: envelope(operatorMessageValueSchema) },
        },
      },
      async (request) =>
        ok(await admin.message(operatorOf(request), request.brand, request.body, originOf(request))),
    );

    session.put(
      ADMIN_API.adminLegalDocument,
      {
        schema: {
          tags,
          summary: 'Replace a legal document of the brand: terms, privacy or responsible-gaming (owners)',
          description:
            'The whole document: its version name and its title and rich-text body per language, English ' +
            'required (players of a language without text read it). Bodies are reduced to the rich-text ' +
            'allow-list; a body with no text left, or a language the brand does not offer, is refused (400) ' +
            'and nothing changes. 404 `legal.kind.unknown` for another kind. Atomic with its audit row, ' +
            'which keeps the document before and after.',
          security,
          params: legalDocumentParamsSchema,
          body: adminLegalDocumentRequestSchema,
          response: { 200: envelope(adminLegalDocumentValueSchema) },
        },
      },
      async (request) =>
        ok(
          await legalDocuments.replace(
            operatorOf(request),
            request.brand,
            request.params.kind,
            request.body,
            originOf(request),
          ),
        ),
    );

    session.get(
      ADMIN_API.adminAudit,
      {
        schema: {
          tags,
          summary: "The brand's audit trail, newest first (owners)",
          security,
          querystring: auditQuerySchema,
          response: { 200: envelope(auditListSchema) },
        },
      },
      async (request) => ok(await admin.auditTrail(operatorOf(request), request.query)),
    );
  });
};
