import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ListState } from '@/components/ui/list-state';
import { RichText } from '@/components/ui/rich-text';
import { errorText } from '@/lib/errors';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useBrandTimeZone, zoned } from '@/lib/time';
import { announcementsQuery } from '../api/agent-calls';
import styles from './agent.module.css';

/** Announcement: the notices for agents, newest first, each opening to its (sanitized) content. */
export function AgentAnnouncements() {
  const { t } = useTranslation();
  const token = useSession((s) => s.token);
  const zone = useBrandTimeZone();
  const query = useQuery(announcementsQuery(token, useLanguage()));
  const list = query.data?.list;
  return (
    <section className={styles.page} data-testid="agent-announcements">
      <h3 className={styles.title}>{t('agent.menu.announcement')}</h3>
      {!list ? (
        query.isError ? (
          <ListState
            kind="error"
            title={t('agent.loadFailed')}
            message={errorText(query.error)}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ListState kind="loading" />
        )
      ) : list.length === 0 ? (
        <ListState kind="empty" title={t('agent.announcements.empty')} testId="agent-announcements-empty" />
      ) : (
        <ul className={styles.announcements}>
          {list.map((notice, i) => (
            <li key={notice.id}>
              <details
                className={styles.announcement}
                open={i === 0}
                data-testid={`agent-notice-${notice.id}`}
              >
                <summary>
                  <span>{notice.title}</span>
                  <span className={styles.muted}>{zoned(notice.createdDateStr, zone)}</span>
                </summary>
                <div>
                  <RichText html={notice.content} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
