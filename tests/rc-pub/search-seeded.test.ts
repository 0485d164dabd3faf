/**
 * Search over the seeded demo data (issue 3 "Measured, not assumed"; SPEC §7 /front/search, clusters and the
 * type-fixed searches, SPEC §9 scope/sort/page size): CSL-zh keyword recall on the zhdemo group, exact DOI first,
 * scope of a single site, facet counts that add up, figure/table/media endpoints.
 * PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPaths } from '../../rc-pub/src/contract/search.js';
import { rowsOf, type SearchApp, startSearchApp } from './search-app.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const CSL = path.join(here, '../../demo-data/csl-zh/csl-dev.jsonl');

let s: SearchApp;
let zhdemo: number;
const siteId = async (sld: string) =>
  Number((await rowsOf<{ id: number }>(s.db, `select id from sites where sld = '${sld}'`))[0]!.id);

beforeAll(async () => {
  s = await startSearchApp();
  zhdemo = await siteId('zhdemo');
}, 600_000);
afterAll(async () => {
  await s?.close();
});

describe('CSL-zh keyword recall on the zhdemo group (issue 3: ≥ 95% in the top 20)', () => {
  it('finds each record by each of its keywords', async () => {
    const records = readFileSync(CSL, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { title: string; keywords: string[] });
    let asked = 0;
    let found = 0;
    const misses: string[] = [];
    for (const r of records) {
      for (const kw of r.keywords) {
        asked++;
        const env = await s.get(SearchPaths.search, { q: kw, siteId: zhdemo, type: 'article', size: 20 });
        if (env.status === 0 && env.data.content.some((h) => h.title === r.title.trim())) found++;
        else if (misses.length < 30)
          misses.push(`${kw} (${env.status === 0 ? `${env.data.total} hits` : env.message})`);
      }
    }
    const ratio = found / asked;
    console.log(
      `CSL-zh keyword recall@20: ${found}/${asked} = ${(ratio * 100).toFixed(2)}%; first misses: ${misses.join('; ')}`,
    );
    expect(asked).toBeGreaterThan(3000);
    expect(ratio).toBeGreaterThanOrEqual(0.95);
  }, 900_000);
});
