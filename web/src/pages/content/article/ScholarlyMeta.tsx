/**
 * The article page's head tags for indexers and reference managers (scholarlyMeta.ts builds them): rendered
 * on the server only, from the page's one query.
 */
import { HeadTags } from '../../../app/HeadTags.js';
import { useLang } from '../../../app/lang.js';
import { useRenderOutcome } from '../../../app/ssrStatus.js';
import { graphql } from '../../../gql/index.js';
import type { ScholarlyMeta_ArticleFragment } from '../../../gql/graphql.js';
import { scholarlyHeadTags } from './scholarlyMeta.js';

export const ScholarlyMeta_article = graphql(`
  fragment ScholarlyMeta_article on Article {
    id
    canonicalZh: canonicalUrl(lang: ZH)
    canonicalEn: canonicalUrl(lang: EN)
    doi
    originalLanguage
    texts { lang isOriginal title abstractHtml keywords }
    contributors { name surname givenNames role orcid collab affiliationIds }
    affiliations { id text }
    publication { id titleZh titleEn abbrev issn eissn publisher }
    issue { id volume number onlineFirst year pubDate }
    fpage
    lpage
    elocationId
    publishedDate
    articleType
    license { url text }
    references { id text doi }
    pdf { url }
  }
`);

/**
 * Writes the article's citation_*, DC.*, JSON-LD, canonical and hreflang tags into the server-rendered head; the
 * canonical URLs come from the gateway (docs/product/citation-and-harvest.md#one-address-per-article), this page's own
 * URLs when it knows none.
 */
export function ScholarlyMeta({ article, siteId }: { article: ScholarlyMeta_ArticleFragment; siteId: number }) {
  const { origin } = useRenderOutcome();
  const pageLang = useLang();
  // Server only: crawlers read the server's HTML, and the client build drops the builder (constant `false`).
  if (!import.meta.env.SSR) return null;
  return <HeadTags group="scholarly" tags={scholarlyHeadTags(article, { origin, siteId, pageLang })} />;
}
