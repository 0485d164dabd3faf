/**
 * The page frame (SPEC §1, §2): header, top-news banner, page content, footer and floating toolbar, with the site's
 * theme colours as CSS variables and grayscale (SPEC §4: grayType 0 none, 1 the page body only, other the whole page).
 * Every page query spreads `...Frame_site` on its `site` so the frame and the page load in one request. The frame also
 * names the site's feed in the server-rendered head (FeedLinks.tsx: feed autodiscovery on every page).
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { graphql } from '../../gql/index.js';
import type { Frame_SiteFragment } from '../../gql/graphql.js';
import { SiteFeedLinks } from './FeedLinks.js';
import { Footer } from './Footer.js';
import { Header } from './Header.js';
import { GRAY_CLASS, grayScope, themeVars } from './theme.js';
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
    theme { colourId primary hover background bottomLine }
    ...Header_site
    footer { ...Footer_footer }
    tools { ...Toolbar_tool }
    topNews { ...TopNewsBanner_news }
  }
`);

/**
 * Wraps a page in the site's frame. `titleNav` (default true) shows the title navigation, the theme-coloured bar with
 * the menu or search box; SPEC §2 hides it on the account pages (login, quickLogin, register, forgetCode,
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
      className={gray === 'page' ? GRAY_CLASS : undefined}
      style={themeVars(site.theme)}
      minH="100vh"
      display="flex"
      flexDirection="column"
      data-site={site.sld}
      data-gray={gray}
      css={{ [`&.${GRAY_CLASS}, & .${GRAY_CLASS}`]: { filter: 'grayscale(1)' } }}
    >
      {import.meta.env.SSR && <SiteFeedLinks site={site.name} />}
      <Header site={site} titleNav={titleNav} />
      <TopNewsBanner items={site.topNews} siteId={site.id} />
      <Box
        as="main"
        id="main"
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
      <Footer footer={site.footer} />
      <Toolbar tools={site.tools} siteId={site.id} />
    </Box>
  );
}
