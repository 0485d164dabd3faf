/**
 * A journal's pages on a group or aggregate site, for journals without a single site of their own
 * (docs/product/content.md#group-journal-pages): `/journal/{siteId}/{publicationId}/{tab}/{lang}` with tab `home`
 * (facts and the current issue's contents), `current`, `issues` (back issues by year), `online` (online first, `?page=`
 * from 0), `about` (the introduction) and `board`. One query loads the frame and the tab. A journal the site does not
 * list, an unknown tab and an online-first page past the end answer the site's 404 page.
 */
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { Title } from '../../../app/Title.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import type { GroupJournalTab } from '../../../components/content/hrefs.js';
import { idParam, intParam, param } from '../../../components/content/params.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import { GroupJournalView } from './GroupJournalView.js';
import { groupJournalMessages } from './groupJournalMessages.js';
import { JournalIntl } from './JournalIntl.js';
import { GROUP_JOURNAL_TABS } from './JournalTabs.js';
import { LIST_PAGE_SIZE } from './AcademicLists.js';

export const GroupJournalPageQuery = graphql(`
  query GroupJournalPage(
    $siteId: Int!
    $publicationId: Int!
    $withToc: Boolean!
    $withYears: Boolean!
    $withFacts: Boolean!
    $withOnline: Boolean!
    $page: Int!
    $size: Int!
  ) {
    site(id: $siteId) {
      ...Frame_site
      id
      name
      publications { id }
      journalFacts(publicationId: $publicationId) @include(if: $withFacts) {
        authority
        editorInChief
        frequency
        entries { kind url }
      }
    }
    publication(id: $publicationId) {
      id
      title
      ...GroupJournalView_publication
      onlineFirst(siteId: $siteId, page: $page, size: $size) @include(if: $withOnline) {
        ...JournalArticleList_page
        articles { id }
      }
      latestIssue @include(if: $withToc) { ...IssueToc_issue ...JournalJsonLd_issue }
    }
    facts: publication(id: $publicationId) @include(if: $withFacts) { ...JournalFacts_publication }
    years: publication(id: $publicationId) @include(if: $withYears) { ...IssueYears_publication }
  }
`);

/** The route's arguments, or null when the URL cannot name a journal page (bad ids or an unknown tab). */
export interface GroupJournalArgs {
  siteId: number;
  publicationId: number;
  tab: GroupJournalTab;
  /** The online-first page, from 0 (`?page=`; a malformed page is the first). */
  page: number;
}

/** Parses the route parameters and `?page=`. */
export function groupJournalArgs(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): GroupJournalArgs | null {
  const siteId = idParam(params.siteId);
  const publicationId = idParam(params.publicationId);
  const tab = GROUP_JOURNAL_TABS.find((t) => t === param(params.tab));
  if (siteId === null || publicationId === null || !tab) return null;
  const page = tab === 'online' ? Math.min(intParam(search.get('page') ?? undefined) ?? 0, 100_000) : 0;
  return { siteId, publicationId, tab, page };
}

/** The query variables of a tab: each tab asks only for what it shows. */
export function groupJournalVariables(args: GroupJournalArgs) {
  return {
    siteId: args.siteId,
    publicationId: args.publicationId,
    withToc: args.tab === 'home' || args.tab === 'current',
    withYears: args.tab === 'issues',
    withFacts: args.tab === 'home' || args.tab === 'about',
    withOnline: args.tab === 'online',
    page: args.page,
    size: LIST_PAGE_SIZE,
  };
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx); null for a URL that is a 404. */
export const loader: PageLoader = ({ params, search }) => {
  const args = groupJournalArgs(params, search);
  return args ? { query: GroupJournalPageQuery, variables: groupJournalVariables(args) } : null;
};

/** The route component of /journal/{siteId}/{publicationId}/{tab}/{lang}. */
export default function GroupJournalPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const args = groupJournalArgs(params, search);
  if (!args) return <NotFoundPage />;
  return (
    <JournalIntl>
      <GroupJournal args={args} />
    </JournalIntl>
  );
}

/** The page for valid arguments: the journal's tab in the site's frame, or the site's 404. */
function GroupJournal({ args }: { args: GroupJournalArgs }) {
  const intl = useIntl();
  const { data, error } = useQuery(GroupJournalPageQuery, { variables: groupJournalVariables(args) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const { site, publication } = data;
  const listed = publication !== null && site.publications.some((p) => p.id === publication.id);
  const online = publication?.onlineFirst;
  const pastEnd = args.page > 0 && (online?.articles.length ?? 0) === 0;
  if (!listed || !publication || pastEnd)
    return (
      <Frame site={site}>
        <ContentNotFound site={site.name} />
      </Frame>
    );
  const section = intl.formatMessage(groupJournalMessages[args.tab]);
  return (
    <Frame site={site}>
      <Title page={`${section} - ${publication.title}`} site={site.name} />
      <GroupJournalView
        siteId={site.id}
        tab={args.tab}
        publication={publication}
        facts={data.facts ?? null}
        siteFacts={site.journalFacts ?? null}
        years={data.years ?? null}
        issue={publication.latestIssue ?? null}
        online={online ?? null}
      />
    </Frame>
  );
}
