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

const MODULES = [A11y, Keyboard, Navigation, Pagination];

/** The top news (no autoplay; docs/product/sites-and-frame.md#top-news-banner); `hrefOf` gives a news detail link. */
export function TopNewsSwiper({
  items,
  hrefOf,
}: {
  items: TopNewsBanner_NewsFragment[];
  hrefOf: (news: TopNewsBanner_NewsFragment) => string;
}) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [active, setActive] = useState(0);
  return (
    <Swiper
      modules={MODULES}
      a11y={swiperA11y(intl)}
      keyboard={{ enabled: true, onlyInViewport: true }}
      navigation={items.length > 1}
      pagination={{ clickable: true }}
      speed={reduced ? 0 : 300}
      autoplay={false}
      loop={false}
      style={{ height: BANNER_HEIGHT }}
      onSlideChange={(sw) => setActive(sw.activeIndex)}
    >
      {items.map((n, i) => (
        <SwiperSlide key={n.id} inert={i !== active}>
          <Slide news={n} href={hrefOf(n)} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
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
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [active, setActive] = useState(0);
  return (
    <Swiper
      modules={MODULES}
      a11y={swiperA11y(intl)}
      keyboard={{ enabled: true, onlyInViewport: true }}
      navigation={banners.length > 1}
      pagination={{ clickable: true }}
      speed={reduced ? 0 : 400}
      rewind={hero}
      loop={false}
      autoplay={false}
      onSwiper={onSwiper}
      onSlideChange={(sw) => setActive(sw.activeIndex)}
    >
      {banners.map((b, i) => (
        <SwiperSlide key={b.id} inert={i !== active}>
          <BannerSlide banner={b} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
