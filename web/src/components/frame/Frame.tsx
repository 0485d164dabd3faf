/**
 * The page frame (docs/product/sites-and-frame.md): header, top-news banner, page content, footer and floating toolbar, with the site's
 * theme colours as CSS variables and grayscale (docs/product/sites-and-frame.md#grayscale: grayType 0 none, 1 the page body only, other the whole page).
 * Every page query spreads `...Frame_site` on its `site` so the frame and the page load in one request. The frame also
 * names the site's feed in the server-rendered head (FeedLinks.tsx: feed autodiscovery on every page) and its icon
 * (`/favicon.ico?site={sld}`, made from the site's logo by server/src/routes/favicon.ts). On the mobile home page
 * (`?mobile=1`, where server/src/plugins/app/mobile-redirect.ts sends phones; docs/product/sites-and-frame.md#mobile-home) it offers the desktop version.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { HeadTags } from '../../app/HeadTags.js';
import { graphql } from '../../gql/index.js';
import type { Frame_SiteFragment } from '../../gql/graphql.js';
import { SiteFeedLinks } from './FeedLinks.js';
import { Footer } from './Footer.js';
import { SiteCss } from './footer/SiteCss.js';
import { Header } from './Header.js';
import { frameMessages } from './messages.js';
import { GRAY_CLASS, GRAY_PAGE_CLASS, grayCss, grayScope, themeVars } from './theme.js';
import { Toolbar } from './Toolbar.js';
import { TopNewsBanner } from './TopNewsBanner.js';

export const Frame_site = graphql(`
  fragment Frame_site on Site {
    id
    sld
    type
    name
    grayType
    logoUrl
    demo
    theme { colourId primary hover other background bottomLine }
    ...Header_site
    header { cssContent }
    footer { ...Footer_footer cssContent }
    tools { ...Toolbar_tool }
    topNews { ...TopNewsBanner_news }
  }
`);

/**
 * Wraps a page in the site's frame. `titleNav` (default true) shows the title navigation, the theme-coloured bar with
 * the menu or search box; docs/product/sites-and-frame.md#header hides it on the account pages (login, quickLogin, register, forgetCode,
 * accountBinding, personal).
 */
export function Frame({
  site,
  titleNav = true,
  children,
}: {
  site: Frame_SiteFragment;
  titleNav?: boolean;
  children: ReactNode;
}) {
  const gray = grayScope(site.grayType);
  return (
    <Box
      style={themeVars(site.theme)}
      minH="100vh"
      display="flex"
      flexDirection="column"
      data-site={site.sld}
      data-gray={gray}
      css={grayCss}
    >
      <SkipLink />
      {import.meta.env.SSR && <SiteFeedLinks site={site.name} />}
      {import.meta.env.SSR && (
        <HeadTags group="icon" tags={[{ tag: 'link', attrs: { rel: 'icon', href: siteIconHref(site.sld) } }]} />
      )}
      {/* The site's own CSS (docs/product/sites-and-frame.md#footer), page-wide, in the server-rendered head */}
      {import.meta.env.SSR && <SiteCss header={site.header.cssContent} footer={site.footer.cssContent} />}
      <Header site={site} titleNav={titleNav} />
      <TopNewsBanner items={site.topNews} siteId={site.id} />
      <Box
        as="main"
        id="main"
        // the skip link's target takes focus (tabIndex -1), so the next Tab starts in the content (WCAG 2.4.1)
        tabIndex={-1}
        _focus={{ outline: 'none' }}
        flex="1"
        w="100%"
        maxW="1200px"
        mx="auto"
        px="4"
        py="6"
        className={gray === 'body' ? GRAY_CLASS : undefined}
      >
        {children}
      </Box>
      <DesktopVersionLink />
      <Footer footer={site.footer} />
      <Toolbar tools={site.tools} siteId={site.id} />
      {gray === 'page' && <div className={GRAY_PAGE_CLASS} aria-hidden="true" data-testid="gray-layer" />}
    </Box>
  );
}

/**
 * The skip link (WCAG 2.4.1): the first focusable element of every page, hidden until focused, leading to
 * `<main id="main">`.
 */
function SkipLink() {
  const intl = useIntl();
  return (
    <Box
      asChild
      position="absolute"
      left="2"
      top="-100px"
      zIndex="2000"
      bg="white"
      color="black"
      px="4"
      py="2"
      borderWidth="2px"
      borderColor="black"
      _focus={{ top: '2', outline: '3px solid', outlineColor: 'blue.600' }}
    >
      <a href="#main" data-testid="skip-link">
        {intl.formatMessage(frameMessages.skipToContent)}
      </a>
    </Box>
  );
}

/** The site's icon (server/src/routes/favicon.ts): one per site, so a page shown on another site's host keeps its icon. */
export function siteIconHref(sld: string): string {
  return `/favicon.ico?site=${encodeURIComponent(sld)}`;
}

/**
 * 'Desktop version' on the mobile home page (`?mobile=1`, docs/product/sites-and-frame.md#mobile-home): /desktopVersion sets the `desktop=1` cookie that
 * the phone redirect respects (server/src/plugins/app/mobile-redirect.ts) and goes back to the home page without it.
 */
function DesktopVersionLink() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  if (params.get('mobile') !== '1') return null;
  params.delete('mobile');
  const rest = params.toString();
  const to = `${pathname}${rest ? `?${rest}` : ''}`;
  return (
    <Box textAlign="center" py="3" fontSize="sm">
      <Box
        asChild
        display="inline-flex"
        alignItems="center"
        minH="44px"
        px="4"
        color="var(--theme-primary)"
        textDecoration="underline"
      >
        <a href={`/desktopVersion?to=${encodeURIComponent(to)}`} data-testid="desktop-version">
          {intl.formatMessage(frameMessages.desktopVersion)}
        </a>
      </Box>
    </Box>
  );
}
