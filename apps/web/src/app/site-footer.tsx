import { useTranslation } from 'react-i18next';
import { Logo } from '@/components/ui/logo';
import styles from './site-footer.module.css';

export function SiteFooter({ brand }: { brand: string }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.row}>
          <Logo name={brand} />
          <p className={styles.age}>
            <span className={styles.badge} aria-hidden>
              18+
            </span>
            {t('footer.age')}
          </p>
        </div>
        <p className={styles.small}>{t('footer.licence')}</p>
        <p className={styles.small}>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
      </div>
    </footer>
  );
}
