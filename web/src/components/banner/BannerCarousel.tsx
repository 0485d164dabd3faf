/**
 * The site banners' carousel (Swiper). It lives in the frame's carousel chunk (components/frame/frameChunks.ts
 * `carouselChunk`, re-exported by TopNewsCarousel.tsx), so Swiper is downloaded once, and only by pages with a
 * carousel. Keyboard and screen-reader operable (Swiper A11y + Keyboard: named arrows, "1 / 3" slide labels, a live
 * region), arrows and bullets in the site theme, no transition under prefers-reduced-motion.
 *
 * Two variants (docs/product/sites-and-frame.md#institutional-group-sites: groupType 1 rotates its banners):
 * - `carousel` (every other site): never moves by itself; the reader moves it with the arrows, bullets or keys.
 * - `hero` (groupType 1): rotates every {@link HERO_INTERVAL_MS} ms, wrapping round, with a visible pause/play button
 *   (WCAG 2.2.2 Pause, Stop, Hide); until the reader presses pause or play it holds while the pointer or the focus is inside it, and never starts by itself
 *   under prefers-reduced-motion (the reader may still press play).
 */
import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SiteBanners_BannerFragment } from '../../gql/graphql.js';
import { bannerStripCss, carouselCss, swiperA11y, useReducedMotion } from './a11y.js';
import { BannerSlide } from './BannerSlide.js';
import { carouselMessages } from './messages.js';

/** The hero's rotation interval in ms (about 6 s: long enough to read a title). */
export const HERO_INTERVAL_MS = 6000;

/** What {@link BannerCarousel} shows and how. */
export interface BannerCarouselProps {
  banners: SiteBanners_BannerFragment[];
  variant: 'carousel' | 'hero';
}

/** The hero's pause/play button (WCAG 2.2.2), under the carousel's right end (never over the arrows on phones). */
function PauseButton({ playing, onToggle }: { playing: boolean; onToggle: () => void }) {
  const intl = useIntl();
  return (
    <Box
      asChild
      display="block"
      ml="auto"
      mt="2"
      w="36px"
      h="36px"
      borderRadius="full"
      borderWidth="2px"
      borderColor="var(--theme-primary)"
      bg="white"
      color="var(--theme-primary)"
      fontSize="sm"
      cursor="pointer"
      _focusVisible={{ outline: '3px solid var(--theme-primary)', outlineOffset: '2px' }}
    >
      <button
        type="button"
        aria-label={intl.formatMessage(playing ? carouselMessages.pause : carouselMessages.play)}
        data-testid="banner-pause"
        onClick={onToggle}
      >
        <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
      </button>
    </Box>
  );
}

/** The banners as a Swiper carousel (see the module comment). */
export default function BannerCarousel({ banners, variant }: BannerCarouselProps) {
  const intl = useIntl();
  const reduced = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // null: the reader has not chosen; the hero then plays unless reduced motion is asked for
  // Only the shown slide is in the tab order and the accessibility tree (the others are inert): Tab reaches the
  // arrows after one slide, and a hidden slide never takes the focus.
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hold, setHold] = useState({ pointer: false, focus: false });
  const hero = variant === 'hero' && banners.length > 1;
  const playing = hero && (choice ?? !reduced);

  // Until the reader chooses, pointer or focus inside holds the rotation; an explicit play plays.
  const held = choice === null && (hold.pointer || hold.focus);
  useEffect(() => {
    if (!playing || !swiper || held) return;
    const timer = window.setInterval(() => {
      if (!swiper.destroyed) swiper.slideNext();
    }, HERO_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, swiper, held]);

  return (
    <Box
      position="relative"
      css={[carouselCss, bannerStripCss]}
      data-variant={variant}
      data-playing={hero ? String(playing) : undefined}
      onMouseEnter={() => setHold((h) => ({ ...h, pointer: true }))}
      onMouseLeave={() => setHold((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHold((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHold((h) => ({ ...h, focus: false }));
      }}
    >
      <Swiper
        modules={[A11y, Keyboard, Navigation, Pagination]}
        a11y={swiperA11y(intl)}
        keyboard={{ enabled: true, onlyInViewport: true }}
        navigation={banners.length > 1}
        pagination={{ clickable: true }}
        speed={reduced ? 0 : 400}
        rewind={hero}
        loop={false}
        autoplay={false}
        onSwiper={setSwiper}
        onSlideChange={(sw) => setActive(sw.activeIndex)}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.id} inert={i !== active}>
            <BannerSlide banner={b} first={i === 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {hero && <PauseButton playing={playing} onToggle={() => setChoice(!playing)} />}
    </Box>
  );
}
