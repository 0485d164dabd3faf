/**
 * The header's six navigation styles (docs/product/sites-and-frame.md: Header styles, Fixed header,
 * Overflow menu and their widths), rendered from layout.ts. Its own chunk (frameChunks.ts headerChunk): the server loads it before a render,
 * the browser hydrates the server's HTML while it arrives. Below 768 px every style is the phone header: menu button
 * (the side menu), logo, search button, member links; the menu bar and the utility links are hidden.
 */
import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { useLocation } from 'react-router';
import { useLang } from '../../../app/lang.js';
import { isArticlePath, isHomePath } from '../../../app/site.js';
import type { Header_SiteFragment } from '../../../gql/graphql.js';
import { FixedSearchBar } from '../FixedSearchBar.js';
import { NavMenu, type NavEntry, type NavMenuLayout } from '../NavMenu.js';
import { SearchBox } from '../SearchBox.js';
import { UserLinks } from '../UserLinks.js';
import { headerLayout, type HeaderLayout } from './layout.js';
import { Inner, Logo, MenuButton, SearchToggle, UtilityLinks } from './parts.js';

const SideMenu = lazy(() => import('./SideMenu.js'));

/** The home link of a site: `/homeNav/{sld}/{lang}` (the `index` code). */
const homeHref = (sld: string, lang: string) => `/homeNav/${sld}/${lang}`;

/** The bar on phones shows only the search box, once opened (the menu is in the side menu there). */
function barDisplay(searchOpen: boolean) {
  return { base: searchOpen ? 'block' : 'none', md: 'block' };
}

/** The theme-colour (or white, or translucent) bar under the logo row; `nav-bar` for tests and the fixed bar. */
function Bar({
  layout,
  sticky,
  children,
  searchOpen,
}: {
  layout: HeaderLayout;
  sticky: boolean;
  children: ReactNode;
  searchOpen: boolean;
}) {
  const s = layout.style;
  const light = s === 4;
  const translucent = s === 5;
  return (
    <Box
      bg={light ? 'white' : translucent ? 'rgba(0,0,0,0.45)' : s === 2 ? 'transparent' : 'var(--theme-primary)'}
      color={light ? 'gray.800' : 'white'}
      borderTop={light ? '3px solid var(--theme-primary)' : undefined}
      borderBottom={light ? '1px solid' : undefined}
      borderColor={light ? 'gray.200' : undefined}
      position={sticky && !translucent ? 'sticky' : 'relative'}
      top="0"
      zIndex="sticky"
      display={barDisplay(searchOpen)}
      data-testid="nav-bar"
      data-nav-style={s}
    >
      {s === 2 ? (
        <Inner wb={layout.widthBase} px={{ base: '0', md: '4' }}>
          <Box
            flex="1"
            minW="0"
            bg="var(--theme-primary)"
            borderTopRadius={{ md: 'md' }}
            px="3"
            display="flex"
            alignItems="center"
            gap="4"
            flexWrap="wrap"
          >
            {children}
          </Box>
        </Inner>
      ) : (
        <Inner wb={layout.widthBase} wrap="wrap" justify={s === 4 || s === 6 ? 'center' : undefined}>
          {children}
        </Inner>
      )}
    </Box>
  );
}

/** The slim strip above the logo row of styles 2 and 4 (greeting and utility links), from 768 px. */
function Strip({ site, layout }: { site: Header_SiteFragment; layout: HeaderLayout }) {
  return (
    <Box
      display={{ base: 'none', md: 'block' }}
      bg="var(--theme-background)"
      color="gray.700"
      fontSize="sm"
      data-testid="header-strip"
    >
      <Inner wb={layout.widthBase} minH="36px" justify="flex-end">
        <UtilityLinks site={site} />
      </Inner>
    </Box>
  );
}

function BrandRow({
  layout,
  site,
  children,
  minH,
}: {
  layout: HeaderLayout;
  site: Header_SiteFragment;
  children: ReactNode;
  minH: number;
}) {
  return (
    <Inner
      wb={layout.widthBase}
      minH={{ base: '56px', md: `${minH}px` }}
      py={{ base: '1', md: '3' }}
      justify={layout.centredLogo ? { base: 'flex-start', md: 'center' } : undefined}
      // on phones the one-row style's opened search (order 9, a whole row) wraps under the logo and links, while the
      // logo (basis 0, growing) still shares the first row with the links and truncates
      wrap={{ base: 'wrap', md: 'nowrap' }}
      css={{
        '& > [data-testid="header-logo"]': { flexBasis: { base: '0', md: 'auto' }, flexGrow: { base: 1, md: 0 } },
      }}
      position="relative"
      data-testid="brand-row"
    >
      {children}
      {layout.style !== 2 && layout.style !== 4 && site.header.greeting && layout.style !== 3 && (
        <Text as="span" display={{ base: 'none', lg: 'inline' }} fontSize="sm" opacity={0.85}>
          {site.header.greeting}
        </Text>
      )}
    </Inner>
  );
}

/** The header of one style; see layout.ts for what each looks like. */
export function HeaderBody({ site, titleNav }: { site: Header_SiteFragment; titleNav: boolean }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const h = site.header;
  const layout = headerLayout(h);
  const article = isArticlePath(pathname);
  const ceiling = layout.ceiling && !article;
  const hasMenu = (isHomePath(pathname) || !h.searchBox) && !layout.noMenuBar;
  const [searchOpen, setSearchOpen] = useState(false);
  const [sideOpen, setSideOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sideId = useId();
  const searchId = useId();
  const closeSide = useCallback(() => {
    setSideOpen(false);
    menuButton.current?.focus();
  }, []);
  const onImage = layout.cover;
  const fg = onImage ? 'white' : 'var(--theme-primary)';
  const navLayout: NavMenuLayout = {
    navStyle: layout.style,
    distributed: h.navDistribution,
    fixed: ceiling,
    tone: layout.style === 3 || layout.style === 4 ? 'light' : 'dark',
    centred: layout.style === 4,
  };
  const items = site.nav as NavEntry[];
  const menu = hasMenu ? (
    <Box
      display={{ base: 'none', md: 'block' }}
      flex={h.navDistribution ? '1 1 100%' : undefined}
      minW="0"
      w={layout.style === 4 ? '100%' : undefined}
    >
      <NavMenu items={items} layout={navLayout} />
    </Box>
  ) : null;
  // style 3 keeps its one row: on the home page its search opens under the row from the search button
  const searchUnder = layout.oneRow && hasMenu;
  const search = h.searchBox ? (
    <Box
      id={searchId}
      flex={{ md: '1 1 0%' }}
      minW="0"
      display={{ base: searchOpen ? 'block' : 'none', md: searchUnder && !searchOpen ? 'none' : 'block' }}
      color={layout.style === 3 ? 'gray.800' : undefined}
    >
      <SearchBox header={h} />
    </Box>
  ) : null;
  const logo = h.logoUrl ?? site.logoUrl;
  const rowHeight = h.headerHeight ?? (layout.style === 4 ? 96 : layout.style === 5 ? 120 : 72);
  const brand = (
    <>
      <MenuButton
        always={layout.sideMenuAlways}
        open={sideOpen}
        controls={sideId}
        onOpen={() => setSideOpen(true)}
        buttonRef={menuButton}
        color={fg}
      />
      <Logo
        src={logo}
        name={site.name}
        href={homeHref(site.sld, lang)}
        maxH={Math.min(rowHeight - 16, 120)}
        light={onImage}
      />
    </>
  );
  const tail = (
    <Box
      display="flex"
      alignItems="center"
      flexShrink={0}
      gap={{ base: '1', md: '4' }}
      ml={layout.centredLogo ? { base: 'auto', md: '0' } : 'auto'}
      position={layout.centredLogo ? { md: 'absolute' } : undefined}
      right={layout.centredLogo ? { md: '4' } : undefined}
    >
      {h.searchBox && titleNav && (
        <SearchToggle
          open={searchOpen}
          controls={searchId}
          onToggle={() => setSearchOpen(!searchOpen)}
          color={fg}
          desktop={searchUnder}
        />
      )}
      {layout.style !== 2 && layout.style !== 4 && <UtilityLinks site={site} greeting={false} />}
      <UserLinks showLogin={h.showLogin} siteType={site.type} />
    </Box>
  );

  let body: ReactNode;
  if (layout.oneRow) {
    // style 3: logo, menu or search, links in one row
    body = (
      <BrandRow layout={layout} site={site} minH={rowHeight}>
        {brand}
        {titleNav && (
          <Box
            flex="1 1 0%"
            minW="0"
            display={barDisplay(searchOpen)}
            data-testid="nav-bar"
            data-nav-style={3}
            order={{ base: 9, md: 0 }}
            flexBasis={{ base: '100%', md: '0%' }}
          >
            {menu}
            {!searchUnder && search}
          </Box>
        )}
        {tail}
      </BrandRow>
    );
    if (titleNav && searchUnder && search)
      body = (
        <>
          {body}
          <Inner wb={layout.widthBase} pb={searchOpen ? '2' : '0'}>
            {search}
          </Inner>
        </>
      );
  } else {
    body = (
      <>
        {(layout.style === 2 || layout.style === 4) && <Strip site={site} layout={layout} />}
        <BrandRow layout={layout} site={site} minH={rowHeight}>
          {brand}
          {tail}
        </BrandRow>
        {titleNav && (menu || search) && (
          <Bar layout={layout} sticky={!article} searchOpen={searchOpen}>
            {menu}
            {search}
          </Bar>
        )}
      </>
    );
  }

  const bg =
    onImage && h.backgroundUrl
      ? `linear-gradient(rgba(0,0,0,0.35), rgba(0,0,0,0.55)), url("${h.backgroundUrl}")`
      : undefined;
  return (
    <>
      <Box
        as="header"
        bg={onImage ? 'var(--theme-primary)' : 'white'}
        color={onImage ? 'white' : undefined}
        borderBottom={onImage ? undefined : '1px solid'}
        borderColor="gray.200"
        position={ceiling ? 'sticky' : 'relative'}
        top={ceiling ? '0' : undefined}
        zIndex={ceiling ? 'sticky' : undefined}
        boxShadow={ceiling ? 'sm' : undefined}
        style={bg ? { backgroundImage: bg, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
        data-nav-style={layout.style}
        data-ceiling={ceiling ? 'true' : undefined}
        data-width-base={layout.widthBase ?? 'window'}
        data-header-height={rowHeight}
        data-testid="site-header"
      >
        {body}
      </Box>
      {sideOpen && (
        <Suspense fallback={null}>
          <SideMenu id={sideId} site={site} onClose={closeSide} />
        </Suspense>
      )}
      {titleNav && h.searchBox && !article && !ceiling && (
        <FixedSearchBar header={h} logo={h.compactLogoUrl ?? logo} name={site.name} home={homeHref(site.sld, lang)} />
      )}
    </>
  );
}
