import {
  ADMIN_GAMES_PATHS as PATHS,
  adminGameListQuerySchema,
  adminGameListSchema,
  adminGameParamsSchema,
  adminGamePositionSchema,
  adminGameSchema,
  adminGameUpdateSchema,
  adminHouseGameListQuerySchema,
  adminHouseGameListSchema,
  adminHouseGameSchema,
  adminHouseGameUpdateSchema,
  adminHouseRoomListQuerySchema,
  adminHouseRoomListSchema,
  adminHouseRoomParamsSchema,
  adminHouseRoomSchema,
  adminHouseRoomUpdateSchema,
  adminSecretRotatedSchema,
  adminSecretRotationSchema,
  adminVendorListQuerySchema,
  adminVendorListSchema,
  adminVendorParamsSchema,
  adminVendorSchema,
  adminVendorSecretParamsSchema,
  adminVendorUpdateSchema,
  envelope,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { CatalogueAdmin } from './catalogue-admin.service.js';
import type { HouseSettings } from './house-settings.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

/**
 * Vendors, games and the in-house games' settings (inside the operator session scope): every role reads,
 * owners write (GAMES_ROLES). A change is seen by the player's calls at once.
 */
export const gamesAdminRoutes: FastifyPluginAsyncZod<{
  catalogue: CatalogueAdmin;
  house: HouseSettings;
}> = async (app, { catalogue, house }) => {
  app.get(
    PATHS.vendors,
    {
      schema: {
        tags,
        summary: "The brand's vendor entries (one per vendor and category), in the site's order, paged",
        description: 'Each with its game count and the state of its wallet API key (never the secret).',
        security,
        querystring: adminVendorListQuerySchema,
        response: { 200: envelope(adminVendorListSchema) },
      },
    },
    async (request) => ok(await catalogue.vendors(operatorOf(request), request.query)),
  );

  app.patch(
    PATHS.vendor,
    {
      schema: {
        tags,
        summary:
          'Enable or disable a vendor entry, put it in maintenance with a message, set its wallet mode',
        description:
          'The maintenance message is what members are told, per language (the brand default language ' +
          'required). The wallet mode applies to every entry of the vendor code and is refused (409 ' +
          '`admin.games.wallet.mode.busy`) while members hold money in its sub-wallets or its rounds are open.',
        security,
        params: adminVendorParamsSchema,
        body: adminVendorUpdateSchema,
        response: { 200: envelope(adminVendorSchema) },
      },
    },
    async (request) =>
      ok(
        await catalogue.updateVendor(
          operatorOf(request),
          request.brand,
          request.params.vendorId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.post(
    PATHS.vendorSecret,
    {
      schema: {
        tags,
        summary: "Rotate a vendor's wallet API secret: the new one is answered once",
        description:
          'The secret it replaces keeps verifying signed calls for `graceHours` (1 to 168, 24 unless given), ' +
          'then stops; a rotation during a grace ends the older grace at once.',
        security,
        params: adminVendorSecretParamsSchema,
        body: adminSecretRotationSchema,
        response: { 200: envelope(adminSecretRotatedSchema) },
      },
    },
    async (request) =>
      ok(
        await catalogue.rotateSecret(
          operatorOf(request),
          request.params.vendorCode,
          request.body.graceHours,
          originOf(request),
        ),
      ),
  );

  app.get(
    PATHS.games,
    {
      schema: {
        tags,
        summary:
          "The brand's games by category and place, filtered by vendor, category, state or name, paged",
        security,
        querystring: adminGameListQuerySchema,
        response: { 200: envelope(adminGameListSchema) },
      },
    },
    async (request) => ok(await catalogue.games(operatorOf(request), request.brand, request.query)),
  );

  app.patch(
    PATHS.game,
    {
      schema: {
        tags,
        summary: 'Enable or disable a game, put it in maintenance, mark it hot or new',
        security,
        params: adminGameParamsSchema,
        body: adminGameUpdateSchema,
        response: { 200: envelope(adminGameSchema) },
      },
    },
    async (request) =>
      ok(
        await catalogue.updateGame(
          operatorOf(request),
          request.brand,
          request.params.gameId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.put(
    PATHS.gameOrder,
    {
      schema: {
        tags,
        summary: "Move a game to a place in its category's list (1 first; past the end is last)",
        security,
        params: adminGameParamsSchema,
        body: adminGamePositionSchema,
        response: { 200: envelope(adminGameSchema) },
      },
    },
    async (request) =>
      ok(
        await catalogue.moveGame(
          operatorOf(request),
          request.brand,
          request.params.gameId,
          request.body.position,
          originOf(request),
        ),
      ),
  );

  app.get(
    PATHS.houseGames,
    {
      schema: {
        tags,
        summary: 'The in-house games with what their engines read from the brand and what they fix, paged',
        security,
        querystring: adminHouseGameListQuerySchema,
        response: { 200: envelope(adminHouseGameListSchema) },
      },
    },
    async (request) => ok(await house.games(operatorOf(request), request.brand, request.query)),
  );

  app.patch(
    PATHS.houseGame,
    {
      schema: {
        tags,
        summary: "An in-house game's minimum bet (slots, dice, fishing, baccarat, cockfight)",
        description:
          'From 0.01 to the house maximum stake (400 `admin.games.house.bounds`); a live table or card room ' +
          'game plays its own limits (409 `admin.games.house.fixed`).',
        security,
        params: adminGameParamsSchema,
        body: adminHouseGameUpdateSchema,
        response: { 200: envelope(adminHouseGameSchema) },
      },
    },
    async (request) =>
      ok(
        await house.setMinBet(
          operatorOf(request),
          request.brand,
          request.params.gameId,
          request.body.minBet,
          originOf(request),
        ),
      ),
  );

  app.get(
    PATHS.houseRooms,
    {
      schema: {
        tags,
        summary: "The card rooms' settings, paged",
        security,
        querystring: adminHouseRoomListQuerySchema,
        response: { 200: envelope(adminHouseRoomListSchema) },
      },
    },
    async (request) => ok(await house.rooms(operatorOf(request), request.brand, request.query)),
  );

  app.patch(
    PATHS.houseRoom,
    {
      schema: {
        tags,
        summary: "A card room's base bet, minimum balance to sit, rake, betting time or state",
        description:
          'Taken from the next round on. The minimum balance must cover a banker’s largest loss in a round ' +
          '(400 `admin.games.house.bounds` naming the field).',
        security,
        params: adminHouseRoomParamsSchema,
        body: adminHouseRoomUpdateSchema,
        response: { 200: envelope(adminHouseRoomSchema) },
      },
    },
    async (request) =>
      ok(
        await house.updateRoom(
          operatorOf(request),
          request.brand,
          request.params.roomId,
          request.body,
          originOf(request),
        ),
      ),
  );
};
