/**
 * Site header (docs/product/sites-and-frame.md#header): logo, greeting, language switch, login/register links,
 * custom buttons, group entrance, search box and menu, in one of six navigation styles (header/layout.ts), with the
 * phone header below 768 px, the side menu and the fixed search bar with the compact logo. The styles live in their own
 * chunk (frameChunks.ts `headerChunk`, header/HeaderBody.tsx): this shell only names the data and mounts it.
 */
import { Suspense } from 'react';
import { graphql } from '../../gql/index.js';
import type { Header_SiteFragment } from '../../gql/graphql.js';
import { headerChunk } from './frameChunks.js';
import { useSplitModule } from '../../app/moduleRef.js';

export const Header_site = graphql(`
  fragment Header_site on Site {
    id
    sld
    type
    name
    logoUrl
    header {
      navStyle
      ceiling
      navDistribution
      headerHeight
      widthBase
      languageMenu
      showLogin
      showGroupEntrance
      searchBox
      advSearch
      ...SearchBox_header
      switchLanguage
      greeting
      logoUrl
      compactLogoUrl
      backgroundUrl
      customButtons { name href }
    }
    nav {
      ...NavMenu_item
      children { ...NavMenu_item }
    }
    ...GroupEntrance_site
  }
`);

function Body(props: { site: Header_SiteFragment; titleNav: boolean }) {
  const { HeaderBody } = useSplitModule(headerChunk);
  return <HeaderBody {...props} />;
}

/**
 * The header of every page. On the home page the menu is shown; on other pages the search box replaces it
 * (the menu stays when the site has no search box). `titleNav` false leaves out that bar and the fixed search bar
 * (docs/product/sites-and-frame.md#header: the title navigation is hidden on the account pages).
 */
export function Header({ site, titleNav = true }: { site: Header_SiteFragment; titleNav?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Body site={site} titleNav={titleNav} />
    </Suspense>
  );
}
