/**
 * The top-news carousel (no autoplay: docs/product/sites-and-frame.md#top-news-banner), the frame's `carousel` part
 * (frameChunks.ts), which also carries the site banners' carousel ({@link BannerCarousel}). The server renders it as
 * {@link SwiperPreview}; Swiper itself (banner/swipers.tsx, about 12 KB gzip) starts at the reader's first input
 * (liveCarousel.ts) and replaces the preview with the same layout, so a page that loads is not also building a
 * carousel nobody has touched. Arrows and bullets take the site theme colour (banner/a11y.ts).
 */
import { Box } from '@chakra-ui/react';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { carouselCss } from '../banner/a11y.js';
import { useCarouselLive } from '../banner/liveCarousel.js';
import { SwiperCarousel } from '../banner/SwiperPreview.js';
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
  const live = useCarouselLive('input');
  const slides = items.map((n, i) => ({ key: n.id, node: <Slide news={n} href={hrefOf(n)} first={i === 0} /> }));
  return (
    <Box css={carouselCss} data-testid="top-news-carousel">
      <SwiperCarousel live={live} slides={slides} speed={300} height={BANNER_HEIGHT} />
    </Box>
  );
}
