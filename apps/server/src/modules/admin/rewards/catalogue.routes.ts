import {
  ADMIN_REWARDS_PATHS as P,
  adminMissionListSchema,
  adminMissionSchema,
  adminShopItemListSchema,
  adminShopItemSchema,
  adminVipLevelListSchema,
  adminVipLevelSchema,
  enabledRequestSchema,
  envelope,
  missionListQuerySchema,
  missionParamsSchema,
  missionWriteSchema,
  pointRatesValueSchema,
  pointRatesWriteSchema,
  shopItemListQuerySchema,
  shopItemParamsSchema,
  shopItemWriteSchema,
  vipLevelParamsSchema,
  vipLevelWriteSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { AdminCatalogueService } from './catalogue.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

const WRITE =
  'One transaction with its audit row (`detail.before`, `detail.after`); bad input is a 400 naming the ' +
  'field and changes nothing.';

/** VIP levels, the points shop and missions (inside the operator session scope; REWARDS_ROLES is checked first). */
export const catalogueRoutes: FastifyPluginAsyncZod<{ rewards: AdminCatalogueService }> = async (
  app,
  { rewards },
) => {
  // --- VIP levels ---------------------------------------------------------------------------------------
  app.get(
    P.vipLevels,
    {
      schema: {
        tags,
        summary: "The brand's VIP levels: thresholds, perks, names, members at each",
        security,
        response: { 200: envelope(adminVipLevelListSchema) },
      },
    },
    async (request) => ok(await rewards.vipLevels(request.brand)),
  );

  app.put(
    P.vipLevel,
    {
      schema: {
        tags,
        summary: "Replace a level's thresholds, perks and names (owners)",
        description:
          "Thresholds stay between the neighbouring levels' (400 `vip.threshold.order`). The site shows " +
          'the change at once; the VIP job pays the new perks from its next pass. ' +
          WRITE,
        security,
        params: vipLevelParamsSchema,
        body: vipLevelWriteSchema,
        response: { 200: envelope(adminVipLevelSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.updateVipLevel(
          operatorOf(request),
          request.brand,
          request.params.level,
          request.body,
          originOf(request),
        ),
      ),
  );

  // --- points shop --------------------------------------------------------------------------------------
  app.get(
    P.shopItems,
    {
      schema: {
        tags,
        summary: "The points shop's items, enabled or not, in their order, paged",
        security,
        querystring: shopItemListQuerySchema,
        response: { 200: envelope(adminShopItemListSchema) },
      },
    },
    async (request) => ok(await rewards.shopItems(request.brand, request.query)),
  );

  app.post(
    P.shopItems,
    {
      schema: {
        tags,
        summary: 'Add an item to the points shop (owners)',
        description: WRITE,
        security,
        body: shopItemWriteSchema,
        response: { 200: envelope(adminShopItemSchema) },
      },
    },
    async (request) =>
      ok(await rewards.createShopItem(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.put(
    P.shopItem,
    {
      schema: {
        tags,
        summary: 'Replace an item of the points shop: texts, price, stock, image, order (owners)',
        description: WRITE,
        security,
        params: shopItemParamsSchema,
        body: shopItemWriteSchema,
        response: { 200: envelope(adminShopItemSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.updateShopItem(
          operatorOf(request),
          request.brand,
          request.params.itemId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.put(
    P.shopItemEnabled,
    {
      schema: {
        tags,
        summary: 'Show or hide an item of the points shop (owners)',
        description: WRITE,
        security,
        params: shopItemParamsSchema,
        body: enabledRequestSchema,
        response: { 200: envelope(adminShopItemSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.setShopItemEnabled(
          operatorOf(request),
          request.brand,
          request.params.itemId,
          request.body.enabled,
          originOf(request),
        ),
      ),
  );

  app.get(
    P.pointRates,
    {
      schema: {
        tags,
        summary: 'What earns points: points per valid bet of each game category',
        security,
        response: { 200: envelope(pointRatesValueSchema) },
      },
    },
    async (request) => ok(await rewards.pointRates(request.brand)),
  );

  app.put(
    P.pointRates,
    {
      schema: {
        tags,
        summary: "Replace the brand's point rates (owners); a category left out earns no points",
        description: 'Rounds settled from then on earn at the new rates. ' + WRITE,
        security,
        body: pointRatesWriteSchema,
        response: { 200: envelope(pointRatesValueSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.replacePointRates(operatorOf(request), request.brand, request.body, originOf(request)),
      ),
  );

  // --- missions -----------------------------------------------------------------------------------------
  app.get(
    P.missions,
    {
      schema: {
        tags,
        summary: "The brand's missions, enabled or not, with their targets, rewards and claims, paged",
        security,
        querystring: missionListQuerySchema,
        response: { 200: envelope(adminMissionListSchema) },
      },
    },
    async (request) => ok(await rewards.missions(request.brand, request.query)),
  );

  app.post(
    P.missions,
    {
      schema: {
        tags,
        summary: 'Add a mission (owners)',
        description: WRITE,
        security,
        body: missionWriteSchema,
        response: { 200: envelope(adminMissionSchema) },
      },
    },
    async (request) =>
      ok(await rewards.createMission(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.put(
    P.mission,
    {
      schema: {
        tags,
        summary: 'Replace a mission: metric, game category, period, target, reward, texts (owners)',
        description: WRITE,
        security,
        params: missionParamsSchema,
        body: missionWriteSchema,
        response: { 200: envelope(adminMissionSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.updateMission(
          operatorOf(request),
          request.brand,
          request.params.missionId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.put(
    P.missionEnabled,
    {
      schema: {
        tags,
        summary: 'Offer or withdraw a mission (owners)',
        description: WRITE,
        security,
        params: missionParamsSchema,
        body: enabledRequestSchema,
        response: { 200: envelope(adminMissionSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.setMissionEnabled(
          operatorOf(request),
          request.brand,
          request.params.missionId,
          request.body.enabled,
          originOf(request),
        ),
      ),
  );
};
