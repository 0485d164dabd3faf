/**
 * The live carousel (Swiper with its A11y, Keyboard, Navigation and Pagination modules), the chunk a page loads when
 * its first carousel starts (liveCarousel.ts). Each renders inside its carousel's root (TopNewsCarousel.tsx,
 * BannerCarousel.tsx), which holds the theme CSS, the test id and, for the hero, the rotation and its pause button.
 * Keyboard and screen-reader operable: named arrows and bullets from the message catalogue, slides labelled "1 / 3"
 * in a polite live region, arrow keys while the carousel is in view; only the shown slide is in the tab order and
 * the accessibility tree (the others are inert), so Tab reaches the arrows after one slide.
 */
import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { swiperA11y, useReducedMotion } from './a11y.js';

/** One slide of a carousel (the same in its preview, SwiperPreview.tsx): its key and content. */
export interface PreviewSlide {
  key: string | number;
  node: ReactNode;
}

const MODULES = [A11y, Keyboard, Navigation, Pagination];

/**
 * A carousel of `slides` (the ones its preview showed, SwiperPreview.tsx); `speed` of a slide change in ms, none
 * under reduced motion; `rewind` wraps round (the hero); `onSwiper` receives the instance.
 */
export function LiveSwiper({
  slides,
  speed,
  rewind = false,
  height,
  onSwiper,
}: {
  slides: PreviewSlide[];
  speed: number;
  rewind?: boolean;
  height?: number;
  onSwiper?: (swiper: SwiperInstance) => void;
}) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [active, setActive] = useState(0);
  return (
    <Swiper
      modules={MODULES}
      a11y={swiperA11y(intl)}
      keyboard={{ enabled: true, onlyInViewport: true }}
      navigation={slides.length > 1}
      pagination={{ clickable: true }}
      speed={reduced ? 0 : speed}
      rewind={rewind}
      loop={false}
      autoplay={false}
      style={height === undefined ? undefined : { height }}
      onSwiper={onSwiper}
      onSlideChange={(sw) => setActive(sw.activeIndex)}
    >
      {slides.map((s, i) => (
        <SwiperSlide key={s.key} inert={i !== active}>
          {s.node}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
