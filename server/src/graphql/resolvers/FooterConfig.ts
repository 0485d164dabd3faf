/** FooterConfig (docs/product/sites-and-frame.md#footer) with language-resolved texts. */
import type { FooterConfigResolvers } from '../../__generated__/resolvers.js';
import { pickLang } from '../../domain/request.js';
import { sanitizeSiteCss } from '../../domain/site-css.js';
import { asImageUrl } from './util.js';

/** #ebebeb selects the light footer theme (docs/product/sites-and-frame.md#footer). */
export const LIGHT_FOOTER_BACKGROUND = '#ebebeb';

/** The dark footer's background when the configured colour is unusable under white text. */
export const DARK_FOOTER_BACKGROUND = '#2b2f36';

/** Relative luminance (WCAG 2.2) of a #rgb / #rrggbb colour, or null for anything else. */
export function luminance(hex: string): number | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The footer's painted background (docs/product/sites-and-frame.md#footer): #ebebeb when light; else the configured colour when white text
 * on it reaches 4.5:1 (luminance at most 0.18), else {@link DARK_FOOTER_BACKGROUND}.
 */
export function paintBackground(configured: string | null | undefined): string {
  const c = (configured || LIGHT_FOOTER_BACKGROUND).trim();
  if (c.toLowerCase() === LIGHT_FOOTER_BACKGROUND) return LIGHT_FOOTER_BACKGROUND;
  const l = luminance(c);
  return l !== null && l <= 0.18 ? c.toLowerCase() : DARK_FOOTER_BACKGROUND;
}

/**
 * The footer's link (its linkAddress, docs/product/sites-and-frame.md#footer): the site's official website, which the footer logo and name
 * link to. An http(s) URL or a site path (`/…`) as configured; a bare host name (`www.example.org/x`) gets `https://`;
 * anything else (other schemes, `//host`, spaces) is null.
 */
export function footerLink(raw: string | null | undefined): string | null {
  const s = raw?.trim();
  if (!s || /\s/.test(s)) return null;
  if (/^https?:\/\/[^/]/i.test(s)) return s;
  if (/^\/(?!\/)/.test(s)) return s;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#].*)?$/i.test(s)) return `https://${s}`;
  return null;
}

export const FooterConfig: FooterConfigResolvers = {
  showLogo: (f) => Number(f.showLogo) === 1,
  logoUrl: (f, _a, ctx) => pickLang(ctx.lang, asImageUrl(f.chLogo), asImageUrl(f.enLogo)),
  logoName: (f, _a, ctx) => pickLang(ctx.lang, f.chLogoName, f.enLogoName),
  backgroundColor: (f) => f.backgroundColor || LIGHT_FOOTER_BACKGROUND,
  light: (f) => (f.backgroundColor || LIGHT_FOOTER_BACKGROUND).trim().toLowerCase() === LIGHT_FOOTER_BACKGROUND,
  paintBackground: (f) => paintBackground(f.backgroundColor),
  address: (f, _a, ctx) => pickLang(ctx.lang, f.address, f.enAddress),
  copyright: (f, _a, ctx) => pickLang(ctx.lang, f.copyright, f.enCopyright),
  qrUrl: (f) => asImageUrl(f.qrUrl),
  showVisits: (f) => Number(f.showVisits) === 1,
  sumVisits: (f) => f.sumVisits ?? 0,
  todayVisits: (f) => f.todayVisits ?? 0,
  /** Made safe for a `<style>` element of every page (domain/site-css.ts). */
  cssContent: (f) => sanitizeSiteCss(f.cssContent ?? f.configData?.cssContent),
  linkAddress: (f) => footerLink(f.linkAddress),
};
