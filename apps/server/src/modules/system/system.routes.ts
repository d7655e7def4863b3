import {
  API,
  countryListSchema,
  envelope,
  healthSchema,
  registerRulesSchema,
  systemStatusSchema,
  whitelabelSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { SystemService } from './system.service.js';

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
    async (request) => ok(system.status(request.brand, request.ip)),
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
};
