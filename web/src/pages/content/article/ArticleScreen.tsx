/**
 * Shared rendering of both article routes (by id and by DOI): the frame, the journal bar and breadcrumb
 * (docs/product/sites-and-frame.md#breadcrumb: site › journal › issue › article), the document title (the article
 * title, docs/product/content.md#article-page) and the article, or the 404 content with HTTP 404 when the article
 * does not exist. On a site that does not hold the article's journal the page answers 301 to the same page on one
 * that does.
 */
import { useIntl } from 'react-intl';
import { type Lang, useLang } from '../../../app/lang.js';
import { Title } from '../../../app/Title.js';
import { Frame } from '../../../components/frame/Frame.js';
import { graphql } from '../../../gql/index.js';
import type {
  ArticleScreen_ArticleFragment,
  ArticleView_ArticleFragment,
  Frame_SiteFragment,
} from '../../../gql/graphql.js';
import type { Crumb } from '../../../components/journalnav/Breadcrumb.js';
import { ContentNotFound } from '../../../components/content/ContentNotFound.js';
import { useHoldingSiteRedirect } from '../../../components/content/ContentNotFound.js';
import { academicHref, groupJournalHref } from '../../../components/content/hrefs.js';
import { issueName } from '../../../components/content/issueLabel.js';
import { JournalTrail } from '../../../components/journalnav/JournalTrail.js';
import { ArticleView } from './ArticleView.js';
import { headline } from './texts.js';

export const ArticleScreen_article = graphql(`
  fragment ArticleScreen_article on Article {
    id
    title
    originalLanguage
    texts { lang isOriginal title }
    publication { id title siteId siteSld siteIds }
    issue { id year volume number onlineFirst title }
  }
`);

/** The issue's crumb: its contents page (online first: the site's online-first menu item, else the journal's tab). */
function issueCrumb(
  site: Frame_SiteFragment,
  a: ArticleScreen_ArticleFragment,
  label: string,
  lang: Lang,
): Crumb | null {
  const issue = a.issue;
  if (!issue) return null;
  const own = site.type === 'SINGLE' || a.publication.siteSld === site.sld;
  if (issue.onlineFirst) {
    const menu = own ? site.nav.find((n) => n.code === 'singleFirst') : undefined;
    const href =
      menu?.target.href ?? (a.publication.siteSld ? null : groupJournalHref(site.id, a.publication.id, 'online', lang));
    return { label, href };
  }
  const menuId = own ? (site.nav.find((n) => n.code === 'directory')?.id ?? 0) : 0;
  return { label, href: academicHref(a.publication.siteId ?? site.id, menuId, 'directory', issue.id, lang) };
}

/** Frame + article (or 404 body when `article` is null), or the redirect to a site holding the article. */
export function ArticleScreen({
  site,
  article,
}: {
  site: Frame_SiteFragment;
  article: (ArticleView_ArticleFragment & ArticleScreen_ArticleFragment) | null | undefined;
}) {
  const intl = useIntl();
  const lang = useLang();
  const redirect = useHoldingSiteRedirect(site.id, article?.publication.siteIds);
  if (redirect) return redirect;
  const issueText = article?.issue ? issueName(intl, article.issue) : '';
  const issue = article?.issue ? issueCrumb(site, article, issueText, lang) : null;
  // the current page's crumb: the h1's title, in its language
  const heading = article ? headline(article, lang) : null;
  return (
    <Frame site={site}>
      {article ? (
        <>
          <Title page={article.title} site={site.name} />
          <JournalTrail
            site={site}
            journal={article.publication}
            trail={[...(issue ? [issue] : []), { label: heading?.title ?? '', lang: heading?.lang }]}
          />
          <ArticleView article={article} siteId={site.id} />
        </>
      ) : (
        <ContentNotFound site={site.name} />
      )}
    </Frame>
  );
}
