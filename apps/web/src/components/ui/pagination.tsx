import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './pagination.module.css';

/** SPEC section 9: pages shown around the current one, and at each end. */
export const PAGE_RANGE = 3;
export const MARGIN_PAGES = 1;

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * The buttons of a pager: `margin` pages at each end, `range` pages around the current one, and a gap
 * where pages are left out (a gap of a single page shows that page instead).
 */
export function pageItems(
  page: number,
  totalPages: number,
  range = PAGE_RANGE,
  margin = MARGIN_PAGES,
): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const shown = new Set<number>();
  for (let i = 1; i <= Math.min(margin, totalPages); i++) shown.add(i);
  for (let i = Math.max(1, totalPages - margin + 1); i <= totalPages; i++) shown.add(i);
  let start = current - Math.floor((range - 1) / 2);
  let end = start + range - 1;
  if (start < 1) {
    end += 1 - start;
    start = 1;
  }
  if (end > totalPages) {
    start = Math.max(1, start - (end - totalPages));
    end = totalPages;
  }
  for (let i = start; i <= end; i++) shown.add(i);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push(previous < current ? 'gap-start' : 'gap-end');
    items.push(n);
    previous = n;
  }
  return items;
}

type Props = {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  range?: number;
  margin?: number;
  disabled?: boolean;
};

/** Previous, the page numbers of `pageItems`, next; nothing when there is a single page. */
export function Pagination({ page, totalPages, onChange, range, margin, disabled }: Props) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const go = (n: number) => {
    if (n !== page && n >= 1 && n <= totalPages) onChange(n);
  };
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')} data-testid="pagination">
      <button
        type="button"
        className={styles.step}
        onClick={() => go(page - 1)}
        disabled={disabled || page <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft size={16} aria-hidden />
      </button>
      {pageItems(page, totalPages, range, margin).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            className={item === page ? `${styles.page} ${styles.current}` : styles.page}
            onClick={() => go(item)}
            disabled={disabled}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
          >
            {item}
          </button>
        ) : (
          <span key={item} className={styles.gap} aria-hidden>
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        onClick={() => go(page + 1)}
        disabled={disabled || page >= totalPages}
        aria-label={t('pagination.next')}
      >
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
