import {
  API,
  accountRecordQuerySchema,
  accountRecordSchema,
  betDetailParamsSchema,
  betDetailSchema,
  bettingRecordQuerySchema,
  bettingRecordSchema,
  envelope,
  profitQuerySchema,
  profitReportSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { RecordsService } from './records.service.js';

const tags = ['records'];
const security = [{ session: [] }];

// Trial accounts have records of their own (empty unless they played): no `noTrial` here.
export const recordsRoutes: FastifyPluginAsyncZod<{ records: RecordsService }> = async (app, { records }) => {
  app.get(
    API.bettingRecord,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Betting record: your rounds, filtered by days of the brand, game type, vendor and status',
        description:
          "Dates are `yyyy-MM-dd` in the brand's time zone, both included, at most 93 days apart; without " +
          'them, the last 7 days. Totals cover every matching round; win/loss only the settled ones.',
        security,
        querystring: bettingRecordQuerySchema,
        response: { 200: envelope(bettingRecordSchema) },
      },
    },
    async (request) =>
      ok(await records.bettingRecord(request.brand, actorOf(request), request.query, languageOf(request))),
  );

  app.get(
    API.bettingRecordDetail,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: "One of your rounds: the game's detail, its provably-fair proof and the money it moved",
        security,
        params: betDetailParamsSchema,
        response: { 200: envelope(betDetailSchema) },
      },
    },
    async (request) =>
      ok(await records.betDetail(request.brand, actorOf(request), request.params.id, languageOf(request))),
  );

  app.get(
    API.accountRecord,
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          'Account record: every movement of your wallets, signed from your side, with the balance after',
        security,
        querystring: accountRecordQuerySchema,
        response: { 200: envelope(accountRecordSchema) },
      },
    },
    async (request) =>
      ok(await records.accountRecord(request.brand, actorOf(request), request.query, languageOf(request))),
  );

  app.get(
    API.personalProfit,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Personal profit and loss: your settled rounds per day of the brand and game type',
        description:
          "Dates are `yyyy-MM-dd` in the brand's time zone, both included, at most 93 days apart; without " +
          'them, the last 7 days. A round counts on the day it settled; win/loss is payout - stake.',
        security,
        querystring: profitQuerySchema,
        response: { 200: envelope(profitReportSchema) },
      },
    },
    async (request) => ok(await records.profit(request.brand, actorOf(request), request.query)),
  );
};
