import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { LEGAL_ROUTES, paths } from '@/config/paths';
import { VendorStrip } from '@/features/games/components/vendor-strip';
import { LEGAL_TITLE_KEYS, OperatorDetails } from '@/features/legal';
import { useUi } from '@/lib/ui-store';
import styles from './site-footer.module.css';

const HELP_LINKS = [
  { to: paths.help, key: 'help' },
  { to: paths.promotions, key: 'promotions' },
  { to: paths.vip, key: 'vip' },
  { to: paths.down, key: 'download' },
  { to: paths.join, key: 'join' },
  { to: paths.noticePage, key: 'notices' },
] as const;

const LEGAL_LINKS = (Object.keys(LEGAL_ROUTES) as (keyof typeof LEGAL_ROUTES)[]).map((kind) => ({
  to: LEGAL_ROUTES[kind],
  key: LEGAL_TITLE_KEYS[kind],
}));

type Props = { brand: string; onCustomerService: () => void };

/**
 * Vendor strip, licences, the operating company and its licence numbers, help menu, the legal documents,
 * copyright and the 18+ reminder.
 */
export function SiteFooter({ brand, onCustomerService }: Props) {
  const { t } = useTranslation();
  const open = useUi((s) => s.open);
  const openMemberCentre = useUi((s) => s.openMemberCentre);
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
          {/* The operating company and its licences as the brand states them: no badge it does not hold. */}
          <OperatorDetails className={styles.operator} />
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
          <p className={styles.rgLink}>
            <Link to={paths.responsibleGaming}>{t('legalPage.titles.responsibleGaming')}</Link>
          </p>
          <p className={styles.rgLink}>
            {/* The member centre's page; signed out, the centre asks for a login first. */}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => openMemberCentre('responsibleGaming')}
              data-testid="footer-limits"
            >
              {t('footer.links.limits')}
            </button>
          </p>
        </div>
      </div>
      <div className={styles.bottom}>
        <div className={`${styles.inner} ${styles.bottomRow}`}>
          <nav aria-label={t('legalPage.footer.legal')}>
            <ul className={styles.legal}>
              {LEGAL_LINKS.map(({ to, key }) => (
                <li key={to}>
                  <Link to={to}>{t(key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t('footer.copyright', { year: new Date().getFullYear(), brand })}</p>
        </div>
      </div>
    </footer>
  );
}
