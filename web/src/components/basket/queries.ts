/**
 * The citation tools' GraphQL documents (schema/citation.graphql): the basket's GB/T 7714 strings for new or
 * incomplete entries (batchPublicizeInfo through the gateway, docs/product/citation-and-harvest.md#batch-citation), and one article's citation in a style other
 * than the default one, which the article page's own query already carries (one query per route).
 */
import { graphql } from '../../gql/index.js';

/** GB/T 7714 numeric citations of the given article ids, in the order asked (ids rc-pub does not know are left out). */
export const BasketCitationsQuery = graphql(`
  query BasketCitations($siteId: Int, $ids: [Int!]!) {
    site(id: $siteId) {
      id
      batchCitation(ids: $ids) { articleId quote transQuote }
    }
  }
`);

/** One article's citation in one style, for the 'How to cite' style menu. */
export const ArticleCitationQuery = graphql(`
  query ArticleCitation($id: Int!, $style: CitationStyle!) {
    article(id: $id) {
      id
      citation(style: $style) { articleId quote transQuote }
    }
  }
`);
