/**
 * One site banner (docs/product/sites-and-frame.md#site-banners; the image is 175/683 of its width). Each type leads where a reader
 * expects (the gateway's Banner.href and Banner.newWindow, server/src/graphql/resolvers/Banner.ts):
 * - link, news, album, article, other: a link to `href` (a new window when `newWindow`: external links, and articles
 *   and news), or no link when there is none;
 * - wechat: the picture (its QR code) with the title as caption, never a link.
 * Only http(s), protocol-relative and site-relative hrefs become links; anything else (e.g. `javascript:`) is shown
 * as a plain picture.
 */
import type { CSSProperties, ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { graphql } from '../../gql/index.js';
import type { SiteBanners_BannerFragment } from '../../gql/graphql.js';
import { carouselMessages } from './messages.js';

export const SiteBanners_banner = graphql(`
  fragment SiteBanners_banner on Banner {
    id
    type
    title
    href
    newWindow
    pictureUrl
  }
`);

/** A banner image's height is 175/683 of its width (CSS `aspect-ratio`). */
export const BANNER_ASPECT_RATIO = '683 / 175';

/** The slide box: full width, height from that ratio. */
const boxStyle: CSSProperties = {
  display: 'block',
  position: 'relative',
  width: '100%',
  aspectRatio: BANNER_ASPECT_RATIO,
};

/** A href a banner may link to: http(s), protocol-relative or site-relative; null otherwise. */
export function safeBannerHref(href: string | null | undefined): string | null {
  const h = href?.trim();
  if (!h) return null;
  return /^(https?:\/\/|\/\/|\/(?!\/))/i.test(h) ? h : null;
}

function Caption({ children }: { children: ReactNode }) {
  return (
    <Text
      position="absolute"
      left="4"
      right="4"
      bottom="3"
      color="white"
      fontWeight="bold"
      fontSize={{ base: 'sm', md: 'lg' }}
      truncate
      textShadow="0 1px 2px rgba(0,0,0,.7)"
    >
      {children}
    </Text>
  );
}

/** The banner's picture, else a theme-coloured strip; `first` loads eagerly (often the page's largest paint). */
function Picture({
  banner: b,
  first,
  fit,
}: {
  banner: SiteBanners_BannerFragment;
  first: boolean;
  fit: 'cover' | 'contain';
}) {
  if (!b.pictureUrl)
    return (
      <Box
        position="absolute"
        inset="0"
        bg="var(--theme-primary)"
        backgroundImage="linear-gradient(90deg, var(--theme-primary), var(--theme-hover))"
      />
    );
  return (
    <img
      src={b.pictureUrl}
      alt={b.title}
      width={683}
      height={175}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'low'}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: fit }}
    />
  );
}

/** One banner as a slide (see the module comment for what each type does). */
export function BannerSlide({ banner: b, first }: { banner: SiteBanners_BannerFragment; first: boolean }) {
  const intl = useIntl();
  if (b.type === 'wechat') {
    // The QR code whole (contain) on a light ground, its title as the caption.
    return (
      <Box as="figure" m="0" style={boxStyle} bg="gray.50" data-banner-type="wechat">
        <Box position="absolute" top="4%" bottom="22%" left="0" right="0">
          <Picture banner={b} first={first} fit="contain" />
        </Box>
        <Box
          as="figcaption"
          position="absolute"
          left="4"
          right="4"
          bottom="2%"
          textAlign="center"
          fontSize={{ base: 'xs', md: 'sm' }}
          truncate
        >
          {b.title}
        </Box>
      </Box>
    );
  }
  const href = safeBannerHref(b.href);
  const inner = (
    <>
      <Picture banner={b} first={first} fit="cover" />
      {b.title && <Caption>{b.title}</Caption>}
    </>
  );
  if (!href)
    return (
      <Box style={boxStyle} data-banner-type={b.type}>
        {inner}
      </Box>
    );
  if (b.newWindow || !href.startsWith('/') || href.startsWith('//'))
    return (
      <a
        href={href}
        target={b.newWindow ? '_blank' : undefined}
        rel={b.newWindow ? 'noopener noreferrer' : undefined}
        style={boxStyle}
        data-banner-type={b.type}
        aria-label={b.newWindow ? `${b.title} ${intl.formatMessage(carouselMessages.newWindow)}` : undefined}
      >
        {inner}
      </a>
    );
  return (
    <Link to={href} style={boxStyle} data-banner-type={b.type}>
      {inner}
    </Link>
  );
}
