/**
 * The seed ("Sites as files"): the sites and their page frames come from the site file
 * deploy/sites/demo-sites.yaml (docs/sites-file.md), the demo data (JATS journals and CSL demo journals) through the
 * import API, demo news, albums, boards and books from seed/*.ts. Order: the file's site records are applied first
 * (the import needs the sites), then the demo data is imported, then the whole file is applied in one transaction by
 * the verb `pnpm rc-pub sites apply` runs (its journal codes and banner DOIs name imported data). Idempotent: apply
 * changes only what differs, articles are re-imported in place by DOI, demo news replaced. `reset` empties every
 * table first so ids start at 1 (www = 1 … maintenance = 12, the file's order).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { importPlanned, planImport } from '../import/index.js';
import type { ImportLimits } from '../import/limits.js';
import type { OnProgress } from '../lib/progress.js';
import { bumpAllSites } from '../repositories/content-versions.js';
import { deleteDemoNews, resetAll, siteCount, sitesBySld } from '../repositories/seed.js';
import { publicationIdsByCode } from '../repositories/sites-file.js';
import { unindexedArticleIds } from '../repositories/search-index.js';
import { indexArticles, indexNews } from '../search/indexer/index.js';
import { applySitesFile } from '../services/sites/apply.js';
import { readYaml, writeYaml } from '../services/sites/yaml-source.js';
import { seedAlbums } from './albums.js';
import { seedEditorial } from './editorial.js';
import { insertDemoNews } from './news.js';
import { SEED_SITES_FILE, type SeedSite, seedSitesOf } from './sites-data.js';

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
   * of every demo source, listed before the first import.
   */
  onProgress?: OnProgress;
  /** Import limits (config.importLimits); defaults when absent. */
  limits?: ImportLimits;
  /**
   * The seed's clock (default: now): demo news are dated a few days before it. Fixture recording passes a fixed date so
   * that answers are the same on every run.
   */
  now?: Date;
  /** The site file to apply (default deploy/sites/demo-sites.yaml, {@link SEED_SITES_FILE}). */
  sitesFile?: string;
}

/**
 * What the seed did: the sites and one import summary per source folder/file (`imported` counts new and updated
 * files; `updated` the files whose article existed and changed; `unchanged` the files whose article was already
 * stored as they are, left untouched; `skipped` files found but not imported, with the reason).
 */
export interface SeedReport {
  sites: { id: number; sld: string; type: string; status: number; publicationId: number | null }[];
  imports: {
    sld: string;
    source: string;
    imported: number;
    updated: number;
    unchanged: number;
    failed: number;
    errors: string[];
    skipped: { file: string; reason: string }[];
  }[];
}

/** True when no site exists yet (first start: the server then seeds). */
export async function databaseIsEmpty(db: Db): Promise<boolean> {
  return (await siteCount(db)) === 0;
}

/** Site keys that are not the site record (sections and journal links): left out by {@link siteRecordsOnly}. */
const SECTION_KEYS = [
  'journal',
  'journals',
  'journalInfo',
  'header',
  'customButtons',
  'footer',
  'tools',
  'banners',
  'menus',
];

/**
 * The site file with only each site's record and theme: what exists before the import (the import needs the sites;
 * the sections name journals and articles the import brings).
 */
function siteRecordsOnly(text: string): string {
  const doc = readYaml(text).value as { version: number; sites: Record<string, unknown>[] };
  const sites = doc.sites.map((s) => Object.fromEntries(Object.entries(s).filter(([k]) => !SECTION_KEYS.includes(k))));
  return writeYaml({ version: doc.version, sites });
}

/** Every journal code the file names (`journal`, `journals` and `journalInfo` keys at any depth of its sites). */
function journalCodes(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const n of node) journalCodes(n, out);
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === 'journal' && typeof v === 'string') out.add(v);
      else if (k === 'journalInfo' && v && typeof v === 'object') for (const c of Object.keys(v)) out.add(c);
      else if (k === 'journals' && Array.isArray(v)) {
        for (const c of v) if (typeof c === 'string') out.add(c);
      } else journalCodes(v, out);
    }
  return out;
}

/** `node` without the journal codes in `gone`: a `journal` naming one becomes null, `journals` lists drop them. */
function withoutJournals(node: unknown, gone: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutJournals(n, gone));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => {
      if (k === 'journal' && typeof v === 'string' && gone.has(v)) return [k, null];
      if (k === 'journals' && Array.isArray(v)) return [k, v.filter((c) => !(typeof c === 'string' && gone.has(c)))];
      if (k === 'journalInfo' && v && typeof v === 'object')
        return [k, Object.fromEntries(Object.entries(v).filter(([c]) => !gone.has(c)))];
      return [k, withoutJournals(v, gone)];
    }),
  );
}

/**
 * The site file as the seed applies it after the import: unchanged when every journal it names was imported; with a
 * partial demo-data folder (tests, a quick local seed) the references to journals that were not imported are left
 * out and logged, so the seed still loads. `pnpm rc-pub sites apply` itself stays strict: an operator's file naming a
 * missing journal is refused (services/sites/plan.ts).
 */
async function forImportedJournals(db: Db, text: string, log?: (line: string) => void): Promise<string> {
  const doc = readYaml(text).value as { version: number; sites: unknown[] };
  const named = [...journalCodes(doc.sites)];
  const found = await publicationIdsByCode(db, named);
  const gone = new Set(named.filter((c) => !found.has(c)));
  if (!gone.size) return text;
  log?.(`seed: not imported, so left out of the site file: ${[...gone].join(', ')}`);
  return writeYaml({ ...doc, sites: withoutJournals(doc.sites, gone) });
}

async function importSources(db: Db, opts: SeedOptions, report: SeedReport, seedSites: SeedSite[]): Promise<void> {
  // every source is listed first, so that progress counts against the files of the whole seed
  const sources = seedSites
    .filter((x) => x.source)
    .map((s) => {
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
      // Demo content is not news to subscribers; no alert outbox rows for it
      alerts: false,
      ...(opts.log ? { log: opts.log } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
      ...(onProgress ? { onProgress: (e) => onProgress({ ...e, done: offset + e.done, total }) } : {}),
    });
    before += plan.length;
    report.imports.push({
      sld: s.sld,
      source: s.source!,
      imported: r.imported,
      updated: r.files.filter((f) => f.outcome === 'updated').length,
      unchanged: r.files.filter((f) => f.outcome === 'unchanged').length,
      failed: r.failed,
      errors: r.files.filter((f) => !f.ok).map((f) => f.error ?? f.file),
      skipped: r.skipped,
    });
  }
}

/** Replaces the demo news of every working site of the file (docs/product/content.md#news; dated from the seed's clock). */
async function writeDemoNews(db: Db, seedSites: SeedSite[], now: Date): Promise<SeedReport['sites']> {
  const rows = await sitesBySld(
    db,
    seedSites.map((s) => s.sld),
  );
  await db.transaction(async (tx) => {
    for (const row of rows) {
      await deleteDemoNews(tx, row.id);
      const s = seedSites.find((x) => x.sld === row.sld)!;
      if (s.status === 0) await insertDemoNews(tx, s, row.id, now);
    }
    await bumpAllSites(tx); // The news of every site changed, in this transaction
  });
  return rows.map((r) => ({ id: r.id, sld: r.sld, type: r.type, status: r.status, publicationId: r.publicationId }));
}

/**
 * Search index: JATS articles and journals were indexed by the import; what the import did not index (CSL
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
 * @throws SitesFileError when the site file has problems (e.g. a banner DOI the import did not bring); when the
 *   database fails or the import API throws (files that fail to import are only reported)
 */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedReport> {
  const report: SeedReport = { sites: [], imports: [] };
  if (opts.reset) {
    opts.log?.('seed: emptying every table');
    await resetAll(db);
  }
  const file = opts.sitesFile ?? SEED_SITES_FILE;
  const text = readFileSync(file, 'utf8');
  const seedSites = seedSitesOf(text);
  opts.log?.(`seed: sites of ${file}`);
  await applySitesFile({ ctx: { db }, input: { text: siteRecordsOnly(text) } });
  await importSources(db, opts, report, seedSites);
  opts.log?.(`seed: applying ${file}`);
  const applied = await forImportedJournals(db, text, opts.log);
  const plan = await applySitesFile({ ctx: { db }, input: { text: applied } }); // one transaction
  opts.log?.(`seed: ${plan.changes.length} change(s) of the site file applied`);
  report.sites = await writeDemoNews(db, seedSites, opts.now ?? new Date());
  await seedAlbums(db, opts.log); // Demo albums from the imported articles
  await seedEditorial(db, report.sites); // Demo boards and books
  await indexRest(db, opts);
  await bumpAllSites(db); // And again once the news search index follows the new news
  opts.log?.(
    `seed: ${report.sites.length} sites, ${report.imports.reduce((n, i) => n + i.imported, 0)} files imported, ${report.imports.reduce((n, i) => n + i.failed, 0)} failed`,
  );
  return report;
}
