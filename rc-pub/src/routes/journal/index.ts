/** The journal pages' routes: article lists (online first, accepted, column, conference) and the column tree. */
import columnTree from './columns.js';
import journalList from './list.js';

/** Registered with the catalogue's JSON routes (routes/index.ts). */
export const journalRoutes = [journalList, columnTree] as const;
