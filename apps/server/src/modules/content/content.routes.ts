import {
  API,
  affiliateApplicationSchema,
  affiliateApplicationValueSchema,
  announcementsQuerySchema,
  announcementsSchema,
  envelope,
  feedbackRequestSchema,
  feedbackValueSchema,
  helpCenterSchema,
  homeStatsSchema,
  legalDocumentParamsSchema,
  legalDocumentSchema,
  legalOperatorSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { languageOf, originOf } from '../../plugins/request-context.js';
import type { ContentService } from './content.service.js';
import type { LegalService } from './legal.service.js';

type Options = {
  content: ContentService;
  legal: LegalService;
  /** Feedback and affiliate applications per IP per minute. */
  submissionsPerMinute: number;
};

export const contentRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { content, legal, submissionsPerMinute },
) => {
  const submissionLimit = { rateLimit: { max: submissionsPerMinute, timeWindow: 60_000 } };

  app.get(
    API.announcements,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['content'],
        summary: 'Banners and announcements that are live now (pop-ups after login for members only)',
        querystring: announcementsQuerySchema,
        response: { 200: envelope(announcementsSchema) },
      },
    },
    async (request) =>
      ok(await content.announcements(request.brand, languageOf(request), request.actor, request.query)),
  );

  app.get(
    API.helpCenter,
    {
      schema: {
        tags: ['content'],
        summary: 'Help centre: categories and their articles',
        response: { 200: envelope(helpCenterSchema) },
      },
    },
    async (request) => ok(await content.helpCenter(request.brand, languageOf(request))),
  );

  app.get(
    API.legalDocument,
    {
      schema: {
        tags: ['content'],
        summary: 'A legal document of the brand: terms, privacy or responsible-gaming',
        description:
          "In the `Language` header's language, else in English (`language` says which). 404 " +
          '`legal.kind.unknown` for another kind, `legal.document.missing` when the brand has not written it.',
        params: legalDocumentParamsSchema,
        response: { 200: envelope(legalDocumentSchema) },
      },
    },
    async (request) => ok(await legal.document(request.brand, languageOf(request), request.params.kind)),
  );

  app.get(
    API.legalOperator,
    {
      schema: {
        tags: ['content'],
        summary: "The brand's operating company and gaming licences",
        response: { 200: envelope(legalOperatorSchema) },
      },
    },
    async (request) => ok(legal.operator(request.brand)),
  );

  app.put(
    API.feedback,
    {
      config: { optionalAuth: true, ...submissionLimit },
      schema: {
        tags: ['content'],
        summary: 'Send feedback (the member is recorded when logged in)',
        body: feedbackRequestSchema,
        response: { 200: envelope(feedbackValueSchema) },
      },
    },
    async (request) =>
      ok(await content.submitFeedback(request.brand, request.actor, originOf(request), request.body)),
  );

  app.post(
    API.affiliateApplication,
    {
      config: { optionalAuth: true, ...submissionLimit },
      schema: {
        tags: ['content'],
        summary: 'Apply to become an affiliate (join us)',
        body: affiliateApplicationSchema,
        response: { 200: envelope(affiliateApplicationValueSchema) },
      },
    },
    async (request) =>
      ok(await content.applyForAffiliate(request.brand, request.actor, originOf(request), request.body)),
  );

  app.get(
    API.homeStats,
    {
      schema: {
        tags: ['content'],
        summary: 'Figures of the home page',
        response: { 200: envelope(homeStatsSchema) },
      },
    },
    async (request) => ok(await content.homeStats(request.brand)),
  );
};
