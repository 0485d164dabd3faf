/**
 * The site banners (docs/product/sites-and-frame.md#site-banners), rendered where the home channel has a `banner`
 * module (pages/home/HomePage.tsx): a carousel whose slides are 175/683 as high as wide. On an institutional group
 * site (Site.groupType 1, docs/product/sites-and-frame.md#institutional-group-sites) the `hero` variant rotates by
 * itself with a pause button; other sites never autoplay (BannerCarousel.tsx, docs/header-styles/README.md 'Banners').
 * The carousel comes from the frame's carousel part, which the server loads before rendering; while the browser
 * fetches it, the first banner holds the same box. Swiper itself starts later (liveCarousel.ts).
 */
import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { SiteBanners_BannerFragment } from '../../gql/graphql.js';
import { carouselChunk } from '../frame/frameChunks.js';
import type { BannerCarouselProps } from './BannerCarousel.js';
import { BannerSlide } from './BannerSlide.js';
import { carouselMessages } from './messages.js';
import { useSplitModule } from '../../app/moduleRef.js';

export { SiteBanners_banner } from './BannerSlide.js';

function Carousel(props: BannerCarouselProps) {
  const C = useSplitModule(carouselChunk).BannerCarousel;
  return <C {...props} />;
}

/** The banners as a labelled region; `groupType` 1 picks the hero variant. Renders nothing without banners. */
export function SiteBanners({
  banners,
  groupType,
  title,
}: {
  banners: SiteBanners_BannerFragment[];
  groupType: number;
  /** The banner module's title; the region is named by it, else by 'Banners'. */
  title?: string;
}) {
  const intl = useIntl();
  const first = banners[0];
  if (!first) return null;
  return (
    <Box
      as="section"
      aria-label={title || intl.formatMessage(carouselMessages.banners)}
      minW="0"
      overflow="hidden"
      borderRadius={groupType === 1 ? undefined : 'md'}
      data-testid="site-banners"
    >
      <Suspense fallback={<BannerSlide banner={first} first />}>
        <Carousel banners={banners} variant={groupType === 1 ? 'hero' : 'carousel'} />
      </Suspense>
    </Box>
  );
}
