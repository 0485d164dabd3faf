/**
 * Messages of the citation tools (basket, batch-citation dialog, 'How to cite this article', export; the rules
 * and texts of docs/product/citation-and-harvest.md). Texts in web/src/i18n/{zh,en}/citation.json, a catalogue that ships with the citation
 * chunks instead of the entry (CitationIntl.tsx; the initial JS has a size budget). The product gives some of these texts in
 * English only; the Chinese ones are the usual wording of Chinese journal portals.
 */
import { defineMessage, defineMessages } from 'react-intl';

/** Citation message descriptors (ids are the catalogue keys). */
export const citationMessages = defineMessages({
  // Toasts (docs/product/citation-and-harvest.md#citation-basket)
  noSelection: { id: 'citation.toast.noSelection', defaultMessage: 'No data selected' },
  copied: { id: 'citation.toast.copied', defaultMessage: 'Success copy' },
  copyFailed: { id: 'citation.toast.copyFailed', defaultMessage: 'Information copy failed' },
  noCitation: { id: 'citation.toast.noCitation', defaultMessage: 'No citation information available' },
  cleared: { id: 'citation.toast.cleared', defaultMessage: 'Empty successfully' },
  deleted: { id: 'citation.toast.deleted', defaultMessage: 'Delete succeeded' },
  fetchFailed: { id: 'citation.toast.fetchFailed', defaultMessage: 'Data acquisition failed' },
  alreadyIn: { id: 'citation.toast.alreadyIn', defaultMessage: 'Already in the citation basket' },
  close: { id: 'citation.toast.close', defaultMessage: 'Close message' },
  // Toolbar button and dialog (docs/product/citation-and-harvest.md#citation-basket)
  basket: { id: 'citation.basket.title', defaultMessage: 'Batch citation' },
  closeDialog: { id: 'citation.basket.close', defaultMessage: 'Close' },
  selectAll: { id: 'citation.basket.selectAll', defaultMessage: 'Select all' },
  copy: { id: 'citation.basket.copy', defaultMessage: 'Copy' },
  clear: { id: 'citation.basket.clear', defaultMessage: 'Clear' },
  remove: { id: 'citation.basket.delete', defaultMessage: 'Delete' },
  empty: {
    id: 'citation.basket.empty',
    defaultMessage:
      'The citation basket is empty. Add articles from a table of contents, a search result list or an article page.',
  },
  noString: { id: 'citation.basket.noString', defaultMessage: 'Citation not available' },
  language: { id: 'citation.basket.language', defaultMessage: 'Citation language' },
  original: { id: 'citation.basket.original', defaultMessage: 'Original' },
  english: { id: 'citation.basket.english', defaultMessage: 'English' },
  // Export (downloadCitation, docs/product/citation-and-harvest.md#citation-export)
  export: { id: 'citation.export.button', defaultMessage: 'Export' },
  exportCitation: { id: 'citation.export.article', defaultMessage: 'Export citation' },
  withAbstract: { id: 'citation.export.withAbstract', defaultMessage: 'Include abstracts' },
  formats: { id: 'citation.export.formats', defaultMessage: 'File formats' },
  // Lists (tables of contents, search results)
  selectPage: { id: 'citation.list.selectPage', defaultMessage: 'Select all on this page' },
  // Shown instead of selectPage on phones (the bar stays one row); must be a part of selectPage (WCAG 2.5.3)
  selectPageShort: { id: 'citation.list.selectPageShort', defaultMessage: 'Select all' },
  listTools: { id: 'citation.list.tools', defaultMessage: 'Citation tools' },
  // Article page
  addArticle: { id: 'citation.article.add', defaultMessage: 'Add to citation basket' },
  inBasket: { id: 'citation.article.inBasket', defaultMessage: 'In citation basket' },
  howToCite: { id: 'citation.article.howToCite', defaultMessage: 'How to cite this article' },
  style: { id: 'citation.article.style', defaultMessage: 'Citation style' },
  copyCitation: { id: 'citation.article.copy', defaultMessage: 'Copy citation' },
  loading: { id: 'citation.article.loading', defaultMessage: 'Loading…' },
});

/** Readable names of the GraphQL CitationStyle values (schema/citation.graphql). */
export const styleMessages = defineMessages({
  GBT7714_NUMERIC: { id: 'citation.style.gbtNumeric', defaultMessage: 'GB/T 7714 (numeric)' },
  GBT7714_AUTHOR_DATE: { id: 'citation.style.gbtAuthorDate', defaultMessage: 'GB/T 7714 (author-date)' },
  APA: { id: 'citation.style.apa', defaultMessage: 'APA' },
  VANCOUVER: { id: 'citation.style.vancouver', defaultMessage: 'Vancouver' },
  IEEE: { id: 'citation.style.ieee', defaultMessage: 'IEEE' },
});

/** Citation messages that take values (typed). */
export const citationValueMessages = {
  added: defineMessage<{ count: number }>({
    id: 'citation.toast.added',
    defaultMessage: '{count, plural, one {# article added} other {# articles added}} to the citation basket',
  }),
  full: defineMessage<{ max: number; count: number }>({
    id: 'citation.toast.full',
    defaultMessage: 'The citation basket holds at most {max} articles; {count} not added',
  }),
  basketButton: defineMessage<{ count: number }>({
    id: 'citation.basket.button',
    defaultMessage: 'Batch citation, {count, plural, =0 {empty} one {# article} other {# articles}}',
  }),
  summary: defineMessage<{ selected: number; count: number }>({
    id: 'citation.basket.summary',
    defaultMessage: '{selected} of {count} selected',
  }),
  removeOne: defineMessage<{ title: string }>({ id: 'citation.basket.deleteOne', defaultMessage: 'Delete “{title}”' }),
  pick: defineMessage<{ title: string }>({ id: 'citation.basket.pick', defaultMessage: 'Select “{title}”' }),
  addSelected: defineMessage<{ count: number }>({
    id: 'citation.list.addSelected',
    defaultMessage: 'Add to citation basket ({count})',
  }),
};
