/**
 * Content versions (contract RcPubPaths.contentVersions, ContentVersionsWire). A counter per site,
 * bumped in the same transaction as the change: an import bumps exactly the sites holding the imported journal (its
 * own single site, its groups, the aggregate site) and `global`; a failed import bumps nothing; reindex and seed (also
 * `seed --reset`) bump every site. The gateway's page cache keys on these numbers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { ContentVersionsWire } from '../../rc-pub/src/contract/wire.js';
import { sitePublications, sites } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { reindexAll } from '../../rc-pub/src/search/indexer/index.js';
import { seed } from '../../rc-pub/src/seed/index.js';
import { startApp, type TestApp } from './app-helper.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const fx = (p: string): string => path.join(here, '../fixtures/import', p);

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await startApp({ seeded: false });
  const rows = await t.db.handle.db
    .insert(sites)
    .values([
      { sld: 'www', type: 'all', nameZh: '全部', nameEn: 'All' },
      { sld: 'grp', type: 'group', nameZh: '刊群', nameEn: 'Group' },
      { sld: 'one', type: 'single', nameZh: '一刊', nameEn: 'One' },
      { sld: 'other', type: 'single', nameZh: '他刊', nameEn: 'Other' },
    ])
    .returning();
  for (const r of rows) ids[r.sld] = r.id;
});
afterAll(async () => {
  await t.close();
});

async function versions(): Promise<ContentVersionsWire> {
  const r = await t.http.get(RcPubPaths.contentVersions);
  expect(r.status).toBe(200);
  expect(r.body.status).toBe(0);
  return r.body.data as ContentVersionsWire;
}

/** Which slds rose between two readings. */
function rose(before: ContentVersionsWire, after: ContentVersionsWire): string[] {
  return Object.keys(after.sites)
    .filter((sld) => (after.sites[sld] ?? 0) > (before.sites[sld] ?? 0))
    .sort();
}

describe('content versions', () => {
  it('serves a counter for every site and a global counter, documented in the OpenAPI document', async () => {
    const v = await versions();
    expect(v).toEqual({ global: 0, sites: { www: 0, grp: 0, one: 0, other: 0 } });
    const doc = (await t.http.get(RcPubPaths.openapi)).body;
    expect(doc.paths[RcPubPaths.contentVersions].get).toBeDefined();
  });

  it('an import bumps exactly the sites holding the journal (own, group, aggregate) and global', async () => {
    const v0 = await versions();
    const first = await importPaths(t.db.handle.db, [fx('good/synthetic-zh.xml')], { siteSld: 'one' });
    expect(first.failed).toBe(0);
    const v1 = await versions();
    expect(rose(v0, v1)).toEqual(['one', 'www']);
    expect(v1.global).toBeGreaterThan(v0.global);
    // the group now shows the journal too: a forced re-import bumps it, still not the unrelated site
    const one = await t.db.handle.db.query.sites.findFirst({ where: (x, { eq }) => eq(x.sld, 'one') });
    await t.db.handle.db.insert(sitePublications).values({ siteId: ids.grp!, publicationId: one!.publicationId! });
    await importPaths(t.db.handle.db, [fx('good/synthetic-zh.xml')], { force: true });
    const v2 = await versions();
    expect(rose(v1, v2)).toEqual(['grp', 'one', 'www']);
    expect(v2.global).toBeGreaterThan(v1.global);
  });

  it('a failed import bumps nothing (not even global), also when it fails inside its transaction', async () => {
    const db = t.db.handle.db;
    const v0 = await versions();
    const bad = await importPaths(db, [fx('bad/malformed.xml')], { siteSld: 'other' });
    expect(bad.failed).toBe(1);
    await db.execute(`CREATE OR REPLACE FUNCTION test_fail_texts() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.title LIKE '%FAIL-ON-INSERT%' THEN RAISE EXCEPTION 'test trigger rejected the article text'; END IF; RETURN NEW; END $$`);
    await db.execute(
      'CREATE TRIGGER test_fail_texts BEFORE INSERT ON article_texts FOR EACH ROW EXECUTE FUNCTION test_fail_texts()',
    );
    try {
      const rolled = await importPaths(db, [fx('rollback')], { siteSld: 'other' });
      expect(rolled.failed).toBe(1);
    } finally {
      await db.execute('DROP TRIGGER test_fail_texts ON article_texts');
    }
    expect(await versions()).toEqual(v0);
  });

  it('reindex bumps every site and global', async () => {
    const v0 = await versions();
    await reindexAll(t.db.handle.db);
    const v1 = await versions();
    expect(rose(v0, v1)).toEqual(['grp', 'one', 'other', 'www']);
    expect(v1.global).toBeGreaterThan(v0.global);
  });

  it('seed and seed --reset bump every site, and counters never go back after a reset', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'seed-empty-'));
    try {
      const v0 = await versions();
      await seed(t.db.handle.db, { demoDataDir: empty });
      const v1 = await versions();
      expect(rose(v0, v1)).toEqual(Object.keys(v1.sites).sort());
      expect(v1.global).toBeGreaterThan(v0.global);
      await seed(t.db.handle.db, { demoDataDir: empty, reset: true });
      const v2 = await versions();
      expect(v2.global).toBeGreaterThan(v1.global);
      for (const sld of Object.keys(v2.sites)) expect(v2.sites[sld], sld).toBeGreaterThan(v1.sites[sld] ?? 0);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
