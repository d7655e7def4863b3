import {
  ADMIN_REWARDS_PATHS as P,
  adminApplicationDetailSchema,
  adminApplicationListSchema,
  adminPromotionListSchema,
  adminPromotionSchema,
  applicationApproveRequestSchema,
  applicationImageParamsSchema,
  applicationListQuerySchema,
  applicationParamsSchema,
  applicationRejectRequestSchema,
  enabledRequestSchema,
  envelope,
  promotionCategoryListSchema,
  promotionListQuerySchema,
  promotionOrderRequestSchema,
  promotionOrderValueSchema,
  promotionParamsSchema,
  promotionWriteSchema,
} from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { AdminPromotionsService } from './promotions.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];

const WRITE =
  'One transaction with its audit row (`detail.before`, `detail.after`); bad input is a 400 naming the ' +
  'field and changes nothing.';

/** Promotions and applications (inside the operator session scope; REWARDS_ROLES is checked first). */
export const promotionsRoutes: FastifyPluginAsyncZod<{ rewards: AdminPromotionsService }> = async (
  app,
  { rewards },
) => {
  // --- promotions ---------------------------------------------------------------------------------------
  app.get(
    P.promotionCategories,
    {
      schema: {
        tags,
        summary: "The brand's promotion categories",
        security,
        response: { 200: envelope(promotionCategoryListSchema) },
      },
    },
    async (request) => ok(await rewards.categories(request.brand)),
  );

  app.get(
    P.promotions,
    {
      schema: {
        tags,
        summary: "The brand's promotions in their order, each with its figures and computed terms, paged",
        security,
        querystring: promotionListQuerySchema,
        response: { 200: envelope(adminPromotionListSchema) },
      },
    },
    async (request) => ok(await rewards.promotions(request.brand, request.query)),
  );

  app.get(
    P.promotion,
    {
      schema: {
        tags,
        summary: 'One promotion with its texts in every language, its figures and computed terms',
        security,
        params: promotionParamsSchema,
        response: { 200: envelope(adminPromotionSchema) },
      },
    },
    async (request) => ok(await rewards.promotion(request.brand, request.params.promotionId)),
  );

  const promotionRules =
    'A `deposit` promotion has deposit figures (`percent`, `maxBonus`, `minDeposit`, `turnoverMultiple`, ' +
    '`once`), an `apply` promotion application figures (`minBonus`, `maxBonus`, `turnoverMultiple`), the ' +
    'others none. Texts name figures as `{placeholders}`; an unknown placeholder, an amount above what the ' +
    'promotion pays or (deposit) another percentage is refused (400 `promotion.text.figures`). Contents ' +
    'are reduced to the rich-text allow-list. ';

  app.post(
    P.promotions,
    {
      schema: {
        tags,
        summary: 'Add a promotion (owners); it goes last in the order',
        description: promotionRules + WRITE,
        security,
        body: promotionWriteSchema,
        response: { 200: envelope(adminPromotionSchema) },
      },
    },
    async (request) =>
      ok(await rewards.createPromotion(operatorOf(request), request.brand, request.body, originOf(request))),
  );

  app.put(
    P.promotion,
    {
      schema: {
        tags,
        summary: 'Replace a promotion: category, image, mode, period, texts and figures (owners)',
        description: promotionRules + WRITE,
        security,
        params: promotionParamsSchema,
        body: promotionWriteSchema,
        response: { 200: envelope(adminPromotionSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.updatePromotion(
          operatorOf(request),
          request.brand,
          request.params.promotionId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.put(
    P.promotionEnabled,
    {
      schema: {
        tags,
        summary: 'Show or hide a promotion on the site (owners)',
        description: WRITE,
        security,
        params: promotionParamsSchema,
        body: enabledRequestSchema,
        response: { 200: envelope(adminPromotionSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.setPromotionEnabled(
          operatorOf(request),
          request.brand,
          request.params.promotionId,
          request.body.enabled,
          originOf(request),
        ),
      ),
  );

  app.put(
    P.promotionOrder,
    {
      schema: {
        tags,
        summary: "The promotions' order on the site: every id of the brand, once (owners)",
        description: WRITE,
        security,
        body: promotionOrderRequestSchema,
        response: { 200: envelope(promotionOrderValueSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.orderPromotions(
          operatorOf(request),
          request.brand,
          request.body.ids,
          originOf(request),
        ),
      ),
  );

  // --- applications -------------------------------------------------------------------------------------
  app.get(
    P.applications,
    {
      schema: {
        tags,
        summary:
          "Members' applications to promotions: waiting ones first (oldest first), then the rest, paged",
        security,
        querystring: applicationListQuerySchema,
        response: { 200: envelope(adminApplicationListSchema) },
      },
    },
    async (request) => ok(await rewards.applications(request.brand, request.query)),
  );

  app.get(
    P.application,
    {
      schema: {
        tags,
        summary: "One application: the member's remark as typed, its proof images, the promotion's figures",
        security,
        params: applicationParamsSchema,
        response: { 200: envelope(adminApplicationDetailSchema) },
      },
    },
    async (request) => ok(await rewards.application(request.brand, request.params.applicationId)),
  );

  app.get(
    P.applicationImage,
    {
      schema: {
        tags,
        summary: 'A proof image of an application (PNG or JPEG)',
        security,
        params: applicationImageParamsSchema,
      },
    },
    async (request, reply) => {
      const { applicationId, index } = request.params;
      const file = await rewards.applicationImage(request.brand, applicationId, index);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.post(
    P.applicationApprove,
    {
      schema: {
        tags,
        summary: "Approve an application and pay the promotion's bonus (owner, finance)",
        description:
          "The bonus is paid like every bonus: a ledger transfer from the brand's bonus account and a bonus " +
          "locked until its turnover is met; `amount` within the promotion's `minBonus` .. `maxBonus` (may be " +
          'left out when they are equal). The member gets a message. 409 `promotion.application.decided` ' +
          'when decided already (of two decisions at once, one wins); 422 `promotion.figures.missing` for a ' +
          'promotion without application figures. ' +
          WRITE,
        security,
        params: applicationParamsSchema,
        body: applicationApproveRequestSchema,
        response: { 200: envelope(adminApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.approve(
          operatorOf(request),
          request.brand,
          request.params.applicationId,
          request.body,
          originOf(request),
        ),
      ),
  );

  app.post(
    P.applicationReject,
    {
      schema: {
        tags,
        summary:
          'Reject an application with a reason the member reads in a message (owner, finance, support)',
        description: '409 `promotion.application.decided` when decided already. ' + WRITE,
        security,
        params: applicationParamsSchema,
        body: applicationRejectRequestSchema,
        response: { 200: envelope(adminApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await rewards.reject(
          operatorOf(request),
          request.brand,
          request.params.applicationId,
          request.body.reason,
          originOf(request),
        ),
      ),
  );
};
