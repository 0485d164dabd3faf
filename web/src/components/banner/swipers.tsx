/**
 * The live carousels (Swiper with its A11y, Keyboard, Navigation and Pagination modules), the chunk a page loads when
 * its first carousel starts (liveCarousel.ts). Each renders inside its carousel's root (TopNewsCarousel.tsx,
 * BannerCarousel.tsx), which holds the theme CSS, the test id and, for the hero, the rotation and its pause button.
 * Keyboard and screen-reader operable: named arrows and bullets from the message catalogue, slides labelled "1 / 3"
 * in a polite live region, arrow keys while the carousel is in view; only the shown slide is in the tab order and
 * the accessibility tree (the others are inert), so Tab reaches the arrows after one slide.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SiteBanners_BannerFragment, TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { BANNER_HEIGHT, Slide } from '../frame/TopNewsSlide.js';
import { swiperA11y, useReducedMotion } from './a11y.js';
import { BannerSlide } from './BannerSlide.js';
import type { PreviewSlide } from './SwiperPreview.js';

const MODULES = [A11y, Keyboard, Navigation, Pagination];

/** A carousel of `slides` (as in SwiperPreview); `speed` of a slide change in ms, none under reduced motion. */
function LiveSwiper({
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

/** The top news (no autoplay; docs/product/sites-and-frame.md#top-news-banner); `hrefOf` gives a news detail link. */
export function TopNewsSwiper({
  items,
  hrefOf,
}: {
  items: TopNewsBanner_NewsFragment[];
  hrefOf: (news: TopNewsBanner_NewsFragment) => string;
}) {
  const slides = items.map((n, i) => ({ key: n.id, node: <Slide news={n} href={hrefOf(n)} first={i === 0} /> }));
  return <LiveSwiper slides={slides} speed={300} height={BANNER_HEIGHT} />;
}

/** The site banners; `hero` wraps round (the rotation itself is BannerCarousel's); `onSwiper` receives the instance. */
export function BannerSwiper({
  banners,
  hero,
  onSwiper,
}: {
  banners: SiteBanners_BannerFragment[];
  hero: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
}) {
  const slides = banners.map((b, i) => ({ key: b.id, node: <BannerSlide banner={b} first={i === 0} /> }));
  return <LiveSwiper slides={slides} speed={400} rewind={hero} onSwiper={onSwiper} />;
}
