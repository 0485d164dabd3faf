/** One menu link (its target resolved by the gateway into NavItem.target; docs/product/sites-and-frame.md#where-a-menu-item-leads). */
import { Box } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { NavMenu_ItemFragment } from '../../gql/graphql.js';

/** Colours of a menu: 'dark' white text on the theme colour (or an image), 'light' dark text on white. */
export type NavTone = 'dark' | 'light';

const linkStyle = {
  display: 'block',
  px: '4',
  py: '3',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { bg: 'var(--theme-hover)', color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'currentColor', outlineOffset: '-3px' },
} as const;

/**
 * A menu link: external targets (jump items) open in a new tab with rel=noopener; portal paths use client routing.
 * In a dropdown the text is dark on white; in the bar it follows the tone. `current` marks the active item
 * (aria-current) with the bottom-line colour; `trigger` marks the link that opens a dropdown.
 */
export function NavLink({
  item,
  inDropdown,
  tone = 'dark',
  current,
  trigger,
}: {
  item: NavMenu_ItemFragment;
  inDropdown?: boolean | undefined;
  tone?: NavTone | undefined;
  current?: boolean | undefined;
  trigger?: boolean | undefined;
}) {
  const color = inDropdown || tone === 'light' ? 'gray.800' : 'white';
  const line = tone === 'light' ? 'var(--theme-bottom-line)' : 'rgba(255,255,255,0.9)';
  const mark = current && !inDropdown ? { boxShadow: `inset 0 -3px 0 ${line}`, fontWeight: 'bold' } : {};
  const shared = { ...linkStyle, ...mark, color, 'aria-current': current ? ('page' as const) : undefined };
  const dataTrigger = trigger ? { 'data-trigger': '' } : {};
  if (item.target.external) {
    return (
      <Box asChild {...shared}>
        <a href={item.target.href} target="_blank" rel="noopener noreferrer" {...dataTrigger}>
          {item.name}
        </a>
      </Box>
    );
  }
  return (
    <Box asChild {...shared}>
      <Link to={item.target.href} reloadDocument={false} {...dataTrigger}>
        {item.name}
      </Link>
    </Box>
  );
}
