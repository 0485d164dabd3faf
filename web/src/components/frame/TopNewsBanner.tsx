/**
 * Top-news banner (SPEC §2): a 90 px carousel without autoplay, shown only when there are items; a click opens the
 * news detail. The image order (topPictureUrl, topPictureId, pictureUrl, coverId) is resolved by the gateway into
 * News.imageUrl; null means the default banner (a theme-coloured strip with the title).
 */
import { Suspense, use } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { moduleRef } from '../../app/moduleRef.js';
import { graphql } from '../../gql/index.js';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { frameMessages } from './messages.js';
import { BANNER_HEIGHT, Slide } from './TopNewsSlide.js';

export { BANNER_HEIGHT } from './TopNewsSlide.js';

/**
 * The carousel's chunk. The server loads it before rendering (entry-server: {@link preloadFrameChunks}), so the
 * boundary below never suspends there; the browser hydrates the server's HTML while the chunk arrives.
 */
const carousel = moduleRef(() => import('./TopNewsCarousel.js'));

/** Loads the frame's split chunks (server, before a render). */
export function preloadFrameChunks(): Promise<unknown> {
  return carousel.load();
}

function TopNewsCarousel(props: Parameters<typeof import('./TopNewsCarousel.js').default>[0]) {
  const Carousel = (carousel.loaded() ?? use(carousel.load())).default;
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
