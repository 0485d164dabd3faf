/**
 * Queries behind citation records: the articles asked for with their journal and issue, their texts
 * (titles, abstracts, keywords) in every language, and the site each journal's articles live on. Serves
 * batchPublicizeInfo, cite and downloadCitation.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { articles, articleTexts, issues, publications, sites } from '../db/schema/index.js';
import { holdingSitesOf } from './sites.js';

/** One article with the journal and issue fields a citation needs. */
export interface CitationArticleRow {
  article: typeof articles.$inferSelect;
  journal: Pick<
    typeof publications.$inferSelect,
    'id' | 'titleZh' | 'titleEn' | 'abbrev' | 'issn' | 'eissn' | 'cn' | 'publisherZh' | 'publisherEn' | 'gbtEdition'
  >;
  issue: Pick<typeof issues.$inferSelect, 'year' | 'volume' | 'number' | 'pubDate' | 'onlineFirst'> | null;
}

/** One language version of an article's descriptive texts (no body). */
export interface CitationTextRow {
  articleId: number;
  lang: string;
  isOriginal: boolean;
  title: string;
  subtitle: string | null;
  abstractHtml: string | null;
  keywords: string[];
}

/** The articles with these ids (primary key), with journal and issue; unknown ids are absent. Any order. */
export async function findCitationArticles(db: Db, ids: readonly number[]): Promise<CitationArticleRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      article: articles,
      journal: {
        id: publications.id,
        titleZh: publications.titleZh,
        titleEn: publications.titleEn,
        abbrev: publications.abbrev,
        issn: publications.issn,
        eissn: publications.eissn,
        cn: publications.cn,
        publisherZh: publications.publisherZh,
        publisherEn: publications.publisherEn,
        gbtEdition: publications.gbtEdition,
      },
      issueYear: issues.year,
      issueVolume: issues.volume,
      issueNumber: issues.number,
      issuePubDate: issues.pubDate,
      issueOnlineFirst: issues.onlineFirst,
    })
    .from(articles)
    .innerJoin(publications, eq(publications.id, articles.publicationId))
    .leftJoin(issues, eq(issues.id, articles.issueId))
    .where(inArray(articles.id, [...ids]));
  return rows.map((r) => ({
    article: r.article,
    journal: r.journal,
    issue:
      r.issueOnlineFirst === null
        ? null
        : {
            year: r.issueYear,
            volume: r.issueVolume ?? '',
            number: r.issueNumber ?? '',
            pubDate: r.issuePubDate,
            onlineFirst: r.issueOnlineFirst,
          },
  }));
}

/** Titles, abstracts and keywords of the articles in every language, original first (article_texts primary key). */
export async function findCitationTexts(db: Db, ids: readonly number[]): Promise<CitationTextRow[]> {
  if (!ids.length) return [];
  return db
    .select({
      articleId: articleTexts.articleId,
      lang: articleTexts.lang,
      isOriginal: articleTexts.isOriginal,
      title: articleTexts.title,
      subtitle: articleTexts.subtitle,
      abstractHtml: articleTexts.abstractHtml,
      keywords: articleTexts.keywords,
    })
    .from(articleTexts)
    .where(inArray(articleTexts.articleId, [...ids]))
    .orderBy(asc(articleTexts.articleId), desc(articleTexts.isOriginal), asc(articleTexts.lang));
}

/** The site an article's canonical address is on: its id and subdomain. */
export interface CitationSite {
  id: number;
  sld: string;
}

/**
 * For each journal id, the site its articles' one address is on (docs/product/citation-and-harvest.md#citation-records):
 * the first of the journal's holding sites in the order {@link holdingSitesOf} gives (its single sites, then group
 * sites, then the aggregate site). Journals no site holds are absent. Two queries whatever the number of journals.
 */
export async function findCitationSites(db: Db, publicationIds: readonly number[]): Promise<Map<number, CitationSite>> {
  const out = new Map<number, CitationSite>();
  const holders = await holdingSitesOf(db, [...new Set(publicationIds)]);
  const first = new Map<number, number>();
  for (const [pub, ids] of holders) if (ids[0] !== undefined) first.set(pub, ids[0]);
  if (!first.size) return out;
  const rows = await db
    .select({ id: sites.id, sld: sites.sld })
    .from(sites)
    .where(inArray(sites.id, [...new Set(first.values())]));
  const sldOf = new Map(rows.map((r) => [r.id, r.sld]));
  for (const [pub, id] of first) {
    const sld = sldOf.get(id);
    if (sld) out.set(pub, { id, sld });
  }
  return out;
}
