/**
 * What decides a cached page: the Host, the path and query, and the page language (docs/product/sites-and-frame.md#languages: the route's
 * lang segment or `lang` query, else the `language` cookie, else zh). Nothing else of the request may reach a cached
 * render, so anonymous renders receive only the resolved `language` cookie. Member requests (a `commonToken` or a
 * `userName` cookie) are never cached or shared.
 */
import { createHash } from 'node:crypto';
import type { Lang } from 'rc-pub/contract';
import { isLang } from '../domain/request.js';

/** The language of a page request and where it came from. */
export interface PageLanguage {
  lang: Lang;
  /** True when the URL names the language (then the cookie does not matter: no `Vary: Cookie`). */
  fromUrl: boolean;
}

/**
 * The language named by a URL, mirroring web/src/app/lang.ts `langFromUrl` (a test pins the two together): the last
 * path segment when zh/en (lang is last), the first on /{lang}/article|thesis/..., else a `lang` query.
 */
export function langFromUrl(url: string): Lang | null {
  const q = url.indexOf('?');
  const pathname = q < 0 ? url : url.slice(0, q);
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  if (isLang(last)) return last;
  const first = segments[0];
  if (isLang(first) && (segments[1] === 'article' || segments[1] === 'thesis')) return first;
  const fromQuery = q < 0 ? null : new URLSearchParams(url.slice(q + 1)).get('lang');
  return isLang(fromQuery) ? fromQuery : null;
}

/**
 * Bounded memo of a pure function of a string (the page cache's edge resolves the same few URLs and hosts on every
 * hit; splitting them again each time was a tenth of its work). Cleared whole when full; strings over 512 characters
 * are not remembered (at most about 10 MB for 10,000 entries, whatever URLs a client sends).
 */
export function memoized<T>(fn: (s: string) => T, max = 10_000): (s: string) => T {
  const seen = new Map<string, T>();
  return (s) => {
    if (seen.has(s)) return seen.get(s) as T;
    const v = fn(s);
    if (s.length > 512) return v;
    if (seen.size >= max) seen.clear();
    seen.set(s, v);
    return v;
  };
}

const urlLanguage = memoized(langFromUrl);

/** The page language (docs/product/sites-and-frame.md#languages): URL, else the `language` cookie (exactly zh or en, as the web app reads it), else zh. */
export function pageLanguage(url: string, cookies: Record<string, string | undefined>): PageLanguage {
  const fromUrl = urlLanguage(url);
  if (fromUrl) return { lang: fromUrl, fromUrl: true };
  const c = cookies.language;
  return { lang: isLang(c) ? c : 'zh', fromUrl: false };
}

const USER_NAME_PLACEHOLDERS = new Set(['', 'undefined', 'null']);

/**
 * True when the request carries no member session: no non-empty `commonToken` (docs/product/members.md#sessions) and no `userName` that the
 * web app would show in the header (web/src/app/session.ts treats '', 'undefined' and 'null' as logged out).
 */
export function isAnonymous(cookies: Record<string, string | undefined>): boolean {
  if (cookies.commonToken?.trim()) return false;
  const user = cookies.userName?.trim() ?? '';
  return USER_NAME_PLACEHOLDERS.has(user);
}

/** Inputs of a page-cache key. */
export interface PageKeyInput {
  /** Host header as sent (lower-cased here; the port is kept: absolute links could differ). */
  host: string;
  /** Path and query string exactly as requested. */
  url: string;
  lang: Lang;
  /** Content version of the Host's site (see versions.ts), e.g. `s12` or `g40`. */
  version: string;
}

/**
 * The store key: `<sld>:<version>:<sha256 of host, lang and url>` (bounded length whatever the URL; the sld and
 * version stay readable in Redis). The version makes a site's old entries unreachable after a content bump.
 */
export function pageKey(sld: string, k: PageKeyInput): string {
  const name = `${k.host.toLowerCase()}\n${k.lang}\n${k.url}`;
  return `${sld}:${k.version}:${digest(name)}`;
}

/** sha256 of a key's name, memoized (the edge keys every cached hit; hashing each again was a third of its work). */
const digest = memoized((name: string) => createHash('sha256').update(name).digest('base64url'));
