/**
 * The site banners' carousel. It lives in the frame's carousel part (components/frame/frameChunks.ts
 * `carouselChunk`, re-exported by TopNewsCarousel.tsx); the server renders it as {@link SwiperPreview}, and Swiper
 * (swipers.tsx, its own chunk, downloaded once for both carousels) starts as liveCarousel.ts says: at the reader's
 * first input, or once hydrated for the rotating hero. Keyboard and screen-reader operable (Swiper A11y + Keyboard:
 * named arrows, "1 / 3" slide labels, a live region), arrows and bullets in the site theme, no transition under
 * prefers-reduced-motion.
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
import type { SiteBanners_BannerFragment } from '../../gql/graphql.js';
import { bannerStripCss, carouselCss, useReducedMotion } from './a11y.js';
import { BannerSlide } from './BannerSlide.js';
import { useCarouselLive } from './liveCarousel.js';
import { carouselMessages } from './messages.js';
import { SwiperCarousel } from './SwiperPreview.js';

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

/** The banners as a carousel (see the module comment). */
export default function BannerCarousel({ banners, variant }: BannerCarouselProps) {
  const reduced = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // null: the reader has not chosen; the hero then plays unless reduced motion is asked for
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hold, setHold] = useState({ pointer: false, focus: false });
  const hero = variant === 'hero' && banners.length > 1;
  const live = useCarouselLive(hero ? 'mount' : 'input');
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

  const slides = banners.map((b, i) => ({ key: b.id, node: <BannerSlide banner={b} first={i === 0} /> }));
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
      <SwiperCarousel live={live} slides={slides} speed={400} rewind={hero} onSwiper={setSwiper} />
      {hero && <PauseButton playing={playing} onToggle={() => setChoice(!playing)} />}
    </Box>
  );
}
