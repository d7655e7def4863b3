import multipart from '@fastify/multipart';
import {
  API,
  envelope,
  promotionDetailSchema,
  promotionIdSchema,
  promotionImageParamsSchema,
  promotionListSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import { APPLICATION_FORM_LIMITS, readApplicationForm } from './application-form.js';
import type { PromotionsService } from './promotions.service.js';

const tags = ['promotions'];

export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  // Multipart only for the routes of this plugin (the application form).
  await app.register(multipart, { limits: APPLICATION_FORM_LIMITS, throwFileSizeLimit: true });

  app.get(
    API.promotions,
    {
      config: { optionalAuth: true },
      schema: {
        tags,
        summary: 'Promotion categories and promotions, with the state of each for the caller',
        response: { 200: envelope(promotionListSchema) },
      },
    },
    async (request) => ok(await promotions.list(request.brand, request.actor, languageOf(request))),
  );

  app.get(
    API.promotionDetail,
    {
      config: { optionalAuth: true },
      schema: {
        tags,
        summary: "A promotion's detail and the caller's latest application",
        params: promotionIdSchema,
        response: { 200: envelope(promotionDetailSchema) },
      },
    },
    async (request) =>
      ok(await promotions.detail(request.brand, request.actor, languageOf(request), request.params.id)),
  );

  app.post(
    API.promotionApply,
    {
      config: { auth: true, noTrial: true },
      schema: {
        tags,
        summary: 'Apply for a promotion (multipart: remark, up to 3 PNG or JPEG images under 5 MB)',
        description:
          'multipart/form-data with the text field `remark` (at most 140 characters) and up to three files ' +
          '`images`, each a PNG or JPEG by content, smaller than 5 MB.',
        security: [{ session: [] }],
        params: promotionIdSchema,
        response: { 200: envelope(promotionDetailSchema.shape.application) },
      },
    },
    async (request) => {
      const form = await readApplicationForm(request);
      return ok(await promotions.apply(request.brand, actorOf(request), request.params.id, form));
    },
  );

  app.get(
    API.promotionImage,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'A proof image of one of your own applications',
        security: [{ session: [] }],
        params: promotionImageParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, index } = request.params;
      const file = await promotions.image(request.brand, actorOf(request), id, index);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};
