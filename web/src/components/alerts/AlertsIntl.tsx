/**
 * The email-alert messages (web/src/i18n/{zh,en}/alerts.json), shipped with the alert pages' chunks and the personal
 * centre's 'subscribe' tab, not the entry (app/chunkCatalogue.tsx; the entry has a size budget).
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/alerts.json';
import zh from '../../i18n/zh/alerts.json';

const catalogues = { zh, en };

/** Provides the alert messages to its children. */
export function AlertsIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
