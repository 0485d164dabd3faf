/**
 * The import's transactional outbox ("Publishing is what triggers alerts … Matching is written
 * in the same transaction as the import"): real PLOS Medicine JATS and CSL-zh records imported with importPaths;
 * alert_events rows for new articles (issue / onlineFirst), one `issue` row for an online-first article moved into an
 * issue, none for a re-import, none for a file that fails half-way, none for the seed's demo data.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import { alertEvents, articles, issues, sites } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { seed } from '../../rc-pub/src/seed/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const repo = path.resolve(import.meta.dirname, '../..');
const plosMed = (f: string) => path.join(repo, 'demo-data/jats/plos-medicine', f);
const CSL_NEW = path.join(repo, 'tests/fixtures/alerts/csl-new.jsonl');

/** A real article made online-first for the test: no <volume>, no <issue> (see tests/fixtures/alerts/PROVENANCE.md). */
function onlineFirstCopy(src: string, dir: string): string {
  const xml = readFileSync(src, 'utf8');
  const out = xml.replace(/<volume>[^<]*<\/volume>/, '').replace(/<issue>[^<]*<\/issue>/, '');
  if (out === xml) throw new Error(`no volume/issue in ${src}`);
  const file = path.join(dir, `online-first-${path.basename(src)}`);
  writeFileSync(file, out);
  return file;
}

let tdb: TestDb;
let db: Db;
let tmp: string;

async function events(db: Db) {
  return db
    .select({
      articleId: alertEvents.articleId,
      publicationId: alertEvents.publicationId,
      issueId: alertEvents.issueId,
      kind: alertEvents.kind,
      matchedAt: alertEvents.matchedAt,
    })
    .from(alertEvents)
    .orderBy(asc(alertEvents.id));
}

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
  await db.insert(sites).values({ sld: 'www', type: 'all', nameEn: 'Test aggregate' });
  tmp = mkdtempSync(path.join(tmpdir(), 'alerts-outbox-'));
});

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await tdb?.cleanup();
});

describe('JATS: new articles and re-imports', () => {
  it('a new article in a regular issue writes one `issue` event naming the article, journal and issue', async () => {
    const r = await importPaths(db, [plosMed('journal.pmed.1001786.xml')]);
    expect(r.failed).toBe(0);
    const id = r.files[0]!.articleId!;
    const a = (await db.select().from(articles).where(eq(articles.id, id)))[0]!;
    const issue = (await db.select().from(issues).where(eq(issues.id, a.issueId!)))[0]!;
    expect(issue.onlineFirst).toBe(false);
    expect(await events(db)).toEqual([
      { articleId: id, publicationId: a.publicationId, issueId: a.issueId, kind: 'issue', matchedAt: null },
    ]);
  });

  it('importing the same file again writes no event', async () => {
    const before = await events(db);
    const r = await importPaths(db, [plosMed('journal.pmed.1001786.xml')]);
    expect(r.files[0]!.outcome).toBe('unchanged');
    expect(await events(db)).toEqual(before);
    // rewritten on purpose, an article already published is still no news
    const forced = await importPaths(db, [plosMed('journal.pmed.1001786.xml')], { force: true });
    expect(forced.files[0]!.outcome).toBe('updated');
    expect(await events(db)).toEqual(before);
  });

  it('an online-first article: `onlineFirst`; moved into its issue: one `issue`; again: nothing', async () => {
    const src = plosMed('journal.pmed.1001518.xml');
    const first = await importPaths(db, [onlineFirstCopy(src, tmp)]);
    expect(first.failed).toBe(0);
    const id = first.files[0]!.articleId!;
    const ofIssue = (await db.select().from(articles).where(eq(articles.id, id)))[0]!.issueId!;
    expect((await db.select().from(issues).where(eq(issues.id, ofIssue)))[0]!.onlineFirst).toBe(true);
    let mine = (await events(db)).filter((e) => e.articleId === id);
    expect(mine.map((e) => [e.kind, e.issueId])).toEqual([['onlineFirst', ofIssue]]);

    // the online-first copy again: still online first, nothing new
    await importPaths(db, [onlineFirstCopy(src, tmp)]);
    expect((await events(db)).filter((e) => e.articleId === id)).toHaveLength(1);

    // the article as published in volume 10 issue 9: the same DOI, so the same article, now in a regular issue
    const moved = await importPaths(db, [src]);
    expect(moved.files[0]).toMatchObject({ outcome: 'updated', articleId: id });
    const issueId = (await db.select().from(articles).where(eq(articles.id, id)))[0]!.issueId!;
    expect(issueId).not.toBe(ofIssue);
    mine = (await events(db)).filter((e) => e.articleId === id);
    expect(mine.map((e) => [e.kind, e.issueId])).toEqual([
      ['onlineFirst', ofIssue],
      ['issue', issueId],
    ]);

    // re-importing the issue version changes nothing of that
    await importPaths(db, [src]);
    expect((await events(db)).filter((e) => e.articleId === id)).toHaveLength(2);
  });

  it('a folder of new articles writes one event per article', async () => {
    const before = (await events(db)).length;
    const r = await importPaths(db, [plosMed('journal.pmed.1001418.xml'), plosMed('journal.pmed.1001473.xml')]);
    expect(r.failed).toBe(0);
    const ids = r.files.map((f) => f.articleId);
    const after = await events(db);
    expect(after).toHaveLength(before + 2);
    expect(after.slice(before).map((e) => e.articleId)).toEqual(ids);
    expect(after.slice(before).every((e) => e.kind === 'issue')).toBe(true);
  });
});

describe('CSL records', () => {
  it('new records write one `issue` event each (their demo collection is a regular issue); a re-import none', async () => {
    const before = (await events(db)).length;
    const r = await importPaths(db, [CSL_NEW]);
    expect(r.files[0]!.records).toEqual({ read: 4, created: 4, updated: 0 });
    const added = (await events(db)).slice(before);
    expect(added).toHaveLength(4);
    expect(added.every((e) => e.kind === 'issue')).toBe(true);
    const again = await importPaths(db, [CSL_NEW]);
    expect(again.files[0]!.records).toEqual({ read: 4, created: 0, updated: 4 });
    expect(await events(db)).toHaveLength(before + 4);
  });
});

describe('rollback', () => {
  it('a file that fails after its event was written leaves no event (JATS and CSL)', async () => {
    // a test-only trigger rejects the search doc of an article that already has an outbox row: the failure comes
    // after the event insert, inside the file's transaction (if no event had been written, the import would succeed)
    await db.execute(`CREATE OR REPLACE FUNCTION test_fail_after_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM alert_events WHERE article_id = NEW.article_id) THEN
          RAISE EXCEPTION 'test trigger: rejected after the alert event was written';
        END IF;
        RETURN NEW;
      END $$`);
    await db.execute(
      'CREATE TRIGGER test_fail_after_event BEFORE INSERT ON search_docs FOR EACH ROW EXECUTE FUNCTION test_fail_after_event()',
    );
    const cslDir = path.join(tmp, 'csl');
    mkdirSync(cslDir, { recursive: true });
    // the first fixture record under another test-only title: a new article
    const rec = JSON.parse(readFileSync(CSL_NEW, 'utf8').split('\n')[0]!) as { title: string };
    writeFileSync(path.join(cslDir, 'one.jsonl'), `${JSON.stringify({ ...rec, title: `${rec.title}（回滚）` })}\n`);
    const before = await events(db);
    const articlesBefore = await db.$count(articles);
    try {
      const r = await importPaths(db, [plosMed('journal.pmed.1001300.xml'), path.join(cslDir, 'one.jsonl')]);
      expect(r.failed).toBe(2);
      for (const f of r.files) expect(f.error).toMatch(/rejected after the alert event was written/);
      expect(await events(db)).toEqual(before);
      expect(await db.$count(articles)).toBe(articlesBefore);
    } finally {
      await db.execute('DROP TRIGGER test_fail_after_event ON search_docs');
    }
    // without the trigger the same files import, with one event each
    const ok = await importPaths(db, [plosMed('journal.pmed.1001300.xml'), path.join(cslDir, 'one.jsonl')]);
    expect(ok.failed).toBe(0);
    expect(await events(db)).toHaveLength(before.length + 2);
  });
});

describe('imports without alerts', () => {
  it('`alerts: false` writes articles and no event', async () => {
    const before = (await events(db)).length;
    const r = await importPaths(db, [plosMed('journal.pmed.1000097.xml')], { alerts: false });
    expect(r.files[0]!.outcome).toBe('imported');
    expect(await events(db)).toHaveLength(before);
  });

  it('the seed loads demo data without filling the outbox', async () => {
    const demo = path.join(tmp, 'demo');
    mkdirSync(path.join(demo, 'jats/plos-medicine'), { recursive: true });
    mkdirSync(path.join(demo, 'csl-zh'), { recursive: true });
    for (const f of ['journal.pmed.0020007.xml', 'journal.pmed.0020124.xml'])
      writeFileSync(path.join(demo, 'jats/plos-medicine', f), readFileSync(plosMed(f)));
    const csl = readFileSync(path.join(repo, 'demo-data/csl-zh/csl-dev.jsonl'), 'utf8').split('\n').slice(0, 5);
    writeFileSync(path.join(demo, 'csl-zh/csl-dev.jsonl'), `${csl.join('\n')}\n`);
    const seedDb = await createTestDb();
    try {
      const report = await seed(seedDb.handle.db, { demoDataDir: demo });
      const plos = report.imports.find((i) => i.sld === 'plosmed');
      expect(plos?.imported).toBe(2);
      expect(await seedDb.handle.db.$count(articles)).toBe(7);
      expect(await seedDb.handle.db.$count(alertEvents)).toBe(0);
    } finally {
      await seedDb.cleanup();
    }
  });
});
