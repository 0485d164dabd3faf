/**
 * Horizontal menu from `site.nav` (docs/product/sites-and-frame.md#menu-visibility): dropdown children, external targets in a new tab, the active item marked
 * (aria-current; -1 when none) and a 'More'/'更多' overflow (docs/product/sites-and-frame.md#overflow-menu; navWidthBudget
 * in navSplit.ts). The server splits from estimated label widths and, for window-relative budgets, an assumed window
 * width; the browser measures the real widths after hydration and re-splits only when the count differs, so a fixed
 * 650 px budget keeps the server's split (tests/browser/page-css.test.ts). Keyboard: header/dropdownKeys.ts.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { chakra, Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { isHomePath } from '../../app/site.js';
import { graphql } from '../../gql/index.js';
import type { NavMenu_ItemFragment } from '../../gql/graphql.js';
import { dropdownCss, onDropdownKey, resetDropdown } from './header/dropdownKeys.js';
import { frameMessages } from './messages.js';
import { NavLink, type NavTone } from './NavLink.js';
import {
  activeNavIndex,
  budgetFollowsWindow,
  estimateLabelWidth,
  fitCount,
  navWidthBudget,
  type NavWidthRule,
} from './navSplit.js';

export const NavMenu_item = graphql(`
  fragment NavMenu_item on NavItem {
    id
    code
    name
    target { href external }
  }
`);

/** A top-level menu item with its dropdown children. */
export type NavEntry = NavMenu_ItemFragment & { children: NavMenu_ItemFragment[] };

const useIsoLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

function Dropdown({
  label,
  children,
  align = 'left',
}: {
  label: ReactNode;
  children: ReactNode;
  align?: 'left' | 'right';
}) {
  return (
    <Box
      as="li"
      position="relative"
      data-dropdown=""
      css={dropdownCss}
      onBlur={resetDropdown}
      onPointerLeave={resetDropdown}
    >
      {label}
      <Box
        as="ul"
        display="none"
        position="absolute"
        top="100%"
        left={align === 'left' ? '0' : undefined}
        right={align === 'right' ? '0' : undefined}
        minW="160px"
        bg="white"
        boxShadow="md"
        // Above the sticky bar and the fixed search bar
        zIndex="popover"
        listStyleType="none"
        py="1"
      >
        {children}
      </Box>
    </Box>
  );
}

function Item({
  item,
  inDropdown,
  tone,
  current,
}: {
  item: NavEntry;
  inDropdown?: boolean;
  tone: NavTone;
  current: boolean;
}) {
  if (item.children.length === 0)
    return (
      <li>
        <NavLink item={item} inDropdown={inDropdown} tone={tone} current={current} />
      </li>
    );
  return (
    <Dropdown label={<NavLink item={item} inDropdown={inDropdown} tone={tone} current={current} trigger />}>
      {item.children.map((child) => (
        <li key={child.id}>
          <NavLink item={child} inDropdown />
        </li>
      ))}
    </Dropdown>
  );
}

/** Layout of the menu in its header (nav styles). */
export interface NavMenuLayout extends NavWidthRule {
  tone: NavTone;
  /** Items centred in the bar (style 4). */
  centred?: boolean;
}

/** The header's horizontal menu. */
export function NavMenu({ items, layout }: { items: NavEntry[]; layout: NavMenuLayout }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const budget = navWidthBudget(layout);
  const [count, setCount] = useState(() =>
    fitCount(
      items.map((i) => estimateLabelWidth(i.name)),
      budget,
    ),
  );
  const listRef = useRef<HTMLUListElement>(null);
  const follows = budgetFollowsWindow(layout);

  useIsoLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const probe = document.createElement('span');
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;padding:0 16px;font-size:16px';
      list.appendChild(probe);
      const widths = items.map((i) => {
        probe.textContent = i.name;
        return probe.getBoundingClientRect().width;
      });
      list.removeChild(probe);
      const own = navWidthBudget({ ...layout, windowWidth: window.innerWidth });
      const room = list.parentElement?.clientWidth || own;
      setCount(fitCount(widths, Math.min(own, room)));
    };
    measure();
    if (!follows) return;
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [items, follows, layout.navStyle, layout.distributed, layout.fixed]);

  const home = isHomePath(pathname) ? items.findIndex((i) => i.code === 'index') : -1;
  const active = home >= 0 ? home : activeNavIndex(items, pathname, search);
  const shown = items.slice(0, count);
  const overflow = items.slice(count);
  const distributed = layout.distributed;
  return (
    // The menu is 650 px wide (1100 px or the window less 180 when distributed). From 1280 px windows style 1
    // gives it exactly that, so the server's split from estimated widths holds after hydration.
    <Box
      as="nav"
      aria-label={intl.formatMessage(frameMessages.mainNav)}
      flex={distributed ? `1 1 ${budget}px` : { base: '1 1 0%', xl: `0 0 ${budget}px` }}
      maxW={`${budget}px`}
      mx={layout.centred ? 'auto' : undefined}
      minW="0"
      data-active-index={active}
    >
      <Box
        as="ul"
        ref={listRef}
        display="flex"
        listStyleType="none"
        m="0"
        p="0"
        alignItems="center"
        justifyContent={distributed ? 'space-between' : layout.centred ? 'center' : undefined}
        position="relative"
        data-menubar=""
        onKeyDown={onDropdownKey}
      >
        {shown.map((item, i) => (
          <Item key={item.id} item={item} tone={layout.tone} current={i === active} />
        ))}
        {overflow.length > 0 && (
          <Dropdown
            align="right"
            label={
              <chakra.button
                type="button"
                data-trigger=""
                aria-haspopup="true"
                px="4"
                py="3"
                color={layout.tone === 'light' ? 'gray.800' : 'white'}
                bg="transparent"
                cursor="pointer"
                whiteSpace="nowrap"
                fontWeight={active >= count ? 'bold' : undefined}
                data-testid="nav-more"
              >
                {intl.formatMessage(frameMessages.more)} <span aria-hidden="true">▾</span>
              </chakra.button>
            }
          >
            {overflow.map((item, i) => (
              <Item key={item.id} item={item} inDropdown tone={layout.tone} current={count + i === active} />
            ))}
          </Dropdown>
        )}
      </Box>
    </Box>
  );
}
