import { bannerGroupOf, type SiteBoot } from '@platform/contracts';
import { brandLanguage } from '../../lib/context.js';
import type { PromotionsService } from '../rewards/index.js';
import type { SystemService } from '../system/index.js';
import type { ContentService } from './content.service.js';

type Deps = {
  system: Pick<SystemService, 'brand' | 'status'>;
  content: Pick<ContentService, 'announcements'>;
  promotions: Pick<PromotionsService, 'list'>;
};

/** The page whose first paint is the promotions list (its largest paint is the first promotion's picture). */
const PROMOTIONS_PAGE = '/promotions';

/**
 * What the served page carries so that its first render needs no call (BOOT_ELEMENT_ID): the status, the
 * route's banners and the player notices in the page's language (both cached in-process), and on the
 * promotions page the promotions as a visitor sees them.
 */
export function createSiteBoot({ system, content, promotions }: Deps) {
  return async (input: { pathname: string; ip: string; languageCookie?: string }): Promise<SiteBoot> => {
    const brand = await system.brand(undefined);
    // The page's language: the site's cookie when the brand offers it, else the brand's default.
    const language = brandLanguage(brand, input.languageCookie);
    const group = bannerGroupOf(input.pathname);
    const [status, announcements, promotionList] = await Promise.all([
      system.status(brand, input.ip),
      content.announcements(brand, language, null, {
        types: group ? ['B', 'PL'] : ['PL'],
        ...(group ? { groupName: group } : {}),
      }),
      input.pathname === PROMOTIONS_PAGE ? promotions.list(brand, null, language) : null,
    ]);
    return {
      status,
      language,
      banners: group ? { group, list: announcements.banners } : null,
      notices: announcements.notices,
      promotions: promotionList,
    };
  };
}
export type SiteBootBuilder = ReturnType<typeof createSiteBoot>;
