import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AutoplayToggle, useAutoplay } from '@/components/ui/autoplay-toggle';
import { useUi } from '@/lib/ui-store';
import { useNotices } from '../api/content-calls';
import styles from './notice-bar.module.css';

/**
 * The player notices' titles scrolling under the header, with a pause button (held still on hover and
 * focus; a still, scrollable row when motion is reduced); a click opens the announcement modal at that
 * notice.
 */
export function NoticeBar() {
  const { t } = useTranslation();
  const notices = useNotices('PL');
  const openNotices = useUi((s) => s.openNotices);
  const autoplay = useAutoplay();

  if (notices.isPending) return <div className={styles.bar} aria-hidden />;
  const list = notices.data ?? [];
  if (!list.length) return null;

  // The titles run twice in a row so the loop is seamless; the copy is for the eye only.
  const chars = list.reduce((n, notice) => n + notice.title.length, 0);
  const duration = `${Math.max(20, Math.round(chars * 0.28))}s`;
  // Set through the element, not a style attribute: the Content Security Policy refuses style attributes
  // in the page the server renders. The titles stand still until it is set.
  const track = (element: HTMLDivElement | null) =>
    element?.style.setProperty('--marquee-duration', duration);
  const titles = (copy: boolean) =>
    list.map((notice, index) => (
      <button
        key={`${copy ? 'b' : 'a'}-${notice.id}`}
        type="button"
        className={styles.item}
        onClick={() => openNotices(index)}
        tabIndex={copy ? -1 : undefined}
        data-testid={copy ? undefined : `notice-${index}`}
      >
        {notice.title}
      </button>
    ));

  return (
    <div className={styles.bar} data-testid="notice-bar" {...autoplay.holders}>
      <div className={styles.inner}>
        <span className={styles.label}>
          <Megaphone size={16} aria-hidden />
          <span className={styles.labelText}>{t('notices.bar')}</span>
        </span>
        <div className={styles.viewport}>
          <div ref={track} className={styles.track} data-moving={autoplay.moving}>
            <div className={styles.group}>{titles(false)}</div>
            <div className={styles.group} aria-hidden>
              {titles(true)}
            </div>
          </div>
        </div>
        <AutoplayToggle
          paused={autoplay.paused}
          onToggle={autoplay.toggle}
          pauseLabel={t('notices.pause')}
          playLabel={t('notices.play')}
          tone="plain"
          className={styles.toggle}
          testId="notice-autoplay"
        />
        <button type="button" className={styles.all} onClick={() => openNotices()}>
          {t('notices.all')}
        </button>
      </div>
    </div>
  );
}
