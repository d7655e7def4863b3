import type { ResourceType } from '@platform/contracts';
import { ArrowUp, Gift, Headset, MessageSquareText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import styles from './right-bar.module.css';

const SOCIAL = [
  'INSTAGRAM',
  'FACEBOOK',
  'WHATSAPP',
  'TELEGRAM',
  'TELEGRAM2',
] as const satisfies readonly ResourceType[];
type Social = (typeof SOCIAL)[number];

const SOCIAL_ICON: Record<Social, string> = {
  INSTAGRAM: '/art/social/instagram.svg',
  FACEBOOK: '/art/social/facebook.svg',
  WHATSAPP: '/art/social/whatsapp.svg',
  TELEGRAM: '/art/social/telegram.svg',
  TELEGRAM2: '/art/social/telegram.svg',
};

/** Beyond this much scrolling the "back to top" button appears. */
const SCROLL_TOP_AFTER = 400;

/** The fixed side menu: the brand's social links that exist, promotions, customer service, feedback, top. */
export function RightBar({ onCustomerService }: { onCustomerService: () => void }) {
  const { t } = useTranslation();
  const resources = useSystemStatus().data?.info.resources ?? [];
  const open = useUi((s) => s.open);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_TOP_AFTER);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const socials = SOCIAL.flatMap((type) => {
    const resource = resources.find((r) => r.resourceType === type && r.url);
    return resource ? [{ type, url: resource.url }] : [];
  });

  return (
    <aside className={styles.bar} aria-label={t('rightBar.label')} data-testid="right-bar">
      {socials.length ? (
        <ul className={`${styles.group} ${styles.socials}`}>
          {socials.map(({ type, url }) => (
            <li key={type}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.item}
                aria-label={t(`rightBar.${type}`)}
                data-tip={t(`rightBar.${type}`)}
              >
                <img src={SOCIAL_ICON[type]} alt="" width={32} height={32} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.group}>
        <li className={styles.secondary}>
          <Link
            to={paths.promotions}
            className={styles.item}
            aria-label={t('nav.promotions')}
            data-tip={t('nav.promotions')}
          >
            <Gift size={20} aria-hidden />
          </Link>
        </li>
        <li>
          <button
            type="button"
            className={styles.item}
            onClick={onCustomerService}
            aria-label={t('service.open')}
            data-tip={t('service.open')}
            data-testid="right-bar-service"
          >
            <Headset size={20} aria-hidden />
          </button>
        </li>
        <li className={styles.secondary}>
          <button
            type="button"
            className={styles.item}
            onClick={() => open('feedback')}
            aria-label={t('rightBar.feedback')}
            data-tip={t('rightBar.feedback')}
          >
            <MessageSquareText size={20} aria-hidden />
          </button>
        </li>
      </ul>
      <button
        type="button"
        className={`${styles.item} ${styles.top} ${scrolled ? styles.shown : ''}`}
        onClick={() =>
          window.scrollTo({
            top: 0,
            behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          })
        }
        aria-label={t('rightBar.top')}
        data-tip={t('rightBar.top')}
        tabIndex={scrolled ? 0 : -1}
        aria-hidden={!scrolled}
      >
        <ArrowUp size={20} aria-hidden />
      </button>
    </aside>
  );
}
