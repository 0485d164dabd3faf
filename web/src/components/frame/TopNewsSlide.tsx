/** One slide of the top-news banner (90 px high, docs/product/sites-and-frame.md#top-news-banner). */
import { Box, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';

/** The banner height in px. */
export const BANNER_HEIGHT = 90;

/** One slide: the news image (or the default strip) with its title, linking to the news detail. `first` is the
 * slide shown at load (eager, high priority: often the page's largest paint); the others load lazily. */
export function Slide({ news, href, first }: { news: TopNewsBanner_NewsFragment; href: string; first: boolean }) {
  return (
    <Link to={href} style={{ display: 'block', height: BANNER_HEIGHT, position: 'relative' }}>
      {news.imageUrl ? (
        <img
          src={news.imageUrl}
          alt={news.title}
          width={1200}
          height={BANNER_HEIGHT}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'low'}
          style={{ width: '100%', height: BANNER_HEIGHT, objectFit: 'cover' }}
        />
      ) : (
        <Box
          h={`${BANNER_HEIGHT}px`}
          bg="var(--theme-primary)"
          backgroundImage="linear-gradient(90deg, var(--theme-primary), var(--theme-hover))"
        />
      )}
      <Text
        position="absolute"
        // from md the carousel's arrows sit at the band's ends: the title keeps clear of them
        left={{ base: '6', md: '14' }}
        // on phones the title sits above the carousel's bullets (no arrows there: banner/a11y.ts)
        bottom={{ base: '9', md: '3' }}
        right={{ base: '6', md: '14' }}
        color="white"
        fontWeight="bold"
        truncate
        textShadow="0 1px 2px rgba(0,0,0,.6)"
      >
        {news.title}
      </Text>
    </Link>
  );
}
