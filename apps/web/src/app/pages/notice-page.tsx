import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useNotices } from '@/features/content';
// The list renders rich text (DOMPurify): it comes with this lazily loaded page, not the first one.
import { NoticeList } from '@/features/content/components/notice-list';
import styles from './notice-page.module.css';

/** /noticePage: every player notice, as the expandable rows of the announcement modal. */
export default function NoticePage() {
  const { t } = useTranslation();
  const notices = useNotices('PL');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <span className={styles.icon}>
            <Megaphone size={26} aria-hidden />
          </span>
          <div>
            <nav className={styles.crumbs} aria-label={t('notices.breadcrumb')}>
              <Link to={paths.home}>{t('nav.home')}</Link>
              <span aria-hidden>/</span>
              <span aria-current="page">{t('notices.title')}</span>
            </nav>
            <h1>{t('notices.title')}</h1>
            <p>{t('notices.intro')}</p>
          </div>
        </div>
      </header>
      <div className={styles.body} data-testid="page-noticePage">
        {notices.isPending ? (
          <Spinner label={t('status.loading')} />
        ) : notices.isError ? (
          <p className={styles.empty}>{t('status.loadFailed')}</p>
        ) : notices.data.length ? (
          <NoticeList notices={notices.data} />
        ) : (
          <p className={styles.empty}>{t('notices.empty')}</p>
        )}
      </div>
    </div>
  );
}
