/** The fields every hit view reads (schema/search.graphql SearchHit); one fragment for all types. */
import { graphql } from '../../../gql/index.js';

export const SearchHit_hit = graphql(`
  fragment SearchHit_hit on SearchHit {
    id
    type
    title
    highlightTitle
    snippet
    doi
    doiUrl
    authors
    publication { id title issn eissn cn siteSld }
    article { id versionLabel titleLanguage }
    articleTitle
    year
    publishedDate
    column
    label
    fileUrl
    publicationType
    openAccess
  }
`);
