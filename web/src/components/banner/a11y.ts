/**
 * Accessibility settings shared by the carousels (WCAG 2.1.1 keyboard, 2.2.2 pause, 2.3.3 motion): Swiper's
 * A11y options with texts from the message catalogue, and the user's reduced-motion preference.
 */
import { useSyncExternalStore } from 'react';
import type { IntlShape } from 'react-intl';
import type { A11yOptions } from 'swiper/types';
import { carouselMessages, goToSlideMessage, slideLabelMessage } from './messages.js';

/** Swiper A11y options in the page language: arrow names, "1 / 3" slide labels, bullet names, role descriptions. */
export function swiperA11y(intl: IntlShape): A11yOptions {
  return {
    enabled: true,
    prevSlideMessage: intl.formatMessage(carouselMessages.previous),
    nextSlideMessage: intl.formatMessage(carouselMessages.next),
    firstSlideMessage: intl.formatMessage(carouselMessages.first),
    lastSlideMessage: intl.formatMessage(carouselMessages.last),
    paginationBulletMessage: intl.formatMessage(goToSlideMessage, { index: '{{index}}' }),
    slideLabelMessage: intl.formatMessage(slideLabelMessage, { index: '{{index}}', total: '{{slidesLength}}' }),
    containerRoleDescriptionMessage: intl.formatMessage(carouselMessages.carousel),
    itemRoleDescriptionMessage: intl.formatMessage(carouselMessages.slide),
  };
}

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const mq = window.matchMedia(QUERY);
  mq.addEventListener('change', onChange);
  return () => mq.removeEventListener('change', onChange);
}

/** True when the user asks for reduced motion (always false on the server and while hydrating). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}

/**
 * CSS of a carousel root (Chakra `css`): Swiper's arrows and bullets in the site theme colour (frame/theme.ts
 * `--theme-primary`), a visible focus ring on arrows and bullets, and no slide transition under reduced motion.
 */
export const carouselCss = {
  '--swiper-theme-color': 'var(--theme-primary)',
  '--swiper-navigation-color': 'var(--theme-primary)',
  '--swiper-pagination-color': 'var(--theme-primary)',
  '--swiper-navigation-size': '28px',
  // each bullet is a 24 px target (WCAG 2.5.8 target size; the slide link under it leaves no spacing to count on)
  // drawn as a 10 px dot with a white ring
  '--swiper-pagination-bullet-size': '24px',
  '--swiper-pagination-bullet-horizontal-gap': '2px',
  '& .swiper-button-prev, & .swiper-button-next': {
    background: 'rgba(255,255,255,0.85)',
    borderRadius: '9999px',
    width: '36px',
    height: '36px',
    padding: '8px',
  },
  '& .swiper-button-prev:focus-visible, & .swiper-button-next:focus-visible, & .swiper-pagination-bullet:focus-visible':
    { outline: '3px solid var(--theme-primary)', outlineOffset: '2px', boxShadow: '0 0 0 5px white' },
  '& .swiper-pagination-bullet': {
    background: 'radial-gradient(circle, var(--theme-primary) 0 5px, rgba(255,255,255,0.9) 5px 7px, transparent 7.5px)',
    opacity: 0.55,
  },
  '& .swiper-pagination-bullet-active': { opacity: 1 },
  // phones (< 768 px): the arrows give way to the caption (swipe and the bullets still move between slides)
  '@media (max-width: 767.98px)': {
    '& .swiper-button-prev, & .swiper-button-next': { display: 'none' },
  },
  '@media (prefers-reduced-motion: reduce)': {
    '& .swiper-wrapper': { transitionDuration: '0ms !important' },
  },
} as const;

/** Site banners on phones (< 768 px): the bullets get their own strip under the slides instead of covering the caption. */
export const bannerStripCss = {
  '@media (max-width: 767.98px)': {
    '& .swiper': { paddingBottom: '28px' },
    '--swiper-pagination-bottom': '2px',
  },
} as const;
