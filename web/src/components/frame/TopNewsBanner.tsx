/**
 * Top-news banner (docs/product/sites-and-frame.md#top-news-banner): a 90 px carousel without autoplay, shown only when there are items; a click opens the
 * news detail. The image order (topPictureUrl, topPictureId, pictureUrl, coverId) is resolved by the gateway into
 * News.imageUrl; null means the default banner (a theme-coloured strip with the title).
 */
import { Suspense } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { carouselChunk } from './frameChunks.js';
import { frameMessages } from './messages.js';
import { BANNER_HEIGHT, Slide } from './TopNewsSlide.js';
import { useSplitModule } from '../../app/moduleRef.js';

export { BANNER_HEIGHT } from './TopNewsSlide.js';

/** The carousel from its own chunk (frameChunks.ts: loaded before a server render, while hydrating in the browser). */
function TopNewsCarousel(props: Parameters<typeof import('./TopNewsCarousel.js').default>[0]) {
  const Carousel = useSplitModule(carouselChunk).default;
  return <Carousel {...props} />;
}

export const TopNewsBanner_news = graphql(`
  fragment TopNewsBanner_news on News {
    id
    title
    imageUrl
  }
`);

/** The carousel; renders nothing for an empty list. */
export function TopNewsBanner({ items, siteId }: { items: TopNewsBanner_NewsFragment[]; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  const first = items[0];
  if (!first) return null;
  const hrefOf = (n: TopNewsBanner_NewsFragment) => `/newsDetails/${siteId}/${n.id}/${lang}`;
  return (
    <Box as="section" aria-label={intl.formatMessage(frameMessages.topNews)} h={`${BANNER_HEIGHT}px`} overflow="hidden">
      {/* Same height while the carousel chunk loads (no layout shift); the server renders the carousel itself. */}
      <Suspense fallback={first ? <Slide news={first} href={hrefOf(first)} first /> : null}>
        <TopNewsCarousel items={items} hrefOf={hrefOf} />
      </Suspense>
    </Box>
  );
}
