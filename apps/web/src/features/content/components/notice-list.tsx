import type { Notice } from '@platform/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { RichText } from '@/components/ui/rich-text';
import styles from './notice-list.module.css';

type Props = {
  notices: Notice[];
  /** The row open at first; null opens none. */
  initialIndex?: number | null;
};

/** Notices as expandable rows: title and start time, the content below; one row open at a time. */
export function NoticeList({ notices, initialIndex = null }: Props) {
  const [open, setOpen] = useState<number | null>(initialIndex);
  const baseId = useId();
  return (
    <ul className={styles.list} data-testid="notice-list">
      {notices.map((notice, index) => {
        const expanded = open === index;
        const panelId = `${baseId}-${index}`;
        return (
          <li key={notice.id} className={`${styles.row} ${expanded ? styles.expanded : ''}`}>
            <button
              type="button"
              className={styles.head}
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen(expanded ? null : index)}
              data-testid={`notice-row-${index}`}
            >
              <span className={styles.titles}>
                <span className={styles.title}>{notice.title}</span>
                <time className={styles.time} dateTime={notice.startDateStr.replace(' ', 'T')}>
                  {notice.startDateStr}
                </time>
              </span>
              <ChevronDown size={18} aria-hidden className={styles.chevron} />
            </button>
            {expanded ? (
              <div id={panelId} className={styles.panel} data-testid={`notice-content-${index}`}>
                <RichText html={notice.content} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
