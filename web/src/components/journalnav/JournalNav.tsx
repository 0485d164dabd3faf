/**
 * The journal bar and trail of a journal's inner pages (docs/product/sites-and-frame.md#journal-bar): the frame shows
 * the search box instead of the menu off the home page, so these pages add a compact bar with the journal's own
 * navigation under the header, then the breadcrumb (Breadcrumb.tsx).
 * - On the journal's own (single) site the bar is the site's menu (`site.nav`: the same items, names and targets as
 *   the header menu, docs/product/sites-and-frame.md#where-a-menu-item-leads).
 * - For a journal shown on a group or aggregate site: with a single site of its own, a link to that site
 *   (`/homeNav/{sld}/{lang}`); without one, its pages on this site (`/journal/{siteId}/{publicationId}/{tab}/{lang}`).
 * - Elsewhere (a group site's own pages) no bar.
 * On phones the bar scrolls sideways inside itself (never wider than the page, never over the text).
 */
import { Box } from '@chakra-ui/react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import { type Lang, useLang } from '../../app/lang.js';
import en from '../../i18n/en/journalnav.json';
import zh from '../../i18n/zh/journalnav.json';
import type { Frame_SiteFragment, NavMenu_ItemFragment } from '../../gql/graphql.js';
import { siteHomeHref } from '../content/hrefs.js';
import { NavLink } from '../frame/NavLink.js';
import { Breadcrumb, type Crumb } from './Breadcrumb.js';
import { type GroupJournalTab, groupJournalHref } from '../content/hrefs.js';

/** The journal bar's texts (journalnav.json, with this split chunk: app/chunkCatalogue.tsx). */
const catalogues = { zh, en };

const messages = defineMessages({
  label: { id: 'content.journalNav.label', defaultMessage: 'Journal navigation' },
  home: { id: 'content.journalNav.home', defaultMessage: 'Journal home' },
  current: { id: 'content.journalNav.current', defaultMessage: 'Current issue' },
  issues: { id: 'content.journalNav.issues', defaultMessage: 'Back issues' },
  online: { id: 'content.journalNav.online', defaultMessage: 'Online first' },
  about: { id: 'content.journalNav.about', defaultMessage: 'About the journal' },
  board: { id: 'content.journalNav.board', defaultMessage: 'Editorial board' },
});

const GROUP_TABS: readonly GroupJournalTab[] = ['home', 'current', 'issues', 'online', 'about', 'board'];

/** The journal a page shows; `siteSld` when known (null: none of its own), else the site's group entrance decides. */
export interface TrailJournal {
  id: number;
  title: string;
  siteSld?: string | null | undefined;
}

/** The sld of the journal's own single site, or null when it has none. */
function ownSld(site: Frame_SiteFragment, journal: TrailJournal): string | null {
  if (journal.siteSld !== undefined) return journal.siteSld ?? null;
  return site.groupEntrance.find((j) => j.publicationId === journal.id)?.sld ?? null;
}

/** True when the page's site is the journal's own site (or a single site, whose journal is the site). */
function onOwnSite(site: Frame_SiteFragment, journal: TrailJournal | null | undefined): boolean {
  return site.type === 'SINGLE' || (journal != null && ownSld(site, journal) === site.sld);
}

/** The bar's links (see the module doc); empty when the page has no journal bar. */
export function journalBarItems(
  site: Frame_SiteFragment,
  journal: TrailJournal | null | undefined,
  lang: Lang,
  tabName: (tab: GroupJournalTab) => string,
): NavMenu_ItemFragment[] {
  if (onOwnSite(site, journal)) return site.nav;
  if (!journal) return [];
  const sld = ownSld(site, journal);
  if (sld) {
    return [
      { id: journal.id, code: 'site', name: journal.title, target: { href: siteHomeHref(sld, lang), external: false } },
    ];
  }
  return GROUP_TABS.map((tab) => ({
    id: journal.id,
    code: tab,
    name: tabName(tab),
    target: { href: groupJournalHref(site.id, journal.id, tab, lang), external: false },
  }));
}

/** The leading crumbs: the site's home, then (on another site than the journal's) the journal's home. */
export function journalCrumbs(site: Frame_SiteFragment, journal: TrailJournal | null | undefined, lang: Lang): Crumb[] {
  const crumbs: Crumb[] = [{ label: site.name, href: siteHomeHref(site.sld, lang) }];
  if (journal && !onOwnSite(site, journal)) {
    const sld = ownSld(site, journal);
    crumbs.push({
      label: journal.title,
      href: sld ? siteHomeHref(sld, lang) : groupJournalHref(site.id, journal.id, 'home', lang),
    });
  }
  return crumbs;
}

/** True when `href` is the page at `pathname` (issue pages: the same menu item of /newAcademic). */
function isCurrent(href: string, pathname: string): boolean {
  const path = href.split('?')[0] ?? '';
  if (path === pathname) return true;
  const a = path.split('/');
  const b = pathname.split('/');
  return a[1] === 'newAcademic' && b[1] === 'newAcademic' && a[2] === b[2] && a[3] === b[3] && a[3] !== '0';
}

/** The journal bar (nothing when the page has none). */
export function JournalNav({ site, journal }: { site: Frame_SiteFragment; journal?: TrailJournal | null | undefined }) {
  const intl = useIntl();
  const lang = useLang();
  const { pathname } = useLocation();
  const items = journalBarItems(site, journal, lang, (tab) => intl.formatMessage(messages[tab]));
  if (items.length === 0) return null;
  return (
    <Box
      as="nav"
      aria-label={intl.formatMessage(messages.label)}
      data-testid="journal-nav"
      mt="-4"
      mb="3"
      borderBottom="1px solid"
      borderColor="gray.200"
      overflowX="auto"
      fontSize="sm"
    >
      <Box as="ul" display="flex" listStyleType="none" m="0" p="0" css={{ '& a': { paddingBlock: '0.5rem' } }}>
        {items.map((item) => (
          <li key={`${item.code}|${item.target.href}`}>
            <NavLink item={item} tone="light" current={isCurrent(item.target.href, pathname)} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The journal bar and the breadcrumb (the body of JournalTrail.tsx, a split part); `trail` are the crumbs after the site and journal. */
export function JournalTrailBody({
  site,
  journal,
  trail,
}: {
  site: Frame_SiteFragment;
  journal?: TrailJournal | null | undefined;
  trail: readonly Crumb[];
}) {
  const lang = useLang();
  return (
    <ChunkCatalogue catalogues={catalogues}>
      <JournalNav site={site} journal={journal} />
      <Breadcrumb items={[...journalCrumbs(site, journal, lang), ...trail]} />
    </ChunkCatalogue>
  );
}
