import { Dice5, Fish, Joystick, Spade, Ticket, Trophy, Tv } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeferredPart } from '@/components/ui/deferred-part';
import { CATEGORY_ROUTES } from '@/config/paths';
import { lazyChunk, type ChunkOptions } from '@/lib/chunks';
import { useSession } from '@/lib/session';
import { useSystemStatus } from '@/lib/system';
import { useUi } from '@/lib/ui-store';
import styles from './home-page.module.css';

// Below the first screen: each part taken over (its chunk loaded, its calls made) as it comes near it.
const SITE: ChunkOptions = { strings: ['site'] };
const PopularGames = lazyChunk(() => import('@/features/games/components/popular-games'), SITE);
const MatchesRow = lazyChunk(() => import('./home-sections').then((m) => ({ default: m.MatchesRow })), SITE);
const WinnersBoard = lazyChunk(
  () => import('./home-sections').then((m) => ({ default: m.WinnersBoard })),
  SITE,
);
// The latest lottery results: a chunk of their own, with the lottery's words.
const LotteryResults = lazyChunk(
  () => import('@/features/lottery/components/results-strip').then((m) => ({ default: m.ResultsStrip })),
  { strings: ['site', 'lottery'] },
);
const WhyUs = lazyChunk(() => import('./home-sections').then((m) => ({ default: m.WhyUs })), SITE);
const AffiliateCall = lazyChunk(
  () => import('./home-sections').then((m) => ({ default: m.AffiliateCall })),
  SITE,
);

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
 * high rebate, winners, the latest lottery results, the brand's figures and selling points, and the
 * affiliate call. `/register` opens the register modal over it, `/login` the login popup.
 */
export default function HomePage({ open }: { open?: 'register' | 'login' }) {
  const { t } = useTranslation();
  const openModal = useUi((s) => s.open);
  const brand = useSystemStatus().data?.info.brand;

  useEffect(() => {
    if (open && !useSession.getState().token) openModal(open);
  }, [open, openModal]);

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

      <DeferredPart
        as="section"
        className={styles.section}
        aria-labelledby="popular-title"
        fallback={<div className={styles.popularPlace} />}
      >
        <PopularGames />
      </DeferredPart>

      <DeferredPart as="section" className={`${styles.section} ${styles.matchesRow}`} fallback={null}>
        <MatchesRow />
      </DeferredPart>

      <DeferredPart as="section" className={styles.section} fallback={null}>
        <WinnersBoard currencySymbol={brand?.currencySymbol ?? 'P'} />
      </DeferredPart>

      <DeferredPart
        as="section"
        className={styles.section}
        aria-labelledby="lottery-results-title"
        fallback={null}
      >
        <LotteryResults titleId="lottery-results-title" />
      </DeferredPart>

      <DeferredPart as="section" className={styles.section} aria-labelledby="why-title" fallback={null}>
        <WhyUs />
      </DeferredPart>

      <DeferredPart as="section" className={styles.section} fallback={null}>
        <AffiliateCall />
      </DeferredPart>
    </div>
  );
}
