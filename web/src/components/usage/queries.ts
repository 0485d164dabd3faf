/**
 * The usage line's data (schema/usage.graphql): a fragment the article page's one query spreads, so the counts
 * come with the server-rendered page (as fresh as the page cache, PAGE_CACHE_TTL_S) and the page sends no GraphQL
 * request after hydration; views are recorded by the beacon of beacon.ts instead.
 */
import { graphql } from '../../gql/index.js';

export const ArticleUsageSlot_article = graphql(`
  fragment ArticleUsageSlot_article on Article {
    id
    usage {
      abstractViews
      fulltextViews
      downloads
      citedBy
      months {
        month
        abstractViews
        fulltextViews
        downloads
      }
    }
  }
`);
