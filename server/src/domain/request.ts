/** Pure request-level rules: interface language (docs/product/sites-and-frame.md#languages) and the site subdomain of a Host header. */
import type { Lang } from 'rc-pub/contract';

/** True for 'zh' and 'en' (docs/product/sites-and-frame.md#languages). */
export function isLang(v: unknown): v is Lang {
  return v === 'zh' || v === 'en';
}

/**
 * The language comes from the route (here: the `x-language` header the web app sends), else the `language`
 * cookie, else zh. Unknown values are ignored.
 */
export function resolveLanguage(header: string | undefined, cookie: string | undefined): Lang {
  const h = header?.trim().toLowerCase();
  if (isLang(h)) return h;
  const c = cookie?.trim().toLowerCase();
  if (isLang(c)) return c;
  return 'zh';
}

/**
 * The site subdomain (sld) of a Host header: `plosmed.localhost:3000` → plosmed, `plosmed.portal.example.org` →
 * plosmed; bare `localhost`, an IP address, a two-label domain or an empty host → `defaultSld` (docs/product/sites-and-frame.md#how-a-page-finds-its-site: sites are
 * found by subdomain; the aggregate site www is the default).
 */
export function sldFromHost(host: string | undefined, defaultSld: string): string {
  if (!host) return defaultSld;
  let h = host.trim().toLowerCase();
  if (h.startsWith('[')) return defaultSld; // IPv6 literal
  h = h.replace(/:\d+$/, '').replace(/\.$/, '');
  if (!h || /^\d{1,3}(\.\d{1,3}){3}$/.test(h) || h.includes(':')) return defaultSld;
  const labels = h.split('.');
  const minLabels = labels[labels.length - 1] === 'localhost' ? 2 : 3;
  const first = labels[0];
  if (labels.length < minLabels || !first || !/^[a-z0-9][a-z0-9-]*$/.test(first)) return defaultSld;
  return first;
}

/** Picks the text for `lang`, falling back to the other language when empty (docs/product/sites-and-frame.md#languages). */
export function pickLang(lang: Lang, zh: string | null | undefined, en: string | null | undefined): string | null {
  const a = lang === 'en' ? en : zh;
  const b = lang === 'en' ? zh : en;
  if (a?.trim()) return a;
  if (b?.trim()) return b;
  return null;
}

/** The text for `lang` only (no fallback), null when empty. */
export function strictLang(lang: Lang, zh: string | null | undefined, en: string | null | undefined): string | null {
  const v = lang === 'en' ? en : zh;
  return v?.trim() ? v : null;
}
