/**
 * Interface language (docs/product/sites-and-frame.md#languages): the route's `lang` segment, else the `language` cookie, else zh.
 * The cookie value is provided by the app shell (server: request cookies; client: document.cookie) via LangContext.
 */
import { createContext, useContext } from 'react';
import { useLocation, useParams } from 'react-router';

/** The two interface languages. */
export type Lang = 'zh' | 'en';

/** Narrows any string to a language, or null when it is neither. */
export function asLang(value: string | null | undefined): Lang | null {
  return value === 'zh' || value === 'en' ? value : null;
}

/** Language from the `language` cookie (or zh), provided by the shell for the current request. */
export const CookieLangContext = createContext<Lang>('zh');

/**
 * Finds the language in a URL path: the last path segment when it is zh/en (lang is last, docs/product/sites-and-frame.md#routes),
 * else a `lang` query parameter (/errorPage?lang=en, /login?lang=en). Null when absent.
 */
export function langFromUrl(pathname: string, search = ''): Lang | null {
  const segments = pathname.split('/').filter(Boolean);
  const last = asLang(segments[segments.length - 1]);
  if (last) return last;
  // /{lang}/article/{siteId}/{thesisId} (docs/product/sites-and-frame.md#content-routes) puts lang first.
  const first = asLang(segments[0]);
  if (first && (segments[1] === 'article' || segments[1] === 'thesis')) return first;
  return asLang(new URLSearchParams(search).get('lang'));
}

/** The page language: route `lang` param, else the URL's lang segment/query, else the cookie, else zh. */
export function useLang(): Lang {
  const params = useParams();
  const location = useLocation();
  const cookieLang = useContext(CookieLangContext);
  return asLang(params.lang) ?? langFromUrl(location.pathname, location.search) ?? cookieLang;
}

/** The `<html lang>` value for a language. */
export function htmlLang(lang: Lang): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}

/**
 * Builds a portal href ending in the language segment (lang is last), e.g.
 * `withLang('/homeNav/plosmed', 'en')` → `/homeNav/plosmed/en`.
 */
export function withLang(path: string, lang: Lang): string {
  const trimmed = path.endsWith('/') ? path.slice(0, -1) : path;
  return `${trimmed}/${lang}`;
}

/** Hook form of {@link withLang} for the current page language. */
export function useHref(): (path: string) => string {
  const lang = useLang();
  return (path: string) => withLang(path, lang);
}

/**
 * Swaps the language segment of a URL path (docs/product/sites-and-frame.md#language-switch): replaces a trailing zh/en segment, or
 * a leading one on /{lang}/article routes, or a `lang` query; otherwise appends `?lang=` to query-style routes and
 * the segment to /homeNav and /{site}/home routes. `/` stays `/` (the cookie carries the language).
 */
export function swapLangInUrl(pathname: string, search: string, target: Lang): string {
  const segments = pathname.split('/').filter(Boolean);
  const params = new URLSearchParams(search);
  if (params.has('lang')) {
    params.set('lang', target);
    return `${pathname}?${params.toString()}`;
  }
  const query = search && search !== '?' ? search : '';
  const lastIndex = segments.length - 1;
  if (lastIndex >= 0 && asLang(segments[lastIndex])) {
    segments[lastIndex] = target;
    return `/${segments.join('/')}${query}`;
  }
  if (asLang(segments[0]) && (segments[1] === 'article' || segments[1] === 'thesis')) {
    segments[0] = target;
    return `/${segments.join('/')}${query}`;
  }
  return `${pathname}${query}`;
}
