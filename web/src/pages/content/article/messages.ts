/** Messages of the article page; texts in web/src/i18n/{zh,en}/content.json. */
import { defineMessage, defineMessages } from 'react-intl';

/** Article page message descriptors. */
export const articleMessages = defineMessages({
  abstract: { id: 'content.article.abstract', defaultMessage: 'Abstract' },
  keywords: { id: 'content.article.keywords', defaultMessage: 'Keywords' },
  authors: { id: 'content.article.authors', defaultMessage: 'Authors' },
  affiliations: { id: 'content.article.affiliations', defaultMessage: 'Affiliations' },
  corresponding: { id: 'content.article.corresponding', defaultMessage: 'Corresponding author' },
  doi: { id: 'content.article.doi', defaultMessage: 'DOI' },
  journal: { id: 'content.article.journal', defaultMessage: 'Journal' },
  issue: { id: 'content.article.issue', defaultMessage: 'Issue' },
  pages: { id: 'content.article.pages', defaultMessage: 'Pages' },
  received: { id: 'content.article.received', defaultMessage: 'Received' },
  accepted: { id: 'content.article.accepted', defaultMessage: 'Accepted' },
  published: { id: 'content.article.published', defaultMessage: 'Published' },
  license: { id: 'content.article.license', defaultMessage: 'License' },
  column: { id: 'content.article.column', defaultMessage: 'Column' },
  articleType: { id: 'content.article.type', defaultMessage: 'Article type' },
  version: { id: 'content.article.version', defaultMessage: 'Version' },
  onlineFirst: { id: 'content.article.onlineFirst', defaultMessage: 'Online first' },
  openAccess: { id: 'content.article.openAccess', defaultMessage: 'Open access' },
  fullText: { id: 'content.article.fullText', defaultMessage: 'Full text' },
  noFullText: {
    id: 'content.article.noFullText',
    defaultMessage: 'The full text of this article is not available here.',
  },
  outline: { id: 'content.article.outline', defaultMessage: 'Contents' },
  references: { id: 'content.article.references', defaultMessage: 'References' },
  textVersion: { id: 'content.article.textVersion', defaultMessage: 'Read in' },
  figures: { id: 'content.article.figures', defaultMessage: 'Figures and tables' },
});

/** Names of the languages article texts are published in (others show their code). */
export const languageNames = defineMessages({
  zh: { id: 'content.language.zh', defaultMessage: 'Chinese' },
  en: { id: 'content.language.en', defaultMessage: 'English' },
  pt: { id: 'content.language.pt', defaultMessage: 'Portuguese' },
  es: { id: 'content.language.es', defaultMessage: 'Spanish' },
  fr: { id: 'content.language.fr', defaultMessage: 'French' },
  de: { id: 'content.language.de', defaultMessage: 'German' },
});

/** Abstract heading naming its language, when the article has abstracts in several languages. */
export const abstractInMessage = defineMessage<{ language: string }>({
  id: 'content.article.abstractIn',
  defaultMessage: 'Abstract ({language})',
});
/** Accessible name of an author's ORCID link. */
export const orcidMessage = defineMessage<{ name: string }>({
  id: 'content.article.orcid',
  defaultMessage: 'ORCID of {name}',
});
/** Usage counters of an article. */
export const statsMessage = defineMessage<{ views: number; downloads: number; citations: number }>({
  id: 'content.article.stats',
  defaultMessage:
    '{views, plural, one {# view} other {# views}} · {downloads, plural, one {# download} other {# downloads}} · {citations, plural, one {# citation} other {# citations}}',
});
