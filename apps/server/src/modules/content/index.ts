export { createContentRepository, type ContentRepository } from './content.repository.js';
export { createContentService, type ContentService } from './content.service.js';
export { contentRoutes } from './content.routes.js';
export { createSiteBoot, type SiteBootBuilder } from './site-boot.js';
