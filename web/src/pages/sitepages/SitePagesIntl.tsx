/**
 * The column pages' messages (web/src/i18n/{zh,en}/sitepages.json), shipped with the column page's chunk, not the
 * entry (app/chunkCatalogue.tsx; the entry has a size budget).
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/sitepages.json';
import zh from '../../i18n/zh/sitepages.json';

const catalogues = { zh, en };

/** Provides the column pages' messages to its children. */
export function SitePagesIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
