import { API, envelope, roomListRequestSchema, roomListSchema } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandLanguage } from '../../../lib/context.js';
import { ok } from '../../../lib/envelope.js';
import { languageOf } from '../../../plugins/request-context.js';
import type { RoomsService } from './rooms.service.js';

/** `GLS2_roomList`: the card room games' rooms with their limits, seats and state (a session needed). */
export const roomListRoutes: FastifyPluginAsyncZod<{ rooms: RoomsService }> = async (app, { rooms }) => {
  app.post(
    API.roomList,
    {
      config: { auth: true },
      schema: {
        tags: ['games'],
        summary: 'The rooms of the card room games: base bet, minimum balance, seats taken and state',
        body: roomListRequestSchema,
        response: { 200: envelope(roomListSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const language =
        body.language === undefined ? languageOf(request) : brandLanguage(request.brand, body.language);
      const game =
        body.vendor !== undefined && body.gameCode !== undefined
          ? { vendorCode: body.vendor.toUpperCase(), gameCode: body.gameCode }
          : undefined;
      return ok(await rooms.roomList(request.brand, language, game));
    },
  );
};
