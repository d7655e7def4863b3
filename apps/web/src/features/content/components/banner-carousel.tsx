import type { Banner } from '@platform/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { useSwiperAutoplay, type useAutoplay } from '@/components/ui/autoplay-toggle';
import 'swiper/css';
import 'swiper/css/pagination';
import { BannerSlide } from './banner-slide';

/** SPEC: banners slide every 5000 ms with clickable pagination, only when there is more than one. */
export const BANNER_AUTOPLAY_MS = 5000;

export function bannerSwiperOptions(count: number, initialSlide = 0): SwiperOptions {
  if (count < 2) return { modules: [A11y], loop: false, allowTouchMove: false };
  return {
    modules: [A11y, Autoplay, Pagination],
    initialSlide,
    loop: true,
    // The strip's pause button, pointer and focus start and stop it (`moving`).
    autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false },
    pagination: { clickable: true },
  };
}

type Props = {
  banners: Banner[];
  className: string;
  label: string;
  compact?: boolean;
  /** The slide a click on the still pagination asked for. */
  initialSlide: number;
  /** Whether the slides change by themselves now (not paused, held or reduced). */
  moving: boolean;
  holders: ReturnType<typeof useAutoplay>['holders'];
  /** Called once mounted when the focus is not inside (it was on the still picture, now gone). */
  onFocusLost: () => void;
  /** Whether the still picture this slider replaces had the focus. */
  hadFocus: () => boolean;
  /** The pause button. */
  children: ReactNode;
};

export default function BannerCarousel(props: Props) {
  const { banners, className, label, compact, initialSlide, moving, holders, children } = props;
  const onSwiper = useSwiperAutoplay(moving && banners.length > 1);
  const section = useRef<HTMLElement>(null);
  // Once, as the slider takes the still picture's place: the focus that was there goes to the same
  // place's pause button; a focus hold that has nothing left to hold lets go.
  const mounted = useRef({ onFocusLost: props.onFocusLost, hadFocus: props.hadFocus });
  useEffect(() => {
    const { onFocusLost, hadFocus } = mounted.current;
    const active = document.activeElement;
    if (section.current?.contains(active)) return;
    const toggle = section.current?.querySelector<HTMLElement>('[data-autoplay-toggle]');
    if (toggle && hadFocus() && (!active || active === document.body)) toggle.focus();
    else onFocusLost();
  }, []);

  return (
    <section ref={section} className={className} aria-label={label} data-testid="banner-strip" {...holders}>
      <Swiper {...bannerSwiperOptions(banners.length, initialSlide)} onSwiper={onSwiper}>
        {banners.map((banner, i) => (
          <SwiperSlide key={banner.bannerId}>
            <BannerSlide banner={banner} first={i === 0} compact={compact} />
          </SwiperSlide>
        ))}
      </Swiper>
      {children}
    </section>
  );
}
