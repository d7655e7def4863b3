import { API, envelope, rankProgressSchema } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { RankService } from './rank.service.js';

export const rankRoutes: FastifyPluginAsyncZod<{ rank: RankService }> = async (app, { rank }) => {
  app.get(
    API.playerRankProgress,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags: ['vip'],
        summary: "Your VIP level and this month's valid bets and deposits against the next level",
        description:
          "The month of the brand's time zone; valid bets of settled rounds and paid deposit orders. At the " +
          'top level `next` is null and `topLevel` true.',
        security: [{ session: [] }],
        response: { 200: envelope(rankProgressSchema) },
      },
    },
    async (request) => ok(await rank.progress(request.brand, actorOf(request), languageOf(request))),
  );
};
