import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useT } from '../i18n/strings';
import styles from './pager.module.css';

/** Previous and next page of a list, with where the member is. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('page.of', { page, pages })}>
      <button
        type="button"
        aria-label={t('page.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={18} aria-hidden />
      </button>
      <span>{t('page.of', { page, pages })}</span>
      <button
        type="button"
        aria-label={t('page.next')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight size={18} aria-hidden />
      </button>
    </nav>
  );
}
