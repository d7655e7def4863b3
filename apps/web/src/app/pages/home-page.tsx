import {
  ArrowRight,
  Clock3,
  Dice5,
  Fish,
  Handshake,
  Headset,
  Joystick,
  Lock,
  MonitorSmartphone,
  Spade,
  Ticket,
  Trophy,
  Tv,
} from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ROUTES, paths } from '@/config/paths';
import { FeaturedMatches, HighRebateCard, HomeStats, WinnersBoard } from '@/features/games';
import { lazyChunk } from '@/lib/chunks';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import styles from './home-page.module.css';

// Below the fold: the tiles and the jackpot load after the first paint.
const PopularGames = lazyChunk(() => import('@/features/games/components/popular-games'));

const ICONS = {
  RNG: Dice5,
  LIVE: Tv,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Trophy,
  ESPORTS: Joystick,
  LOTT: Ticket,
} as const;

/**
 * Home (the banner strip and notice bar come from the layout): game categories, hot and featured matches,
 * high rebate, winners, the brand's figures and selling points, and the affiliate call. `/register` opens
 * the register modal over it, `/login` the login popup.
 */
export default function HomePage({ open }: { open?: 'register' | 'login' }) {
  const { t } = useTranslation();
  const openModal = useUi((s) => s.open);
  const brand = useSystemStatus().data?.info.brand;

  useEffect(() => {
    if (open && !useSession.getState().token) openModal(open);
  }, [open, openModal]);

  const features = [
    { icon: Clock3, title: t('home.fastTitle'), text: t('home.fastText') },
    { icon: Lock, title: t('home.secureTitle'), text: t('home.secureText') },
    { icon: MonitorSmartphone, title: t('home.platformsTitle'), text: t('home.platformsText') },
    { icon: Headset, title: t('home.supportTitle'), text: t('home.supportText') },
  ];

  return (
    <div className={styles.page} data-testid="home-page">
      <h1 className="visually-hidden">
        {brand?.name ?? 'Royal Lotus'} — {t('home.title')}
      </h1>

      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.sectionTitle}>
          {t('home.categoriesTitle')}
        </h2>
        <div className={styles.categories}>
          {CATEGORY_ROUTES.map(({ category, path }) => {
            const Icon = ICONS[category];
            return (
              <Link
                key={category}
                to={path}
                className={`${styles.category} ${styles[`cat${category}`] ?? ''}`}
              >
                <span className={styles.categoryIcon}>
                  <Icon size={24} aria-hidden />
                </span>
                <span className={styles.categoryName}>{t(`nav.${category}`)}</span>
                <span className={styles.categoryText}>{t(`home.categoryText.${category}`)}</span>
              </Link>
            );
          })}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="popular-title">
        <Suspense fallback={<div className={styles.popularPlace} />}>
          <PopularGames />
        </Suspense>
      </section>

      <section className={`${styles.section} ${styles.matchesRow}`}>
        <FeaturedMatches />
        <HighRebateCard />
      </section>

      <section className={styles.section}>
        <WinnersBoard currencySymbol={brand?.currencySymbol ?? 'P'} />
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <h2 id="why-title" className={styles.sectionTitle}>
          {t('home.whyTitle')}
        </h2>
        <HomeStats />
        <div className={styles.features}>
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className={styles.feature}>
              <span className={styles.featureIcon}>
                <Icon size={20} aria-hidden />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section}>
        <div className={styles.affiliate}>
          <span className={styles.affiliateIcon}>
            <Handshake size={28} aria-hidden />
          </span>
          <div className={styles.affiliateText}>
            <h2>{t('home.affiliateTitle')}</h2>
            <p>{t('home.affiliateText')}</p>
          </div>
          <Link to={paths.join} className={styles.affiliateCta} data-testid="affiliate-cta">
            {t('home.affiliateCta')} <ArrowRight size={18} aria-hidden />
          </Link>
        </div>
      </section>
    </div>
  );
}
