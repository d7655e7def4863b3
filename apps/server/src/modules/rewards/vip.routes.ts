import { API, envelope, vipLevelsSchema } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { languageOf } from '../../plugins/request-context.js';
import type { VipService } from './vip.service.js';

export const vipRoutes: FastifyPluginAsyncZod<{ vip: VipService }> = async (app, { vip }) => {
  app.get(
    API.vipLevels,
    {
      schema: {
        tags: ['vip'],
        summary: "The brand's VIP levels and their benefits, in order",
        response: { 200: envelope(vipLevelsSchema) },
      },
    },
    async (request) => ok(await vip.levels(request.brand, languageOf(request))),
  );
};
