/**
 * Top-news banner (SPEC §2): a 90 px carousel without autoplay, shown only when there are items; a click opens the
 * news detail. The image order (topPictureUrl, topPictureId, pictureUrl, coverId) is resolved by the gateway into
 * News.imageUrl; null means the default banner (a theme-coloured strip with the title).
 */
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { frameMessages } from './messages.js';

export const TopNewsBanner_news = graphql(`
  fragment TopNewsBanner_news on News {
    id
    title
    imageUrl
  }
`);

/** SPEC §9 banner height in px. */
export const BANNER_HEIGHT = 90;

function Slide({ news, href }: { news: TopNewsBanner_NewsFragment; href: string }) {
  return (
    <Link to={href} style={{ display: 'block', height: BANNER_HEIGHT, position: 'relative' }}>
      {news.imageUrl ? (
        <img
          src={news.imageUrl}
          alt={news.title}
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
        left="6"
        bottom="3"
        right="6"
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

/** The carousel; renders nothing for an empty list. */
export function TopNewsBanner({ items, siteId }: { items: TopNewsBanner_NewsFragment[]; siteId: number }) {
  const intl = useIntl();
  const lang = useLang();
  if (items.length === 0) return null;
  return (
    <Box as="section" aria-label={intl.formatMessage(frameMessages.topNews)} h={`${BANNER_HEIGHT}px`} overflow="hidden">
      <Swiper
        modules={[Navigation, Pagination]}
        navigation={items.length > 1}
        pagination={{ clickable: true }}
        autoplay={false}
        loop={false}
        style={{ height: BANNER_HEIGHT }}
      >
        {items.map((n) => (
          <SwiperSlide key={n.id}>
            <Slide news={n} href={`/newsDetails/${siteId}/${n.id}/${lang}`} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  );
}
