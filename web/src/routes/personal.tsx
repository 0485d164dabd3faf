/**
 * Account routes of members (docs/product/members.md#personal-centre): /personal, the personal centre, with its tab (collect,
 * download, album, infomation, account) and lang last; `/personal/{lang}` opens the first tab. Never cached (a member's page).
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';
import { optionalTail } from './optionalTail.js';

const personal = pageRoute('personal/PersonalPage.tsx', 'none');

/** The personal centre's routes (spread into routes/index.tsx before the 404 catch-all). */
export const personalRoutes: RouteObject[] = optionalTail('/personal/:tab?/:lang?', personal);
