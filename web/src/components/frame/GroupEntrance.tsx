/** Group entrance (docs/product/sites-and-frame.md#group-entrance): the group's journals, each linking to its own site. */
import { useIntl } from 'react-intl';
import { useLang } from '../../app/lang.js';
import { graphql } from '../../gql/index.js';
import type { GroupEntrance_SiteFragment } from '../../gql/graphql.js';
import { DropdownLink, HeaderDropdown } from './header/HeaderDropdown.js';
import { frameMessages } from './messages.js';

export const GroupEntrance_site = graphql(`
  fragment GroupEntrance_site on Site {
    groupEntrance { publicationId name sld siteId logoUrl }
  }
`);

/**
 * A dropdown listing the group's journals (hidden when there are none): opens on hover and focus, above the sticky bar
 *, and by keyboard (header/HeaderDropdown.tsx).
 */
export function GroupEntrance({ site }: { site: GroupEntrance_SiteFragment }) {
  const intl = useIntl();
  const lang = useLang();
  if (site.groupEntrance.length === 0) return null;
  return (
    <HeaderDropdown label={intl.formatMessage(frameMessages.groupEntrance)} minW="240px" testId="group-entrance">
      {site.groupEntrance.map((p) => (
        <DropdownLink key={p.publicationId}>
          <a href={p.sld ? `/homeNav/${p.sld}/${lang}` : '#'}>{p.name}</a>
        </DropdownLink>
      ))}
    </HeaderDropdown>
  );
}
