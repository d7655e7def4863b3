import path from 'node:path';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import {
  envelope,
  sbBetsQuerySchema,
  sbBetsSchema,
  sbCashedOutSchema,
  sbCashOutQuoteSchema,
  sbCashOutSchema,
  sbFeaturedQuerySchema,
  sbFeaturedSchema,
  sbFixtureParamsSchema,
  sbFixtureSchema,
  sbFixturesQuerySchema,
  sbFixturesSchema,
  sbLanguageQuerySchema,
  sbPlacedSchema,
  sbPlaceSchema,
  sbResultsQuerySchema,
  sbResultsSchema,
  sbSessionSchema,
  sbSportsSchema,
  SPORTSBOOK_PATHS,
  SPORTSBOOK_TOKEN_HEADER,
  type Language,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { FRAMED_PAGE_CSP } from '../../lib/framed-page-policy.js';
import type { BettingService } from './betting.service.js';
import type { CashOutService } from './cashout.service.js';
import type { BookSession, LobbyService } from './lobby.service.js';

const tags = ['sportsbook'];

const headers = z.object({ [SPORTSBOOK_TOKEN_HEADER]: z.string().optional() });
const betParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const tokenOf = (request: FastifyRequest) => {
  const value = request.headers[SPORTSBOOK_TOKEN_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
};

/**
 * The sportsbook's pages (their own build, `apps/sportsbook/dist`, under /sportsbook/) and the API they call
 * (`/sb/api`), authenticated by the book session token the launch gave; the featured fixtures are public.
 */
export const sportsbookRoutes: FastifyPluginAsyncZod<{
  lobby: LobbyService;
  betting: BettingService;
  cashOut: CashOutService;
  pagesRoot: string | undefined;
}> = async (app, { lobby, betting, cashOut, pagesRoot }) => {
  const session = (request: FastifyRequest) => lobby.sessionOf(tokenOf(request));
  const language = (s: BookSession, asked: Language | undefined) => asked ?? s.language;

  if (pagesRoot && existsSync(path.join(pagesRoot, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: pagesRoot,
      prefix: SPORTSBOOK_PATHS.app,
      decorateReply: false,
      index: 'index.html',
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        void reply.header('x-frame-options', 'SAMEORIGIN');
        void reply.header('content-security-policy', FRAMED_PAGE_CSP);
      },
    });
  }

  app.get(
    SPORTSBOOK_PATHS.session,
    {
      schema: {
        tags,
        summary: 'The book session: member, balance, limits',
        headers,
        response: { 200: envelope(sbSessionSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      const facts = await lobby.sessionFacts(s.memberId);
      return ok(await lobby.session(s, facts.brand, facts.username));
    },
  );

  app.get(
    SPORTSBOOK_PATHS.sports,
    {
      schema: {
        tags,
        summary: 'Sports with live and upcoming counts and leagues',
        headers,
        querystring: sbLanguageQuerySchema,
        response: { 200: envelope(sbSportsSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(await lobby.sports(s.merchantId, language(s, request.query.language)));
    },
  );

  app.get(
    SPORTSBOOK_PATHS.fixtures,
    {
      schema: {
        tags,
        summary: 'Fixtures with their main market',
        headers,
        querystring: sbFixturesQuerySchema,
        response: { 200: envelope(sbFixturesSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(await lobby.fixtures(s.merchantId, request.query, language(s, request.query.language)));
    },
  );

  app.get(
    SPORTSBOOK_PATHS.fixture,
    {
      schema: {
        tags,
        summary: 'One fixture with every market',
        headers,
        params: sbFixtureParamsSchema,
        querystring: sbLanguageQuerySchema,
        response: { 200: envelope(sbFixtureSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(await lobby.fixture(s.merchantId, request.params.id, language(s, request.query.language)));
    },
  );

  app.post(
    SPORTSBOOK_PATHS.bets,
    {
      schema: {
        tags,
        summary: 'Places a slip of singles and parlays (whole or nothing)',
        description:
          'Each pick names the market, the selection and the odds the member saw. A changed price is refused ' +
          "(422 `sportsbook.odds.changed`) unless `acceptOdds` takes it; in-play picks wait the book's delay " +
          'and are checked again. Limits, the liability cap and the balance are checked; nothing is placed ' +
          'when one bet is refused. A repeated `requestId` answers the same bets.',
        headers,
        body: sbPlaceSchema,
        querystring: sbLanguageQuerySchema,
        response: { 200: envelope(sbPlacedSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      const brand = await lobby.brandOf(s.merchantId);
      return ok(
        await betting.place(
          brand,
          { memberId: s.memberId },
          request.body,
          language(s, request.query.language),
        ),
      );
    },
  );

  app.get(
    SPORTSBOOK_PATHS.bets,
    {
      schema: {
        tags,
        summary: "The member's bets, open or settled, newest first",
        headers,
        querystring: sbBetsQuerySchema,
        response: { 200: envelope(sbBetsSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(await lobby.bets(s, request.query, language(s, request.query.language)));
    },
  );

  app.get(
    SPORTSBOOK_PATHS.cashOut,
    {
      schema: {
        tags,
        summary: 'What cashing the bet out pays now (null: not now)',
        headers,
        params: betParams,
        response: { 200: envelope(sbCashOutQuoteSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(await cashOut.quote({ id: s.merchantId }, s.memberId, request.params.id));
    },
  );

  app.post(
    SPORTSBOOK_PATHS.cashOut,
    {
      schema: {
        tags,
        summary: 'Cashes the bet out at the value shown, exactly once',
        description: 'A value that fell since the quote is refused (422 `sportsbook.cashout.changed`).',
        headers,
        params: betParams,
        body: sbCashOutSchema,
        querystring: sbLanguageQuerySchema,
        response: { 200: envelope(sbCashedOutSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(
        await cashOut.cashOut(
          { id: s.merchantId },
          s.memberId,
          request.params.id,
          request.body.value,
          language(s, request.query.language),
        ),
      );
    },
  );

  app.get(
    SPORTSBOOK_PATHS.results,
    {
      schema: {
        tags,
        summary: 'Finished and voided fixtures, newest first',
        headers,
        querystring: sbResultsQuerySchema,
        response: { 200: envelope(sbResultsSchema) },
      },
    },
    async (request) => {
      const s = await session(request);
      return ok(await lobby.results(s.merchantId, request.query, language(s, request.query.language)));
    },
  );

  app.get(
    SPORTSBOOK_PATHS.featured,
    {
      schema: {
        tags,
        summary: 'Featured fixtures of the home page with their main odds (public)',
        querystring: sbFeaturedQuerySchema,
        response: { 200: envelope(sbFeaturedSchema) },
      },
    },
    async (request) =>
      ok(await lobby.featured(request.brand.id, request.query, request.query.language ?? 'EN')),
  );
};
