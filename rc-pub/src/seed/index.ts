/**
 * The seed (issue 2): sites, their page frames and the demo data (JATS journals and CSL demo journals, loaded through
 * the import API). Idempotent: sites are upserted by sld, frames replaced, articles re-imported in place by DOI.
 * `reset` empties every table first so ids start at 1 (www = 1 … maintenance = 12).
 */
import path from 'node:path';
import { asc, count, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sitePublications, sites } from '../db/schema/index.js';
import { importPlanned, planImport } from '../import/index.js';
import type { ImportLimits } from '../import/limits.js';
import type { OnProgress } from '../lib/progress.js';
import { bumpAllSites } from '../repositories/content-versions.js';
import { indexArticles, indexNews, unindexedArticleIds } from '../search/indexer/index.js';
import { writeFrame } from './frame.js';
import { resetAll } from './reset.js';
import { PLOS_MEMBERS, SEED_SITES } from './sites-data.js';

/** Options of {@link seed}. */
export interface SeedOptions {
  /** Folder holding jats/ and csl-zh/ (config.demoDataDir). */
  demoDataDir: string;
  /** Empty all tables first. */
  reset?: boolean;
  /** Progress sink, one line per step or imported file. */
  log?: (line: string) => void;
  /**
   * Called after each demo file (imported, updated, skipped or failed), `done` counting from 1 to `total` = the files
   * of every demo source, listed before the first import (issue 13).
   */
  onProgress?: OnProgress;
  /** Import limits (config.importLimits); defaults when absent. */
  limits?: ImportLimits;
  /**
   * The seed's clock (default: now): demo news are dated a few days before it and the footers' copyright carries its
   * year. Fixture recording passes a fixed date so that answers are the same on every run.
   */
  now?: Date;
}

/**
 * What the seed did: the sites and one import summary per source folder/file (`imported` counts new and updated
 * files; `updated` the files whose article existed; `skipped` files found but not imported, with the reason).
 */
export interface SeedReport {
  sites: { id: number; sld: string; type: string; status: number; publicationId: number | null }[];
  imports: {
    sld: string;
    source: string;
    imported: number;
    updated: number;
    failed: number;
    errors: string[];
    skipped: { file: string; reason: string }[];
  }[];
}

/** True when no site exists yet (first start: the server then seeds). */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sites);
  return Number(row?.n ?? 0) === 0;
}

async function upsertSites(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const s of SEED_SITES) {
      const values = {
        sld: s.sld,
        type: s.type,
        status: s.status,
        nameZh: s.nameZh,
        nameEn: s.nameEn,
        colour: s.colour,
        demo: s.demo,
      };
      await tx.insert(sites).values(values).onConflictDoUpdate({ target: sites.sld, set: values });
    }
  });
}

async function importSources(
  db: Db,
  opts: SeedOptions,
  report: SeedReport,
  firstDoi: Map<string, string>,
): Promise<void> {
  // every source is listed first, so that progress counts against the files of the whole seed
  const sources = SEED_SITES.filter((x) => x.source).map((s) => {
    const source = path.join(opts.demoDataDir, s.source!);
    return { site: s, source, plan: planImport([source]) };
  });
  const total = sources.reduce((n, s) => n + s.plan.length, 0);
  let before = 0;
  for (const { site: s, source, plan } of sources) {
    opts.log?.(`seed: importing ${source} into ${s.sld}`);
    const offset = before;
    const onProgress = opts.onProgress;
    const r = await importPlanned(db, plan, {
      siteSld: s.sld,
      // issue 10: demo content is not news to subscribers; no alert outbox rows for it
      alerts: false,
      ...(opts.log ? { log: opts.log } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
      ...(onProgress ? { onProgress: (e) => onProgress({ ...e, done: offset + e.done, total }) } : {}),
    });
    before += plan.length;
    const doi = r.files.find((f) => f.ok && f.doi)?.doi;
    if (doi) firstDoi.set(s.sld, doi);
    report.imports.push({
      sld: s.sld,
      source: s.source!,
      imported: r.imported,
      updated: r.files.filter((f) => f.outcome === 'updated').length,
      failed: r.failed,
      errors: r.files.filter((f) => !f.ok).map((f) => f.error ?? f.file),
      skipped: r.skipped,
    });
  }
}

/** Links the PLOS journals (imported into their single sites) to the `plos` group, in PLOS_MEMBERS order. */
async function linkPlosGroup(db: Db): Promise<void> {
  const rows = await db
    .select({ sld: sites.sld, id: sites.id, pub: sites.publicationId })
    .from(sites)
    .where(inArray(sites.sld, ['plos', ...PLOS_MEMBERS]));
  const group = rows.find((r) => r.sld === 'plos');
  if (!group) return;
  const links = PLOS_MEMBERS.map((sld, sort) => ({ pub: rows.find((r) => r.sld === sld)?.pub ?? null, sort }))
    .filter((l): l is { pub: number; sort: number } => l.pub !== null)
    .map((l) => ({ siteId: group.id, publicationId: l.pub, sort: l.sort }));
  if (links.length) await db.insert(sitePublications).values(links).onConflictDoNothing();
}

function bannerDoisFor(sld: string, firstDoi: Map<string, string>): { title: string; doi: string }[] {
  const members =
    sld === 'www'
      ? SEED_SITES.filter((s) => s.type === 'single' && s.status === 0).map((s) => s.sld)
      : sld === 'plos'
        ? PLOS_MEMBERS
        : [];
  return members.flatMap((m) => {
    const doi = firstDoi.get(m);
    const site = SEED_SITES.find((s) => s.sld === m)!;
    return doi ? [{ title: site.nameEn, doi }] : [];
  });
}

async function writeFrames(db: Db, firstDoi: Map<string, string>, now: Date): Promise<SeedReport['sites']> {
  const rows = await db
    .select()
    .from(sites)
    .where(
      inArray(
        sites.sld,
        SEED_SITES.map((s) => s.sld),
      ),
    )
    .orderBy(asc(sites.id));
  await db.transaction(async (tx) => {
    for (const row of rows) {
      const s = SEED_SITES.find((x) => x.sld === row.sld)!;
      await writeFrame(tx, s, {
        siteId: row.id,
        publicationId: row.publicationId,
        bannerDois: bannerDoisFor(s.sld, firstDoi),
        now,
      });
    }
    await bumpAllSites(tx); // issue 7: frames and news of every site changed, in this transaction
  });
  return rows.map((r) => ({ id: r.id, sld: r.sld, type: r.type, status: r.status, publicationId: r.publicationId }));
}

/**
 * Search index (issue 3): JATS articles and journals were indexed by the import; what the import did not index (CSL
 * demo articles) and the demo news written with the frames are indexed here.
 */
async function indexRest(db: Db, opts: SeedOptions): Promise<void> {
  const t0 = performance.now();
  const ids = await unindexedArticleIds(db);
  let docs = 0;
  for (let i = 0; i < ids.length; i += 500) {
    const part = ids.slice(i, i + 500);
    docs += await db.transaction((tx) => indexArticles(tx, part));
  }
  const newsDocs = await indexNews(db);
  opts.log?.(
    `seed: search index: ${ids.length} more articles (${docs} docs), ${newsDocs} news in ${Math.round(performance.now() - t0)} ms`,
  );
}

/**
 * Loads the sites, the demo data and the page frames.
 * @throws when the database fails or the import API throws (files that fail to import are only reported)
 */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = { sites: [], imports: [] };
  if (opts.reset) {
    opts.log?.('seed: emptying every table');
    await resetAll(db);
  }
  await upsertSites(db);
  const firstDoi = new Map<string, string>();
  await importSources(db, opts, report, firstDoi);
  await linkPlosGroup(db);
  report.sites = await writeFrames(db, firstDoi, opts.now ?? new Date());
  await indexRest(db, opts);
  await bumpAllSites(db); // issue 7: and again once the news search index follows the new news
  opts.log?.(
    `seed: ${report.sites.length} sites, ${report.imports.reduce((n, i) => n + i.imported, 0)} files imported, ${report.imports.reduce((n, i) => n + i.failed, 0)} failed`,
  );
  return report;
}
