/**
 * Reads what the mails of one claimed batch need (docs/product/alerts.md#mail), through repositories: the subscriptions, their
 * sites (the subscription's site, else the single site of its journal), their journals, and each article's titles in
 * both languages, authors, journal, issue and DOI.
 */
import type { Db } from '../../db/client.js';
import { listMailArticles, listSubscriptionsByIds } from '../../repositories/alert-deliveries.js';
import { listTexts } from '../../repositories/articles.js';
import { listPublicationsByIds } from '../../repositories/publications.js';
import { findSiteById, singleSitesOf } from '../../repositories/sites.js';
import { SUBSCRIPTION_TYPES, type SubscriptionType } from '../../contract/alerts.js';
import type { MailArticle, MailLang, MailSite, MailSubscription } from '../mail/types.js';

/** One subscription of a batch with its site and journal; `site` null when none can be found (no links possible). */
export interface LoadedSubscription {
  subscription: MailSubscription;
  site: MailSite | null;
  journal: { titleZh: string; titleEn: string } | null;
}

/** The subscriptions and articles of a batch, by id. */
export interface LoadedBatch {
  subscriptions: Map<number, LoadedSubscription>;
  articles: Map<number, MailArticle>;
}

function isType(t: string): t is SubscriptionType {
  return (SUBSCRIPTION_TYPES as readonly string[]).includes(t);
}

/** Loads subscriptions `subscriptionIds` and articles `articleIds`; unknown ids are simply absent from the maps. */
export async function loadBatch(db: Db, subscriptionIds: number[], articleIds: number[]): Promise<LoadedBatch> {
  const [subs, rows, texts] = await Promise.all([
    listSubscriptionsByIds(db, subscriptionIds),
    listMailArticles(db, articleIds),
    listTexts(db, articleIds, false),
  ]);
  const pubIds = [...new Set(subs.flatMap((s) => (s.publicationId ? [s.publicationId] : [])))];
  const [pubs, singles] = await Promise.all([listPublicationsByIds(db, pubIds), singleSitesOf(db, pubIds)]);
  const pubById = new Map(pubs.map((p) => [p.id, p]));
  const siteIds = new Set<number>();
  for (const s of subs) {
    const id = s.siteId ?? (s.publicationId ? singles.get(s.publicationId)?.id : undefined);
    if (id) siteIds.add(id);
  }
  const sites = new Map<number, MailSite>();
  for (const id of siteIds) {
    const site = await findSiteById(db, id);
    if (site) sites.set(id, { id: site.id, sld: site.sld, nameZh: site.nameZh, nameEn: site.nameEn });
  }

  const subscriptions = new Map<number, LoadedSubscription>();
  for (const s of subs) {
    if (!isType(s.type)) continue;
    const siteId = s.siteId ?? (s.publicationId ? singles.get(s.publicationId)?.id : undefined);
    const pub = s.publicationId ? pubById.get(s.publicationId) : undefined;
    subscriptions.set(s.id, {
      subscription: {
        id: s.id,
        email: s.email,
        type: s.type,
        value: s.value,
        language: (s.language === 'en' ? 'en' : 'zh') satisfies MailLang,
      },
      site: siteId ? (sites.get(siteId) ?? null) : null,
      journal: pub ? { titleZh: pub.titleZh, titleEn: pub.titleEn } : null,
    });
  }

  const titles = new Map<number, { zh: string; en: string }>();
  for (const t of texts) {
    const entry = titles.get(t.articleId) ?? { zh: '', en: '' };
    if (t.lang === 'zh' || t.lang === 'en') entry[t.lang] = t.title;
    titles.set(t.articleId, entry);
  }
  const articles = new Map<number, MailArticle>();
  for (const r of rows) {
    const t = titles.get(r.id) ?? { zh: '', en: '' };
    articles.set(r.id, {
      id: r.id,
      titleZh: t.zh,
      titleEn: t.en,
      authors: r.contributors.filter((c) => c.role === 'author').map((c) => c.name),
      journalZh: r.journalZh,
      journalEn: r.journalEn,
      issue: r.onlineFirst ? null : { year: r.issueYear, volume: r.issueVolume ?? '', number: r.issueNumber ?? '' },
      doi: r.doi,
    });
  }
  return { subscriptions, articles };
}
