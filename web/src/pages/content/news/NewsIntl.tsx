/**
 * The news pages' messages (web/src/i18n/{zh,en}/news.json), shipped with the news list and detail chunks, not the
 * entry (app/chunkCatalogue.tsx; the entry has a size budget).
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../../app/chunkCatalogue.js';
import en from '../../../i18n/en/news.json';
import zh from '../../../i18n/zh/news.json';

const catalogues = { zh, en };

/** Provides the news messages to its children. */
export function NewsIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
