/**
 * TypeBox schemas of the page frame's configuration (rc-pub/src/contract/wire.ts; docs/product/sites-and-frame.md: custom
 * buttons, header, journal header, footer, floating toolbar). The wire types are their static types
 * (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, Type } from 'typebox';
import { NullableInteger, NullableString } from './common.js';

/** CustomButtonWire: a custom header button (docs/product/sites-and-frame.md#custom-buttons). */
export const CustomButtonSchema = Type.Object(
  {
    customButtonName: Type.String({ description: 'button label in Chinese' }),
    customButtonEnName: Type.String({ description: "button label in English ('' when none)" }),
    customButtonLinkValue: Type.String({ description: 'link the button opens' }),
    customButtonStatus: Type.Integer({ description: '1 shown (docs/product/sites-and-frame.md), 0 not' }),
  },
  { title: 'CustomButtonWire' },
);

/** CustomButtonWire: the static type of {@link CustomButtonSchema}. */
export type CustomButtonWire = Static<typeof CustomButtonSchema>;

/** HeaderConfigWire: header config (docs/product/sites-and-frame.md); logo fields are file ids, the *Url variants ready URLs. */
export const HeaderConfigSchema = Type.Object(
  {
    siteId: Type.Integer({ description: 'id of the site (SiteWire) this config belongs to' }),
    navStyle: Type.Integer({
      description:
        'navigation style 1..6 (docs/product/sites-and-frame.md#header-styles; 4, 5 and 6 have special layouts)',
    }),
    ceiling: Type.Integer({
      description:
        '1 turns the fixed (ceiling) header on, 0 off (docs/product/sites-and-frame.md: style 3 has a fixed ceiling variant)',
    }),
    showLogin: Type.Integer({ description: '1 shows the login and register links, 0 not' }),
    groupEntrance: Type.Integer({ description: '1 shows the group-journals entry in the header, 0 not' }),
    searchBox: Type.Integer({ description: '1 shows the search box, 0 not' }),
    advSearch: Type.Integer({ description: '1 shows the advanced search link, 0 not' }),
    resourceSearch: Type.Integer({ description: '1 shows the resource-type options of the search box, 0 not' }),
    resourceType: Type.String({
      description: 'searchable resource type ids joined by ";" (docs/product/sites-and-frame.md)',
    }),
    navDistribution: Type.Integer({ description: 'navDistribution setting, as stored (0 by default)' }),
    switchLanguage: Type.Integer({ description: '1 shows the language toggle, 0 not' }),
    greeting: NullableString('greeting in Chinese, plain text; null when none'),
    enGreeting: NullableString('greeting in English, plain text; null when none'),
    pcLogo: NullableInteger('stored file id of the desktop logo (Chinese); null when none'),
    mobileLogo: NullableInteger('stored file id of the mobile logo (Chinese); null when none'),
    enPcLogo: NullableInteger('stored file id of the desktop logo (English); null when none'),
    enMobileLogo: NullableInteger('stored file id of the mobile logo (English); null when none'),
    pcLogoUrl: NullableString('desktop logo URL (Chinese), else the URL of pcLogo; null when neither'),
    mobileLogoUrl: NullableString('mobile logo URL (Chinese), else the URL of mobileLogo; null when neither'),
    enPcLogoUrl: NullableString('desktop logo URL (English), else the URL of enPcLogo; null when neither'),
    enMobileLogoUrl: NullableString('mobile logo URL (English), else the URL of enMobileLogo; null when neither'),
    backgroundCoverId: NullableInteger('stored file id of the navigation background; null when none'),
    backgroundUrl: NullableString('navigation background URL, else the URL of backgroundCoverId; null when neither'),
    configData: Type.Object(
      {
        customButtonList: Type.Array(CustomButtonSchema, {
          description:
            'every custom button of the site, in order (docs/product/sites-and-frame.md: the page shows at most 3)',
        }),
        cssContent: NullableString('extra CSS of the header config; null when none'),
      },
      { description: 'custom buttons and extra CSS (configData)' },
    ),
    headerHeight: NullableInteger(
      'header height in px (e.g. 140; docs/product/sites-and-frame.md#site-specific-header-settings); null: the nav style decides',
    ),
    widthBase: NullableInteger('header width base in px (e.g. 1000); null: 1200 for styles 2 and 4, else window - 80'),
    fixedResourceType: NullableString(
      'fixed resource-type ids joined by ";" replacing resourceType (docs/product/sites-and-frame.md); null when none',
    ),
    languageMenu: Type.Integer({
      description: '1 shows the language switch as a dropdown (docs/product/sites-and-frame.md), 0 as the toggle link',
    }),
  },
  { title: 'HeaderConfigWire', description: 'Header config (docs/product/sites-and-frame.md)' },
);

/** Header config (docs/product/sites-and-frame.md#header). Logo fields are file ids; the *Url variants are ready URLs. */
export type HeaderConfigWire = Static<typeof HeaderConfigSchema>;

/** PublicationConfigWire: the site's config groups (docs/product/sites-and-frame.md#site-records). */
export const PublicationConfigSchema = Type.Object(
  {
    logoConfigs: Type.Object(
      {
        hasLogo: Type.Boolean({ description: 'true when logoUrl is set' }),
        logoUrl: NullableString(
          "desktop logo URL for the request's language (English falls back to the Chinese logo); null when none",
        ),
      },
      { description: 'the header logo' },
    ),
    navBgConfigs: Type.Object(
      {
        hasNavBg: Type.Boolean({ description: 'true when navBgUrl is set' }),
        navBgUrl: NullableString('navigation background URL; null when none'),
      },
      { description: 'the navigation background' },
    ),
    searchConfigs: Type.Object(
      {
        isShow: Type.Boolean({ description: 'the search box is shown (header searchBox 1)' }),
        isShowSeniorSearch: Type.Boolean({ description: 'the advanced search link is shown (header advSearch 1)' }),
        isShowSearchOptions: Type.Boolean({
          description: 'the resource-type options are shown (header resourceSearch 1)',
        }),
        resourceTypes: Type.String({
          description: 'searchable resource type ids joined by ";" (docs/product/sites-and-frame.md)',
        }),
      },
      { description: 'the search area' },
    ),
    greetingConfig: Type.Object(
      {
        hasGreeting: Type.Boolean({ description: 'true when greeting is set' }),
        greeting: NullableString("greeting in the request's language, plain text; null when none"),
      },
      { description: 'the header greeting' },
    ),
    hasLoginAndRegister: Type.Boolean({ description: 'the login and register links are shown (header showLogin 1)' }),
  },
  { title: 'PublicationConfigWire', description: 'Site config groups (docs/product/sites-and-frame.md#site-records)' },
);

/** Site config groups (docs/product/sites-and-frame.md#site-records). */
export type PublicationConfigWire = Static<typeof PublicationConfigSchema>;

/** FooterConfigWire: footer config (docs/product/sites-and-frame.md#footer). */
export const FooterConfigSchema = Type.Object(
  {
    siteId: Type.Integer({ description: 'id of the site (SiteWire) this config belongs to' }),
    toolbarStyle: Type.Integer({
      description: 'toolbar style read by the footer call, as stored (1 by default)',
    }),
    showLogo: Type.Integer({ description: '1 shows the footer logo, 0 not' }),
    qrUrl: NullableString('QR code image URL; null when none'),
    qrMessage: NullableString('caption under the QR code, plain text; null when none'),
    backgroundColor: Type.String({ description: 'CSS colour; #ebebeb selects the light footer, any other the dark' }),
    postcode: NullableString('postal code; null when none'),
    phone: NullableString('contact phone; null when none'),
    email: NullableString('contact email address; null when none'),
    fax: NullableString('fax number; null when none'),
    chLogo: NullableInteger('stored file id of the Chinese footer logo; null when none'),
    enLogo: NullableInteger('stored file id of the English footer logo; null when none'),
    chLogoName: NullableString('alt text of the Chinese footer logo; null when none'),
    enLogoName: NullableString('alt text of the English footer logo; null when none'),
    cssContent: NullableString('extra CSS of the footer; null when none'),
    address: NullableString('address in Chinese; null when none'),
    enAddress: NullableString('address in English; null when none'),
    copyright: NullableString('copyright line in Chinese; null when none'),
    enCopyright: NullableString('copyright line in English; null when none'),
    icp: NullableString('first of the two registration numbers shown in the footer; null when none'),
    picp: NullableString('second registration number shown, linked to picpLink when set; null when none'),
    picpLink: NullableString('URL the second registration number links to; null when none'),
    linkAddress: NullableString('footer link address (the official website), as stored; null when none'),
    showVisits: Type.Integer({ description: '1 shows the visit counters, 0 not' }),
    sumVisits: Type.Integer({ description: 'total visits shown' }),
    todayVisits: Type.Integer({ description: "today's visits shown" }),
    configData: Type.Object(
      { cssContent: NullableString('the same extra CSS as cssContent; null when none') },
      { description: 'configData: cssContent again' },
    ),
  },
  { title: 'FooterConfigWire', description: 'Footer config (docs/product/sites-and-frame.md#footer)' },
);

/** Footer config (docs/product/sites-and-frame.md#footer). */
export type FooterConfigWire = Static<typeof FooterConfigSchema>;

/** ToolWire: a floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */
export const ToolSchema = Type.Object(
  {
    id: Type.Integer({ description: 'tool item id' }),
    indexId: Type.Integer({ description: 'position in the toolbar, from 0' }),
    resName: Type.String({ description: 'name in Chinese (the hover tooltip)' }),
    enResName: Type.String({ description: "name in English ('' when none)" }),
    cover: NullableString('cover of the item, as stored; null when none'),
    coverId: NullableInteger('stored file id of the icon; null when none'),
    linkValue2: NullableString('link used when url is empty; null when none'),
    linkType2: NullableString('linkType2 of the item, as stored; null when none'),
    bouncePictureUrl: NullableString("URL of the picture a 'pop' item shows; null when none"),
    url: NullableString('link the item opens; null when none'),
    type: Type.String({ description: "'pop' for a pop-up picture, any other value a link (stored default 'link')" }),
    platformType: NullableString('rss | email | folderAdd, or null for other items'),
    description: NullableString('description text, plain; null when none'),
    pictureUrl: NullableString('icon URL, else the URL of coverId; null when neither'),
  },
  {
    title: 'ToolWire',
    description: 'Floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar)',
  },
);

/** Floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */
export type ToolWire = Static<typeof ToolSchema>;
