/**
 * Document title. On the server the title is recorded in the render outcome and written into the template head by
 * entry-server; on the client an effect sets document.title. (No `<title>` element in the tree: React would hoist it
 * and the hydrated markup would differ.) The default title is the Chinese product name (docs/product/sites-and-frame.md#languages).
 */
import { useContext, useEffect } from 'react';
import { type Lang, useLang } from './lang.js';
import { RenderOutcomeContext } from './ssrStatus.js';

/** Default document title (the Chinese product name, docs/product/sites-and-frame.md#languages). */
export const DEFAULT_TITLE = '学术期刊集群平台';

/** The product name in English, for pages in English (titles follow the page language). */
export const DEFAULT_TITLE_EN = 'Academic Journal Portal';

/** The default title of a page in `lang` (the Chinese product name; its English form on English pages). */
export function defaultTitle(lang: Lang): string {
  return lang === 'en' ? DEFAULT_TITLE_EN : DEFAULT_TITLE;
}

/** Sets the page title: `{page} - {site}`, or just the site name. Renders nothing. */
export function Title({ page, site }: { page?: string | null | undefined; site?: string | null | undefined }) {
  const outcome = useContext(RenderOutcomeContext);
  const lang = useLang();
  const text = [page, site].filter(Boolean).join(' - ') || defaultTitle(lang);
  outcome.title = text;
  useEffect(() => {
    document.title = text;
  }, [text]);
  return null;
}
