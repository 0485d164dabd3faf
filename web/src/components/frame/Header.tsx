/**
 * Site header (SPEC §2 "Header and navigation"): logo, greeting, language toggle, login/register links, custom
 * buttons, group entrance, search box, and the theme-coloured menu bar.
 */
import { Suspense, use } from 'react';
import { Box, Flex, Text } from '@chakra-ui/react';
import { Link, useLocation } from 'react-router';
import { useLang } from '../../app/lang.js';
import { isArticlePath, isHomePath } from '../../app/site.js';
import { graphql } from '../../gql/index.js';
import type { Header_SiteFragment } from '../../gql/graphql.js';
import { fixedBarChunk } from './frameChunks.js';
import { GroupEntrance } from './GroupEntrance.js';
import { LanguageToggle } from './LanguageToggle.js';
import { NavMenu } from './NavMenu.js';
import { SearchBox } from './SearchBox.js';
import { UserLinks } from './UserLinks.js';

/** The fixed search bar from its own chunk (frameChunks.ts), so article pages, which never show it, do not load it. */
function FixedSearchBar(props: Parameters<typeof import('./FixedSearchBar.js').FixedSearchBar>[0]) {
  const Bar = (fixedBarChunk.loaded() ?? use(fixedBarChunk.load())).FixedSearchBar;
  return <Bar {...props} />;
}

export const Header_site = graphql(`
  fragment Header_site on Site {
    id
    sld
    type
    name
    logoUrl
    header {
      navStyle
      showLogin
      showGroupEntrance
      searchBox
      advSearch
      ...SearchBox_header
      switchLanguage
      greeting
      logoUrl
      customButtons { name href }
    }
    nav {
      ...NavMenu_item
      children { ...NavMenu_item }
    }
    ...GroupEntrance_site
  }
`);

/** The home link of a site: `/homeNav/{sld}/{lang}` (SPEC §2 index code), valid on any Host. */
export function siteHomeHref(sld: string, lang: string): string {
  return `/homeNav/${sld}/${lang}`;
}

/**
 * The header of every page. SPEC §2: on the home page the menu is shown; on other pages the search box replaces it
 * (the menu stays when the site has no search box). `titleNav` false leaves out that bar and the fixed search bar
 * (SPEC §2: the title navigation is hidden on the account pages).
 */
export function Header({ site, titleNav = true }: { site: Header_SiteFragment; titleNav?: boolean }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const showMenu = isHomePath(pathname) || !site.header.searchBox;
  // SPEC §4 fixed header: the bar stays at the top once scrolled past, except on article (thesis) detail pages.
  const stickyBar = !isArticlePath(pathname);
  const logo = site.header.logoUrl ?? site.logoUrl;
  return (
    <>
      <Box as="header" bg="white" borderBottom="1px solid" borderColor="gray.200">
        <Flex maxW="1200px" mx="auto" px="4" py="3" align="center" gap="4" wrap="wrap">
          <Link to={siteHomeHref(site.sld, lang)}>
            {logo ? (
              <img src={logo} alt={site.name} style={{ maxHeight: 64, maxWidth: 360 }} />
            ) : (
              <Text as="span" fontSize="2xl" fontWeight="bold" color="var(--theme-primary)">
                {site.name}
              </Text>
            )}
          </Link>
          {site.header.greeting && (
            <Text fontSize="sm" color="gray.600">
              {site.header.greeting}
            </Text>
          )}
          <Flex ml="auto" align="center" gap="4" wrap="wrap" fontSize="sm">
            {site.header.customButtons.slice(0, 3).map((b) => (
              <a key={b.href + b.name} href={b.href} target="_blank" rel="noopener noreferrer">
                {b.name}
              </a>
            ))}
            {site.header.showGroupEntrance && <GroupEntrance site={site} />}
            <UserLinks showLogin={site.header.showLogin} siteType={site.type} />
            {site.header.switchLanguage && <LanguageToggle />}
          </Flex>
        </Flex>
      </Box>
      {titleNav && (
        <Box
          bg="var(--theme-primary)"
          color="white"
          position={stickyBar ? 'sticky' : 'static'}
          top="0"
          zIndex="sticky"
          data-testid="nav-bar"
        >
          <Flex maxW="1200px" mx="auto" px="4" align="center" gap="4" wrap="wrap">
            {showMenu ? <NavMenu items={site.nav} /> : <Box flex="1" />}
            {site.header.searchBox && <SearchBox header={site.header} />}
          </Flex>
        </Box>
      )}
      {titleNav && site.header.searchBox && stickyBar && (
        <Suspense fallback={null}>
          <FixedSearchBar header={site.header} />
        </Suspense>
      )}
    </>
  );
}
