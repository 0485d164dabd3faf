/**
 * Sanitizing of site-authored rich text: channel pages (channels.content_zh/en), news bodies
 * (news.content_zh/en) and HTML home modules are stored sanitized, like JATS HTML (import/html.ts: the same allow-list
 * family, no script, no iframe, no event handlers, links only http(s)/mailto/ftp or relative). Every writer of site
 * content calls {@link sanitizeSiteHtml}: the seed today, the site-file importer later. Sanitizing on write means a
 * reader (gateway, SSR, another tool) can render the stored HTML as it is.
 */
import { sanitize } from './html.js';

/**
 * The stored form of site rich text: the JATS allow-list applied (script, style, iframe, object, embed, form, `on*`
 * attributes and `javascript:`/`data:` URLs removed; harmless markup such as paragraphs, emphasis, lists, tables,
 * images and links kept). `null`/`undefined` stay null; an empty result is stored as ''.
 */
export function sanitizeSiteHtml(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  return sanitize(html);
}

/** Row values with the rich-text fields `contentZh`/`contentEn` sanitized (channels, news, module configs). */
export function withSanitizedContent<T extends object>(row: T): T {
  const out = { ...row } as T & { contentZh?: string | null; contentEn?: string | null };
  if (typeof out.contentZh === 'string') out.contentZh = sanitizeSiteHtml(out.contentZh);
  if (typeof out.contentEn === 'string') out.contentEn = sanitizeSiteHtml(out.contentEn);
  return out;
}
