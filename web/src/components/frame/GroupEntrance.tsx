/**
 * Group entrance (docs/product/sites-and-frame.md#group-entrance): the group's journals, each linking to its own site
 * (`/homeNav/{sld}/{lang}`), or, for a journal without a single site of its own, to its pages on this site
 * (`/journal/{siteId}/{publicationId}/home/{lang}`, docs/product/content.md#group-journal-pages). Never `#`.
 */
import { useIntl } from 'react-intl';
import { type Lang, useLang } from '../../app/lang.js';
import { groupJournalHref } from '../content/hrefs.js';
import { graphql } from '../../gql/index.js';
import type { GroupEntrance_SiteFragment } from '../../gql/graphql.js';
import { DropdownLink, HeaderDropdown } from './header/HeaderDropdown.js';
import { frameMessages } from './messages.js';

export const GroupEntrance_site = graphql(`
  fragment GroupEntrance_site on Site {
    id
    groupEntrance { publicationId name sld siteId logoUrl }
  }
`);

/** Where a journal of the entrance leads from site `siteId`: its own site, else its pages on this site. */
export function groupEntranceHref(
  journal: { publicationId: number; sld?: string | null },
  siteId: number,
  lang: Lang,
): string {
  return journal.sld
    ? `/homeNav/${journal.sld}/${lang}`
    : groupJournalHref(siteId, journal.publicationId, 'home', lang);
}

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
          <a href={groupEntranceHref(p, site.id, lang)}>{p.name}</a>
        </DropdownLink>
      ))}
    </HeaderDropdown>
  );
}
