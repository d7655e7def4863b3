import {
  API,
  lotteryNumeroParamsSchema,
  envelope,
  lotteryBetsQuerySchema,
  lotteryBetsSchema,
  lotteryChaseCancelledSchema,
  lotteryLatestQuerySchema,
  lotteryLatestSchema,
  lotteryMenuQuerySchema,
  lotteryMenuSchema,
  lotteryNumeroDetailSchema,
  lotteryOpenQuerySchema,
  lotteryOpenSchema,
  lotteryPlacedSchema,
  lotteryPlaceSchema,
  lotteryRecentSchema,
  lotteryResultsQuerySchema,
  lotteryResultsSchema,
  lotteryTrendsQuerySchema,
  lotteryTrendsSchema,
  type Language,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandLanguage } from '../../lib/context.js';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { BettingService } from './betting.service.js';
import type { LobbyService } from './lobby.service.js';

const tags = ['lottery'];
const security = [{ session: [] }];

/** The `language` of the query when the brand offers it, else the `Language` header's. */
const callLanguage = (request: FastifyRequest, asked: Language | undefined): Language =>
  asked === undefined ? languageOf(request) : brandLanguage(request.brand, asked);

const chaseParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The lottery's calls: the `/lgw` lobby answers are bare JSON (SPEC section 7), the `/wps` ones enveloped. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ lobby: LobbyService; betting: BettingService }> = async (
  app,
  { lobby, betting },
) => {
  app.get(
    API.lotteryMenu,
    {
      schema: {
        tags,
        summary: 'The lottery groups and their games, with bet types and odds (bare JSON)',
        querystring: lotteryMenuQuerySchema,
        response: { 200: lotteryMenuSchema },
      },
    },
    async (request) => lobby.menu(request.brand, callLanguage(request, request.query.language)),
  );

  app.get(
    API.lotteryMenuRecent,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The lottery games you bet on lately, newest first (bare JSON)',
        security,
        querystring: lotteryMenuQuerySchema,
        response: { 200: lotteryRecentSchema },
      },
    },
    async (request) =>
      lobby.recent(request.brand, actorOf(request), callLanguage(request, request.query.language)),
  );

  app.get(
    API.lotteryLatestResults,
    {
      schema: {
        tags,
        summary: "The latest drawn numeros, every game's newest first (bare JSON)",
        querystring: lotteryLatestQuerySchema,
        response: { 200: lotteryLatestSchema },
      },
    },
    async (request) =>
      lobby.latest(request.brand, request.query.count, callLanguage(request, request.query.language)),
  );

  app.get(
    API.lotteryOpenNumeros,
    {
      config: { auth: true },
      schema: {
        tags,
        summary:
          "The numeros taking bets now, each with its game's last result and the server's clock (bare JSON)",
        security,
        querystring: lotteryOpenQuerySchema,
        response: { 200: lotteryOpenSchema },
      },
    },
    async (request) =>
      lobby.open(request.brand, request.query.gameCode, callLanguage(request, request.query.language)),
  );

  app.post(
    API.lotteryBets,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'A bet slip on the numero taking bets, or a chase over the next numeros',
        description:
          'All or nothing: any refusal places no bet and moves no money. Each numero of the slip is one round ' +
          'of the wallet, debited at once. The same `requestId` answers the first answer; with another slip ' +
          'it is a 409.',
        security,
        body: lotteryPlaceSchema,
        response: { 200: envelope(lotteryPlacedSchema) },
      },
    },
    async (request) =>
      ok(await betting.place(request.brand, actorOf(request), request.body, languageOf(request))),
  );

  app.get(
    API.lotteryBets,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Your lottery bets, newest first',
        security,
        querystring: lotteryBetsQuerySchema,
        response: { 200: envelope(lotteryBetsSchema) },
      },
    },
    async (request) =>
      ok(await betting.bets(request.brand, actorOf(request), request.query, languageOf(request))),
  );

  app.post(
    API.lotteryChaseCancel,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'Cancels your chase: its tickets whose numero still takes bets are refunded',
        security,
        params: chaseParams,
        response: { 200: envelope(lotteryChaseCancelledSchema) },
      },
    },
    async (request) => ok(await betting.cancelChase(request.brand, actorOf(request), request.params.id)),
  );

  app.get(
    API.lotteryResults,
    {
      schema: {
        tags,
        summary: "A game's drawn and cancelled numeros, newest first, by day",
        querystring: lotteryResultsQuerySchema,
        response: { 200: envelope(lotteryResultsSchema) },
      },
    },
    async (request) =>
      ok(await lobby.results(request.brand, request.query, callLanguage(request, request.query.language))),
  );

  app.get(
    API.lotteryNumero,
    {
      schema: {
        tags,
        summary: 'One numero: its result, the committed seed hash and, once drawn, the seed to verify it',
        params: lotteryNumeroParamsSchema,
        response: { 200: envelope(lotteryNumeroDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await lobby.numero(
          request.brand,
          request.params.gameCode,
          request.params.numero,
          languageOf(request),
        ),
      ),
  );

  app.get(
    API.lotteryTrends,
    {
      schema: {
        tags,
        summary: "Hits and misses of every value over a game's last draws",
        querystring: lotteryTrendsQuerySchema,
        response: { 200: envelope(lotteryTrendsSchema) },
      },
    },
    async (request) => ok(await lobby.trends(request.brand, request.query)),
  );
};
