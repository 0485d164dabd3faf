/**
 * Horizontal menu from `site.nav` (SPEC §2): dropdown children, external targets in a new tab, and a 'More'/'更多'
 * overflow. The server renders a split from estimated label widths; after hydration the client measures the real
 * widths and re-splits (SPEC §4: 650 px).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { chakra, Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql/index.js';
import type { NavMenu_ItemFragment } from '../../gql/graphql.js';
import { frameMessages } from './messages.js';
import { NavLink } from './NavLink.js';
import { estimateLabelWidth, fitCount, NAV_WIDTH_BUDGET } from './navSplit.js';

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

function Dropdown({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box
      as="li"
      position="relative"
      className="rc-nav-dropdown"
      css={{ '&:hover > ul, &:focus-within > ul': { display: 'block' } }}
    >
      {label}
      <Box
        as="ul"
        display="none"
        position="absolute"
        top="100%"
        left="0"
        minW="160px"
        bg="white"
        boxShadow="md"
        zIndex="dropdown"
        listStyleType="none"
        py="1"
      >
        {children}
      </Box>
    </Box>
  );
}

function Item({ item, inDropdown }: { item: NavEntry; inDropdown?: boolean }) {
  const link = <NavLink item={item} inDropdown={inDropdown} />;
  if (item.children.length === 0) return <li>{link}</li>;
  return (
    <Dropdown label={link}>
      {item.children.map((child) => (
        <li key={child.id}>
          <NavLink item={child} inDropdown />
        </li>
      ))}
    </Dropdown>
  );
}

/** The header's horizontal menu. */
export function NavMenu({ items }: { items: NavEntry[] }) {
  const intl = useIntl();
  const [count, setCount] = useState(() => fitCount(items.map((i) => estimateLabelWidth(i.name))));
  const listRef = useRef<HTMLUListElement>(null);

  useIsoLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;padding:0 16px;font-size:16px';
    list.appendChild(measure);
    const widths = items.map((i) => {
      measure.textContent = i.name;
      return measure.getBoundingClientRect().width;
    });
    list.removeChild(measure);
    const budget = Math.min(NAV_WIDTH_BUDGET, list.parentElement?.clientWidth || NAV_WIDTH_BUDGET);
    setCount(fitCount(widths, budget));
  }, [items]);

  const shown = items.slice(0, count);
  const overflow = items.slice(count);
  return (
    <Box as="nav" aria-label={intl.formatMessage(frameMessages.mainNav)} flex="1" minW="0">
      <Box
        as="ul"
        ref={listRef}
        display="flex"
        listStyleType="none"
        m="0"
        p="0"
        alignItems="center"
        position="relative"
      >
        {shown.map((item) => (
          <Item key={item.id} item={item} />
        ))}
        {overflow.length > 0 && (
          <Dropdown
            label={
              <chakra.button
                type="button"
                px="4"
                py="3"
                color="white"
                bg="transparent"
                cursor="pointer"
                whiteSpace="nowrap"
              >
                {intl.formatMessage(frameMessages.more)} ▾
              </chakra.button>
            }
          >
            {overflow.map((item) => (
              <Item key={item.id} item={item} inDropdown />
            ))}
          </Dropdown>
        )}
      </Box>
    </Box>
  );
}
