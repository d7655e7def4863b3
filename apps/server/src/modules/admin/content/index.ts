import { ADMIN_CONTENT_PATHS as P } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { announceContentChange, contentImageStore, onContentChange } from '../../content/index.js';
import type { ModuleDeps } from '../../module-deps.js';
import type { Role } from '../roles.js';
import { createContentAdminRepository } from './content-admin.repository.js';
import { createContentAdminService } from './content-admin.service.js';
import { createContentImages } from './content-images.js';
import { createContentWrites } from './content-writes.js';
import { createHelpAdminService } from './help-admin.service.js';
import { helpLinksRoutes } from './help-links.routes.js';
import { contentRoutes } from './content.routes.js';

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string) => `${method} ${path}`;

/** Every role reads the content; owners and support change it. */
const READERS: readonly Role[] = ['owner', 'finance', 'support', 'viewer'];
const WRITERS: readonly Role[] = ['owner', 'support'];

/** Who may make each call of this area (merged into the role matrix, roles.ts). */
export const CONTENT_ROLES: Readonly<Record<string, readonly Role[]>> = {
  [call('GET', P.banners)]: READERS,
  [call('POST', P.banners)]: WRITERS,
  [call('POST', P.bannersReorder)]: WRITERS,
  [call('GET', P.banner)]: READERS,
  [call('PUT', P.banner)]: WRITERS,
  [call('PATCH', P.banner)]: WRITERS,
  [call('DELETE', P.banner)]: WRITERS,
  [call('GET', P.announcements)]: READERS,
  [call('POST', P.announcements)]: WRITERS,
  [call('GET', P.announcement)]: READERS,
  [call('PUT', P.announcement)]: WRITERS,
  [call('PATCH', P.announcement)]: WRITERS,
  [call('DELETE', P.announcement)]: WRITERS,
  [call('GET', P.helpCategories)]: READERS,
  [call('POST', P.helpCategories)]: WRITERS,
  [call('POST', P.helpCategoriesReorder)]: WRITERS,
  [call('PUT', P.helpCategory)]: WRITERS,
  [call('DELETE', P.helpCategory)]: WRITERS,
  [call('GET', P.helpArticles)]: READERS,
  [call('POST', P.helpArticles)]: WRITERS,
  [call('POST', P.helpArticlesReorder)]: WRITERS,
  [call('GET', P.helpArticle)]: READERS,
  [call('PUT', P.helpArticle)]: WRITERS,
  [call('DELETE', P.helpArticle)]: WRITERS,
  [call('GET', P.resources)]: READERS,
  [call('PUT', P.resource)]: WRITERS,
  [call('DELETE', P.resource)]: WRITERS,
  [call('GET', P.customerService)]: READERS,
  [call('PUT', P.customerService)]: WRITERS,
  [call('POST', P.images)]: WRITERS,
};

/** The back office's content calls, inside the operator session scope (the role matrix is checked before). */
export const adminContentRoutes: FastifyPluginAsyncZod<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const repo = createContentAdminRepository(deps.db);
  const writes = createContentWrites({
    db: deps.db,
    audit: deps.audit,
    // Every process drops its cached content (the site's banners, notices, help, links) at once.
    changed: (brand) => announceContentChange(deps.shared, { merchantId: brand.id, code: brand.code }),
  });
  // Customer-service links live in the brand's settings and social links in its resources: the system
  // service caches both, in every process.
  onContentChange(deps.shared, () => deps.system.forget());
  const images = createContentImages({ store: contentImageStore(deps.uploadsDir), audit: deps.audit });
  await app.register(contentRoutes, { content: createContentAdminService({ repo, writes, now: deps.now }) });
  await app.register(helpLinksRoutes, { help: createHelpAdminService({ repo, writes }), images });
};
