import {
  API,
  bonusDetailsSchema,
  envelope,
  inviteesSchema,
  raffleDrawRequestSchema,
  raffleDrawResultSchema,
  referralSchema,
  rewardCentreSchema,
  rewardClaimResultSchema,
  rewardHistorySchema,
  rewardIdParamsSchema,
  rewardSummarySchema,
  rewardsPageQuerySchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { BonusesService } from './bonuses.service.js';
import type { RaffleService } from './raffle.service.js';
import type { ReferralService } from './referral.service.js';
import type { RewardCentreService } from './reward-centre.service.js';

const tags = ['reward centre'];
const security = [{ session: [] }];
const member = { auth: true, noTrial: true } as const;

export const rewardCentreRoutes: FastifyPluginAsyncZod<{
  centre: RewardCentreService;
  raffles: RaffleService;
  bonuses: BonusesService;
  referral: ReferralService;
}> = async (app, { centre, raffles, bonuses, referral }) => {
  app.get(
    API.rewardCentre,
    {
      config: member,
      schema: {
        tags,
        summary: 'rewardCenter: your rewards to claim, the raffles running today and the running promotions',
        security,
        response: { 200: envelope(rewardCentreSchema) },
      },
    },
    async (request) => ok(await centre.centre(request.brand, actorOf(request), languageOf(request))),
  );

  app.post(
    API.rewardClaim,
    {
      config: member,
      schema: {
        tags,
        summary: 'Claim one of your rewards: paid at once as a bonus with its turnover requirement',
        description: '404 for a reward that is not yours, 409 when already claimed, 422 when expired.',
        security,
        params: rewardIdParamsSchema,
        response: { 200: envelope(rewardClaimResultSchema) },
      },
    },
    async (request) => ok(await centre.claim(request.brand, actorOf(request), request.params.id)),
  );

  app.get(
    API.rewardHistory,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your claimed rewards and raffle draws, newest first',
        security,
        querystring: rewardsPageQuerySchema,
        response: { 200: envelope(rewardHistorySchema) },
      },
    },
    async (request) =>
      ok(await centre.history(request.brand, actorOf(request), languageOf(request), request.query)),
  );

  app.get(
    API.rewardSummary,
    {
      config: member,
      schema: {
        tags,
        summary: 'The reward badge: rewards you can claim plus raffles you can draw now',
        security,
        response: { 200: envelope(rewardSummarySchema) },
      },
    },
    async (request) => ok(await centre.summary(request.brand, actorOf(request))),
  );

  app.post(
    API.raffleDraw,
    {
      config: member,
      schema: {
        tags,
        summary: "Draw today's prize of a raffle (once a day, once your valid bets today reach its turnover)",
        description:
          '409 when already drawn today, 422 when the turnover is not reached or it is not running.',
        security,
        body: raffleDrawRequestSchema,
        response: { 200: envelope(raffleDrawResultSchema) },
      },
    },
    async (request) => ok(await raffles.draw(request.brand, actorOf(request), request.body.raffleId)),
  );

  app.get(
    API.bonusDetails,
    {
      config: member,
      schema: {
        tags,
        summary: 'bonusDetails: the bonuses you received and the turnover each still needs',
        security,
        querystring: rewardsPageQuerySchema,
        response: { 200: envelope(bonusDetailsSchema) },
      },
    },
    async (request) =>
      ok(await bonuses.details(request.brand, actorOf(request), languageOf(request), request.query)),
  );

  app.get(
    API.referral,
    {
      config: member,
      schema: {
        tags,
        summary: 'referral: your referral code and link, what invitations earn, and your totals',
        security,
        response: { 200: envelope(referralSchema) },
      },
    },
    async (request) => ok(await referral.overview(request.brand, actorOf(request))),
  );

  app.get(
    API.referralInvitees,
    {
      config: member,
      schema: {
        tags,
        summary: 'The friends who registered with your code, their valid bets and your rewards for each',
        security,
        querystring: rewardsPageQuerySchema,
        response: { 200: envelope(inviteesSchema) },
      },
    },
    async (request) => ok(await referral.invitees(request.brand, actorOf(request), request.query)),
  );
};
