/**
 * The editorial and books messages (web/src/i18n/{zh,en}/editorial.json), shipped with the page's chunk, not the entry
 * (app/chunkCatalogue.tsx; the entry has a size budget).
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/editorial.json';
import zh from '../../i18n/zh/editorial.json';

const catalogues = { zh, en };

/** Provides the editorial messages to its children. */
export function EditorialIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
