/**
 * Search messages the page frame shows on every page (header search box, fixed search bar); texts in
 * i18n/{zh,en}/search.json, which the entry loads. The result pages' messages are in pages/search/resultMessages.ts
 * (searchResults.json) and the advanced form's in pages/search/advancedMessages.ts (advanced.json): both catalogues
 * travel with those pages' chunks (app/chunkCatalogue.tsx), so their descriptors stay out of the frame's chunk too
 * (budget).
 */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SearchField, SearchType } from '../../gql/graphql.js';

/** General search messages (header search box, fixed bar; also the advanced form). */
export const searchMessages = defineMessages({
  keywordRequired: { id: 'search.keyword.required', defaultMessage: 'Please enter a search term' },
  analyzeFailed: { id: 'search.analyze.failed', defaultMessage: 'The search could not be checked. Please try again.' },
  condition: { id: 'search.condition', defaultMessage: 'Search field' },
  resourceType: { id: 'search.resourceType', defaultMessage: 'Resource type' },
  keywordLabel: { id: 'search.keyword.label', defaultMessage: 'Search term' },
  fixedBar: { id: 'search.fixedBar', defaultMessage: 'Quick search' },
});

/** Search messages with values (typed descriptors). */
export const valueMessages = {
  keywordTooLong: defineMessage<{ max: number }>({
    id: 'search.keyword.tooLong',
    defaultMessage: 'The search term may have at most {max} characters',
  }),
};

/** Labels of the resource types (docs/product/search.md#search-types-and-result-pages). */
export const typeMessages: Record<SearchType, MessageDescriptor> = defineMessages({
  ARTICLE: { id: 'search.type.article', defaultMessage: 'Article' },
  PUBLICATION: { id: 'search.type.publication', defaultMessage: 'Journal' },
  FIGURE: { id: 'search.type.figure', defaultMessage: 'Figure' },
  TABLE: { id: 'search.type.table', defaultMessage: 'Table' },
  VIDEO: { id: 'search.type.video', defaultMessage: 'Video' },
  AUDIO: { id: 'search.type.audio', defaultMessage: 'Audio' },
  NEWS: { id: 'search.type.news', defaultMessage: 'News' },
  OTHER: { id: 'search.type.other', defaultMessage: 'Other' },
});

/** Labels of the search fields (docs/product/search.md#fields). */
export const fieldMessages: Record<SearchField, MessageDescriptor> = defineMessages({
  ALL: { id: 'search.field.all', defaultMessage: 'All fields' },
  TITLE: { id: 'search.field.title', defaultMessage: 'Title' },
  KEYWORD: { id: 'search.field.keyword', defaultMessage: 'Keyword' },
  AUTHOR: { id: 'search.field.author', defaultMessage: 'Author' },
  INSTITUTION: { id: 'search.field.institution', defaultMessage: 'Institution' },
  ABSTRACT: { id: 'search.field.abstract', defaultMessage: 'Abstract' },
  DOI: { id: 'search.field.doi', defaultMessage: 'DOI' },
  SPONSOR: { id: 'search.field.sponsor', defaultMessage: 'Sponsor' },
  CN: { id: 'search.field.cn', defaultMessage: 'CN' },
  ISSN: { id: 'search.field.issn', defaultMessage: 'ISSN' },
  CAPTION: { id: 'search.field.caption', defaultMessage: 'Caption' },
  LABEL: { id: 'search.field.label', defaultMessage: 'Label' },
  ARTICLE_TITLE: { id: 'search.field.articleTitle', defaultMessage: 'Article title' },
});
