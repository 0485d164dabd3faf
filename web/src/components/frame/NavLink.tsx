/** One menu link (SPEC §2 code-to-target table, resolved by the gateway into NavItem.target). */
import { Box } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { NavMenu_ItemFragment } from '../../gql/graphql.js';

const linkStyle = {
  display: 'block',
  px: '4',
  py: '3',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { bg: 'var(--theme-hover)', color: 'white' },
} as const;

/**
 * A menu link: external targets (jump items) open in a new tab with rel=noopener; portal paths use client routing.
 * In a dropdown the text is dark on white, in the bar white on the theme colour.
 */
export function NavLink({ item, inDropdown }: { item: NavMenu_ItemFragment; inDropdown?: boolean | undefined }) {
  const color = inDropdown ? 'gray.800' : 'white';
  if (item.target.external) {
    return (
      <Box asChild {...linkStyle} color={color}>
        <a href={item.target.href} target="_blank" rel="noopener noreferrer">
          {item.name}
        </a>
      </Box>
    );
  }
  return (
    <Box asChild {...linkStyle} color={color}>
      <Link to={item.target.href} reloadDocument={false}>
        {item.name}
      </Link>
    </Box>
  );
}
