/**
 * Messages of the search result pages (sort, time range, facets, hits, pager, empty and error states) and the parts
 * of them the advanced form shares (time range, operators); texts in i18n/{zh,en}/searchResults.json, which comes
 * with these pages' chunks (SearchResultsIntl.tsx), not the entry (budget).
 */
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { BoolOp, SearchSort } from '../../gql/graphql.js';

/** General result page messages. */
export const resultMessages = defineMessages({
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
  alternativesTitle: { id: 'search.empty.alternatives', defaultMessage: 'These searches find something:' },
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
});

/** Result page messages with values (typed descriptors). */
export const resultValueMessages = {
  /** A search offered when one found nothing (SearchAlternative), with its count. */
  altAllFields: defineMessage<{ query: string; total: number }>({
    id: 'search.empty.altAllFields',
    defaultMessage: '“{query}” in all fields ({total, plural, one {# result} other {# results}})',
  }),
  altFuzzy: defineMessage<{ query: string; total: number }>({
    id: 'search.empty.altFuzzy',
    defaultMessage: '“{query}”, fuzzy ({total, plural, one {# result} other {# results}})',
  }),
  altDropRarest: defineMessage<{ query: string; total: number }>({
    id: 'search.empty.altDropRarest',
    defaultMessage: '“{query}”, without the rarest term ({total, plural, one {# result} other {# results}})',
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
};

/** Labels of the sort options (docs/product/search.md#sorting). */
export const sortMessages: Record<SearchSort, MessageDescriptor> = defineMessages({
  RELEVANCE: { id: 'search.sort.relevance', defaultMessage: 'Relevance' },
  DATE: { id: 'search.sort.date', defaultMessage: 'Date' },
  VIEWS: { id: 'search.sort.views', defaultMessage: 'Views' },
  DOWNLOADS: { id: 'search.sort.downloads', defaultMessage: 'Downloads' },
  CITATIONS: { id: 'search.sort.citations', defaultMessage: 'Citations' },
});

/** Labels of the time ranges (all, 5, 3, 1 years; docs/product/search.md#time-ranges). */
export const rangeMessages = defineMessages({
  all: { id: 'search.range.all', defaultMessage: 'All years' },
});

/** A time range of the last `n` years. */
export const rangeYearsMessage = defineMessage<{ n: number }>({
  id: 'search.range.years',
  defaultMessage: '{n, plural, one {Last year} other {Last # years}}',
});

/** Labels of the advanced operators (docs/product/search.md#advanced-search). */
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

/** The phone's filter dialog (FilterDrawer.tsx). */
export const filterMessages = defineMessages({
  title: { id: 'search.filter.title', defaultMessage: 'Filter' },
  close: { id: 'search.filter.close', defaultMessage: 'Close filters' },
});

/** The phone's filter dialog, texts with values. */
export const filterValueMessages = {
  /** The button that opens the dialog, with the number of active filters. */
  open: defineMessage<{ count: number }>({
    id: 'search.filter.open',
    defaultMessage: '{count, plural, =0 {Filter} other {Filter (#)}}',
  }),
  /** The dialog's closing button, with the number of results. */
  show: defineMessage<{ total: number }>({
    id: 'search.filter.show',
    defaultMessage: '{total, plural, one {Show # result} other {Show # results}}',
  }),
};
