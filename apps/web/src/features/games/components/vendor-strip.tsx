import { VENDOR_LOGO_SIZE } from '@platform/contracts';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AutoplayToggle, useAutoplay } from '@/components/ui/autoplay-toggle';
import { useSettled } from '@/lib/settled';
import { useTheme } from '@/lib/theme';
import { stripVendors, useGameMenus } from '../api/menu-calls';
import styles from './vendor-strip.module.css';
import { lazyChunk } from '@/lib/chunks';

// The looping strip needs Swiper; it loads once the page has settled and the footer comes near the screen.
const VendorCarousel = lazyChunk(() => import('./vendor-carousel'), { strings: ['site'] });
const WATCH_AFTER_MS = 1500;

/**
 * The footer's strip of game-vendor logos (white on the dark theme, colour on the light one), looping
 * with a pause button; still when the visitor asked for reduced motion.
 */
export function VendorStrip() {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const theme = useTheme((s) => s.theme);
  const ref = useRef<HTMLDivElement>(null);
  const settled = useSettled(WATCH_AFTER_MS);
  const autoplay = useAutoplay();
  // Without IntersectionObserver (old browsers, tests) the strip loads at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (!el || near || !settled) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, settled]);

  const vendors = stripVendors(menus.data).map((v) => ({
    code: v.vendor,
    name: v.displayName,
    src: theme === 'dark' ? v.logoWhite : v.logo,
  }));

  const still = (
    <ul className={styles.still}>
      {vendors.slice(0, 10).map((v) => (
        <li key={v.code}>
          <img
            src={v.src}
            alt={v.name}
            width={VENDOR_LOGO_SIZE.width}
            height={VENDOR_LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div
      ref={ref}
      className={styles.wrap}
      aria-label={t('footer.vendors')}
      role="region"
      {...autoplay.holders}
    >
      <div className={styles.strip}>
        {near && settled && vendors.length ? (
          <Suspense fallback={still}>
            <VendorCarousel vendors={vendors} moving={autoplay.moving} />
          </Suspense>
        ) : (
          still
        )}
      </div>
      {vendors.length ? (
        <AutoplayToggle
          paused={autoplay.paused}
          onToggle={autoplay.toggle}
          pauseLabel={t('layout.pauseVendors')}
          playLabel={t('layout.playVendors')}
          tone="plain"
          testId="vendor-autoplay"
        />
      ) : null}
    </div>
  );
}
