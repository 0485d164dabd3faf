/**
 * Third-party login routes (/accountBinding, thirdBind; docs/product/members.md#account-binding): the binding page the gateway's
 * /oidc/callback sends an unbound OpenID Connect identity to. Cache class `none`: its URL carries a single-use ticket.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

/** The third-party login route table (spread into routes/index.tsx before the 404 catch-all). */
export const oidcRoutes: RouteObject[] = [
  { path: '/accountBinding', ...pageRoute('account/AccountBindingPage.tsx', 'none') },
];
