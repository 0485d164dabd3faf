/**
 * The journal pages' messages (web/src/i18n/{zh,en}/journal.json), shipped with the journal pages' chunks,
 * not the entry (app/chunkCatalogue.tsx; the entry has a size budget).
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../../app/chunkCatalogue.js';
import en from '../../../i18n/en/journal.json';
import zh from '../../../i18n/zh/journal.json';

const catalogues = { zh, en };

/** Provides the journal page messages to its children. */
export function JournalIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
