/**
 * The top-news carousel (Swiper, no autoplay: SPEC §2). Its own chunk (issue 7: Swiper is about 12 KB gzip that
 * pages without top news never load); TopNewsBanner renders it inside a Suspense boundary of the same height.
 */
import { Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { TopNewsBanner_NewsFragment } from '../../gql/graphql.js';
import { BANNER_HEIGHT, Slide } from './TopNewsSlide.js';

/** The carousel of `items`; `hrefOf` gives each item's news detail link. */
export default function TopNewsCarousel({
  items,
  hrefOf,
}: {
  items: TopNewsBanner_NewsFragment[];
  hrefOf: (news: TopNewsBanner_NewsFragment) => string;
}) {
  return (
    <Swiper
      modules={[Navigation, Pagination]}
      navigation={items.length > 1}
      pagination={{ clickable: true }}
      autoplay={false}
      loop={false}
      style={{ height: BANNER_HEIGHT }}
    >
      {items.map((n, i) => (
        <SwiperSlide key={n.id}>
          <Slide news={n} href={hrefOf(n)} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
