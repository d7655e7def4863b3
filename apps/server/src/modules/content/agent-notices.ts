import type { AgentAnnouncements, Language } from '@platform/contracts';
import type { Brand } from '../../lib/context.js';
import { formatDateTime, pickLocalized } from '../../lib/localized.js';
import { sanitizeRichText } from '../../lib/rich-text.js';
import type { ContentRepository } from './content.repository.js';

/**
 * Announcement type `AG`: notices for the brand's agents, shown in the agent centre only (never in the
 * public notice bar, whose types are the contracts' `ANNOUNCEMENT_TYPES`).
 */
export const AGENT_ANNOUNCEMENT_TYPE = 'AG';

const TITLE_MAX = 200;

/** The agent centre's notices: live `AG` announcements, newest first, localized and sanitized. */
export function createAgentNotices({
  repo,
  now = () => new Date(),
}: {
  repo: Pick<ContentRepository, 'listAnnouncements'>;
  now?: () => Date;
}) {
  return {
    async list(brand: Brand, language: Language): Promise<AgentAnnouncements> {
      const at = now();
      const rows = await repo.listAnnouncements(brand.id, [AGENT_ANNOUNCEMENT_TYPE], at);
      return {
        list: rows.flatMap((row) => {
          const text = pickLocalized(row.text, language, brand.defaultLanguage);
          if (!text || row.startsAt > at) return [];
          return [
            {
              id: row.id,
              title: text.title.slice(0, TITLE_MAX),
              content: sanitizeRichText(text.content),
              createdDateStr: formatDateTime(row.startsAt, brand.settings.timeZone),
            },
          ];
        }),
      };
    },
  };
}
export type AgentNotices = ReturnType<typeof createAgentNotices>;
