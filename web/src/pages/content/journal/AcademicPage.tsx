/**
 * Issue pages (docs/product/content.md#journal-pages): `/newAcademic/{siteId}/{menuId}/{type}/{activeName}/{page}/{lang}` with type `directory`
 * (an issue's table of contents; activeName = issue id, 0 = the newest) or `backissue` (issues grouped by year with
 * the selected issue's contents), and `/academic?columnId=&type=` (the frame's form of the same menu codes).
 * One query loads the frame and the page. Group and aggregate sites without an issue id list their journals.
 */
import type { ReactNode } from 'react';
import { Grid, GridItem } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { QueryError } from '../../../app/QueryError.js';
import { siteArgsFromParams } from '../../../app/site.js';
import { Title } from '../../../app/Title.js';
import { JournalFeedLink } from '../../../components/frame/FeedLinks.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type { PageLoader } from '../../../routes/lazy.js';
import type {
  IssueToc_IssueFragment,
  JournalHeader_PublicationFragment,
  IssueYears_PublicationFragment,
  JournalJsonLd_IssueFragment,
  JournalJsonLd_PublicationFragment,
  JournalFeedLink_PublicationFragment,
} from '../../../gql/graphql.js';
import NotFoundPage from '../../../components/errors/NotFoundPage.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { HoldingSiteRedirect } from '../../../components/content/ContentNotFound.js';
import type { AcademicType } from '../../../components/content/hrefs.js';
import { issueName } from '../../../components/content/issueLabel.js';
import { intParam, param } from '../../../components/content/params.js';
import { IssueToc } from './IssueToc.js';
import { IssueYears, type IssueLinkBase } from './IssueYears.js';
import { JournalHeader } from './JournalHeader.js';
import { JournalJsonLd } from './JournalJsonLd.js';
import { JournalPicker } from './JournalPicker.js';
import { journalMessages } from './messages.js';
import { AcademicListQuery, type AcademicListArgs, AcademicListView, academicListVariables } from './AcademicLists.js';
import { OtherListView, otherListArgs, otherListLoader } from './ArticleLists.js';
import type { AcademicListType } from './journalHrefs.js';
import { JournalIntl } from './JournalIntl.js';
import { JournalTabs } from './JournalTabs.js';
import { JournalTrail } from '../../../components/journalnav/JournalTrail.js';

export const AcademicPageQuery = graphql(`
  query AcademicPage($sld: String, $siteId: Int, $issueId: Int!, $byIssue: Boolean!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      publication @skip(if: $byIssue) {
        ...JournalHeader_publication
        ...IssueYears_publication
        ...JournalJsonLd_publication
        ...JournalFeedLink_publication
        latestIssue { ...IssueToc_issue ...JournalJsonLd_issue }
      }
      publications @skip(if: $byIssue) { ...JournalPicker_publication }
    }
    issue(id: $issueId) @include(if: $byIssue) {
      ...IssueToc_issue
      ...JournalJsonLd_issue
      publication {
        siteIds
        ...JournalHeader_publication
        ...IssueYears_publication
        ...JournalJsonLd_publication
        ...JournalFeedLink_publication
      }
    }
  }
`);

/** The menu codes that lead here; `backissue` shows the year list first, every other code the contents first. */
function academicType(raw: string | undefined | null): AcademicType {
  return raw === 'backissue' ? 'backissue' : 'directory';
}

/** The list types (singleFirst, latestOffer: AcademicLists.tsx), or null for the issue types. */
function listType(raw: string | undefined | null): AcademicListType | null {
  return raw === 'singleFirst' || raw === 'latestOffer' ? raw : null;
}

/**
 * The arguments of a list page, or null for an issue page: the page is the route's `{page}` segment, or `page` of
 * /academic's query (from 0; a malformed page is the first).
 */
function listArgs(
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): AcademicListArgs | null {
  const type = listType(param(params.type) ?? search.get('type'));
  if (!type) return null;
  const menuId = intParam(params.id) ?? intParam(search.get('columnId') ?? undefined) ?? 0;
  const page = intParam(params.page) ?? intParam(search.get('page') ?? undefined) ?? 0;
  return { site: siteArgsFromParams(params), menuId, type, page: Math.min(page, 100_000) };
}

/** Route and query parameters of both URL forms. */
function academicArgs(params: Readonly<Record<string, string | undefined>>, search: URLSearchParams) {
  const type = academicType(param(params.type) ?? search.get('type'));
  const menuId = intParam(params.id) ?? intParam(search.get('columnId') ?? undefined) ?? 0;
  const issueId = intParam(params.activeName) ?? 0;
  return { site: siteArgsFromParams(params), type, menuId, issueId };
}

interface JournalView {
  publication: JournalHeader_PublicationFragment &
    IssueYears_PublicationFragment &
    JournalJsonLd_PublicationFragment &
    JournalFeedLink_PublicationFragment;
  issue: (IssueToc_IssueFragment & JournalJsonLd_IssueFragment) | null;
}

/** The journal header with the year list and the contents, laid out for the page type. */
function IssuePage({ view, base, latest }: { view: JournalView; base: IssueLinkBase; latest: boolean }) {
  const intl = useIntl();
  const heading = intl.formatMessage(latest ? journalMessages.currentIssue : journalMessages.contents);
  const years = <IssueYears publication={view.publication} selectedId={view.issue?.id ?? null} base={base} />;
  const toc = view.issue ? <IssueToc issue={view.issue} siteId={base.siteId} heading={heading} /> : null;
  const yearsFirst = base.type === 'backissue';
  return (
    <>
      <JournalJsonLd publication={view.publication} issue={view.issue} />
      {import.meta.env.SSR && <JournalFeedLink publication={view.publication} />}
      <JournalHeader publication={view.publication} siteId={base.siteId} />
      <JournalTabs siteId={base.siteId} menuId={base.menuId} current={base.type} />
      <Grid templateColumns={{ base: '1fr', lg: yearsFirst ? '1fr 2fr' : '2fr 1fr' }} gap="8">
        <GridItem minW="0">{yearsFirst ? years : (toc ?? years)}</GridItem>
        <GridItem minW="0">{yearsFirst ? toc : toc ? years : null}</GridItem>
      </Grid>
    </>
  );
}

/** Document title: the section (back issues, current issue or the issue label) and the journal unless the site is named after it. */
function pageTitle(intl: IntlShape, view: JournalView, type: AcademicType, latest: boolean, siteName: string): string {
  const section =
    type === 'backissue'
      ? intl.formatMessage(journalMessages.backIssues)
      : latest
        ? intl.formatMessage(journalMessages.currentIssue)
        : (view.issue && issueName(intl, view.issue)) || intl.formatMessage(journalMessages.contents);
  return view.publication.title === siteName ? section : `${section} - ${view.publication.title}`;
}

/** The query variables for the page's arguments. */
function academicVariables(args: ReturnType<typeof academicArgs>) {
  return { sld: args.site.sld, siteId: args.site.id, issueId: args.issueId, byIssue: args.issueId > 0 };
}

/** The route's one query (server entry runs it before the render; routes/lazy.tsx). */
export const loader: PageLoader = ({ params, search, pathname }) => {
  const other = otherListLoader(pathname, search);
  if (other !== undefined) return other;
  const list = listArgs(params, search);
  if (list) return { query: AcademicListQuery, variables: academicListVariables(list) };
  return { query: AcademicPageQuery, variables: academicVariables(academicArgs(params, search)) };
};

/**
 * The route component of /newAcademic and /academic (issue pages and the online-first and accepted lists) and of
 * /newArticle and /thesisDetails (ArticleLists.tsx): one page module for the journal's article lists (budget:
 * every page module is an entry of the route table).
 */
export default function AcademicPage() {
  const [search] = useSearchParams();
  const params = useParams();
  const { pathname } = useLocation();
  const other = otherListArgs(pathname, search);
  if (other === 'invalid') return <NotFoundPage />;
  const list = listArgs(params, search);
  return (
    <JournalIntl>
      {other ? (
        <OtherListView args={other} />
      ) : list ? (
        <AcademicListView args={list} />
      ) : (
        <IssuePages params={params} search={search} />
      )}
    </JournalIntl>
  );
}

/** The issue pages (directory, backissue). */
function IssuePages({
  params,
  search,
}: {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}) {
  const intl = useIntl();
  const args = academicArgs(params, search);
  const byIssue = args.issueId > 0;
  const { data, error } = useQuery(AcademicPageQuery, { variables: academicVariables(args) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const site = data.site;
  const base: IssueLinkBase = { siteId: site.id, menuId: args.menuId, type: args.type };

  let view: JournalView | null = null;
  if (byIssue && data.issue) view = { publication: data.issue.publication, issue: data.issue };
  else if (!byIssue && site.publication)
    view = { publication: site.publication, issue: site.publication.latestIssue ?? null };

  let body: ReactNode;
  if (byIssue && !data.issue) body = <ContentNotFound site={site.name} />;
  else if (view) body = <IssuePage view={view} base={base} latest={!byIssue} />;
  else body = <JournalPicker publications={site.publications ?? []} base={base} />;
  return (
    <Frame site={site}>
      <HoldingSiteRedirect siteId={site.id} holders={data.issue?.publication.siteIds} />
      {view && (
        <JournalTrail
          site={site}
          journal={view.publication}
          trail={[
            { label: (view.issue && issueName(intl, view.issue)) || intl.formatMessage(journalMessages.contents) },
          ]}
        />
      )}
      {view && <Title page={pageTitle(intl, view, args.type, !byIssue, site.name)} site={site.name} />}
      {!view && !(byIssue && !data.issue) && <Title site={site.name} />}
      {body}
    </Frame>
  );
}
