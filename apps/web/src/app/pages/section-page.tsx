import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import type { SectionPage as Section } from '@/config/paths';
import styles from './section-page.module.css';

/** A section of the site whose content is built by a later issue: its title, and the way back. */
export default function SectionPage({ section }: { section: Section }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.banner} data-testid={`page-${section}`}>
        <h1>{t(`pages.${section}`)}</h1>
        <p>{t('pages.opensSoon')}</p>
      </div>
    </div>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <h1>{t('pages.notFound')}</h1>
        <p>{t('pages.notFoundText')}</p>
        <div className={styles.actions}>
          <Link to="/">
            <Button variant="accent">{t('pages.backHome')}</Button>
          </Link>
        </div>
      </div>
    </div>
  );
}
