/**
 * The search result pages' messages (web/src/i18n/{zh,en}/searchResults.json: sort, time range, facets, hits, pager,
 * empty and error states, advanced operators), shipped with the result pages' and the advanced search page's chunks,
 * not the entry (app/chunkCatalogue.tsx; the entry has a size budget). The header search box and the fixed search bar keep their
 * texts in search.json, which every page loads.
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/searchResults.json';
import zh from '../../i18n/zh/searchResults.json';

const catalogues = { zh, en };

/** Provides the search result messages to its children. */
export function SearchResultsIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
