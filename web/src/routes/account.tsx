/**
 * Account routes (docs/product/sites-and-frame.md#account-routes): /login (also `/login?lang=` and `/login/{lang}`), /quickLogin
 * (SMS code login; the same page as /login, on its other tab), /register and /forgetCode. Their cache class is
 * `none`: member and account pages are never shared from the page cache. /accountBinding and /personal are added by
 * their own route files.
 */
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy.js';

const login = pageRoute('account/LoginPage.tsx', 'none');
const register = pageRoute('account/RegisterPage.tsx', 'none');
const forgetCode = pageRoute('account/ForgetCodePage.tsx', 'none');

/** The account route table (spread into routes/index.tsx before the 404 catch-all). */
export const accountRoutes: RouteObject[] = [
  { path: '/login/:lang?', ...login },
  { path: '/quickLogin/:lang?', ...login },
  { path: '/register/:lang?', ...register },
  { path: '/forgetCode/:lang?', ...forgetCode },
];
