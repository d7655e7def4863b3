import { API, envelope, gameMenusSchema, winnersQuerySchema, winnersSchema } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { GamesService } from './games.service.js';

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
};
