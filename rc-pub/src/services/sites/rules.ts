/**
 * Product checks of site-file fields (the records of docs/product/sites-and-frame.md#site-records: site record, header
 * config, custom button, footer config, tool item, banner item, menu item; site states and grayscale; resource types;
 * nav styles, colour schemes and the 3 custom buttons). Each check sees a value that already has its column's type (validate.ts checks types) and
 * returns the problem as a sentence, or null. Fields without a check here are checked by type only.
 */
import { EnvelopeStatus } from '../../contract/errors.js';
import type { SectionKey } from './sections.js';

/** A field check: the problem with `value`, or null. */
export type FieldRule = (value: unknown) => string | null;

/** A problem a record-level check finds: the field it concerns and the sentence. */
export interface RecordProblem {
  field: string;
  message: string;
}

const intIn =
  (min: number, max: number, meaning = ''): FieldRule =>
  (v) =>
    typeof v === 'number' && v >= min && v <= max ? null : `must be an integer ${min}-${max}${meaning}`;
const flag = intIn(0, 1, ' (1 = on, 0 = off)');
const oneOf =
  (values: readonly (string | number)[], what = ''): FieldRule =>
  (v) =>
    values.includes(v as string | number) ? null : `must be one of ${values.join(', ')}${what}`;
const nonNegative: FieldRule = (v) => (typeof v === 'number' && v >= 0 ? null : 'must be an integer 0 or more');
const fileId: FieldRule = (v) => (typeof v === 'number' && v > 0 ? null : 'must be a stored file id (1 or more)');
const nonEmpty: FieldRule = (v) => (typeof v === 'string' && v.trim() ? null : 'must not be empty');

/** `#rgb` or `#rrggbb` (the forms the gateway's theme reads, docs/product/sites-and-frame.md#custom-colours). */
export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const hex: FieldRule = (v) =>
  typeof v === 'string' && HEX_COLOUR.test(v) ? null : "must be a hex colour such as '#1a5fb4' (in quotes)";

/** A link a page may render: no script or data URL, no spaces. */
const link: FieldRule = (v) => {
  const s = String(v).trim();
  if (!s) return null;
  if (/^(?:javascript|data|vbscript):/i.test(s)) return 'must be an http(s) URL or a path, not a script or data URL';
  return /\s/.test(s) ? 'must be a URL or path without spaces' : null;
};

/**
 * An image a page shows (logo, header background, QR code, picture): a link as {@link link}, or an inline raster or SVG
 * image (`data:image/...`), which browsers never run scripts from when it is an <img> or a CSS background.
 */
const image: FieldRule = (v) => {
  const s = String(v).trim();
  if (/^data:image\/(?:png|jpeg|gif|webp|svg\+xml)[;,]/i.test(s)) return null;
  const problem = link(v);
  return problem === null ? null : 'must be an http(s) URL, a path or a data:image URL, not a script URL';
};

/** A legal page's own HTML (sanitized when applied): bounded in length. */
const legalText: FieldRule = (v) =>
  String(v).length > 100_000 ? 'must be at most 100000 characters (a legal page, as HTML)' : null;

/** Resource type ids (428 article, 25 figure, 29 video, 28 audio, -2 news, 0 other, -3 publication). */
export const RESOURCE_TYPE_IDS = ['428', '25', '29', '28', '-2', '0', '-3'] as const;

const resourceTypes: FieldRule = (v) => {
  const bad = String(v)
    .split(';')
    .map((x) => x.trim())
    .filter((x) => x && !(RESOURCE_TYPE_IDS as readonly string[]).includes(x));
  return bad.length
    ? `must be a semicolon list of resource type ids (${RESOURCE_TYPE_IDS.join(', ')}); unknown: ${bad.join(', ')}`
    : null;
};

/** Home module types the gateway renders (schema/site.graphql HomeModule.type). */
export const MODULE_TYPES = [
  'latestIssue',
  'onlineFirst',
  'mostRead',
  'news',
  'journals',
  'banner',
  'html',
  'rank',
] as const;

const SITE_STATUSES = [
  EnvelopeStatus.OK,
  EnvelopeStatus.FORBIDDEN_SITE,
  EnvelopeStatus.SITE_EXPIRED,
  EnvelopeStatus.SITE_MAINTENANCE,
];

/** Field checks by section and field name. */
export const FIELD_RULES: Partial<Record<SectionKey, Record<string, FieldRule>>> = {
  site: {
    sld: (v) =>
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(String(v))
        ? null
        : 'must be a lowercase subdomain label (a-z, 0-9 and inner hyphens)',
    type: oneOf(['single', 'group', 'all']),
    status: oneOf(SITE_STATUSES, ' (0 ok, 10001 forbidden, 10002 expired, 10003 maintenance)'),
    groupType: intIn(0, 1, ' (1 = institutional group)'),
    pictureUrl: image,
    logo1: link,
    domain: (v) =>
      /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(String(v))
        ? null
        : 'must be a domain name such as journal.example.org',
  },
  theme: {
    colour: intIn(0, 11, ' (1-11 a preset colour scheme, 0 custom colours from colour1-3)'),
    colour1: hex,
    colour2: hex,
    colour3: hex,
    grayType: nonNegative,
  },
  header: {
    navStyle: intIn(0, 6),
    ceiling: flag,
    showLogin: flag,
    groupEntrance: flag,
    searchBox: flag,
    advSearch: flag,
    resourceSearch: flag,
    navDistribution: flag,
    switchLanguage: flag,
    resourceType: resourceTypes,
    pcLogo: fileId,
    mobileLogo: fileId,
    enPcLogo: fileId,
    enMobileLogo: fileId,
    backgroundCoverId: fileId,
    pcLogoUrl: image,
    mobileLogoUrl: image,
    enPcLogoUrl: image,
    enMobileLogoUrl: image,
    backgroundUrl: image,
    cssContent: (v) => (/<\/style/i.test(String(v)) ? "must not contain '</style'" : null),
  },
  customButtons: { nameZh: nonEmpty, linkValue: (v) => nonEmpty(v) ?? link(v), status: flag },
  footer: {
    showLogo: flag,
    qrUrl: image,
    backgroundColor: hex,
    email: (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(v)) ? null : 'must be an email address'),
    chLogo: fileId,
    enLogo: fileId,
    picpLink: link,
    linkAddress: link,
    showVisits: flag,
    sumVisits: nonNegative,
    todayVisits: nonNegative,
    cssContent: (v) => (/<\/style/i.test(String(v)) ? "must not contain '</style'" : null),
    accessibilityZh: legalText,
    accessibilityEn: legalText,
    privacyZh: legalText,
    privacyEn: legalText,
    agreementZh: legalText,
    agreementEn: legalText,
    termsZh: legalText,
    termsEn: legalText,
  },
  tools: {
    resNameZh: nonEmpty,
    type: nonEmpty,
    platformType: oneOf(['rss', 'email', 'folderAdd']),
    coverId: fileId,
    cover: link,
    bouncePictureUrl: image,
    url: link,
    pictureUrl: image,
  },
  banners: {
    type: oneOf(['link', 'wechat', 'news', 'album', 'article', 'other']),
    url: link,
    pictureUrl: image,
    pictureId: fileId,
  },
  menus: {
    code: (v) => (/^[A-Za-z][A-Za-z0-9_-]*$/.test(String(v)) ? null : 'must be a menu code such as news or aboutus'),
    enable: flag,
    bannerUrl: image,
  },
  modules: { type: oneOf(MODULE_TYPES), size: nonNegative },
};

/**
 * Record-level checks (fields that depend on each other): colour 0 needs colour1, colour2 and colour3
 * (docs/product/sites-and-frame.md#custom-colours).
 */
export function recordProblems(section: SectionKey, v: Record<string, unknown>): RecordProblem[] {
  if (section !== 'theme' || v.colour !== 0) return [];
  return (['colour1', 'colour2', 'colour3'] as const)
    .filter((f) => v[f] === null || v[f] === undefined)
    .map((f) => ({
      field: f,
      message: "is required when colour is 0 (custom colours): a hex colour such as '#1a5fb4'",
    }));
}

/** Fields that hold a stored file's id (checked against the database before applying). */
export const FILE_ID_FIELDS: Partial<Record<SectionKey, readonly string[]>> = {
  header: ['pcLogo', 'mobileLogo', 'enPcLogo', 'enMobileLogo', 'backgroundCoverId'],
  footer: ['chLogo', 'enLogo'],
  tools: ['coverId'],
  banners: ['pictureId'],
};

/** The footer fields holding the legal pages' own texts (docs/product/sites-and-frame.md#legal-pages), stored sanitized. */
export const LEGAL_TEXT_FIELDS = [
  'accessibilityZh',
  'accessibilityEn',
  'privacyZh',
  'privacyEn',
  'agreementZh',
  'agreementEn',
  'termsZh',
  'termsEn',
] as const;

/** At most 3 custom header buttons are shown (docs/product/sites-and-frame.md#custom-buttons). */
export const MAX_SHOWN_BUTTONS = 3;
