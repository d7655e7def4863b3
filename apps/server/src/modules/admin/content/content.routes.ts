import {
  ADMIN_CONTENT_PATHS as P,
  adminAnnouncementListSchema,
  adminAnnouncementSchema,
  adminBannerListSchema,
  adminBannerSchema,
  announcementListQuerySchema,
  announcementRequestSchema,
  bannerListQuerySchema,
  bannerReorderRequestSchema,
  bannerRequestSchema,
  contentEnabledRequestSchema,
  contentIdParamsSchema,
  emptyValueSchema,
  envelope,
  reorderValueSchema,
} from '@platform/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.js';
import { originOf } from '../../../plugins/request-context.js';
import type { ContentAdminService } from './content-admin.service.js';
import { operatorOf } from '../operator-of.js';

const tags = ['admin'];
const security = [{ session: [] }];
const WRITERS = '(owner, support)';

/** Banners and announcements for operators (inside the session scope; the role matrix is checked before). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentAdminService }> = async (
  app,
  { content },
) => {
  const who = (request: FastifyRequest) => [operatorOf(request), request.brand, originOf(request)] as const;

  // ---- banners

  app.get(
    P.banners,
    {
      schema: {
        tags,
        summary: "The brand's banners by group and place, paged; filter by group and state",
        security,
        querystring: bannerListQuerySchema,
        response: { 200: envelope(adminBannerListSchema) },
      },
    },
    async (request) => ok(await content.listBanners(request.brand, request.query)),
  );

  app.post(
    P.banners,
    {
      schema: {
        tags,
        summary: `Add a banner: group, image, link, schedule and title per language ${WRITERS}`,
        security,
        body: bannerRequestSchema,
        response: { 200: envelope(adminBannerSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.createBanner(operator, brand, request.body, origin));
    },
  );

  app.post(
    P.bannersReorder,
    {
      schema: {
        tags,
        summary: `Put a group's banners in a new order: every id of the group, first shown first ${WRITERS}`,
        security,
        body: bannerReorderRequestSchema,
        response: { 200: envelope(reorderValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.reorderBanners(operator, brand, request.body, origin));
    },
  );

  app.get(
    P.banner,
    {
      schema: {
        tags,
        summary: 'One banner',
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(adminBannerSchema) },
      },
    },
    async (request) => ok(await content.banner(request.brand, request.params.id)),
  );

  app.put(
    P.banner,
    {
      schema: {
        tags,
        summary: `Replace a banner ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        body: bannerRequestSchema,
        response: { 200: envelope(adminBannerSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.updateBanner(operator, brand, request.params.id, request.body, origin));
    },
  );

  app.patch(
    P.banner,
    {
      schema: {
        tags,
        summary: `Switch a banner on or off ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        body: contentEnabledRequestSchema,
        response: { 200: envelope(adminBannerSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(
        await content.setBannerEnabled(operator, brand, request.params.id, request.body.enabled, origin),
      );
    },
  );

  app.delete(
    P.banner,
    {
      schema: {
        tags,
        summary: `Delete a banner ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.deleteBanner(operator, brand, request.params.id, origin));
    },
  );

  // ---- announcements

  app.get(
    P.announcements,
    {
      schema: {
        tags,
        summary: 'Notices and pop-ups, newest start first, paged; filter by type (`PU,H`) and state',
        security,
        querystring: announcementListQuerySchema,
        response: { 200: envelope(adminAnnouncementListSchema) },
      },
    },
    async (request) => ok(await content.listAnnouncements(request.brand, request.query)),
  );

  app.post(
    P.announcements,
    {
      schema: {
        tags,
        summary: `Add a notice or pop-up ${WRITERS}`,
        description:
          'Contents are rich text, stored reduced to the allow-list (no scripts, event handlers or foreign ' +
          'schemes); a content with nothing left is refused (400 naming `texts.<language>.content`).',
        security,
        body: announcementRequestSchema,
        response: { 200: envelope(adminAnnouncementSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.createAnnouncement(operator, brand, request.body, origin));
    },
  );

  app.get(
    P.announcement,
    {
      schema: {
        tags,
        summary: 'One notice or pop-up',
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(adminAnnouncementSchema) },
      },
    },
    async (request) => ok(await content.announcement(request.brand, request.params.id)),
  );

  app.put(
    P.announcement,
    {
      schema: {
        tags,
        summary: `Replace a notice or pop-up ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        body: announcementRequestSchema,
        response: { 200: envelope(adminAnnouncementSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.updateAnnouncement(operator, brand, request.params.id, request.body, origin));
    },
  );

  app.patch(
    P.announcement,
    {
      schema: {
        tags,
        summary: `Switch a notice or pop-up on or off ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        body: contentEnabledRequestSchema,
        response: { 200: envelope(adminAnnouncementSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(
        await content.setAnnouncementEnabled(
          operator,
          brand,
          request.params.id,
          request.body.enabled,
          origin,
        ),
      );
    },
  );

  app.delete(
    P.announcement,
    {
      schema: {
        tags,
        summary: `Delete a notice or pop-up ${WRITERS}`,
        security,
        params: contentIdParamsSchema,
        response: { 200: envelope(emptyValueSchema) },
      },
    },
    async (request) => {
      const [operator, brand, origin] = who(request);
      return ok(await content.deleteAnnouncement(operator, brand, request.params.id, origin));
    },
  );
};
