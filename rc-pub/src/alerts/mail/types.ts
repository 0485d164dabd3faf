/** Shapes an alert mail is built from (docs/product/alerts.md#mail), independent of the database. */
import type { SubscriptionType } from '../../contract/alerts.js';

/** Language of a mail (the subscription's). */
export type MailLang = 'zh' | 'en';

/** The subscription a mail is for. */
export interface MailSubscription {
  id: number;
  email: string;
  type: SubscriptionType;
  /** Keywords joined by ';' (keywords) or the column name (column); null otherwise. */
  value: string | null;
  language: MailLang;
}

/** The site the subscription belongs to: its links and its name (From display name). */
export interface MailSite {
  id: number;
  sld: string;
  nameZh: string;
  nameEn: string;
}

/** One article of a mail. */
export interface MailArticle {
  id: number;
  /** Titles by language ('' when the article has none in that language). */
  titleZh: string;
  titleEn: string;
  authors: string[];
  journalZh: string;
  journalEn: string;
  /** The issue's year, volume and number, or null when online first. */
  issue: { year: number | null; volume: string; number: string } | null;
  doi: string | null;
}

/** Everything an alert mail needs. */
export interface AlertMailInput {
  subscription: MailSubscription;
  site: MailSite;
  /** Title of the subscription's journal (zh, en); null when it spans the site (keywords). */
  journal: { titleZh: string; titleEn: string } | null;
  articles: MailArticle[];
  /** RC_PUB_PORTAL_URL, with `{sld}` not yet replaced. */
  portalUrl: string;
  fromAddress: string;
  replyTo: string | null;
  /** The signed token of the subscription's unsubscribe links (unsubscribe-token.ts). */
  unsubscribeToken: string;
  messageId: string;
}
