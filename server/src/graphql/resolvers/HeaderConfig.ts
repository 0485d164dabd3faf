/** HeaderConfig: the header config refined by the site config groups (docs/product/sites-and-frame.md#header). */
import type { HeaderConfigResolvers } from '../../__generated__/resolvers.js';
import { parseResourceTypes, visibleCustomButtons } from '../../domain/labels.js';
import { pickLang } from '../../domain/request.js';
import { sanitizeSiteCss } from '../../domain/site-css.js';
import { asImageUrl } from './util.js';

const on = (v: unknown) => Number(v) === 1;
/** A positive pixel size, else null (older rc-pub answers lack the site-specific header fields). */
const positive = (v: number | null | undefined) => (typeof v === 'number' && v > 0 ? v : null);

export const HeaderConfig: HeaderConfigResolvers = {
  /** Styles 1-6 (docs/product/sites-and-frame.md#header-styles); 0 and unknown values are style 1. */
  navStyle: (p) => {
    const n = Number(p.header.navStyle);
    return Number.isInteger(n) && n >= 1 && n <= 6 ? n : 1;
  },
  ceiling: (p) => on(p.header.ceiling),
  /** hasLoginAndRegister governs login and register links (docs/product/sites-and-frame.md#header). */
  showLogin: (p) => on(p.header.showLogin) && (p.publicationConfig?.hasLoginAndRegister ?? true),
  showGroupEntrance: (p) => on(p.header.groupEntrance),
  searchBox: (p) => on(p.header.searchBox) && (p.publicationConfig?.searchConfigs?.isShow ?? true),
  advSearch: (p) => on(p.header.advSearch),
  resourceSearch: (p) => on(p.header.resourceSearch),
  /** Known ids only (docs/product/sites-and-frame.md#header); the header string, else the search config's. */
  resourceTypes: (p) => {
    // A fixed set (e.g. '428;25;28;29', docs/product/sites-and-frame.md#site-specific-header-settings) replaces the configured ones
    const fixed = parseResourceTypes(p.header.fixedResourceType ?? '');
    if (fixed.length) return fixed;
    const own = parseResourceTypes(p.header.resourceType);
    return own.length ? own : parseResourceTypes(p.publicationConfig?.searchConfigs?.resourceTypes);
  },
  switchLanguage: (p) => on(p.header.switchLanguage),
  greeting: (p, _a, ctx) => {
    if (p.publicationConfig?.greetingConfig && p.publicationConfig.greetingConfig.hasGreeting === false) return null;
    return pickLang(ctx.lang, p.header.greeting, p.header.enGreeting);
  },
  logoUrl: (p, _a, ctx) => {
    const h = p.header;
    const zh = asImageUrl(h.pcLogoUrl) ?? asImageUrl(h.pcLogo);
    const en = asImageUrl(h.enPcLogoUrl) ?? asImageUrl(h.enPcLogo);
    return pickLang(ctx.lang, zh, en) ?? asImageUrl(p.publicationConfig?.logoConfigs?.logoUrl);
  },
  backgroundUrl: (p) => asImageUrl(p.header.backgroundUrl) ?? asImageUrl(p.header.backgroundCoverId),
  customButtons: (p, _a, ctx) => visibleCustomButtons(p.header.configData?.customButtonList, ctx.lang),
  /** Made safe for a `<style>` element of every page (domain/site-css.ts). */
  cssContent: (p) => sanitizeSiteCss(p.header.configData?.cssContent),
  navDistribution: (p) => on(p.header.navDistribution),
  headerHeight: (p) => positive(p.header.headerHeight),
  widthBase: (p) => positive(p.header.widthBase),
  languageMenu: (p) => on(p.header.languageMenu),
  compactLogoUrl: (p, _a, ctx) => {
    const h = p.header;
    const zh = asImageUrl(h.mobileLogoUrl) ?? asImageUrl(h.mobileLogo);
    const en = asImageUrl(h.enMobileLogoUrl) ?? asImageUrl(h.enMobileLogo);
    return pickLang(ctx.lang, zh, en);
  },
};
