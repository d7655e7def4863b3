import { API, envelope, pointConfigSchema, pointRewardsSchema } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { languageOf } from '../../plugins/request-context.js';
import type { PointsService } from './points.service.js';

const tags = ['points'];

export const pointsRoutes: FastifyPluginAsyncZod<{ points: PointsService }> = async (app, { points }) => {
  app.get(
    API.pointRewards,
    {
      schema: {
        tags,
        summary: 'Items of the points shop (browse)',
        response: { 200: envelope(pointRewardsSchema) },
      },
    },
    async (request) => ok(await points.rewards(request.brand, languageOf(request))),
  );

  app.get(
    API.pointConfig,
    {
      schema: {
        tags,
        summary: 'Points earned per valid bet of each game category, and the value of a point',
        response: { 200: envelope(pointConfigSchema) },
      },
    },
    async (request) => ok(await points.config(request.brand)),
  );
};
