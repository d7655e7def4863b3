import multipart from '@fastify/multipart';
import {
  ADMIN_CONTENT_PATHS as P,
  adminCustomerServiceSchema,
  adminHelpArticleListSchema,
  adminHelpArticleSchema,
  adminHelpCategoryListSchema,
  adminHelpCategorySchema,
  adminResourceListSchema,
  adminResourceSchema,
  contentIdParamsSchema,
  contentImageValueSchema,
  customerServiceRequestSchema,
  emptyValueSchema,
  envelope,
  helpArticleListQuerySchema,
  helpArticleReorderRequestSchema,
  helpArticleRequestSchema,
  helpCategoryListQuerySchema,
  helpCategoryReorderRequestSchema,
  helpCategoryRequestSchema,
  reorderValueSchema,
  resourceParamsSchema,
  resourceRequestSchema,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { HelpAdminService } from './help-admin.service.js';
import { IMAGE_FORM_LIMITS, type ContentImages } from './content-images.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const WRITERS = '(owner, support)';

/**
 * The help centre, social links and app downloads, customer-service links and image uploads for operators
 * (inside the session scope; the role matrix is checked before).
 */
export const helpLinksRoutes: FastifyPluginAsyncZod<{
  help: HelpAdminService;
  images: ContentImages;
}> = async (app, { help, images }) => {
  const who = (request: FastifyRequest) => [operatorOf(request), request.brand, originOf(request)] as const;

  // ---- help centre

  app.get(
    P.helpCategories,
    {
      schema: {
        tags,
        summary: 'Help centre categories in their order, with how many articles each holds, paged',
        security,
        querystring: helpCategoryListQuerySchema,
        response: { 200: envelope(adminHelpCategoryListSchema) },
      },
    },
    async (request) => ok(await help.listHelpCategories(request.brand, request.query)),
  );

  app.post(
    P.helpCategories,
    {
      schema: {
        tags,
        summary: `Add a help category ${WRITERS}`,
        security,
        body: helpCategoryRequestSchema,
        response: { 200: envelope(adminHelpCategorySchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.createHelpCategory(operator, brand, request.body, origin));
    },
  );

  app.post(
    P.helpCategoriesReorder,
    {
      schema: {
        tags,
        summary: `Put the help categories in a new order (every id) ${WRITERS}`,
        security,
        body: helpCategoryReorderRequestSchema,
        response: { 200: envelope(reorderValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.reorderHelpCategories(operator, brand, request.body.ids, origin));
    },
  );

  app.put(
    P.helpCategory,
    {
      schema: {
        tags,
        summary: `Rename or move a help category ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        body: helpCategoryRequestSchema,
        response: { 200: envelope(adminHelpCategorySchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.updateHelpCategory(operator, brand, request.params.id, request.body, origin));
    },
  );

  app.delete(
    P.helpCategory,
    {
      schema: {
        tags,
        summary: `Delete an empty help category (409 while it holds articles) ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.deleteHelpCategory(operator, brand, request.params.id, origin));
    },
  );

  app.get(
    P.helpArticles,
    {
      schema: {
        tags,
        summary: 'Help articles by category and place, paged; filter by category',
        security,
        querystring: helpArticleListQuerySchema,
        response: { 200: envelope(adminHelpArticleListSchema) },
      },
    },
    async (request) => ok(await help.listHelpArticles(request.brand, request.query)),
  );

  app.post(
    P.helpArticles,
    {
      schema: {
        tags,
        summary: `Add a help article (rich text, reduced to the allow-list) ${WRITERS}`,
        security,
        body: helpArticleRequestSchema,
        response: { 200: envelope(adminHelpArticleSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.createHelpArticle(operator, brand, request.body, origin));
    },
  );

  app.post(
    P.helpArticlesReorder,
    {
      schema: {
        tags,
        summary: `Put a category's articles in a new order (every id of the category) ${WRITERS}`,
        security,
        body: helpArticleReorderRequestSchema,
        response: { 200: envelope(reorderValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.reorderHelpArticles(operator, brand, request.body, origin));
    },
  );

  app.get(
    P.helpArticle,
    {
      schema: {
        tags,
        summary: 'One help article',
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(adminHelpArticleSchema) },
      },
    },
    async (request) => ok(await help.helpArticle(request.brand, request.params.id)),
  );

  app.put(
    P.helpArticle,
    {
      schema: {
        tags,
        summary: `Replace a help article ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        body: helpArticleRequestSchema,
        response: { 200: envelope(adminHelpArticleSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.updateHelpArticle(operator, brand, request.params.id, request.body, origin));
    },
  );

  app.delete(
    P.helpArticle,
    {
      schema: {
        tags,
        summary: `Delete a help article ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.deleteHelpArticle(operator, brand, request.params.id, origin));
    },
  );

  // ---- resources and customer service

  app.get(
    P.resources,
    {
      schema: {
        tags,
        summary: 'Social links and app downloads: every type, set or not',
        security,
        response: { 200: envelope(adminResourceListSchema) },
      },
    },
    async (request) => ok(await help.listResources(request.brand)),
  );

  app.put(
    P.resource,
    {
      schema: {
        tags,
        summary: `Set a social link or app download: address, QR code, place ${WRITERS}`,
        security,
        params: resourceParamsSchema,
        body: resourceRequestSchema,
        response: { 200: envelope(adminResourceSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.saveResource(operator, brand, request.params.type, request.body, origin));
    },
  );

  app.delete(
    P.resource,
    {
      schema: {
        tags,
        summary: `Remove a social link or app download (the site stops showing it) ${WRITERS}`,
        security,
        params: resourceParamsSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.deleteResource(operator, brand, request.params.type, origin));
    },
  );

  app.get(
    P.customerService,
    {
      schema: {
        tags,
        summary: 'The live chat and VIP customer-service links',
        security,
        response: { 200: envelope(adminCustomerServiceSchema) },
      },
    },
    async (request) => ok(await help.customerService(request.brand)),
  );

  app.put(
    P.customerService,
    {
      schema: {
        tags,
        summary: `Set the live chat and VIP customer-service links ${WRITERS}`,
        security,
        body: customerServiceRequestSchema,
        response: { 200: envelope(adminCustomerServiceSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await help.saveCustomerService(operator, brand, request.body, origin));
    },
  );

  // ---- images

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: IMAGE_FORM_LIMITS, throwFileSizeLimit: true });
    scope.post(
      P.images,
      {
        schema: {
          tags,
          summary: `Upload an image (multipart field \`file\`: PNG or JPEG, at most 2 MB) ${WRITERS}`,
          description:
            'Answers its address on the site (`/art/uploads/<name>`) for a banner, a QR code or rich text.',
          security,
          response: { 200: envelope(contentImageValueSchema) },
        },
      },
      async (request) => {
        const [operator, brand, origin] = who(request);
        return ok(await images.upload(operator, brand, request, origin));
      },
    );
  });
};
