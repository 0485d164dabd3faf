/**
 * The journal's sections as links under its header (online first must be reachable): current issue, back
 * issues, online first and accepted manuscripts (the /newAcademic types directory, backissue, singleFirst,
 * latestOffer; docs/product/content.md#journal-pages). The current section is marked with aria-current.
 * `GroupJournalTabs`: the tabs of a journal's pages on a group site (docs/product/content.md#group-journal-pages).
 */
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/lang.js';
import { TabLinks } from '../../../components/TabLinks.js';
import { academicHref, type GroupJournalTab, groupJournalHref } from '../../../components/content/hrefs.js';
import { groupJournalMessages } from './groupJournalMessages.js';
import { type AcademicListType, academicListHref } from './journalHrefs.js';
import { listMessages } from './listMessages.js';

/** Which section the page shows. */
export type JournalSection = 'directory' | 'backissue' | AcademicListType;

/** The section links of site `siteId`; `menuId` is kept in the links of the section the reader came from. */
export function JournalTabs({ siteId, menuId, current }: { siteId: number; menuId: number; current: JournalSection }) {
  const intl = useIntl();
  const lang = useLang();
  const menu = (s: JournalSection) => (s === current ? menuId : 0);
  const tab = (section: JournalSection, href: string, label: string) => ({
    key: section,
    href,
    label,
    active: section === current,
  });
  const tabs = [
    tab(
      'directory',
      academicHref(siteId, menu('directory'), 'directory', 0, lang),
      intl.formatMessage(listMessages.currentIssue),
    ),
    tab(
      'backissue',
      academicHref(siteId, menu('backissue'), 'backissue', 0, lang),
      intl.formatMessage(listMessages.backIssues),
    ),
    tab(
      'singleFirst',
      academicListHref(siteId, menu('singleFirst'), 'singleFirst', 0, lang),
      intl.formatMessage(listMessages.onlineFirst),
    ),
    tab(
      'latestOffer',
      academicListHref(siteId, menu('latestOffer'), 'latestOffer', 0, lang),
      intl.formatMessage(listMessages.accepted),
    ),
  ];
  return <TabLinks label={intl.formatMessage(listMessages.tabs)} entries={tabs} testId="journal-tabs" />;
}

/** The tabs of a journal's pages on a group site, in order (docs/product/content.md#group-journal-pages). */
export const GROUP_JOURNAL_TABS: readonly GroupJournalTab[] = ['home', 'current', 'issues', 'online', 'about', 'board'];

/** The tab links of journal `publicationId` on group site `siteId`; `current` is marked with aria-current. */
export function GroupJournalTabs({
  siteId,
  publicationId,
  current,
}: {
  siteId: number;
  publicationId: number;
  current: GroupJournalTab;
}) {
  const intl = useIntl();
  const lang = useLang();
  const tabs = GROUP_JOURNAL_TABS.map((t) => ({
    key: t,
    href: groupJournalHref(siteId, publicationId, t, lang),
    label: intl.formatMessage(groupJournalMessages[t]),
    active: t === current,
  }));
  return <TabLinks label={intl.formatMessage(listMessages.tabs)} entries={tabs} testId="journal-tabs" />;
}
