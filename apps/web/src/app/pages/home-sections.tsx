import { ArrowRight, Clock3, Handshake, Headset, Lock, MonitorSmartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FeaturedMatches } from '@/features/games/components/featured-matches';
import { HighRebateCard } from '@/features/games/components/high-rebate-card';
import { HomeStats } from '@/features/games/components/home-stats';
import { WinnersBoard } from '@/features/games/components/winners-board';
import styles from './home-page.module.css';

// The home's sections below the first screen: their own chunk, taken over when they come near the screen
// (home-page.tsx).

/** Hot and featured matches, with the high rebate beside them. */
export function MatchesRow() {
  return (
    <>
      <FeaturedMatches />
      <HighRebateCard />
    </>
  );
}

export { WinnersBoard };

/** The brand's figures and selling points. */
export function WhyUs() {
  const { t } = useTranslation();
  const features = [
    { icon: Clock3, title: t('home.fastTitle'), text: t('home.fastText') },
    { icon: Lock, title: t('home.secureTitle'), text: t('home.secureText') },
    { icon: MonitorSmartphone, title: t('home.platformsTitle'), text: t('home.platformsText') },
    { icon: Headset, title: t('home.supportTitle'), text: t('home.supportText') },
  ];
  return (
    <>
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
    </>
  );
}

/** The call to become an affiliate. */
export function AffiliateCall() {
  const { t } = useTranslation();
  return (
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
  );
}
