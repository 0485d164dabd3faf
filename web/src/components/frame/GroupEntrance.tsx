/** Group entrance (SPEC §2/§3 group-publication entry): the group's journals, each linking to its own site. */
import { chakra, Box } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { GroupEntrance_SiteFragment } from '../../gql/graphql.js';
import { dropdownCss, onDropdownKey, resetDropdown } from './header/dropdownKeys.js';
import { frameMessages } from './messages.js';

export const GroupEntrance_site = graphql(`
  fragment GroupEntrance_site on Site {
    groupEntrance { publicationId name sld siteId logoUrl }
  }
`);

/**
 * A dropdown listing the group's journals (hidden when there are none): opens on hover and focus, above the sticky bar
 * (issue 8), and by keyboard (header/dropdownKeys.ts: Enter, Space or ArrowDown, arrows, Escape back to the button).
 */
export function GroupEntrance({ site }: { site: GroupEntrance_SiteFragment }) {
  const intl = useIntl();
  const lang = useLang();
  if (site.groupEntrance.length === 0) return null;
  return (
    <Box
      position="relative"
      data-dropdown=""
      css={dropdownCss}
      onKeyDown={onDropdownKey}
      onBlur={resetDropdown}
      onPointerLeave={resetDropdown}
      data-testid="group-entrance"
    >
      <chakra.button
        type="button"
        data-trigger=""
        aria-haspopup="true"
        bg="transparent"
        color="inherit"
        cursor="pointer"
      >
        {intl.formatMessage(frameMessages.groupEntrance)} <span aria-hidden="true">▾</span>
      </chakra.button>
      <Box
        as="ul"
        display="none"
        position="absolute"
        right="0"
        top="100%"
        bg="white"
        boxShadow="md"
        color="gray.800"
        zIndex="popover"
        minW="240px"
        listStyleType="none"
        py="1"
      >
        {site.groupEntrance.map((p) => (
          <li key={p.publicationId}>
            <Box asChild display="block" px="3" py="2" _hover={{ bg: 'gray.100' }}>
              <a href={p.sld ? `/homeNav/${p.sld}/${lang}` : '#'}>{p.name}</a>
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
