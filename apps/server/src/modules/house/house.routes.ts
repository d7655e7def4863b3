import { createHash } from 'node:crypto';
import { envelope, ERROR_CODES } from '@platform/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { notFound } from '../../lib/errors.js';
import { normalPath, routedPath, underPrefix } from '../../plugins/paths.js';
import { createHouseApiLimiter, HOUSE_API_LIMIT, type HouseApiLimit } from './api-limit.js';
import {
  clientSeedRequestSchema,
  commitmentSchema,
  historyQuerySchema,
  historySchema,
  HOUSE_PATHS,
  HOUSE_TOKEN_HEADER,
  playRequestSchema,
  playResultSchema,
  sessionInfoSchema,
  verifyRequestSchema,
  verifyResultSchema,
} from './house.contracts.js';
import { HOUSE_PAGE_CSP, type HouseAssets } from './house.pages.js';
import type { HouseService } from './house.service.js';
import { demoRoutes, type DemoRoutesOptions } from './demo/demo.routes.js';

const tags = ['in-house games'];
const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[HOUSE_TOKEN_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};
const headers = z.object({ [HOUSE_TOKEN_HEADER]: z.string().optional() });

const htmlHeaders = (reply: FastifyReply) =>
  reply
    .header('content-security-policy', HOUSE_PAGE_CSP)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');

/**
 * The in-house games: their pages (framed by the site's /game page) and the API those pages call,
 * authenticated by the game session token the launch gave, not by the site's session.
 */
export const houseRoutes: FastifyPluginAsyncZod<{
  house: HouseService;
  assets: HouseAssets;
  apiLimit?: HouseApiLimit;
  /** Demo play's launch and refill (decision record 045). */
  demo?: DemoRoutesOptions;
}> = async (app, { house, assets, apiLimit = HOUSE_API_LIMIT, demo }) => {
  const limiter = createHouseApiLimiter(apiLimit);
  app.addHook('onRequest', async (request) => {
    if (!underPrefix(routedPath(request), '/house/api')) return;
    const token = tokenOf(request);
    // Counted by the token's hash: the counters never hold a usable token.
    limiter(request.ip, token ? createHash('sha256').update(token).digest('base64url') : undefined);
  });
  if (demo) await app.register(demoRoutes, demo);

  app.get(
    HOUSE_PATHS.session,
    {
      schema: {
        tags,
        summary: 'The game session: game, balance, limits and the next round commitment',
        headers,
        response: { 200: envelope(sessionInfoSchema) },
      },
    },
    async (request) => ok(await house.session(tokenOf(request))),
  );

  app.put(
    HOUSE_PATHS.clientSeed,
    {
      schema: {
        tags,
        summary: "Sets the player's client seed for the next rounds",
        headers,
        body: clientSeedRequestSchema,
        response: { 200: envelope(commitmentSchema) },
      },
    },
    async (request) => ok(await house.setClientSeed(tokenOf(request), request.body.clientSeed)),
  );

  app.post(
    HOUSE_PATHS.play,
    {
      schema: {
        tags,
        summary: 'Plays one round (stake debited and payout credited through the vendor wallet API)',
        headers,
        body: playRequestSchema,
        response: { 200: envelope(playResultSchema) },
      },
    },
    async (request) => ok(await house.play(tokenOf(request), request.body)),
  );

  app.get(
    HOUSE_PATHS.history,
    {
      schema: {
        tags,
        summary: "This session's rounds with their proofs, newest first",
        headers,
        querystring: historyQuerySchema,
        response: { 200: envelope(historySchema) },
      },
    },
    async (request) => ok(await house.history(tokenOf(request), request.query.limit)),
  );

  app.post(
    HOUSE_PATHS.verify,
    {
      schema: {
        tags,
        summary: 'Recomputes a round from its revealed server seed, client seed and nonce',
        body: verifyRequestSchema,
        response: { 200: envelope(verifyResultSchema) },
      },
    },
    async (request) => ok(house.verify(request.body)),
  );

  app.all('/house/api/*', { schema: { hide: true } }, async (request) => {
    throw notFound(
      `No such call: ${request.method} ${normalPath(request.url).slice(0, 200)}`,
      ERROR_CODES.notFound,
    );
  });

  app.get(
    '/house/assets/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(40) }) } },
    async (request, reply) => {
      const asset = await assets.asset(request.params.file);
      if (!asset) return reply.status(404).type('text/plain').send('Not found');
      void reply.header('etag', asset.etag).header('cache-control', 'public, max-age=300');
      if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
      return reply.type(asset.type).send(asset.body);
    },
  );

  const language = (request: FastifyRequest) => {
    const lang = (request.query as { lang?: unknown }).lang;
    return typeof lang === 'string' ? lang : 'EN';
  };

  app.get(HOUSE_PATHS.verifyPage, { schema: { hide: true } }, async (request, reply) =>
    htmlHeaders(reply).send(assets.page('verify', language(request))),
  );

  app.get(
    '/house/:engine/',
    { schema: { hide: true, params: z.object({ engine: z.string().max(20) }) } },
    async (request, reply) => {
      const { engine } = request.params;
      if (!assets.isGamePage(engine)) return reply.status(404).type('text/plain').send('Not found');
      return htmlHeaders(reply).send(assets.page(engine, language(request)));
    },
  );

  app.get(
    '/house/:engine',
    { schema: { hide: true, params: z.object({ engine: z.string().max(20) }) } },
    async (request, reply) => {
      if (!assets.isGamePage(request.params.engine))
        return reply.status(404).type('text/plain').send('Not found');
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/house/${request.params.engine}/${query}`);
    },
  );
};
