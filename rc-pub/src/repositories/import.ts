/**
 * What the import writes (docs/product/content.md; tables in db/schema/content.ts and sites.ts), for `pnpm rc-pub
 * import` and the seed (import/jats.ts, import/csl.ts through import/persist.ts): journal upsert by code, issue by
 * (journal, year, volume, number), article in place by DOI (or an import key in `ids`), its texts and resources
 * replaced, its JATS source, the target sites and journal ↔ site links. Every writer runs inside the caller's
 * per-file transaction; the search index follows in import/persist.ts.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { articleTextFields } from '../contract/article-text.js';
import type { ArticleTextWire } from '../contract/wire.js';
import type { Db, Tx } from '../db/client.js';
import {
  articlePdfs,
  articleResources,
  articleSources,
  articles,
  articleTexts,
  issues,
  publications,
} from '../db/schema/content.js';
import { sitePublications, sites } from '../db/schema/sites.js';

/** Journal fields written by import; `code` is the key, titles of the newest import win. */
export interface JournalUpsert {
  code: string;
  titleZh?: string | undefined;
  titleEn?: string | undefined;
  abbrev?: string | undefined;
  issn?: string | undefined;
  eissn?: string | undefined;
  publisherZh?: string | undefined;
  publisherEn?: string | undefined;
  language: string;
  demo?: boolean;
}

/**
 * Inserts or updates a journal by `code`; returns its id and whether anything was written (a new journal, or a given
 * non-empty field that differs from the stored one: given non-empty fields overwrite stored ones).
 */
export async function writeJournal(tx: Tx, j: JournalUpsert): Promise<{ id: number; written: boolean }> {
  const set: Partial<typeof publications.$inferInsert> = {};
  for (const k of ['titleZh', 'titleEn', 'abbrev', 'issn', 'eissn', 'publisherZh', 'publisherEn'] as const) {
    const v = j[k];
    if (v) set[k] = v;
  }
  const existing = (await tx.select().from(publications).where(eq(publications.code, j.code)).limit(1))[0];
  if (existing) {
    const changed = (Object.keys(set) as (keyof typeof set)[]).some((k) => existing[k] !== set[k]);
    if (changed) await tx.update(publications).set(set).where(eq(publications.id, existing.id));
    return { id: existing.id, written: changed };
  }
  const row = (
    await tx
      .insert(publications)
      .values({ code: j.code, language: j.language, demo: j.demo ?? false, ...set })
      .returning({ id: publications.id })
  )[0]!;
  return { id: row.id, written: true };
}

/** Issue key (see issues_key_uq); `year` null for online-first and demo collections. */
export interface IssueUpsert {
  publicationId: number;
  year: number | null;
  volume: string;
  number: string;
  pubDate?: string | null;
  onlineFirst?: boolean;
  titleZh?: string;
  titleEn?: string;
}

/**
 * Finds or creates the issue with this key (NULL year compared with IS NULL, which the unique index cannot do);
 * a known publication date is stored when missing.
 */
export async function upsertIssue(tx: Tx, i: IssueUpsert): Promise<number> {
  const found = (
    await tx
      .select({ id: issues.id, pubDate: issues.pubDate })
      .from(issues)
      .where(
        and(
          eq(issues.publicationId, i.publicationId),
          i.year === null ? isNull(issues.year) : eq(issues.year, i.year),
          eq(issues.volume, i.volume),
          eq(issues.number, i.number),
          eq(issues.onlineFirst, i.onlineFirst ?? false),
        ),
      )
      .limit(1)
  )[0];
  if (found) {
    if (i.pubDate && !found.pubDate) await tx.update(issues).set({ pubDate: i.pubDate }).where(eq(issues.id, found.id));
    return found.id;
  }
  const row = (
    await tx
      .insert(issues)
      .values({
        publicationId: i.publicationId,
        year: i.year,
        volume: i.volume,
        number: i.number,
        pubDate: i.pubDate ?? null,
        onlineFirst: i.onlineFirst ?? false,
        titleZh: i.titleZh ?? null,
        titleEn: i.titleEn ?? null,
      })
      .returning({ id: issues.id })
  )[0]!;
  return row.id;
}

/** An article as the import finds it again: its id, journal, issue and the fingerprint of its last import. */
export interface ImportedArticle {
  id: number;
  publicationId: number;
  issueId: number | null;
  /** article_sources.content_sha256 of the import that wrote it; null when none was recorded. */
  contentSha256: string | null;
}

/**
 * The article an import of `doi` (compared case-insensitively), else of the import key `key` (`ids[key.name]`), writes
 * in place, or undefined when it is new.
 */
export async function findImportedArticle(
  db: Db | Tx,
  doi: string | null,
  key?: { name: string; value: string },
): Promise<ImportedArticle | undefined> {
  const cols = {
    id: articles.id,
    publicationId: articles.publicationId,
    issueId: articles.issueId,
    contentSha256: articleSources.contentSha256,
  };
  const q = () => db.select(cols).from(articles).leftJoin(articleSources, eq(articleSources.articleId, articles.id));
  if (doi) {
    const exact = (await q().where(eq(articles.doi, doi)).limit(1))[0];
    // DOIs are case-insensitive (DOI Handbook 2.4): the same DOI written in another case is the same article
    return exact ?? (await q().where(sql`lower(${articles.doi}) = lower(${doi})`).limit(1))[0];
  }
  if (!key) return undefined;
  return (await q().where(sql`${articles.ids}->>${key.name} = ${key.value}`).limit(1))[0];
}

/** Article row values written by import (everything but id, counters and timestamps). */
export type ArticleValues = Omit<
  typeof articles.$inferInsert,
  'id' | 'views' | 'downloads' | 'citations' | 'createdAt' | 'updatedAt'
>;

/**
 * Writes an article in place: the row with the same DOI, compared case-insensitively (else the same `ids[keyName]`)
 * is updated and keeps its id, else a new row is inserted. Returns the id, whether the row is new and, for an existing
 * row, the issue it was in before (an online-first article moved into an issue triggers alerts).
 */
export async function upsertArticle(
  tx: Tx,
  values: ArticleValues,
  keyName?: string,
): Promise<{ id: number; created: boolean; previousIssueId: number | null }> {
  const key = keyName && values.ids?.[keyName] ? { name: keyName, value: String(values.ids[keyName]) } : undefined;
  const existing = await findImportedArticle(tx, values.doi ?? null, key);
  if (existing) {
    await tx
      .update(articles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(articles.id, existing.id));
    return { id: existing.id, created: false, previousIssueId: existing.issueId };
  }
  const id = (await tx.insert(articles).values(values).returning({ id: articles.id }))[0]!.id;
  return { id, created: true, previousIssueId: null };
}

/**
 * Stores the article's JATS XML as imported (OAI-PMH `jats` format) and the fingerprint of what the import read
 * (docs/product/content.md#article-packages), replacing an earlier import's.
 */
export async function replaceArticleSource(
  tx: Tx,
  articleId: number,
  jatsXml: string,
  contentSha256: string | null = null,
): Promise<void> {
  await tx
    .insert(articleSources)
    .values({ articleId, jatsXml, contentSha256 })
    .onConflictDoUpdate({ target: articleSources.articleId, set: { jatsXml, contentSha256 } });
}

/**
 * Records the PDF a package shipped as the article's PDF (`article_pdfs` origin 'package', replacing a rendered one),
 * or with `fileId` null removes an earlier package PDF (an import without one); a rendered PDF is then left alone.
 */
export async function replacePackagePdf(tx: Tx, articleId: number, fileId: number | null): Promise<void> {
  if (fileId === null) {
    await tx.delete(articlePdfs).where(and(eq(articlePdfs.articleId, articleId), eq(articlePdfs.origin, 'package')));
    return;
  }
  const row = { origin: 'package', fileId, versionKey: null, pages: null, createdAt: new Date() };
  await tx
    .insert(articlePdfs)
    .values({ articleId, ...row })
    .onConflictDoUpdate({ target: articlePdfs.articleId, set: row });
}

/** Resource row values of an imported article, in document order (the article and the position are added here). */
export type ResourceValues = Omit<typeof articleResources.$inferInsert, 'id' | 'articleId' | 'sort'>;

/**
 * Replaces the texts and resources of an article (one batch insert each; `fresh`: a new article, nothing to delete).
 * Only the text fields of each text are written (contract/article-text.ts).
 */
export async function replaceArticleContent(
  tx: Tx,
  articleId: number,
  texts: ArticleTextWire[],
  resources: ResourceValues[],
  fresh = false,
): Promise<void> {
  if (!fresh) {
    await tx.delete(articleTexts).where(eq(articleTexts.articleId, articleId));
    await tx.delete(articleResources).where(eq(articleResources.articleId, articleId));
  }
  if (texts.length) {
    await tx.insert(articleTexts).values(texts.map((t) => ({ articleId, ...articleTextFields(t) })));
  }
  if (resources.length) {
    await tx.insert(articleResources).values(resources.map((r, sort) => ({ ...r, articleId, sort })));
  }
}

/** A site journals are linked to. */
export interface TargetSite {
  id: number;
  type: string;
  publicationId: number | null;
}

/**
 * The sites imported journals join: every site of type 'all' and the site with subdomain `sld` when given.
 * @throws Error naming the subdomain when no such site exists
 */
export async function targetSites(db: Db, sld?: string): Promise<TargetSite[]> {
  const all = await db
    .select({ id: sites.id, type: sites.type, publicationId: sites.publicationId })
    .from(sites)
    .where(eq(sites.type, 'all'));
  if (sld === undefined) return all;
  const named = (
    await db
      .select({ id: sites.id, type: sites.type, publicationId: sites.publicationId })
      .from(sites)
      .where(eq(sites.sld, sld))
      .limit(1)
  )[0];
  if (!named)
    throw new Error(`import: no site with subdomain (sld) "${sld}"; create the site first or leave out --site`);
  return all.some((s) => s.id === named.id) ? all : [...all, named];
}

/**
 * Links a journal to the target sites (site_publications, kept when present); a `single` site without a journal
 * gets this one. Returns whether a link or an assignment was written. `targets` is updated by the caller after the
 * commit (import/persist.ts noteAssigned), so later files of the batch see the assignment.
 */
export async function linkJournal(tx: Tx, publicationId: number, targets: TargetSite[]): Promise<boolean> {
  if (!targets.length) return false;
  const ids = targets.map((t) => t.id);
  const present = await tx
    .select({ siteId: sitePublications.siteId })
    .from(sitePublications)
    .where(and(eq(sitePublications.publicationId, publicationId), inArray(sitePublications.siteId, ids)));
  const missing = ids.filter((id) => !present.some((p) => p.siteId === id));
  for (const siteId of missing) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sitePublications)
      .where(eq(sitePublications.siteId, siteId));
    await tx.insert(sitePublications).values({ siteId, publicationId, sort: n }).onConflictDoNothing();
  }
  let assigned = false;
  for (const t of targets) {
    if (t.type === 'single' && t.publicationId === null) {
      const rows = await tx
        .update(sites)
        .set({ publicationId })
        .where(and(eq(sites.id, t.id), isNull(sites.publicationId)))
        .returning({ id: sites.id });
      assigned ||= rows.length > 0;
    }
  }
  return missing.length > 0 || assigned;
}
