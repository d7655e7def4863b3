import type { Banner } from '@platform/contracts';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
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
    autoplay: { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true },
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
};

export default function BannerCarousel({ banners, className, label, compact, initialSlide }: Props) {
  return (
    <section className={className} aria-label={label} data-testid="banner-strip">
      <Swiper {...bannerSwiperOptions(banners.length, initialSlide)}>
        {banners.map((banner, i) => (
          <SwiperSlide key={banner.bannerId}>
            <BannerSlide banner={banner} first={i === 0} compact={compact} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
