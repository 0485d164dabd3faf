/**
 * Wire shapes of rc-pub responses (the `data` of the envelope), shared by the rc-pub routes (which produce them) and
 * the gateway's typed client (which consumes them). Field names follow the record fields docs/product/ names (name/enName,
 * greeting/enGreeting, ...); our own bilingual fields are `xZh`/`xEn`. Dates are ISO `YYYY-MM-DD` strings,
 * timestamps ISO 8601. Ids are integers.
 */
import type {
  AffiliationWire,
  ArticleDetailWire,
  ArticlePdfWire,
  ArticleSummaryWire,
  ArticleTextWire,
  ContributorWire,
  OutlineEntryWire,
  ReferenceWire,
  RenditionWire,
  ResourceImageWire,
  ResourceWire,
} from './wire-schemas/article.js';
import type { BasicInfoWire, IssueWire, IssueYearWire, PublicationWire } from './wire-schemas/content.js';
import type {
  CustomButtonWire,
  FooterConfigWire,
  HeaderConfigWire,
  PublicationConfigWire,
  ToolWire,
} from './wire-schemas/frame.js';
import type {
  BannerWire,
  ChannelInfoWire,
  ChannelWire,
  ContentVersionsWire,
  GroupWire,
  PublicationLinkWire,
  SiteMaintenanceWire,
  SiteWire,
} from './wire-schemas/site.js';

/** The wire shapes of this module, each the static type of its TypeBox schema (wire-schemas/). */
export type {
  AffiliationWire,
  ArticleDetailWire,
  ArticlePdfWire,
  ArticleSummaryWire,
  ArticleTextWire,
  BannerWire,
  BasicInfoWire,
  ChannelInfoWire,
  ChannelWire,
  ContentVersionsWire,
  ContributorWire,
  CustomButtonWire,
  FooterConfigWire,
  GroupWire,
  HeaderConfigWire,
  IssueWire,
  IssueYearWire,
  OutlineEntryWire,
  PublicationConfigWire,
  PublicationLinkWire,
  PublicationWire,
  ReferenceWire,
  RenditionWire,
  ResourceImageWire,
  ResourceWire,
  SiteMaintenanceWire,
  SiteWire,
  ToolWire,
};
export type { SiteType } from './enums.js';
export type { Page } from './wire-schemas/common.js';

/** `{ status, message, data }` (docs/product/calls-and-errors.md#envelope). `code` is the shared error code when status != 0. */
export interface Envelope<T> {
  status: number;
  message: string;
  data: T;
  code?: string;
}

export type Lang = 'zh' | 'en';
