/** GraphQL documents the gateway tests run (and scripts/record-fixtures.ts runs to record rc-pub's answers). */

/** A home page in ONE query: site, header, visible nav, footer, tools, top news, home modules, ... */
export const HOME_QUERY = /* GraphQL */ `
query Home($sld: String) {
  language
  site(sld: $sld) {
    id sld type name nameZh nameEn grayType groupType umtFlag logoUrl keywords domain demo
    theme { colourId primary hover background bottomLine }
    header {
      navStyle ceiling showLogin showGroupEntrance searchBox advSearch resourceSearch resourceTypes switchLanguage
      greeting logoUrl backgroundUrl customButtons { name href } cssContent
    }
    nav { id code name target { href external } children { id code name target { href external } } }
    footer {
      showLogo logoUrl logoName backgroundColor light address postcode phone fax email copyright icp picp picpLink
      qrUrl qrMessage showVisits sumVisits todayVisits cssContent
    }
    tools { id name type platformType href pictureUrl description }
    topNews { id newsDataType title summary imageUrl sourceLink publishedAt demo }
    banners { id type title href pictureUrl }
    homeModules {
      id type title html
      issue { id year volume number pubDate title onlineFirst articleCount publication { id title } }
      articles { id doi title authorNames column pages publishedDate versionLabel openAccess demo }
      news { id title summary imageUrl publishedAt }
      ranking { metric window entries { rank count article { id title } } }
      publications { id title issn eissn siteSld articleCount issueCount latestIssue { id volume number } }
    }
    publication { id title titleZh titleEn issn eissn publisher indexed }
    groupEntrance { publicationId name sld siteId logoUrl }
  }
}`;

/** An article page: every field of the SDL's Article. */
export const ARTICLE_QUERY = /* GraphQL */ `
query ArticlePage($id: Int!) {
  article(id: $id) {
    id doi doiUrl identifiers { type value } originalLanguage title
    texts { lang isOriginal title subtitle abstractHtml keywords bodyHtml outline { id title level } }
    authorNames
    contributors { name surname givenNames role orcid email corresponding affiliationIds }
    affiliations { id label text }
    publication { id title issn eissn }
    issue { id volume number year publication { id } articles { id title } }
    column articleType fpage lpage elocationId pages receivedDate acceptedDate publishedDate
    license { url text }
    references { id label text doi doiUrl pmid pmcid }
    resources { id kind jatsId label captionHtml fileUrl href mime tableHtml }
    publicationType openAccess versionLabel views downloads citations demo
  }
}`;

/** The same article by DOI. */
export const ARTICLE_BY_DOI_QUERY = /* GraphQL */ `
query ArticleByDoi($doi: String!) { articleByDoi(doi: $doi) { id doi title } }`;

/** A journal with its issues by year. */
export const JOURNAL_QUERY = /* GraphQL */ `
query Journal($id: Int!) {
  publication(id: $id) { id title latestIssue { id } issuesByYear { year issues { id volume number articleCount } } }
}`;

/** The sites recorded and exercised (aggregate, group and single sites, docs/product/README.md#sites, and an error site). */
export const RECORDED_SITES = ['www', 'plos', 'plosmed', 'jose', 'forbidden'] as const;

/**
 * Batch citation on a site and one article's 'How to cite' (docs/product/citation-and-harvest.md). Recorded on
 * the aggregate site www for the plosmed article, {@link BILINGUAL_DOI}'s article and an id no article has.
 */
export const CITATION_QUERY = /* GraphQL */ `
query Citations($sld: String, $ids: [Int!]!, $id: Int!, $style: CitationStyle) {
  site(sld: $sld) { id batchCitation(ids: $ids) { articleId quote transQuote } }
  article(id: $id) { id citation(style: $style) { articleId quote transQuote } }
}`;

/** A bilingual article (Portuguese original, English translation; Revista de Saúde Pública): its transQuote is set. */
export const BILINGUAL_DOI = '10.1590/S0034-8910.2014048004798';
/** An article id no seeded article has: batch citation leaves it out. */
export const UNKNOWN_ARTICLE_ID = 2_147_483_647;
