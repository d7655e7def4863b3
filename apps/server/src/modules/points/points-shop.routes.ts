import {
  API,
  convertRequestSchema,
  convertResultSchema,
  envelope,
  pointBalanceSchema,
  pointDetailQuerySchema,
  pointDetailSchema,
  redeemHistoryQuerySchema,
  redeemHistorySchema,
  redeemRequestSchema,
  redeemResultSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import type { PointShopService } from './points-shop.service.js';

const tags = ['points'];
const security = [{ session: [] }];
// Trial accounts have no points to spend (SPEC section 5: gated actions).
const member = { auth: true, noTrial: true } as const;

export const pointShopRoutes: FastifyPluginAsyncZod<{ shop: PointShopService }> = async (app, { shop }) => {
  app.get(
    API.pointBalance,
    {
      config: member,
      schema: {
        tags,
        summary: 'Your points, the points earned and spent, and the value of a point',
        security,
        response: { 200: envelope(pointBalanceSchema) },
      },
    },
    async (request) => ok(await shop.balance(request.brand, actorOf(request))),
  );

  app.get(
    API.pointDetail,
    {
      config: member,
      schema: {
        tags,
        summary: 'Points detail: your point entries, newest first, with the points after each',
        security,
        querystring: pointDetailQuerySchema,
        response: { 200: envelope(pointDetailSchema) },
      },
    },
    async (request) => ok(await shop.detail(request.brand, actorOf(request), request.query)),
  );

  app.get(
    API.redeemHistory,
    {
      config: member,
      schema: {
        tags,
        summary: 'Redeem history: your item redemptions and conversions, newest first',
        security,
        querystring: redeemHistoryQuerySchema,
        response: { 200: envelope(redeemHistorySchema) },
      },
    },
    async (request) =>
      ok(await shop.history(request.brand, actorOf(request), languageOf(request), request.query)),
  );

  app.post(
    API.redeemPoints,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Redeem an item with points (encrypted; payment password)',
        description:
          'Takes the points and the amount the item asks for at once; the redemption then waits for the ' +
          'brand (applying -> approved or rejected, a rejection gives everything back).',
        security,
        body: redeemRequestSchema,
        response: { 200: envelope(redeemResultSchema) },
      },
    },
    async (request) =>
      ok(await shop.redeem(request.brand, actorOf(request), languageOf(request), request.body)),
  );

  app.post(
    API.convertPoints,
    {
      config: { ...member, encrypted: true },
      schema: {
        tags,
        summary: 'Convert points to main-wallet balance at the brand rate (encrypted; payment password)',
        security,
        body: convertRequestSchema,
        response: { 200: envelope(convertResultSchema) },
      },
    },
    async (request) => ok(await shop.convert(request.brand, actorOf(request), request.body)),
  );
};
