/**
 * Upgrade path of the search index (the index is rebuildable): a database filled before the index existed
 * has articles but no search documents; the server builds the index once at start (ensureIndexed), and leaves an
 * existing index alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import { searchDocs } from '../../rc-pub/src/db/schema/index.js';
import { ensureIndexed } from '../../rc-pub/src/search/indexer/index.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import type { TestDb } from '../helpers/db.js';

let t: TestDb;
let db: Db;
let seededCount: number;

beforeAll(async () => {
  t = await createSeededTestDb();
  db = t.handle.db;
  seededCount = await db.$count(searchDocs);
});
afterAll(async () => {
  await t?.cleanup();
});

describe('ensureIndexed', () => {
  it('leaves an existing index alone', async () => {
    expect(seededCount).toBeGreaterThan(1169);
    expect(await ensureIndexed(db)).toBeNull();
    expect(await db.$count(searchDocs)).toBe(seededCount);
  });

  it('builds the whole index when articles exist but no search documents do', async () => {
    await db.delete(searchDocs);
    const lines: string[] = [];
    const report = await ensureIndexed(db, (l) => lines.push(l));
    expect(report?.total).toBe(seededCount);
    expect(await db.$count(searchDocs)).toBe(seededCount);
    expect(lines[0]).toMatch(/search index is empty/);
  });
});
