import {
  API,
  agentIncomeQuerySchema,
  agentIncomeSchema,
  contractDecisionResultSchema,
  contractDecisionSchema,
  contractIdSchema,
  contractOfferSchema,
  contractSchema,
  contractsQuerySchema,
  contractsViewSchema,
  envelope,
  type ContractKind,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf } from '../../plugins/request-context.js';
import type { ContractsService } from './contracts.service.js';
import type { IncomeService } from './income.service.js';

const tags = ['agent'];
const security = [{ session: [] }];

/** SPEC's four answers of a downline to a contract: dividend and daily by GET query, the others by POST body. */
const DECISIONS: { path: string; kind: ContractKind; method: 'get' | 'post' }[] = [
  { path: API.processDividend, kind: 'dividend', method: 'get' },
  { path: API.processDailySalary, kind: 'daily', method: 'get' },
  { path: API.processHourSalary, kind: 'hourly', method: 'post' },
  { path: API.processRealTimeSalary, kind: 'realtime', method: 'post' },
];

export const commissionsRoutes: FastifyPluginAsyncZod<{
  contracts: ContractsService;
  income: IncomeService;
}> = async (app, { contracts, income }) => {
  const config = { auth: true, noTrial: true };

  app.get(
    API.agentContracts,
    {
      config,
      schema: {
        tags,
        summary: 'Your contract of a kind, those you offered, and their latest settlements',
        description:
          '403 `agent.only` for a caller who is not an agent, `contract.kind.off` when the kind is off.',
        security,
        querystring: contractsQuerySchema,
        response: { 200: envelope(contractsViewSchema) },
      },
    },
    async (request) => ok(await contracts.view(request.brand, actorOf(request), request.query.kind)),
  );

  app.post(
    API.agentContracts,
    {
      config,
      schema: {
        tags,
        summary: 'Offer a contract to a direct downline agent',
        description:
          'Tiers rise in their thresholds and never fall in rate (400 `contract.tiers.invalid` naming the tier); ' +
          'the top rate is at most your own signed contract of the kind (422 `contract.rate.above.upline`); ' +
          'one live contract per member and kind (409 `contract.exists`); 404 `agent.not.in.team` for a ' +
          'member who is not your direct downline agent. Rates are percentages.',
        security,
        body: contractOfferSchema,
        response: { 200: envelope(contractSchema) },
      },
    },
    async (request) => ok(await contracts.offer(request.brand, actorOf(request), request.body)),
  );

  app.delete(
    API.agentContract,
    {
      config,
      schema: {
        tags,
        summary: 'End a contract you offered (offered or signed)',
        security,
        params: contractIdSchema,
        response: { 200: envelope(contractSchema) },
      },
    },
    async (request) => ok(await contracts.end(request.brand, actorOf(request), request.params.id)),
  );

  for (const d of DECISIONS) {
    const schema = {
      tags,
      summary: `Sign, reject or terminate a ${d.kind} contract offered to you`,
      description:
        'Signing ends your live contracts of the kind with your downlines whose top rate is above the new ' +
        'one (listed in `ended`, both sides told). 409 `contract.state.invalid` for a move the status does ' +
        'not allow; 404 `contract.not.found` for a contract not offered to you.',
      security,
      response: { 200: envelope(contractDecisionResultSchema) },
    };
    if (d.method === 'get')
      app.get(
        d.path,
        { config, schema: { ...schema, querystring: contractDecisionSchema } },
        async (request) =>
          ok(
            await contracts.decide(
              request.brand,
              actorOf(request),
              d.kind,
              request.query.id,
              request.query.action,
            ),
          ),
      );
    else
      app.post(d.path, { config, schema: { ...schema, body: contractDecisionSchema } }, async (request) =>
        ok(
          await contracts.decide(
            request.brand,
            actorOf(request),
            d.kind,
            request.body.id,
            request.body.action,
          ),
        ),
      );
  }

  app.get(
    API.agentIncome,
    {
      config,
      schema: {
        tags,
        summary: 'My income: dividends and salaries received and paid in a period, with their calculation',
        security,
        querystring: agentIncomeQuerySchema,
        response: { 200: envelope(agentIncomeSchema) },
      },
    },
    async (request) => ok(await income.income(request.brand, actorOf(request), request.query)),
  );
};
