/**
 * The site-state texts (web/src/i18n/{zh,en}/siteStates.json), shipped with /errorPage and the server's site-state
 * answer, not the entry (app/chunkCatalogue.tsx; the entry has a size budget).
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/siteStates.json';
import zh from '../../i18n/zh/siteStates.json';

const catalogues = { zh, en };

/** Provides the site-state messages to its children. */
export function SiteStateIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
