import {
  API,
  envelope,
  fbLaunchRequestSchema,
  favouriteActionResultSchema,
  favouriteActionSchema,
  favouriteIdsQuerySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  gameListQuerySchema,
  gameListSchema,
  gameMenusSchema,
  gameVendorQuerySchema,
  gameVendorSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  launchGameResultSchema,
  launchGameSchema,
  popularGamesQuerySchema,
  popularGamesSchema,
  recentGamesQuerySchema,
  recentGamesSchema,
  SPORTSBOOK_ENTRY_CODES,
  SPORTSBOOK_VENDOR,
  vassGameTypeQuerySchema,
  vassGameTypeSchema,
  winnersQuerySchema,
  winnersSchema,
  type Language,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import { actorOf, languageOf } from '../../plugins/request-context.js';
import { brandLanguage } from '../../lib/context.js';
import type { GamesService } from './games.service.js';

/** The `language` of the query or body when the brand offers it, else the `Language` header's. */
const callLanguage = (request: FastifyRequest, asked: Language | undefined): Language =>
  asked === undefined ? languageOf(request) : brandLanguage(request.brand, asked);

export const gamesRoutes: FastifyPluginAsyncZod<{ games: GamesService }> = async (app, { games }) => {
  // /lgw answers are bare JSON (SPEC section 7).
  app.get(
    API.gameMenus,
    {
      schema: {
        tags: ['games'],
        summary: 'Vendors per game category (navigation and footer strip)',
        response: { 200: gameMenusSchema },
      },
    },
    async (request) => games.gameMenus(request.brand),
  );

  app.get(
    API.winners,
    {
      schema: {
        tags: ['games'],
        summary: 'Latest winners of the brand',
        querystring: winnersQuerySchema,
        response: { 200: envelope(winnersSchema) },
      },
    },
    async (request) => ok(await games.winners(request.brand, request.query)),
  );

  app.get(
    API.gameVendor,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['games'],
        summary: 'Vendor lanes, one per game category',
        querystring: gameVendorQuerySchema,
        response: { 200: envelope(gameVendorSchema) },
      },
    },
    async (request) =>
      ok(
        await games.vendorLanes(request.brand, callLanguage(request, request.query.language), {
          gameType: request.query.gameType,
        }),
      ),
  );

  app.get(
    API.vassGameType,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['games'],
        summary: "A vendor's game categories and classifications, with counts",
        querystring: vassGameTypeQuerySchema,
        response: { 200: envelope(vassGameTypeSchema) },
      },
    },
    async (request) => ok(await games.vendorGameTypes(request.brand, request.query)),
  );

  app.get(
    API.gameList,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['games'],
        summary: 'The game query: filters, search by name, paging',
        querystring: gameListQuerySchema,
        response: { 200: envelope(gameListSchema) },
      },
    },
    async (request) =>
      ok(
        await games.gameList(
          request.brand,
          request.actor,
          callLanguage(request, request.query.language),
          request.query,
        ),
      ),
  );

  app.get(
    API.hotGames,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['games'],
        summary: 'Hot games of the brand',
        querystring: hotGamesQuerySchema,
        response: { 200: envelope(hotGamesSchema) },
      },
    },
    async (request) =>
      ok(
        await games.hotGames(
          request.brand,
          request.actor,
          callLanguage(request, request.query.language),
          request.query,
        ),
      ),
  );

  app.get(
    API.popularGames,
    {
      config: { optionalAuth: true },
      schema: {
        tags: ['games'],
        summary: 'Most played games of the last 7 days (bare JSON)',
        querystring: popularGamesQuerySchema,
        response: { 200: popularGamesSchema },
      },
    },
    async (request) =>
      games.popularGames(
        request.brand,
        request.actor,
        callLanguage(request, request.query.language),
        request.query,
      ),
  );

  app.get(
    API.favouriteGames,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: "Ids of the member's favourite games",
        querystring: favouriteIdsQuerySchema,
        response: { 200: envelope(favouriteIdsSchema) },
      },
    },
    async (request) => ok(await games.favouriteIds(request.brand, actorOf(request), request.query)),
  );

  app.get(
    API.favouriteGamesList,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: "A page of the member's favourite games",
        querystring: favouriteListQuerySchema,
        response: { 200: envelope(favouriteListSchema) },
      },
    },
    async (request) =>
      ok(
        await games.favouriteList(
          request.brand,
          actorOf(request),
          callLanguage(request, request.query.language),
          request.query,
        ),
      ),
  );

  app.post(
    API.favouriteAdd,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: 'Add a favourite game',
        body: favouriteActionSchema,
        response: { 200: envelope(favouriteActionResultSchema) },
      },
    },
    async (request) => ok(await games.addFavourite(request.brand, actorOf(request), request.body)),
  );

  app.post(
    API.favouriteRemove,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: 'Remove a favourite game',
        body: favouriteActionSchema,
        response: { 200: envelope(favouriteActionResultSchema) },
      },
    },
    async (request) => ok(await games.removeFavourite(request.brand, actorOf(request), request.body)),
  );

  app.get(
    API.recentGames,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: 'Games the member launched, newest first',
        querystring: recentGamesQuerySchema,
        response: { 200: envelope(recentGamesSchema) },
      },
    },
    async (request) =>
      ok(
        await games.recentGames(
          request.brand,
          actorOf(request),
          callLanguage(request, request.query.language),
          request.query,
        ),
      ),
  );

  app.post(
    API.launchGame,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: 'Launch a game: its URL, to open in /game',
        body: launchGameSchema,
        response: { 200: envelope(launchGameResultSchema) },
      },
    },
    async (request) =>
      ok(
        await games.launch(
          request.brand,
          actorOf(request),
          callLanguage(request, request.body.language),
          request.body,
        ),
      ),
  );

  app.post(
    API.gameLaunchFB,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: 'Launch the in-house sportsbook (sports, or e-sports): its URL, to open in /fbsports',
        body: fbLaunchRequestSchema,
        response: { 200: envelope(launchGameResultSchema) },
      },
    },
    async (request) =>
      ok(
        await games.launch(request.brand, actorOf(request), callLanguage(request, request.body.language), {
          vendor: SPORTSBOOK_VENDOR,
          gameCode: SPORTSBOOK_ENTRY_CODES[request.body.gameType ?? 'SPORTS'],
        }),
      ),
  );
};
