/**
 * Messages of the carousels: the site banners (this folder) and the top-news banner
 * (components/frame/TopNews*.tsx). Texts in web/src/i18n/{zh,en}/frame.json. The slide labels are formatted
 * with Swiper's own placeholders as values (`swiperA11y`), so Swiper's A11y module fills in the numbers ("1 / 3").
 */
import { defineMessage, defineMessages } from 'react-intl';

/** Carousel message descriptors without values. */
export const carouselMessages = defineMessages({
  previous: { id: 'carousel.previous', defaultMessage: 'Previous slide' },
  next: { id: 'carousel.next', defaultMessage: 'Next slide' },
  first: { id: 'carousel.first', defaultMessage: 'This is the first slide' },
  last: { id: 'carousel.last', defaultMessage: 'This is the last slide' },
  slide: { id: 'carousel.slide', defaultMessage: 'slide' },
  carousel: { id: 'carousel.roleDescription', defaultMessage: 'carousel' },
  banners: { id: 'banner.region', defaultMessage: 'Banners' },
  pause: { id: 'banner.pause', defaultMessage: 'Pause the banner rotation' },
  play: { id: 'banner.play', defaultMessage: 'Play the banner rotation' },
  newWindow: { id: 'banner.newWindow', defaultMessage: '(opens in a new window)' },
});

/** A pagination bullet's label; `index` is the slide's position from 1. */
export const goToSlideMessage = defineMessage<{ index: string }>({
  id: 'carousel.goTo',
  defaultMessage: 'Go to slide {index}',
});

/** A slide's label: its position from 1 and the slide count ("1 / 3"). */
export const slideLabelMessage = defineMessage<{ index: string; total: string }>({
  id: 'carousel.slideLabel',
  defaultMessage: '{index} / {total}',
});
