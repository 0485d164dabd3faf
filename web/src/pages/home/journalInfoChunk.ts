/**
 * The journal information block's body as a split part (pages/home/JournalInfo.tsx): only single-journal sites' homes
 * show it, so it stays out of every home's initial JS; the server loads it before rendering and the browser before
 * hydrating a page that rendered it (moduleRef.ts parts).
 */
import { moduleRef } from '../../app/moduleRef.js';

/** The split part holding JournalInfoBody.tsx. */
export const journalInfoChunk = moduleRef(() => import('./JournalInfoBody.js'), 'journalinfo');
