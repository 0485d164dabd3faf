/**
 * TypeBox schemas of the site and layout wire shapes (rc-pub/src/contract/wire.ts; docs/product/sites-and-frame.md#site-records;
 * the site, layout and module calls; the page frame's configuration is ./frame.ts). The wire types are their static
 * types (`Static<typeof …Schema>`), exported beside them.
 */
import { type Static, type TObject, Type } from 'typebox';
import { SITE_TYPES } from '../enums.js';
import { NullableInteger, NullableString, SharedRef, StringEnum } from './common.js';

/** SiteWire: a site record (docs/product/sites-and-frame.md#site-records); `type` single (one journal) | group | all (the aggregate portal). */
export const SiteSchema = Type.Object(
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
);

/** Site record (docs/product/sites-and-frame.md#site-records). */
export type SiteWire = Static<typeof SiteSchema>;

/** SiteMaintenanceWire: `data` of a site lookup answered 10003 (maintenance; docs/product/sites-and-frame.md#site-states). */
export const SiteMaintenanceSchema = Type.Object(
  { phone: Type.String({ description: "the footer's contact phone, '-' when none" }) },
  { title: 'SiteMaintenanceWire', description: 'with status 10003 (site under maintenance)' },
);

/**
 * `data` of the site lookups' 10003 answer (site under maintenance; docs/product/sites-and-frame.md#site-states): the footer's contact
 * phone, '-' when none. Other error answers carry `data: null`.
 */
export type SiteMaintenanceWire = Static<typeof SiteMaintenanceSchema>;

/**
 * data of the site lookups (findBySld, findBySiteId): SiteWire on status 0, SiteMaintenanceWire with status 10003
 * (null on other errors). A union, so fast-json-stringify checks the branch while serializing: fine for one small
 * record that the gateway caches.
 */
export const SiteLookupSchema = Type.Union([SiteSchema, SiteMaintenanceSchema], {
  title: 'SiteWire | SiteMaintenanceWire',
  description: 'the site on status 0; { phone } with status 10003 (maintenance)',
});

/** ContentVersionsWire: per-site content counters (the gateway's page cache keys on them). */
export const ContentVersionsSchema = Type.Object(
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
);

/**
 * Content versions (GET /rc-pub/front/site/contentVersions): `sites` maps each site's sld to a counter that only
 * rises, bumped in the same transaction as the change (import of a journal the site holds, reindex, seed).
 * `global` rises with every bump, so one number tells a poller whether anything changed.
 */
export type ContentVersionsWire = Static<typeof ContentVersionsSchema>;

/** Fields of a channel (a menu item, docs/product/sites-and-frame.md#site-records) but its sub-channels. */
const channelFields = {
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
};

/**
 * Menu/channel item (docs/product/sites-and-frame.md#site-records); `children` nested by parentId, ordered by sort.
 * A tree, so its type is written here: the fields' static type plus `children`, which {@link ChannelSchema} declares
 * as references to itself.
 */
export interface ChannelWire extends Static<TObject<typeof channelFields>> {
  children: ChannelWire[];
}

/** A reference to the shared ChannelWire schema (channel trees are recursive). */
export const ChannelRef = SharedRef<ChannelWire>('ChannelWire');

/** Fields of a channel with its sub-channels, which refer to the shared ChannelWire schema (a tree). */
const channelProperties = {
  ...channelFields,
  children: Type.Array(ChannelRef, { description: 'sub-channels, ordered by sort' }),
};

/** ChannelWire: a menu item with its sub-channels (docs/product/sites-and-frame.md#site-records); a shared schema (`$id` ChannelWire), as it is recursive. */
export const ChannelSchema = Type.Object(channelProperties, {
  $id: 'ChannelWire',
  title: 'ChannelWire',
  description: 'Menu/channel item (docs/product/sites-and-frame.md); children nested by parentId, ordered by sort',
});

/** ChannelInfoWire: one channel with its sub-channels and page content (/front/layout/channel). */
export const ChannelInfoSchema = Type.Object(
  {
    ...channelProperties,
    content: NullableString('page content in Chinese, sanitized HTML; null when none'),
    enContent: NullableString('page content in English, sanitized HTML; null when none'),
  },
  { title: 'ChannelInfoWire', description: 'One channel with its page content (/front/layout/channel)' },
);

/** One channel with its page content (/front/layout/channel). */
export type ChannelInfoWire = Static<typeof ChannelInfoSchema>;

/** PublicationLinkWire: a journal of a group entrance with the single site serving it, if any (docs/product/sites-and-frame.md#group-entrance). */
export const PublicationLinkSchema = Type.Object(
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
);

/** Group-entrance / publication link (docs/product/sites-and-frame.md#group-entrance). */
export type PublicationLinkWire = Static<typeof PublicationLinkSchema>;

/** GroupWire: the journals of a site with their single sites (group entrance). */
export const GroupSchema = Type.Object(
  {
    siteId: Type.Integer({ description: 'id of the site asked about' }),
    sld: Type.String({ description: 'sld of that site' }),
    type: StringEnum(SITE_TYPES, 'type of that site (SiteWire type)'),
    publications: Type.Array(PublicationLinkSchema, { description: 'the journals the site shows, in order' }),
  },
  { title: 'GroupWire' },
);

/** GroupWire: the static type of {@link GroupSchema}. */
export type GroupWire = Static<typeof GroupSchema>;

/** BannerWire: a banner item (docs/product/sites-and-frame.md#site-banners). */
export const BannerSchema = Type.Object(
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
);

/** Banner item (docs/product/sites-and-frame.md#site-banners). */
export type BannerWire = Static<typeof BannerSchema>;

/** ModuleWire: a home module of a channel (docs/product/sites-and-frame.md#home-page); `type` decides what the gateway loads for it. */
export const ModuleSchema = Type.Object(
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
);

/** Home module of the home channel (docs/product/sites-and-frame.md#home-page). `type` decides what the gateway loads for it. */
export type ModuleWire = Static<typeof ModuleSchema>;
