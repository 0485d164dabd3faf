/**
 * TypeBox schemas of the site and layout wire shapes (rc-pub/src/contract/wire.ts; SPEC §3 site records, §7 site,
 * layout, tools and module calls). Each is proved against its interface with {@link wire}.
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
  ModuleWire,
  PublicationConfigWire,
  PublicationLinkWire,
  SiteMaintenanceWire,
  SiteWire,
  ToolWire,
} from '../wire.js';
import { NullableInteger, NullableString, SharedRef, StringEnum, wire } from './common.js';

const SITE_TYPES = ['single', 'group', 'all'] as const;

/** SiteWire: a site record (SPEC §3); `type` single (one journal) | group | all (the aggregate portal). */
export const SiteSchema = wire<SiteWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      sld: Type.String({ description: 'subdomain, e.g. plosone' }),
      type: StringEnum(SITE_TYPES),
      name: Type.String(),
      enName: Type.String(),
      grayType: Type.Integer(),
      umtFlag: Type.Integer(),
      templateId: Type.Integer(),
      groupType: Type.Integer(),
      colour: Type.Integer(),
      colour1: NullableString(),
      colour2: NullableString(),
      colour3: NullableString(),
      pictureUrl: NullableString(),
      logo1: NullableString(),
      keywords: NullableString(),
      domain: NullableString(),
      publicationId: NullableInteger('the journal of a single site'),
      demo: Type.Boolean({ description: 'true for demo content' }),
    },
    { title: 'SiteWire', description: 'Site record (SPEC §3)' },
  ),
);

/** SiteMaintenanceWire: `data` of a site lookup answered 10003 (maintenance; SPEC §8). */
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

/** ContentVersionsWire: per-site content counters (issue 7; the gateway's page cache keys on them). */
export const ContentVersionsSchema = wire<ContentVersionsWire>()(
  Type.Object(
    {
      global: Type.Integer({ minimum: 0, description: 'rises with every bump of any site' }),
      sites: Type.Record(Type.String(), Type.Integer({ minimum: 0 }), { description: 'sld → counter' }),
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

/** Fields of a channel (SPEC §3 menu item); `children` refer to the shared ChannelWire schema (a tree). */
const channelProperties = {
  id: Type.Integer(),
  siteId: Type.Integer(),
  parentId: NullableInteger(),
  parentIndex: NullableInteger(),
  code: Type.String(),
  name: Type.String(),
  enName: Type.String(),
  enable: Type.Integer({ description: '1 shown, 0 hidden' }),
  linkValue: NullableString(),
  bannerId: NullableInteger(),
  bannerUrl: NullableString(),
  newsDataType: NullableString(),
  styleId: NullableInteger(),
  sort: Type.Integer(),
  children: Type.Array(ChannelRef, { description: 'sub-channels, ordered by sort' }),
};

/** ChannelWire: a menu item with its sub-channels (SPEC §3); a shared schema (`$id` ChannelWire), as it is recursive. */
export const ChannelSchema = wire<ChannelWire>()(
  Type.Object(channelProperties, {
    $id: 'ChannelWire',
    title: 'ChannelWire',
    description: 'Menu/channel item (SPEC §3); children nested by parentId, ordered by sort',
  }),
);

/** ChannelInfoWire: one channel with its sub-channels and page content (SPEC §7 channel info). */
export const ChannelInfoSchema = wire<ChannelInfoWire>()(
  Type.Object(
    { ...channelProperties, content: NullableString('page HTML'), enContent: NullableString('page HTML (English)') },
    { title: 'ChannelInfoWire', description: 'One channel with its page content (SPEC §7 channel info)' },
  ),
);

/** CustomButtonWire: a custom header button (SPEC §3). */
export const CustomButtonSchema = wire<CustomButtonWire>()(
  Type.Object(
    {
      customButtonName: Type.String(),
      customButtonEnName: Type.String(),
      customButtonLinkValue: Type.String(),
      customButtonStatus: Type.Integer({ description: '1 enabled, 0 shown disabled' }),
    },
    { title: 'CustomButtonWire' },
  ),
);

/** HeaderConfigWire: header config (SPEC §3); logo fields are file ids, the *Url variants ready URLs. */
export const HeaderConfigSchema = wire<HeaderConfigWire>()(
  Type.Object(
    {
      siteId: Type.Integer(),
      navStyle: Type.Integer(),
      ceiling: Type.Integer(),
      showLogin: Type.Integer(),
      groupEntrance: Type.Integer(),
      searchBox: Type.Integer(),
      advSearch: Type.Integer(),
      resourceSearch: Type.Integer(),
      resourceType: Type.String({ description: 'searchable resource type ids joined by ";" (SPEC §3)' }),
      navDistribution: Type.Integer(),
      switchLanguage: Type.Integer(),
      greeting: NullableString(),
      enGreeting: NullableString(),
      pcLogo: NullableInteger('file id'),
      mobileLogo: NullableInteger('file id'),
      enPcLogo: NullableInteger('file id'),
      enMobileLogo: NullableInteger('file id'),
      pcLogoUrl: NullableString(),
      mobileLogoUrl: NullableString(),
      enPcLogoUrl: NullableString(),
      enMobileLogoUrl: NullableString(),
      backgroundCoverId: NullableInteger('file id'),
      backgroundUrl: NullableString(),
      configData: Type.Object({ customButtonList: Type.Array(CustomButtonSchema), cssContent: NullableString() }),
    },
    { title: 'HeaderConfigWire', description: 'Header config (SPEC §3)' },
  ),
);

/** PublicationConfigWire: the site's config groups (SPEC §3 publication config). */
export const PublicationConfigSchema = wire<PublicationConfigWire>()(
  Type.Object(
    {
      logoConfigs: Type.Object({ hasLogo: Type.Boolean(), logoUrl: NullableString() }),
      navBgConfigs: Type.Object({ hasNavBg: Type.Boolean(), navBgUrl: NullableString() }),
      searchConfigs: Type.Object({
        isShow: Type.Boolean(),
        isShowSeniorSearch: Type.Boolean(),
        isShowSearchOptions: Type.Boolean(),
        resourceTypes: Type.String(),
      }),
      greetingConfig: Type.Object({ hasGreeting: Type.Boolean(), greeting: NullableString() }),
      hasLoginAndRegister: Type.Boolean(),
    },
    { title: 'PublicationConfigWire', description: 'Site config groups (SPEC §3 publication config)' },
  ),
);

/** FooterConfigWire: footer config (SPEC §3). */
export const FooterConfigSchema = wire<FooterConfigWire>()(
  Type.Object(
    {
      siteId: Type.Integer(),
      toolbarStyle: Type.Integer(),
      showLogo: Type.Integer(),
      qrUrl: NullableString(),
      qrMessage: NullableString(),
      backgroundColor: Type.String(),
      postcode: NullableString(),
      phone: NullableString(),
      email: NullableString(),
      fax: NullableString(),
      chLogo: NullableInteger('file id'),
      enLogo: NullableInteger('file id'),
      chLogoName: NullableString(),
      enLogoName: NullableString(),
      cssContent: NullableString(),
      address: NullableString(),
      enAddress: NullableString(),
      copyright: NullableString(),
      enCopyright: NullableString(),
      icp: NullableString(),
      picp: NullableString(),
      picpLink: NullableString(),
      linkAddress: NullableString(),
      showVisits: Type.Integer(),
      sumVisits: Type.Integer(),
      todayVisits: Type.Integer(),
      configData: Type.Object({ cssContent: NullableString() }),
    },
    { title: 'FooterConfigWire', description: 'Footer config (SPEC §3)' },
  ),
);

/** ToolWire: a floating toolbar item (SPEC §3 tool item). */
export const ToolSchema = wire<ToolWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      indexId: Type.Integer(),
      resName: Type.String(),
      enResName: Type.String(),
      cover: NullableString(),
      coverId: NullableInteger(),
      linkValue2: NullableString(),
      linkType2: NullableString(),
      bouncePictureUrl: NullableString(),
      url: NullableString(),
      type: Type.String(),
      platformType: NullableString('rss, email, folderAdd, ...'),
      description: NullableString(),
      pictureUrl: NullableString(),
    },
    { title: 'ToolWire', description: 'Floating toolbar item (SPEC §3 tool item)' },
  ),
);

/** PublicationLinkWire: a journal of a group entrance with the single site serving it, if any (SPEC §3). */
export const PublicationLinkSchema = wire<PublicationLinkWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      siteId: NullableInteger('the single site serving the journal'),
      sld: NullableString(),
      logo: NullableString(),
      publicationName: Type.String(),
      enPublicationName: Type.String(),
    },
    { title: 'PublicationLinkWire', description: 'Group-entrance / publication link (SPEC §3)' },
  ),
);

/** GroupWire: the journals of a site with their single sites (group entrance). */
export const GroupSchema = wire<GroupWire>()(
  Type.Object(
    {
      siteId: Type.Integer(),
      sld: Type.String(),
      type: StringEnum(SITE_TYPES),
      publications: Type.Array(PublicationLinkSchema),
    },
    { title: 'GroupWire' },
  ),
);

/** BannerWire: a banner item (SPEC §3). */
export const BannerSchema = wire<BannerWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      indexId: Type.Integer(),
      siteId: Type.Integer(),
      type: Type.String(),
      title: Type.String(),
      enTitle: Type.String(),
      url: NullableString(),
      doi: NullableString(),
      vasDocLink: NullableString(),
      pictureUrl: NullableString(),
    },
    { title: 'BannerWire', description: 'Banner item (SPEC §3)' },
  ),
);

/** ModuleWire: a home module of a channel (SPEC §7 module list); `type` decides what the gateway loads for it. */
export const ModuleSchema = wire<ModuleWire>()(
  Type.Object(
    {
      id: Type.Integer(),
      channelId: Type.Integer(),
      type: StringEnum(['latestIssue', 'onlineFirst', 'mostRead', 'news', 'journals', 'banner', 'html']),
      title: Type.String(),
      enTitle: Type.String(),
      size: Type.Integer({ description: 'number of items shown' }),
      config: Type.Record(Type.String(), Type.Unknown(), { description: 'type-specific settings' }),
    },
    { title: 'ModuleWire', description: 'Home module of the home channel (SPEC §7 module list)' },
  ),
);
