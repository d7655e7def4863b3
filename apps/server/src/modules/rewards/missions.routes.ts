import {
  API,
  envelope,
  leaderboardQuerySchema,
  leaderboardSchema,
  missionClaimResultSchema,
  missionClaimSchema,
  missionSummarySchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { MissionsService } from './missions.service.js';

const tags = ['missions'];
const security = [{ session: [] }];

export const missionsRoutes: FastifyPluginAsyncZod<{ missions: MissionsService }> = async (
  app,
  { missions },
) => {
  app.get(
    API.missionSummary,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary:
          "The brand's missions of today and this week, with your progress from your rounds and deposits",
        description:
          "Days and weeks (Monday to Sunday) of the brand's time zone. Turnover, rounds and wins count settled " +
          "rounds of the mission's game type; deposit counts paid deposit orders.",
        security,
        response: { 200: envelope(missionSummarySchema) },
      },
    },
    async (request) => ok(await missions.summary(request.brand, actorOf(request), languageOf(request))),
  );

  app.post(
    API.missionClaim,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'Claims the reward of a reached mission, once per period',
        description:
          '422 `mission.not.reached` before the target; 409 `mission.already.claimed` after a claim in the ' +
          'same period. The reward is a bonus whose turnover is the reward times its multiple.',
        security,
        body: missionClaimSchema,
        response: { 200: envelope(missionClaimResultSchema) },
      },
    },
    async (request) => ok(await missions.claim(request.brand, actorOf(request), request.body.missionId)),
  );

  app.get(
    API.missionLeaderboard,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: "The brand's top 20 members by valid bets today or this week, and your own place",
        security,
        querystring: leaderboardQuerySchema,
        response: { 200: envelope(leaderboardSchema) },
      },
    },
    async (request) => ok(await missions.leaderboard(request.brand, actorOf(request), request.query.period)),
  );
};
