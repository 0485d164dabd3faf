/**
 * Sites and their page-frame configuration (docs/product/sites-and-frame.md: site record, menu/channel item, header config,
 * custom button, footer config, tool item, banner item, home modules).
 * Every descriptive text exists in zh and en (`nameZh`/`nameEn` for the records' name/enName).
 */
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import { publications } from './content.js';

/** Site record (docs/product/sites-and-frame.md#site-records). `type`: single | group | all. `status`: envelope status returned by site lookup (0 ok, 10001 forbidden, 10002 expired, 10003 maintenance; docs/product/sites-and-frame.md#site-states). */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    sld: text('sld').notNull(),
    type: text('type').notNull(), // 'single' | 'group' | 'all'
    status: integer('status').notNull().default(0),
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    grayType: integer('gray_type').notNull().default(0),
    umtFlag: integer('umt_flag').notNull().default(0),
    templateId: integer('template_id').notNull().default(1),
    groupType: integer('group_type').notNull().default(0),
    colour: integer('colour').notNull().default(1), // preset colour id 1..11, 0 = custom (docs/product/sites-and-frame.md#theme-colours)
    colour1: text('colour1'),
    colour2: text('colour2'),
    colour3: text('colour3'),
    pictureUrl: text('picture_url'),
    logo1: text('logo1'),
    keywords: text('keywords'),
    domain: text('domain'),
    /** For single sites: the journal the site serves. */
    publicationId: integer('publication_id').references(() => publications.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
    /**
     * Journal home facts by journal code (docs/product/content.md#journal-home-facts): 主管 authority, editor-in-chief,
     * frequency and the entry buttons (submission, review, editorial office) of the journals the site shows; null = none.
     */
    journalInfo: jsonb('journal_info'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // serves findBySld (the site by its subdomain)
    uniqueIndex('sites_sld_uq').on(t.sld),
  ],
);

/** Journals shown by a group or aggregate site (single sites list their own journal here too). */
export const sitePublications = pgTable(
  'site_publications',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.publicationId] }),
    // serves "journals of a site" and "sites of a journal" (search scope, group entrance)
    index('site_publications_pub_idx').on(t.publicationId),
  ],
);

/** Menu or channel item (docs/product/sites-and-frame.md#site-records). `enable` is 1 on / 0 off; `code` decides the target (docs/product/sites-and-frame.md#where-a-menu-item-leads). */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
    enable: integer('enable').notNull().default(1),
    linkValue: text('link_value'),
    bannerId: integer('banner_id'),
    bannerUrl: text('banner_url'),
    newsDataType: text('news_data_type'),
    styleId: integer('style_id'),
    sort: integer('sort').notNull().default(0),
    /** Rich text for introduce-type pages (periodIntroduce, aboutus ...), sanitized HTML. */
    contentZh: text('content_zh'),
    contentEn: text('content_en'),
  },
  (t) => [
    // serves the channel list of a site (/front/layout/channels?siteId=&filter=true)
    index('channels_site_idx').on(t.siteId, t.sort),
  ],
);

/** Header config (docs/product/sites-and-frame.md#header). One row per site. */
export const headerConfigs = pgTable('header_configs', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  navStyle: integer('nav_style').notNull().default(1),
  ceiling: integer('ceiling').notNull().default(0),
  showLogin: integer('show_login').notNull().default(1),
  groupEntrance: integer('group_entrance').notNull().default(0),
  searchBox: integer('search_box').notNull().default(1),
  advSearch: integer('adv_search').notNull().default(1),
  resourceSearch: integer('resource_search').notNull().default(1),
  resourceType: text('resource_type').notNull().default('428;-3;25;29;28;-2;0'),
  navDistribution: integer('nav_distribution').notNull().default(0),
  switchLanguage: integer('switch_language').notNull().default(1),
  greeting: text('greeting'),
  enGreeting: text('en_greeting'),
  pcLogo: integer('pc_logo'),
  mobileLogo: integer('mobile_logo'),
  enPcLogo: integer('en_pc_logo'),
  enMobileLogo: integer('en_mobile_logo'),
  pcLogoUrl: text('pc_logo_url'),
  mobileLogoUrl: text('mobile_logo_url'),
  enPcLogoUrl: text('en_pc_logo_url'),
  enMobileLogoUrl: text('en_mobile_logo_url'),
  backgroundCoverId: integer('background_cover_id'),
  backgroundUrl: text('background_url'),
  cssContent: text('css_content'),
  // site-specific header settings (docs/product/sites-and-frame.md#site-specific-header-settings), never code per site (null/0 = the style's default).
  headerHeight: integer('header_height'),
  widthBase: integer('width_base'),
  fixedResourceType: text('fixed_resource_type'),
  languageMenu: integer('language_menu').notNull().default(0),
});

/** Custom header button (docs/product/sites-and-frame.md#custom-buttons; at most 3 are used). */
export const customButtons = pgTable(
  'custom_buttons',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull().default(''),
    linkValue: text('link_value').notNull(),
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('custom_buttons_site_idx').on(t.siteId)],
);

/** Footer config (docs/product/sites-and-frame.md#footer). One row per site. */
export const footerConfigs = pgTable('footer_configs', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  toolbarStyle: integer('toolbar_style').notNull().default(1),
  showLogo: integer('show_logo').notNull().default(1),
  qrUrl: text('qr_url'),
  qrMessage: text('qr_message'),
  backgroundColor: text('background_color').notNull().default('#ebebeb'),
  postcode: text('postcode'),
  phone: text('phone'),
  email: text('email'),
  fax: text('fax'),
  chLogo: integer('ch_logo'),
  enLogo: integer('en_logo'),
  chLogoName: text('ch_logo_name'),
  enLogoName: text('en_logo_name'),
  cssContent: text('css_content'),
  address: text('address'),
  enAddress: text('en_address'),
  copyright: text('copyright'),
  enCopyright: text('en_copyright'),
  icp: text('icp'),
  picp: text('picp'),
  picpLink: text('picp_link'),
  linkAddress: text('link_address'),
  showVisits: integer('show_visits').notNull().default(0),
  sumVisits: integer('sum_visits').notNull().default(0),
  todayVisits: integer('today_visits').notNull().default(0),
  // the site's own text of its legal pages (docs/product/sites-and-frame.md#legal-pages), sanitized HTML; null = the portal's default
  accessibilityZh: text('accessibility_zh'),
  accessibilityEn: text('accessibility_en'),
  privacyZh: text('privacy_zh'),
  privacyEn: text('privacy_en'),
  agreementZh: text('agreement_zh'),
  agreementEn: text('agreement_en'),
  termsZh: text('terms_zh'),
  termsEn: text('terms_en'),
});

/** Floating toolbar item (docs/product/sites-and-frame.md#fixed-buttons-and-toolbar). `platformType`: rss | email | folderAdd; `type`: 'pop' or other. */
export const tools = pgTable(
  'tools',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    resNameZh: text('res_name_zh').notNull(),
    resNameEn: text('res_name_en').notNull().default(''),
    type: text('type').notNull().default('link'),
    platformType: text('platform_type'),
    cover: text('cover'),
    coverId: integer('cover_id'),
    linkValue2: text('link_value2'),
    linkType2: text('link_type2'),
    bouncePictureUrl: text('bounce_picture_url'),
    url: text('url'),
    description: text('description'),
    pictureUrl: text('picture_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('tools_site_idx').on(t.siteId)],
);

/** Banner item (docs/product/sites-and-frame.md#site-banners). `type`: link | wechat | news | album | article | other. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('link'),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    url: text('url'),
    targetId: integer('target_id'),
    doi: text('doi'),
    vasDocLink: text('vas_doc_link'),
    pictureUrl: text('picture_url'),
    pictureId: integer('picture_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('banners_site_idx').on(t.siteId)],
);

/**
 * Home page module of a channel (docs/product/sites-and-frame.md#home-page; channelId of the home channel).
 * `type`: latestIssue | onlineFirst | mostRead | news | journals | banner | html | rank (config metric, window). `config` is type-specific JSON.
 */
export const modules = pgTable(
  'modules',
  {
    id: serial('id').primaryKey(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    titleZh: text('title_zh').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    size: integer('size').notNull().default(6),
    config: jsonb('config').$type<Record<string, unknown>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('modules_channel_idx').on(t.channelId, t.sort)],
);
