/** Messages of search (header search area, fixed bar, result pages, advanced form); texts in i18n/{zh,en}/search.json. */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { BoolOp, SearchField, SearchSort, SearchType } from '../../gql/graphql.js';

/** General search messages. */
export const searchMessages = defineMessages({
  keywordRequired: { id: 'search.keyword.required', defaultMessage: 'Please enter a search term' },
  analyzeFailed: { id: 'search.analyze.failed', defaultMessage: 'The search could not be checked. Please try again.' },
  condition: { id: 'search.condition', defaultMessage: 'Search field' },
  resourceType: { id: 'search.resourceType', defaultMessage: 'Resource type' },
  keywordLabel: { id: 'search.keyword.label', defaultMessage: 'Search term' },
  fixedBar: { id: 'search.fixedBar', defaultMessage: 'Quick search' },
  resultsTitle: { id: 'search.results.title', defaultMessage: 'Search results' },
  sort: { id: 'search.sort', defaultMessage: 'Sort' },
  range: { id: 'search.range', defaultMessage: 'Time' },
  facets: { id: 'search.facets', defaultMessage: 'Refine results' },
  removeFilter: { id: 'search.facets.remove', defaultMessage: 'Remove filter' },
  approxNote: { id: 'search.facets.approxNote', defaultMessage: 'Estimated from a sample of the results' },
  emptyTitle: { id: 'search.empty.title', defaultMessage: 'No results found' },
  emptyHint: {
    id: 'search.empty.hint',
    defaultMessage: 'Try fewer or other terms, another field or resource type, or a longer time range.',
  },
  noKeywordTitle: { id: 'search.noKeyword.title', defaultMessage: 'Enter a search term' },
  noKeywordHint: {
    id: 'search.noKeyword.hint',
    defaultMessage: 'Type a keyword in the search box above and press Enter.',
  },
  errorTitle: { id: 'search.error.title', defaultMessage: 'The search could not be run' },
  errorGeneric: { id: 'search.error.generic', defaultMessage: 'Data acquisition failed' },
  advInvalid: { id: 'search.error.advInvalid', defaultMessage: 'The advanced search in this link is incomplete.' },
  pager: { id: 'search.pager', defaultMessage: 'Result pages' },
  prev: { id: 'search.pager.prev', defaultMessage: 'Previous' },
  next: { id: 'search.pager.next', defaultMessage: 'Next' },
  authors: { id: 'search.hit.authors', defaultMessage: 'Authors' },
  noImage: { id: 'search.hit.noImage', defaultMessage: 'No preview' },
  onlineFirst: { id: 'search.hit.onlineFirst', defaultMessage: 'Online first' },
  openAccess: { id: 'search.hit.openAccess', defaultMessage: 'Open access' },
  advancedTitle: { id: 'search.advanced.title', defaultMessage: 'Advanced search' },
  addRow: { id: 'search.advanced.addRow', defaultMessage: 'Add a condition' },
  precise: { id: 'search.precision.precise', defaultMessage: 'Precise' },
  fuzzy: { id: 'search.precision.fuzzy', defaultMessage: 'Fuzzy' },
  submit: { id: 'search.submit', defaultMessage: 'Search' },
  reset: { id: 'search.advanced.reset', defaultMessage: 'Reset' },
  helpTitle: { id: 'search.help.title', defaultMessage: 'Search syntax' },
  helpOps: {
    id: 'search.help.ops',
    defaultMessage: 'AND, OR and NOT must be written in uppercase; lowercase and, or, not are ordinary words.',
  },
  helpImplied: { id: 'search.help.implied', defaultMessage: 'Terms without an operator are joined with AND.' },
  helpParens: { id: 'search.help.parens', defaultMessage: 'Group with parentheses: (A OR B) AND C.' },
});

/** Search messages with values (typed descriptors). */
export const valueMessages = {
  keywordTooLong: defineMessage<{ max: number }>({
    id: 'search.keyword.tooLong',
    defaultMessage: 'The search term may have at most {max} characters',
  }),
  count: defineMessage<{ total: number; query: string }>({
    id: 'search.results.count',
    defaultMessage: '{total, plural, one {# result} other {# results}} for “{query}”',
  }),
  /** A facet count estimated from a sample (SearchCluster.approximate), as shown; the marker is hidden from readers. */
  approxCount: defineMessage<{ count: string }>({ id: 'search.facets.approxCount', defaultMessage: '≈{count}' }),
  /** The same estimated count as a screen reader says it. */
  approxCountSpoken: defineMessage<{ count: string }>({
    id: 'search.facets.approxCountSpoken',
    defaultMessage: 'about {count}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'search.pager.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
  fromArticle: defineMessage<{ title: string }>({ id: 'search.hit.fromArticle', defaultMessage: 'From: {title}' }),
  removeRow: defineMessage<{ n: number }>({ id: 'search.advanced.removeRow', defaultMessage: 'Remove condition {n}' }),
  rowValue: defineMessage<{ n: number }>({ id: 'search.advanced.value', defaultMessage: 'Search term {n}' }),
  rowField: defineMessage<{ n: number }>({ id: 'search.advanced.field', defaultMessage: 'Field {n}' }),
  rowOp: defineMessage<{ n: number }>({ id: 'search.advanced.op', defaultMessage: 'Operator {n}' }),
  rowPrecision: defineMessage<{ n: number }>({ id: 'search.advanced.precision', defaultMessage: 'Match {n}' }),
  maxRows: defineMessage<{ max: number }>({
    id: 'search.advanced.maxRows',
    defaultMessage: 'At most {max} conditions',
  }),
  helpPhrase: defineMessage<{ example: string }>({
    id: 'search.help.phrase',
    defaultMessage: 'Put a phrase in double quotes to find it exactly: "{example}"',
  }),
};

/** Labels of the resource types (SPEC §3). */
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

/** Labels of the condition fields (SPEC §9). */
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

/** Labels of the sort options (SPEC §9). */
export const sortMessages: Record<SearchSort, MessageDescriptor> = defineMessages({
  RELEVANCE: { id: 'search.sort.relevance', defaultMessage: 'Relevance' },
  DATE: { id: 'search.sort.date', defaultMessage: 'Date' },
  VIEWS: { id: 'search.sort.views', defaultMessage: 'Views' },
  DOWNLOADS: { id: 'search.sort.downloads', defaultMessage: 'Downloads' },
  CITATIONS: { id: 'search.sort.citations', defaultMessage: 'Citations' },
});

/** Labels of the time ranges (SPEC §9: all, 5, 3, 1 years). */
export const rangeMessages = defineMessages({
  all: { id: 'search.range.all', defaultMessage: 'All years' },
});

/** A time range of the last `n` years. */
export const rangeYearsMessage = defineMessage<{ n: number }>({
  id: 'search.range.years',
  defaultMessage: '{n, plural, one {Last year} other {Last # years}}',
});

/** Labels of the advanced operators (SPEC §5). */
export const opMessages: Record<BoolOp, MessageDescriptor> = defineMessages({
  AND: { id: 'search.op.and', defaultMessage: 'AND' },
  OR: { id: 'search.op.or', defaultMessage: 'OR' },
  NOT: { id: 'search.op.not', defaultMessage: 'NOT' },
});

/** Facet headings (SearchCluster.field). */
export const facetMessages: Record<string, MessageDescriptor> = defineMessages({
  journal: { id: 'search.facet.journal', defaultMessage: 'Journal' },
  year: { id: 'search.facet.year', defaultMessage: 'Year' },
  column: { id: 'search.facet.column', defaultMessage: 'Column' },
  author: { id: 'search.facet.author', defaultMessage: 'Author' },
  keyword: { id: 'search.facet.keyword', defaultMessage: 'Keyword' },
});
