import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { VendorStrip } from '@/features/games/components/vendor-strip';
import { useUi } from '@/lib/ui-store';
import styles from './site-footer.module.css';

const LICENCES = [
  { src: '/art/licences/malta.svg', key: 'malta' },
  { src: '/art/licences/bvi.svg', key: 'bvi' },
  { src: '/art/licences/philippines.svg', key: 'philippines' },
] as const;

const HELP_LINKS = [
  { to: paths.help, key: 'help' },
  { to: paths.promotions, key: 'promotions' },
  { to: paths.vip, key: 'vip' },
  { to: paths.down, key: 'download' },
  { to: paths.join, key: 'join' },
  { to: paths.noticePage, key: 'notices' },
] as const;

type Props = { brand: string; onCustomerService: () => void };

/** Vendor strip, licences, help menu, copyright and the 18+ reminder. */
export function SiteFooter({ brand, onCustomerService }: Props) {
  const { t } = useTranslation();
  const open = useUi((s) => s.open);
  return (
    <footer className={styles.footer}>
      <div className={styles.vendors}>
        <div className={styles.inner}>
          <VendorStrip />
        </div>
      </div>
      <div className={`${styles.inner} ${styles.columns}`}>
        <div className={styles.about}>
          <Logo name={brand} />
          <p className={styles.text}>{t('footer.licence', { brand })}</p>
          <ul className={styles.licences}>
            {LICENCES.map(({ src, key }) => (
              <li key={key}>
                <img src={src} alt={t(`footer.licences.${key}`)} width={144} height={56} loading="lazy" />
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.help} aria-labelledby="footer-help">
          <h2 id="footer-help">{t('footer.help')}</h2>
          <ul>
            {HELP_LINKS.map(({ to, key }) => (
              <li key={key}>
                <Link to={to}>{t(`footer.links.${key}`)}</Link>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => open('feedback')}>
                {t('footer.links.feedback')}
              </button>
            </li>
            <li>
              <button type="button" onClick={onCustomerService} data-testid="footer-service">
                {t('footer.links.service')}
              </button>
            </li>
          </ul>
        </nav>
        <div className={styles.safety}>
          <h2>{t('footer.responsible')}</h2>
          <p className={styles.age}>
            <span className={styles.badge} aria-hidden>
              18+
            </span>
            {t('footer.age')}
          </p>
          <p className={styles.secure}>
            <ShieldCheck size={18} aria-hidden /> {t('footer.secure')}
          </p>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={styles.inner}>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
        </div>
      </div>
    </footer>
  );
}
