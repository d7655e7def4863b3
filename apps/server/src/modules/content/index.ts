import type { FastifyInstance } from 'fastify';
import type { Brand } from '../../lib/context.js';
import type { ModuleDeps } from '../module-deps.js';
import { createContentRepository } from './content.repository.js';
import { contentRoutes } from './content.routes.js';
import { createContentService, type ContentService } from './content.service.js';
import { createLegalService } from './legal.service.js';
import { connectOperatorContent } from './operator-content.js';

export { createContentRepository, type ContentRepository } from './content.repository.js';
export type { ContentService } from './content.service.js';
export { createLegalService, type LegalService, type LegalSnapshot } from './legal.service.js';
export { createSiteBoot, type SiteBootBuilder } from './site-boot.js';
export { AGENT_ANNOUNCEMENT_TYPE, createAgentNotices, type AgentNotices } from './agent-notices.js';
export { announceContentChange, contentImageStore, onContentChange } from './operator-content.js';

/**
 * Banners, notices, help, legal documents, feedback and affiliate applications; the figures the home page
 * shows.
 */
export async function registerContent(
  app: FastifyInstance,
  deps: ModuleDeps,
  catalogue: { countGameProviders: (brand: Brand) => Promise<number> },
): Promise<ContentService> {
  const repo = createContentRepository(deps.db);
  const content = createContentService({
    repo,
    countGameProviders: catalogue.countGameProviders,
    now: deps.now,
  });
  const legal = createLegalService({ repo, now: deps.now });
  await app.register(contentRoutes, {
    content,
    legal,
    submissionsPerMinute: deps.settings.submissionsPerMinute,
  });
  // An operator's change of any content, legal documents included, reaches every process at once.
  const forget = () => {
    content.forget();
    legal.forget();
  };
  await connectOperatorContent(app, deps, { forget });
  return content;
}
