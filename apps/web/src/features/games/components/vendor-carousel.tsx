import { VENDOR_LOGO_SIZE } from '@platform/contracts';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperOptions } from 'swiper/types';
import { useSwiperAutoplay } from '@/components/ui/autoplay-toggle';
import 'swiper/css';
import styles from './vendor-strip.module.css';

/** SPEC: 10 logos per view on a desktop (fewer on small screens), 10 px apart, looping, speed 3000. */
export const VENDOR_STRIP_OPTIONS: SwiperOptions = {
  modules: [Autoplay],
  loop: true,
  speed: 3000,
  spaceBetween: 10,
  slidesPerView: 3,
  // The strip's pause button, pointer and focus start and stop it (`moving`).
  autoplay: { delay: 0, disableOnInteraction: false },
  allowTouchMove: false,
  breakpoints: {
    480: { slidesPerView: 4 },
    720: { slidesPerView: 6 },
    1024: { slidesPerView: 8 },
    1200: { slidesPerView: 10 },
  },
};

type Vendor = { code: string; name: string; src: string };

/** The looping logos; `moving` false (paused, held, reduced motion) stops them after the current step. */
export default function VendorCarousel({ vendors, moving }: { vendors: Vendor[]; moving: boolean }) {
  const onSwiper = useSwiperAutoplay(moving);
  return (
    <Swiper {...VENDOR_STRIP_OPTIONS} onSwiper={onSwiper} className={styles.swiper}>
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
