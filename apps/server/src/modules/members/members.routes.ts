import {
  API,
  affiliateQuerySchema,
  affiliateValueSchema,
  emptyValueSchema,
  envelope,
  languageUpdateSchema,
  loginValueSchema,
  memberInfoSchema,
  registerRequestSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, captchaClientOf, languageOf, originOf } from '../../plugins/request-context.js';
import type { MembersService } from './members.service.js';

const tags = ['member'];

export const membersRoutes: FastifyPluginAsyncZod<{
  members: MembersService;
  registerPerMinute: number;
}> = async (app, { members, registerPerMinute }) => {
  const limit = { rateLimit: { max: registerPerMinute, timeWindow: 60_000 } };

  app.put(
    API.register,
    {
      config: { encrypted: true, ...limit },
      schema: {
        tags,
        summary: 'Register by username (encrypted); logs the member in',
        body: registerRequestSchema,
        response: { 200: envelope(loginValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.register(
          request.brand,
          'username',
          request.body,
          originOf(request),
          captchaClientOf(request),
        ),
      ),
  );

  app.put(
    API.registerMobile,
    {
      config: { encrypted: true, ...limit },
      schema: {
        tags,
        summary: 'Register by mobile number (encrypted); logs the member in',
        body: registerRequestSchema,
        response: { 200: envelope(loginValueSchema) },
      },
    },
    async (request) =>
      ok(
        await members.register(
          request.brand,
          'mobile',
          request.body,
          originOf(request),
          captchaClientOf(request),
        ),
      ),
  );

  app.get(
    API.affiliate,
    {
      schema: {
        tags,
        summary: 'Check an affiliate (invitation) code',
        querystring: affiliateQuerySchema,
        response: { 200: envelope(affiliateValueSchema) },
      },
    },
    async (request) => ok(await members.checkAffiliate(request.brand, request.query.code)),
  );

  app.get(
    API.memberInfo,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'The logged-in member',
        security: [{ session: [] }],
        response: { 200: envelope(memberInfoSchema) },
      },
    },
    async (request) => ok(await members.info(request.brand, actorOf(request), languageOf(request))),
  );

  app.put(
    API.memberLanguage,
    {
      config: { auth: true },
      schema: {
        tags,
        summary: 'Change the member language',
        security: [{ session: [] }],
        body: languageUpdateSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      await members.setLanguage(request.brand, actorOf(request), request.body.language);
      return ok(null);
    },
  );
};
