import { LINKAGE_TYPES, type BannerGroup } from '@platform/contracts';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/lib/session';
import { useSettled } from '@/lib/settled';
import { useBanners } from '../api/content-calls';
import { BannerSlide } from './banner-slide';
import styles from './banner-strip.module.css';
import { lazyChunk } from '@/lib/chunks';

// Swiper is not for the first paint: the first banner shows still, and the slider takes over once the page
// has settled (well before the first slide change at 5000 ms) or as soon as someone reaches for it.
const BannerCarousel = lazyChunk(() => import('./banner-carousel'));
const SLIDER_AFTER_MS = 2000;

type Props = { group: BannerGroup; compact?: boolean };

/**
 * The banners of a route group (without the invitations to register, for a member). While they load the
 * strip keeps its 4:1 height; with none it renders nothing; with one it is a still picture; with more it slides (autoplay and clickable pagination).
 */
export function BannerStrip({ group, compact }: Props) {
  const { t } = useTranslation();
  const banners = useBanners(group);
  const member = useSession((s) => s.token !== null);
  const settled = useSettled(SLIDER_AFTER_MS);
  const [wanted, setWanted] = useState<{ slide: number } | null>(null);
  const className = `${styles.strip} ${compact ? styles.compactStrip : ''}`;

  if (banners.isPending) {
    return <div className={`${className} ${styles.loading}`} aria-hidden data-testid="banner-placeholder" />;
  }
  // A member has an account: the banners that invite to register are for visitors only.
  const list = (banners.data ?? []).filter((b) => !member || b.linkageType !== LINKAGE_TYPES.register);
  const [first] = list;
  if (!first) return null;

  const several = list.length > 1;
  const reach = () => setWanted((w) => w ?? { slide: 0 });
  const still = (
    <section
      className={className}
      aria-label={t('banner.label')}
      data-testid="banner-strip"
      onPointerEnter={several ? reach : undefined}
      onFocus={several ? reach : undefined}
      onTouchStart={several ? reach : undefined}
    >
      <BannerSlide banner={first} first compact={compact} />
      {several ? (
        // The slider's pagination, in place before the slider arrives.
        <div className={styles.stillPagination}>
          {list.map((banner, i) => (
            <button
              key={banner.bannerId}
              type="button"
              className={i === 0 ? styles.stillBulletActive : styles.stillBullet}
              aria-label={t('banner.goTo', { n: i + 1 })}
              onClick={() => setWanted({ slide: i })}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
  if (!several || (!settled && !wanted)) return still;
  return (
    <Suspense fallback={still}>
      <BannerCarousel
        banners={list}
        className={className}
        label={t('banner.label')}
        compact={compact}
        initialSlide={wanted?.slide ?? 0}
      />
    </Suspense>
  );
}
