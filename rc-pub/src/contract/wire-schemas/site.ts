/**
 * TypeBox schemas of the site and layout wire shapes (rc-pub/src/contract/wire.ts; docs/product/sites-and-frame.md#site-records;
 * the site, layout, tools and module calls). Each is proved against its interface with {@link wire}.
 */
import { Type } from 'typebox';
import type {
  BannerWire,
  ChannelInfoWire,
  ChannelWire,
  ContentVersionsWire,
  CustomButtonWire,
  FooterConfigWire,
  GroupWire,
  HeaderConfigWire,
  PublicationConfigWire,
  PublicationLinkWire,
  SiteMaintenanceWire,
  SiteWire,
  ToolWire,
} from '../wire.js';
import type { ModuleWire } from '../news.js';
import { NullableInteger, NullableString, SharedRef, StringEnum, wire } from './common.js';

const SITE_TYPES = ['single', 'group', 'all'] as const;

/** SiteWire: a site record (docs/product/sites-and-frame.md#site-records); `type` single (one journal) | group | all (the aggregate portal). */
export const SiteSchema = wire<SiteWire>()(
  Type.Object(
    {
      id: Type.Integer({ description: 'site id' }),
      sld: Type.String({ description: 'second-level domain (subdomain) naming the site, e.g. plosone; unique' }),
      type: StringEnum(SITE_TYPES, 'single: one journal; group: several journals; all: the aggregate portal'),
      name: Type.String({ description: 'site name in Chinese' }),
      enName: Type.String({ description: 'site name in English' }),
      grayType: Type.Integer({
        description: 'grayscale display: 0 none, 1 the page body only, other values the whole page',
      }),
      umtFlag: Type.Integer({
        description:
          'site flag umtFlag (third-party login offered, docs/product/sites-and-frame.md#site-records), as stored (0 by default); 0 whenever OIDC_* is not configured',
      }),
      templateId: Type.Integer({
        description: 'page template id, as stored (1 by default); the product gives it no values',
      }),
      groupType: Type.Integer({
        description:
          '1 for an institutional group site (docs/product/sites-and-frame.md#institutional-group-sites), 0 by default',
      }),
      colour: Type.Integer({
        description:
          'theme: preset colour id 1..11, or 0 for custom colours colour1..3 (docs/product/sites-and-frame.md#theme-colours)',
      }),
      colour1: NullableString('first custom theme colour (used when colour is 0) as stored; null when unset'),
      colour2: NullableString('second custom theme colour (used when colour is 0); null when unset'),
      colour3: NullableString('third custom theme colour (used when colour is 0); null when unset'),
      pictureUrl: NullableString("site picture URL as stored (the gateway's logo when logo1 is null); null when none"),
      logo1: NullableString('logo URL of the title navigation, as stored; null when none'),
      keywords: NullableString('site keywords as stored (plain text); null when none'),
      domain: NullableString('host name of the site, as stored; null when none'),
      publicationId: NullableInteger('id of the journal (PublicationWire) a single site serves; null for other sites'),
      demo: Type.Boolean({ description: 'true for demo content' }),
    },
    { title: 'SiteWire', description: 'Site record (docs/product/sites-and-frame.md#site-records)' },
  ),
);

/** SiteMaintenanceWire: `data` of a site lookup answered 10003 (maintenance; docs/product/sites-and-frame.md#site-states). */
export const SiteMaintenanceSchema = wire<SiteMaintenanceWire>()(
  Type.Object(
    { phone: Type.String({ description: "the footer's contact phone, '-' when none" }) },
    { title: 'SiteMaintenanceWire', description: 'with status 10003 (site under maintenance)' },
  ),
);

/**
 * data of the site lookups (findBySld, findBySiteId): SiteWire on status 0, SiteMaintenanceWire with status 10003
 * (null on other errors). A union, so fast-json-stringify checks the branch while serializing: fine for one small
 * record that the gateway caches.
 */
export const SiteLookupSchema = wire<SiteWire | SiteMaintenanceWire>()(
  Type.Union([SiteSchema, SiteMaintenanceSchema], {
    title: 'SiteWire | SiteMaintenanceWire',
    description: 'the site on status 0; { phone } with status 10003 (maintenance)',
  }),
);

/** ContentVersionsWire: per-site content counters (the gateway's page cache keys on them). */
export const ContentVersionsSchema = wire<ContentVersionsWire>()(
  Type.Object(
    {
      global: Type.Integer({ minimum: 0, description: 'counter that rises with every bump of any site' }),
      sites: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), {
        description: "site sld → that site's counter, which only rises",
      }),
    },
    {
      title: 'ContentVersionsWire',
      description:
        'One counter per site sld that only rises, bumped in the same transaction as the change (import, reindex, seed)',
    },
  ),
);

/** A reference to the shared ChannelWire schema (channel trees are recursive). */
export const ChannelRef = SharedRef<ChannelWire>('ChannelWire');

/** Fields of a channel (a menu item, docs/product/sites-and-frame.md#site-records); `children` refer to the shared ChannelWire schema (a tree). */
const channelProperties = {
  id: Type.Integer({ description: 'channel id' }),
  siteId: Type.Integer({ description: 'id of the site (SiteWire) the channel belongs to' }),
  parentId: NullableInteger('id of the parent channel; null for a top-level item'),
  parentIndex: NullableInteger(
    "position (from 0) of the item's top-level ancestor among the top-level items; null for a top-level item",
  ),
  code: Type.String({
    description:
      'channel code, which decides where the menu item leads (docs/product/sites-and-frame.md#where-a-menu-item-leads)',
  }),
  name: Type.String({ description: 'channel name in Chinese' }),
  enName: Type.String({ description: 'channel name in English' }),
  enable: Type.Integer({ description: '1 shown, 0 hidden' }),
  linkValue: NullableString('link of the item (the URL a jump item opens); null when none'),
  bannerId: NullableInteger('banner id of the channel, as stored; null when none'),
  bannerUrl: NullableString('banner image URL of the channel, as stored; null when none'),
  newsDataType: NullableString('news type the channel lists: news | announcement | dynamic | statement; null if none'),
  styleId: NullableInteger('page style id, as stored (passed on by /newLeaguage links); null when unset'),
  sort: Type.Integer({ description: 'order among siblings, ascending' }),
  children: Type.Array(ChannelRef, { description: 'sub-channels, ordered by sort' }),
};

/** ChannelWire: a menu item with its sub-channels (docs/product/sites-and-frame.md#site-records); a shared schema (`$id` ChannelWire), as it is recursive. */
export const ChannelSchema = wire<ChannelWire>()(
  Type.Object(channelProperties, {
    $id: 'ChannelWire',
    title: 'ChannelWire',
    description: 'Menu/channel item (docs/product/sites-and-frame.md); children nested by parentId, ordered by sort',
  }),
);

/** ChannelInfoWire: one channel with its sub-channels and page content (/front/layout/channel). */
export const ChannelInfoSchema = wire<ChannelInfoWire>()(
  Type.Object(
    {
      ...channelProperties,
      content: NullableString('page content in Chinese, sanitized HTML; null when none'),
      enContent: NullableString('page content in English, sanitized HTML; null when none'),
    },
    { title: 'ChannelInfoWire', description: 'One channel with its page content (/front/layout/channel)' },
  ),
);

/** CustomButtonWire: a custom header button (docs/product/sites-and-frame.md#custom-buttons). */
export const CustomButtonSchema = wire<CustomButtonWire>()(
  Type.Object(
    {
      customButtonName: Type.String({ description: 'button label in Chinese' }),
      customButtonEnName: Type.String({ description: "button label in English ('' when none)" }),
      customButtonLinkValue: Type.String({ description: 'link the button opens' }),
      customButtonStatus: Type.Integer({ description: '1 shown (docs/product/sites-and-frame.md), 0 not' }),
    },
    { title: 'CustomButtonWire' },
  ),
);

/** HeaderConfigWire: header config (docs/product/sites-and-frame.md); logo fields are file ids, the *Url variants ready URLs. */
export const HeaderConfigSchema = wire<HeaderConfigWire>()(
  Type.Object(
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
      widthBase: NullableInteger(
        'header width base in px (e.g. 1000); null: 1200 for styles 2 and 4, else window - 80',
      ),
      fixedResourceType: NullableString(
        'fixed resource-type ids joined by ";" replacing resourceType (docs/product/sites-and-frame.md); null when none',
      ),
      languageMenu: Type.Integer({
        description:
          '1 shows the language switch as a dropdown (docs/product/sites-and-frame.md), 0 as the toggle link',
      }),
    },
    { title: 'HeaderConfigWire', description: 'Header config (docs/product/sites-and-frame.md)' },
  ),
);

/** PublicationConfigWire: the site's config groups (docs/product/sites-and-frame.md#site-records). */
export const PublicationConfigSchema = wire<PublicationConfigWire>()(
  Type.Object(
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
    {
      title: 'PublicationConfigWire',
      description: 'Site config groups (docs/product/sites-and-frame.md#site-records)',
    },
  ),
);

/** FooterConfigWire: footer config (docs/product/sites-and-frame.md#footer). */
export const FooterConfigSchema = wire<FooterConfigWire>()(
  Type.Object(
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
  ),
);

/** ToolWire: a floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). */
export const ToolSchema = wire<ToolWire>()(
  Type.Object(
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
  ),
);

/** PublicationLinkWire: a journal of a group entrance with the single site serving it, if any (docs/product/sites-and-frame.md#group-entrance). */
export const PublicationLinkSchema = wire<PublicationLinkWire>()(
  Type.Object(
    {
      id: Type.Integer({ description: 'journal (PublicationWire) id' }),
      siteId: NullableInteger('id of the single site serving the journal; null when none'),
      sld: NullableString('sld of that single site; null when none'),
      logo: NullableString('cover URL of the journal; null when none'),
      publicationName: Type.String({ description: 'journal title in Chinese' }),
      enPublicationName: Type.String({ description: 'journal title in English' }),
    },
    {
      title: 'PublicationLinkWire',
      description: 'Group-entrance / publication link (docs/product/sites-and-frame.md#group-entrance)',
    },
  ),
);

/** GroupWire: the journals of a site with their single sites (group entrance). */
export const GroupSchema = wire<GroupWire>()(
  Type.Object(
    {
      siteId: Type.Integer({ description: 'id of the site asked about' }),
      sld: Type.String({ description: 'sld of that site' }),
      type: StringEnum(SITE_TYPES, 'type of that site (SiteWire type)'),
      publications: Type.Array(PublicationLinkSchema, { description: 'the journals the site shows, in order' }),
    },
    { title: 'GroupWire' },
  ),
);

/** BannerWire: a banner item (docs/product/sites-and-frame.md#site-banners). */
export const BannerSchema = wire<BannerWire>()(
  Type.Object(
    {
      id: Type.Integer({ description: 'banner item id' }),
      indexId: Type.Integer({ description: 'position among the banners, from 0' }),
      siteId: Type.Integer({ description: 'id of the site (SiteWire) showing the banner' }),
      type: Type.String({
        description: 'link | wechat | news | album | article | other (docs/product/sites-and-frame.md)',
      }),
      title: Type.String({ description: 'title in Chinese' }),
      enTitle: Type.String({ description: 'title in English' }),
      url: NullableString('link the banner opens; null when none'),
      targetId: NullableInteger('the news item (type news) or album (type album) the banner shows; null when none'),
      doi: NullableString('DOI of the article an article banner shows; null when none'),
      vasDocLink: NullableString('vasDocLink, a document link as stored; null when none'),
      pictureUrl: NullableString('image URL (stored URL, else the stored file); null when none'),
    },
    { title: 'BannerWire', description: 'Banner item (docs/product/sites-and-frame.md#site-banners)' },
  ),
);

/** ModuleWire: a home module of a channel (docs/product/sites-and-frame.md#home-page); `type` decides what the gateway loads for it. */
export const ModuleSchema = wire<ModuleWire>()(
  Type.Object(
    {
      id: Type.Integer({ description: 'module id' }),
      channelId: Type.Integer({ description: 'id of the (home) channel the module belongs to' }),
      type: StringEnum(
        ['latestIssue', 'onlineFirst', 'mostRead', 'news', 'journals', 'banner', 'html', 'rank'],
        'what the module shows, which decides what the gateway loads for it',
      ),
      title: Type.String({ description: 'heading in Chinese' }),
      enTitle: Type.String({ description: 'heading in English' }),
      size: Type.Integer({ description: 'number of items shown' }),
      config: Type.Record(Type.String(), Type.Unknown(), { description: 'type-specific settings' }),
    },
    { title: 'ModuleWire', description: 'Home module of the home channel (docs/product/sites-and-frame.md#home-page)' },
  ),
);
