/**
 * The top-news carousel (Swiper, no autoplay: docs/product/sites-and-frame.md#top-news-banner). Its own chunk (Swiper is about 12 KB gzip that
 * pages without top news never load); TopNewsBanner renders it inside a Suspense boundary of the same height.
 * Keyboard and screen-reader operable: Swiper's A11y module names the arrows and bullets from the message
 * catalogue and labels the slides "1 / 3", its Keyboard module moves with the arrow keys, the focus ring is visible,
 * arrows and bullets take the site theme colour, and slides do not animate under prefers-reduced-motion.
 *
 * The chunk also carries the site banners' carousel ({@link BannerCarousel}), so Swiper is one download.
 */
import { useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { carouselCss, swiperA11y, useReducedMotion } from '../banner/a11y.js';
import { BANNER_HEIGHT, Slide } from './TopNewsSlide.js';

export { default as BannerCarousel } from '../banner/BannerCarousel.js';

/** The carousel of `items`; `hrefOf` gives each item's news detail link. */
export default function TopNewsCarousel({
  items,
  hrefOf,
}: {
  items: TopNewsBanner_NewsFragment[];
  hrefOf: (news: TopNewsBanner_NewsFragment) => string;
}) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  // Only the shown slide is in the tab order and the accessibility tree (the others are inert), so Tab reaches the
  // arrows after one slide instead of walking (and sliding) through every hidden one.
  const [active, setActive] = useState(0);
  return (
    <Box css={carouselCss} data-testid="top-news-carousel">
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
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
    </Box>
  );
}
