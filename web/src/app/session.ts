/**
 * Login state from the `userName` cookie (docs/product/members.md#sessions): empty, absent or a placeholder means logged out. The shell
 * provides the cookie value (server: request cookies; client: document.cookie, re-read every 1000 ms).
 */
import { createContext, useContext, useEffect, useState } from 'react';

/** The user-name refresh interval in ms (docs/product/members.md#sessions). */
export const USER_NAME_REFRESH_MS = 1000;

/** userName cookie value for the current request (null = logged out). */
export const UserNameContext = createContext<string | null>(null);

const PLACEHOLDERS = new Set(['', 'undefined', 'null']);

/** Normalizes a raw cookie value: placeholders and blanks become null (logged out). */
export function normalizeUserName(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return PLACEHOLDERS.has(value) ? null : value;
}

/** Masks 4 characters (positions -8 to -4; docs/product/members.md#display-name) with ****, e.g. 13812345678 → 138****5678. */
export function maskUserName(name: string): string {
  if (name.length <= 4) return name;
  const start = Math.max(0, name.length - 8);
  return `${name.slice(0, start)}****${name.slice(-4)}`;
}

/** Reads the userName cookie in the browser. */
export function readUserNameCookie(): string | null {
  const match = /(?:^|;\s*)userName=([^;]*)/.exec(document.cookie);
  return normalizeUserName(match?.[1] ? decodeURIComponent(match[1]) : null);
}

/** The current user name (null when logged out), kept in step with the cookie on the client. */
export function useUserName(): string | null {
  const initial = useContext(UserNameContext);
  const [name, setName] = useState(initial);
  useEffect(() => {
    const read = () => setName(readUserNameCookie());
    read(); // the page hydrated with the server's value; the cookie may have changed since
    const timer = window.setInterval(read, USER_NAME_REFRESH_MS);
    window.addEventListener(SESSION_CHANGE_EVENT, read);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(SESSION_CHANGE_EVENT, read);
    };
  }, []);
  return name;
}

/** Window event sent when this page changed the session cookies (the header re-reads them at once, not in 1 s). */
export const SESSION_CHANGE_EVENT = 'member-session-change';

/** Clears the session cookies (logout, or a 401: docs/product/members.md, Logout and Session expiry) and tells the page's readers. */
export function clearSessionCookies(): void {
  for (const name of ['userName', 'commonToken', 'userInfo', 'headPicture']) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));
}

/**
 * The login page's URL (/login, docs/product/members.md#session-expiry): `/login?lang={lang}&redirect={path}`, where `redirect` is the page
 * to come back to after signing in (a path on this host with its query and hash; omitted when empty).
 */
export function loginHref(lang: string, redirect?: string): string {
  const query = new URLSearchParams({ lang });
  if (redirect) query.set('redirect', redirect);
  return `/login?${query.toString()}`;
}

/** The current page as a `redirect` value: path, query and hash (browser only). */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return pathname + search + hash;
}
