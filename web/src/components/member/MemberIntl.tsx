/**
 * The member widgets' messages (web/src/i18n/{zh,en}/member.json), shipped with the member chunk, not the entry
 * (app/chunkCatalogue.tsx). Wrap every root of the chunk in {@link MemberIntl}.
 */
import type { ReactNode } from 'react';
import { ChunkCatalogue } from '../../app/chunkCatalogue.js';
import en from '../../i18n/en/member.json';
import zh from '../../i18n/zh/member.json';

const catalogues = { zh, en };

/** Provides the member messages to its children. */
export function MemberIntl({ children }: { children: ReactNode }) {
  return <ChunkCatalogue catalogues={catalogues}>{children}</ChunkCatalogue>;
}
