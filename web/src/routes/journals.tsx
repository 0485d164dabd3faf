/**
 * Group journal routes (docs/product/content.md#group-journal-pages): a journal's pages on a group or aggregate site,
 * for journals without a single site of their own, `/journal/{siteId}/{publicationId}/{tab}/{lang}` (the href:
 * components/content/hrefs.ts `groupJournalHref`). The page module checks the tab and answers 404 for others.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const groupJournal = pageRoute('content/journal/GroupJournalPage.tsx');

/** The group journal route table (spread into routes/index.tsx before the 404 catch-all). */
export const journalRoutes: RouteObject[] = [{ path: '/journal/:siteId/:publicationId/:tab/:lang?', ...groupJournal }];
