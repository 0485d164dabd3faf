/**
 * The citation tools' messages (web/src/i18n/{zh,en}/citation.json), shipped with the citation chunk, not the entry
 * (app/chunkCatalogue.tsx). Wrap every root of the chunk in {@link CitationIntl}.
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/citation.json';
import zh from '../../i18n/zh/citation.json';

const catalogues = { zh, en };

/** Provides the citation messages to its children. */
export function CitationIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
