/**
 * The list types of /newAcademic (menu codes singleFirst and latestOffer, also reached as
 * /academic?type=; docs/product/content.md#journal-pages): the site's online-first articles (publication type 1) or
 * accepted manuscripts (version label -1) newest first, 20 a page, the page in the URL (`/newAcademic/{siteId}/{menuId}/{type}/0/{page}/{lang}`,
 * or `&page=` on /academic). A journal site shows its journal's header and section tabs; a page past the end is 404.
 */
import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useLang } from '../../../app/lang.js';
import { QueryError } from '../../../app/QueryError.js';
import type { SiteArgs } from '../../../app/site.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { JournalArticleList } from './JournalArticleList.js';
import { JournalHeader } from './JournalHeader.js';
import { type AcademicListType, academicListHref } from './journalHrefs.js';
import { JournalTabs } from './JournalTabs.js';
import { listMessages } from './listMessages.js';

/** Articles per page (docs/product/content.md#journal-pages). */
export const LIST_PAGE_SIZE = 20;

export const AcademicListQuery = graphql(`
  query AcademicList($sld: String, $siteId: Int, $list: JournalList!, $page: Int!, $size: Int!) {
    site(sld: $sld, id: $siteId) {
      ...Frame_site
      id
      name
      publication { ...JournalHeader_publication title }
      journalArticles(list: $list, page: $page, size: $size) { ...JournalArticleList_page }
    }
  }
`);

/** Arguments of a list page: the site (id or sld), the menu item, the type and the page (from 0). */
export interface AcademicListArgs {
  site: SiteArgs;
  menuId: number;
  type: AcademicListType;
  page: number;
}

/** The query variables of a list page. */
export function academicListVariables(args: AcademicListArgs) {
  return {
    sld: args.site.sld,
    siteId: args.site.id,
    list: args.type === 'singleFirst' ? ('ONLINE_FIRST' as const) : ('ACCEPTED' as const),
    page: args.page,
    size: LIST_PAGE_SIZE,
  };
}

/** The list page; AcademicPage wraps it in the journal pages' catalogue (JournalIntl). */
export function AcademicListView({ args }: { args: AcademicListArgs }) {
  const intl = useIntl();
  const lang = useLang();
  const { data, error } = useQuery(AcademicListQuery, { variables: academicListVariables(args) });
  if (error) return <QueryError error={error} />;
  if (!data) return null;
  const site = data.site;
  const list = site.journalArticles;
  const pastEnd = args.page > 0 && list.articles.length === 0;
  const online = args.type === 'singleFirst';
  const heading = intl.formatMessage(online ? listMessages.onlineFirst : listMessages.accepted);
  const journal = site.publication;
  return (
    <Frame site={site}>
      {pastEnd ? (
        <ContentNotFound site={site.name} />
      ) : (
        <>
          <Title
            page={journal && journal.title !== site.name ? `${heading} - ${journal.title}` : heading}
            site={site.name}
          />
          {journal && <JournalHeader publication={journal} siteId={site.id} />}
          <JournalTabs siteId={site.id} menuId={args.menuId} current={args.type} />
          <JournalArticleList
            page={list}
            siteId={site.id}
            heading={heading}
            empty={intl.formatMessage(online ? listMessages.emptyOnlineFirst : listMessages.emptyAccepted)}
            pageHref={(n) => academicListHref(site.id, args.menuId, args.type, n, lang)}
            level={journal ? 'h2' : 'h1'}
          />
        </>
      )}
    </Frame>
  );
}
