import {
  ADMIN_API,
  adminAgentContractListSchema,
  adminAgentContractsQuerySchema,
  adminAgentListSchema,
  adminAgentsQuerySchema,
  adminContractOfferSchema,
  adminMoveSchema,
  adminSettlementRunSchema,
  adminSettlementsQuerySchema,
  adminTopAgentSchema,
  CONTRACT_KINDS,
  contractIdSchema,
  contractSchema,
  envelope,
  pageFields,
  settlementSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { originOf } from '../../plugins/request-context.js';
import type { CommissionsAdmin } from '../commissions/index.js';
import { operatorOf } from './operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const memberIdParams = z.object({ id: contractIdSchema.shape.id });

const topAgentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  type: z.number().int(),
  uplineId: z.null(),
});
const moveResultSchema = z.object({
  id: z.number().int(),
  uplineId: z.number().int().nullable(),
  /** The member's live contracts with its former upline, ended by the move. */
  endedContracts: z.array(z.number().int()),
});
const settlementsSchema = z.object({ list: z.array(settlementSchema), ...pageFields });
const runSchema = z.object({
  kind: z.enum(CONTRACT_KINDS),
  paid: z.number().int(),
  nothing: z.number().int(),
  due: z.number().int(),
  forced: z.number().int(),
});
const unfreezeSchema = z.object({ id: z.number().int(), frozen: z.literal(false) });

/**
 * The agent business for operators (registered inside the operator session scope): owners and finance
 * change it, every role reads it; each change writes one audit row with the state before and after.
 */
export const adminAgentsRoutes: FastifyPluginAsyncZod<{ agents: CommissionsAdmin }> = async (
  app,
  { agents },
) => {
  app.get(
    ADMIN_API.adminAgents,
    {
      schema: {
        tags,
        summary: "The brand's agents, by username (a prefix searches); any role may read",
        description:
          'Each with its upline, direct downlines, team size (the whole subtree), live contracts held and ' +
          'given, and whether it is frozen.',
        security,
        querystring: adminAgentsQuerySchema,
        response: { 200: envelope(adminAgentListSchema) },
      },
    },
    async (request) => ok(await agents.agents(request.brand, request.query)),
  );

  app.get(
    ADMIN_API.adminAgentContractsOf,
    {
      schema: {
        tags,
        summary:
          "An agent's contracts: given to its downlines (upline) and held (downline); any role may read",
        description: 'Live ones first, then newest first. 404 for an id not of this brand.',
        security,
        params: memberIdParams,
        querystring: adminAgentContractsQuerySchema,
        response: { 200: envelope(adminAgentContractListSchema) },
      },
    },
    async (request) => ok(await agents.contractsOf(request.brand, request.params.id, request.query)),
  );

  app.post(
    ADMIN_API.adminAgents,
    {
      schema: {
        tags,
        summary: 'Open a top agent (no upline) of an agent type; it must change its password at first login',
        security,
        body: adminTopAgentSchema,
        response: { 200: envelope(topAgentSchema) },
      },
    },
    async (request) =>
      ok(await agents.createTopAgent(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.put(
    ADMIN_API.adminAgentMove,
    {
      schema: {
        tags,
        summary: 'Move a member under an agent of the brand (null: make it a top agent)',
        description:
          "The member's live contracts with anyone but the new upline end. 409 `agent.tree.cycle` for a move " +
          'under the member itself or its own downline; 404 for an id not of this brand.',
        security,
        params: memberIdParams,
        body: adminMoveSchema,
        response: { 200: envelope(moveResultSchema) },
      },
    },
    async (request) =>
      ok(
        await agents.move(
          operatorOf(request),
          request.brand,
          request.params.id,
          request.body.uplineId,
          originOf(request),
        ),
      ),
  );

  app.post(
    ADMIN_API.adminAgentContracts,
    {
      schema: {
        tags,
        summary: 'Offer a contract from the house to a top agent',
        security,
        body: adminContractOfferSchema,
        response: { 200: envelope(contractSchema) },
      },
    },
    async (request) =>
      ok(await agents.offer(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.delete(
    ADMIN_API.adminAgentContract,
    {
      schema: {
        tags,
        summary: 'End a contract (offered or signed)',
        security,
        params: contractIdSchema,
        response: { 200: envelope(contractSchema) },
      },
    },
    async (request) =>
      ok(await agents.end(operatorOf(request), request.brand, request.params.id, originOf(request))),
  );

  app.get(
    ADMIN_API.adminAgentSettlements,
    {
      schema: {
        tags,
        summary: "The brand's settlements, newest period first; any role may read",
        security,
        querystring: adminSettlementsQuerySchema,
        response: { 200: envelope(settlementsSchema) },
      },
    },
    async (request) => ok(await agents.settlements(request.brand, request.query)),
  );

  app.post(
    ADMIN_API.adminAgentSettlementRun,
    {
      schema: {
        tags,
        summary: "Run a kind's settlement now: the period containing `at`, or every closed one",
        description:
          'Exactly once per contract and period, however often it runs; then the owed ones are retried.',
        security,
        body: adminSettlementRunSchema,
        response: { 200: envelope(runSchema) },
      },
    },
    async (request) =>
      ok(await agents.run(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.post(
    ADMIN_API.adminAgentUnfreeze,
    {
      schema: {
        tags,
        summary: 'Lift the freeze of an account (an unpaid commission)',
        security,
        params: memberIdParams,
        response: { 200: envelope(unfreezeSchema) },
      },
    },
    async (request) =>
      ok(await agents.unfreeze(operatorOf(request), request.brand, request.params.id, originOf(request))),
  );
};
