/** Row → wire mappers for header, publication and footer configuration (docs/product/sites-and-frame.md#site-records). */
import type {
  CustomButtonWire,
  FooterConfigWire,
  HeaderConfigWire,
  Lang,
  PublicationConfigWire,
} from '../../contract/wire.js';
import type { ButtonRow, FooterRow, HeaderRow } from '../../repositories/site-config.js';
import { fileUrl } from '../../lib/ids.js';

/** Header config with every custom button (the gateway applies the limit of 3 shown buttons, docs/product/sites-and-frame.md#custom-buttons). */
export function toHeaderWire(h: HeaderRow, buttons: ButtonRow[]): HeaderConfigWire {
  const customButtonList: CustomButtonWire[] = buttons.map((b) => ({
    customButtonName: b.nameZh,
    customButtonEnName: b.nameEn,
    customButtonLinkValue: b.linkValue,
    customButtonStatus: b.status,
  }));
  return {
    siteId: h.siteId,
    navStyle: h.navStyle,
    ceiling: h.ceiling,
    showLogin: h.showLogin,
    groupEntrance: h.groupEntrance,
    searchBox: h.searchBox,
    advSearch: h.advSearch,
    resourceSearch: h.resourceSearch,
    resourceType: h.resourceType,
    navDistribution: h.navDistribution,
    switchLanguage: h.switchLanguage,
    greeting: h.greeting,
    enGreeting: h.enGreeting,
    pcLogo: h.pcLogo,
    mobileLogo: h.mobileLogo,
    enPcLogo: h.enPcLogo,
    enMobileLogo: h.enMobileLogo,
    pcLogoUrl: h.pcLogoUrl ?? fileUrl(h.pcLogo),
    mobileLogoUrl: h.mobileLogoUrl ?? fileUrl(h.mobileLogo),
    enPcLogoUrl: h.enPcLogoUrl ?? fileUrl(h.enPcLogo),
    enMobileLogoUrl: h.enMobileLogoUrl ?? fileUrl(h.enMobileLogo),
    backgroundCoverId: h.backgroundCoverId,
    backgroundUrl: h.backgroundUrl ?? fileUrl(h.backgroundCoverId),
    configData: { customButtonList, cssContent: h.cssContent },
    headerHeight: h.headerHeight,
    widthBase: h.widthBase,
    fixedResourceType: h.fixedResourceType,
    languageMenu: h.languageMenu,
  };
}

/** Site config groups derived from the header config, texts in `lang` (docs/product/sites-and-frame.md#site-records). */
export function toPublicationConfigWire(h: HeaderRow, lang: Lang): PublicationConfigWire {
  const logoUrl =
    lang === 'en'
      ? (h.enPcLogoUrl ?? fileUrl(h.enPcLogo) ?? h.pcLogoUrl ?? fileUrl(h.pcLogo))
      : (h.pcLogoUrl ?? fileUrl(h.pcLogo));
  const navBgUrl = h.backgroundUrl ?? fileUrl(h.backgroundCoverId);
  const greeting = (lang === 'en' ? h.enGreeting : h.greeting) || null;
  return {
    logoConfigs: { hasLogo: logoUrl !== null, logoUrl },
    navBgConfigs: { hasNavBg: navBgUrl !== null, navBgUrl },
    searchConfigs: {
      isShow: h.searchBox === 1,
      isShowSeniorSearch: h.advSearch === 1,
      isShowSearchOptions: h.resourceSearch === 1,
      resourceTypes: h.resourceType,
    },
    greetingConfig: { hasGreeting: greeting !== null, greeting },
    hasLoginAndRegister: h.showLogin === 1,
  };
}

/** Footer config (docs/product/sites-and-frame.md#footer). */
export function toFooterWire(f: FooterRow): FooterConfigWire {
  // the footer row carries the wire fields and the legal pages' texts (served by legalPage, not with every frame);
  // the footer config also nests cssContent under configData
  const {
    accessibilityZh: _a,
    accessibilityEn: _b,
    privacyZh: _c,
    privacyEn: _d,
    agreementZh: _e,
    agreementEn: _f,
    termsZh: _g,
    termsEn: _h,
    ...wire
  } = f;
  return { ...wire, configData: { cssContent: f.cssContent } };
}
