import { VENDOR_LOGO_SIZE } from '@platform/contracts';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import 'swiper/css';
import styles from './vendor-strip.module.css';

/** SPEC: 10 logos per view on a desktop (fewer on small screens), 10 px apart, looping, speed 3000. */
export const VENDOR_STRIP_OPTIONS: SwiperOptions = {
  modules: [Autoplay],
  loop: true,
  speed: 3000,
  spaceBetween: 10,
  slidesPerView: 3,
  autoplay: { delay: 0, disableOnInteraction: false, pauseOnMouseEnter: true },
  allowTouchMove: false,
  breakpoints: {
    480: { slidesPerView: 4 },
    720: { slidesPerView: 6 },
    1024: { slidesPerView: 8 },
    1200: { slidesPerView: 10 },
  },
};

type Vendor = { code: string; name: string; src: string };

export default function VendorCarousel({ vendors }: { vendors: Vendor[] }) {
  const reduced =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Swiper
      {...VENDOR_STRIP_OPTIONS}
      autoplay={reduced ? false : VENDOR_STRIP_OPTIONS.autoplay}
      className={styles.swiper}
    >
      {vendors.map((v) => (
        <SwiperSlide key={v.code} className={styles.slide}>
          <img
            src={v.src}
            alt={v.name}
            width={VENDOR_LOGO_SIZE.width}
            height={VENDOR_LOGO_SIZE.height}
            loading="lazy"
            decoding="async"
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
