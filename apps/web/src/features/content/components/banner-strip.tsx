import { LINKAGE_TYPES, type BannerGroup } from '@platform/contracts';
import { Suspense, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoplayToggle, useAutoplay } from '@/components/ui/autoplay-toggle';
import { useSession } from '@/lib/session';
import { useSettled } from '@/lib/settled';
import { useBanners } from '../api/content-calls';
import { BannerSlide } from './banner-slide';
import styles from './banner-strip.module.css';
import { lazyChunk } from '@/lib/chunks';

// Swiper is not for the first paint: the first banner shows still, and the slider takes over once the page
// has settled (well before the first slide change at 5000 ms) or as soon as a pointer reaches for it.
const BannerCarousel = lazyChunk(() => import('./banner-carousel'), { strings: ['site'] });
const SLIDER_AFTER_MS = 2000;

type Props = { group: BannerGroup; compact?: boolean };

/**
 * The banners of a route group (without the invitations to register, for a member). While they load the
 * strip keeps its 4:1 height; with none it renders nothing; with one it is a still picture; with more it
 * slides (autoplay, clickable pagination and a pause button), held still under the pointer or the focus,
 * and still from the start when the visitor asked for reduced motion.
 */
export function BannerStrip({ group, compact }: Props) {
  const { t } = useTranslation();
  const banners = useBanners(group);
  const member = useSession((s) => s.token !== null);
  const settled = useSettled(SLIDER_AFTER_MS);
  const [wanted, setWanted] = useState<{ slide: number } | null>(null);
  const autoplay = useAutoplay();
  // Whether the focus is on the still picture's controls, for the slider to take it over.
  const stillFocused = useRef(false);
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
  const { holders } = autoplay;
  const toggle = several ? (
    <AutoplayToggle
      paused={autoplay.paused}
      onToggle={autoplay.toggle}
      pauseLabel={t('banner.pause')}
      playLabel={t('banner.play')}
      tone="overlay"
      className={styles.toggle}
      testId="banner-autoplay"
    />
  ) : null;
  const still = (
    <section
      className={className}
      aria-label={t('banner.label')}
      data-testid="banner-strip"
      // A member does not see the invitations to register: hidden until the member's page is rendered.
      data-visitor-only={first.linkageType === LINKAGE_TYPES.register || undefined}
      {...(several
        ? {
            ...holders,
            onPointerEnter: (e: PointerEvent) => {
              reach();
              holders.onPointerEnter(e);
            },
            // The focus does not bring the slider: replacing the picture would take the focus away.
            onFocus: (e: FocusEvent) => {
              stillFocused.current = true;
              holders.onFocus(e);
            },
            onBlur: (e: FocusEvent) => {
              stillFocused.current = e.currentTarget.contains(e.relatedTarget);
              holders.onBlur(e);
            },
            onTouchStart: reach,
          }
        : {})}
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
      {toggle}
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
        moving={autoplay.moving}
        holders={holders}
        onFocusLost={autoplay.release}
        hadFocus={() => stillFocused.current}
      >
        {toggle}
      </BannerCarousel>
    </Suspense>
  );
}
