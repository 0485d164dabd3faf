/**
 * Two imports of the same files at once (two `pnpm rc-pub import` runs over one folder) both succeed
 * (docs/product/content.md#jats-import): the writes of one journal and one article take turns, so the second run
 * finds the first's article (`unchanged`, or `updated` when it came first) and never fails on a duplicate key. On
 * PostgreSQL the runs share a connection pool, so their transactions really overlap; on PGlite they take turns anyway.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, issues, publications } from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { createTestDb, type TestDb } from '../helpers/db.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jats = (p: string): string => path.join(repo, 'demo-data/jats', p);
/** Three articles of three new journals: each run writes (or finds) the same journals, issues and articles. */
const FILES = [
  jats('plos-medicine/journal.pmed.1001786.xml'),
  jats('elife/elife00005.xml'),
  jats('plos-one/journal.pone.0146913.xml'),
];

let tdb: TestDb;

beforeAll(async () => {
  tdb = await createTestDb();
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('concurrent imports of the same files', () => {
  it('both succeed, and the articles, issues and journals are written once', async () => {
    const db = tdb.handle.db;
    const runs = await Promise.all([
      importPaths(db, FILES),
      importPaths(db, FILES),
      importPaths(db, [...FILES].reverse()),
    ]);
    for (const run of runs) {
      expect(run.failed, JSON.stringify(run.files.map((f) => f.error).filter(Boolean))).toBe(0);
      expect(run.files).toHaveLength(FILES.length);
      for (const f of run.files) expect(['imported', 'updated', 'unchanged']).toContain(f.outcome);
    }
    // each file was written new by exactly one run
    for (const file of FILES) {
      const outcomes = runs.map((r) => r.files.find((f) => f.file === file)?.outcome);
      expect(
        outcomes.filter((o) => o === 'imported'),
        file,
      ).toHaveLength(1);
    }
    expect(await db.$count(articles)).toBe(FILES.length);
    expect(await db.$count(publications)).toBe(new Set(runs[0]!.files.map((f) => f.file.split('/').at(-2))).size);
    const issueIds = new Set((await db.select({ id: articles.issueId }).from(articles)).map((a) => a.id));
    expect(await db.$count(issues)).toBe(issueIds.size);
  });
});
