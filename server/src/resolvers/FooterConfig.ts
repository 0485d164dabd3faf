/** FooterConfig (SPEC §3 footer config) with language-resolved texts. */
import type { FooterConfigResolvers } from '../__generated__/resolvers.js';
import { pickLang } from '../domain/request.js';
import { asImageUrl } from './util.js';

/** SPEC §3: #ebebeb selects the light footer theme. */
export const LIGHT_FOOTER_BACKGROUND = '#ebebeb';

export const FooterConfig: FooterConfigResolvers = {
  showLogo: (f) => Number(f.showLogo) === 1,
  logoUrl: (f, _a, ctx) => pickLang(ctx.lang, asImageUrl(f.chLogo), asImageUrl(f.enLogo)),
  logoName: (f, _a, ctx) => pickLang(ctx.lang, f.chLogoName, f.enLogoName),
  backgroundColor: (f) => f.backgroundColor || LIGHT_FOOTER_BACKGROUND,
  light: (f) => (f.backgroundColor || LIGHT_FOOTER_BACKGROUND).trim().toLowerCase() === LIGHT_FOOTER_BACKGROUND,
  address: (f, _a, ctx) => pickLang(ctx.lang, f.address, f.enAddress),
  copyright: (f, _a, ctx) => pickLang(ctx.lang, f.copyright, f.enCopyright),
  qrUrl: (f) => asImageUrl(f.qrUrl),
  showVisits: (f) => Number(f.showVisits) === 1,
  sumVisits: (f) => f.sumVisits ?? 0,
  todayVisits: (f) => f.todayVisits ?? 0,
  cssContent: (f) => f.cssContent ?? f.configData?.cssContent ?? null,
};
