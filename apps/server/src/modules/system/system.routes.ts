import {
  API,
  countryListSchema,
  customerServiceSchema,
  domainRoutesSchema,
  envelope,
  healthSchema,
  registerRulesSchema,
  resourceSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { languageOf } from '../../plugins/request-context.js';
import { countryOf } from './regions.js';
import { SUPPORT_SCRIPT, SUPPORT_STYLE } from './support-page.js';
import type { SystemService } from './system.service.js';

const supportQuerySchema = z.object({
  vip: z.enum(['0', '1']).optional(),
  merchant: z.string().trim().max(32).optional(),
  lang: z.string().trim().max(8).optional(),
});
const SUPPORT_ASSET_CACHE = 'public, max-age=3600';

export const systemRoutes: FastifyPluginAsyncZod<{ system: SystemService }> = async (app, { system }) => {
  app.get(API.health, { schema: { tags: ['system'], response: { 200: healthSchema } } }, async () => {
    await system.health();
    return { status: 'ok' as const, database: 'ok' as const };
  });

  app.get(
    API.systemStatus,
    {
      schema: {
        tags: ['system'],
        summary: 'Maintenance, region and brand configuration',
        response: { 200: envelope(systemStatusSchema) },
      },
    },
    async (request) =>
      ok(
        await system.status(request.brand, request.ip, {
          country: countryOf(request.headers),
          language: languageOf(request),
        }),
      ),
  );

  app.get(
    API.whitelabel,
    {
      schema: {
        tags: ['system'],
        summary: 'White-label switches',
        response: { 200: envelope(whitelabelSchema) },
      },
    },
    async (request) => ok(request.brand.whitelabel),
  );

  app.get(
    API.registerSettings,
    {
      schema: {
        tags: ['system'],
        summary: 'Registration rules per field',
        response: { 200: envelope(registerRulesSchema) },
      },
    },
    async (request) => ok(request.brand.rules),
  );

  app.get(
    API.countries,
    {
      schema: {
        tags: ['system'],
        summary: 'Country dialing codes',
        response: { 200: envelope(countryListSchema) },
      },
    },
    async () => ok([...system.countries()]),
  );

  app.get(
    API.resources,
    {
      schema: {
        tags: ['system'],
        summary: 'Social links and app downloads',
        response: { 200: envelope(z.array(resourceSchema)) },
      },
    },
    async (request) => ok(await system.resources(request.brand)),
  );

  app.get(
    API.domainRoute,
    {
      schema: {
        tags: ['system'],
        summary: "This address and the brand's other domains, with the round trip of each",
        response: { 200: envelope(domainRoutesSchema) },
      },
    },
    async (request, reply) => ok(await system.domainRoutes(request.brand, request.host, reply.elapsedTime)),
  );

  app.get(
    API.customerService,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['system'],
        summary: 'Customer-service links (obfuscated); the VIP service for members above rank 4',
        response: { 200: envelope(customerServiceSchema) },
      },
    },
    async (request) => ok(await system.customerService(request.brand, request.actor)),
  );

  // The in-house customer-service page: HTML without inline code, its script and style beside it.
  app.get(
    '/support',
    {
      schema: { tags: ['system'], summary: 'Customer-service page (HTML)', querystring: supportQuerySchema },
    },
    async (request, reply) => {
      const html = await system.supportPage({
        merchant: request.query.merchant || undefined,
        vip: request.query.vip === '1',
        lang: request.query.lang,
        acceptLanguage: request.headers['accept-language'],
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );

  app.get('/support/support.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', SUPPORT_ASSET_CACHE)
      .send(SUPPORT_SCRIPT),
  );

  app.get('/support/support.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', SUPPORT_ASSET_CACHE).send(SUPPORT_STYLE),
  );
};
