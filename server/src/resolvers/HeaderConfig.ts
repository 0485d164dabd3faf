/** HeaderConfig (SPEC §3 header config refined by the site config groups). */
import type { HeaderConfigResolvers } from '../__generated__/resolvers.js';
import { parseResourceTypes, visibleCustomButtons } from '../domain/labels.js';
import { pickLang } from '../domain/request.js';
import { asImageUrl } from './util.js';

const on = (v: unknown) => Number(v) === 1;

export const HeaderConfig: HeaderConfigResolvers = {
  navStyle: (p) => p.header.navStyle ?? 1,
  ceiling: (p) => on(p.header.ceiling),
  /** SPEC §3: hasLoginAndRegister governs login and register links. */
  showLogin: (p) => on(p.header.showLogin) && (p.publicationConfig?.hasLoginAndRegister ?? true),
  showGroupEntrance: (p) => on(p.header.groupEntrance),
  searchBox: (p) => on(p.header.searchBox) && (p.publicationConfig?.searchConfigs?.isShow ?? true),
  advSearch: (p) => on(p.header.advSearch),
  resourceSearch: (p) => on(p.header.resourceSearch),
  /** SPEC §5: known ids only; the header string, else the search config's. */
  resourceTypes: (p) => {
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
  cssContent: (p) => p.header.configData?.cssContent ?? null,
};
