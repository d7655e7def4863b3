import { bannerGroupOf, type SiteBoot } from '@platform/contracts';
import { brandLanguage } from '../../lib/context.js';
import type { SystemService } from '../system/index.js';
import type { ContentService } from './content.service.js';

type Deps = {
  system: Pick<SystemService, 'brand' | 'status'>;
  content: Pick<ContentService, 'announcements'>;
};

/**
 * What the served page carries so that its first render needs no call (BOOT_ELEMENT_ID): the status, and
 * the route's banners and the player notices in the page's language. Both answers are cached in-process.
 */
export function createSiteBoot({ system, content }: Deps) {
  return async (input: { pathname: string; ip: string; languageCookie?: string }): Promise<SiteBoot> => {
    const brand = await system.brand(undefined);
    // The page's language: the site's cookie when the brand offers it, else the brand's default.
    const language = brandLanguage(brand, input.languageCookie);
    const group = bannerGroupOf(input.pathname);
    const [status, announcements] = await Promise.all([
      system.status(brand, input.ip),
      content.announcements(brand, language, null, {
        types: group ? ['B', 'PL'] : ['PL'],
        ...(group ? { groupName: group } : {}),
      }),
    ]);
    return {
      status,
      language,
      banners: group ? { group, list: announcements.banners } : null,
      notices: announcements.notices,
    };
  };
}
export type SiteBootBuilder = ReturnType<typeof createSiteBoot>;
