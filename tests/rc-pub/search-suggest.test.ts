/**
 * Search suggestions over the seeded demo data (GET /front/search/suggest; docs/product/search.md#suggestions): a
 * one-character Chinese prefix, traditional and simplified alike, the site's search scope and the input limits. The
 * server time is measured by `pnpm bench:suggest` (bench/search/suggest.ts), not here. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPaths, type SuggestionsWire } from '../../rc-pub/src/contract/search.js';
import { foldSuggestText } from '../../rc-pub/src/search/indexer/suggest-terms.js';
import { rowsOf, type SearchApp, startSearchApp } from './search-app.js';

let s: SearchApp;
let zhdemo: number;
let elife: number;
const siteId = async (sld: string) =>
  Number((await rowsOf<{ id: number }>(s.db, `select id from sites where sld = '${sld}'`))[0]!.id);
const suggest = async (query: Record<string, unknown>): Promise<SuggestionsWire> => {
  const env = await s.get<SuggestionsWire>(SearchPaths.suggest, query);
  if (env.status !== 0) throw new Error(`suggest failed: ${env.status} ${env.message}`);
  return env.data;
};
/** The journals a site searches (site_publications, plus a single site's own journal). */
const journalsOf = async (site: number) =>
  (
    await rowsOf<{ id: number }>(
      s.db,
      `select publication_id as id from site_publications where site_id = ${site}
       union select publication_id from sites where id = ${site} and publication_id is not null`,
    )
  ).map((r) => Number(r.id));

beforeAll(async () => {
  s = await startSearchApp();
  zhdemo = await siteId('zhdemo');
  elife = await siteId('elife');
}, 600_000);
afterAll(async () => {
  await s?.close();
});

describe('GET /front/search/suggest', () => {
  it('a one-character Chinese prefix suggests terms containing it, those starting with it first', async () => {
    const got = await suggest({ q: '肝', siteId: zhdemo });
    expect(got.length).toBeGreaterThan(0);
    expect(got.length).toBeLessThanOrEqual(8);
    for (const g of got) expect(foldSuggestText(g.text)).toContain('肝');
    const keywords = got.filter((g) => g.kind === 'keyword' || g.kind === 'author');
    const firstContains = keywords.findIndex((g) => !foldSuggestText(g.text).startsWith('肝'));
    if (firstContains >= 0)
      expect(keywords.slice(firstContains).every((g) => !foldSuggestText(g.text).startsWith('肝'))).toBe(true);
    // each (kind, text) once; titles carry their article, at most 3
    expect(new Set(got.map((g) => `${g.kind}:${g.text}`)).size).toBe(got.length);
    const titles = got.filter((g) => g.kind === 'title');
    expect(titles.length).toBeLessThanOrEqual(3);
    for (const t of titles) expect(t.articleId).toBeGreaterThan(0);
  });

  it('a traditional-character query suggests what its simplified form does', async () => {
    const simplified = await suggest({ q: '细胞', siteId: zhdemo, limit: 10 });
    expect(simplified.length).toBeGreaterThan(0);
    expect(await suggest({ q: '細胞', siteId: zhdemo, limit: 10 })).toEqual(simplified);
  });

  it('journals that match come first, with their id', async () => {
    const [journal] = await rowsOf<{ id: number; title: string }>(
      s.db,
      `select p.id, p.title_zh as title from publications p join site_publications sp on sp.publication_id = p.id
       where sp.site_id = ${zhdemo} and p.title_zh <> '' order by p.id limit 1`,
    );
    const got = await suggest({ q: journal!.title, siteId: zhdemo });
    expect(got[0]?.kind).toBe('journal');
    expect(got.filter((g) => g.kind === 'journal').map((g) => g.publicationId)).toContain(Number(journal!.id));
  });

  it("never suggests what lies outside the site's scope", async () => {
    const own = await journalsOf(elife);
    expect((await suggest({ q: '肝', siteId: zhdemo })).length).toBeGreaterThan(0);
    expect(await suggest({ q: '肝', siteId: elife })).toEqual([]);
    const got = await suggest({ q: 'cell', siteId: elife, limit: 10 });
    expect(got.length).toBeGreaterThan(0);
    const articleIds = got.filter((g) => g.articleId).map((g) => g.articleId!);
    if (articleIds.length) {
      const pubs = await rowsOf<{ publication_id: number }>(
        s.db,
        `select publication_id from articles where id in (${articleIds.join(',')})`,
      );
      for (const p of pubs) expect(own).toContain(Number(p.publication_id));
    }
    for (const g of got.filter((x) => x.kind === 'journal')) expect(own).toContain(g.publicationId);
  });

  it('answers bad input with the envelope 400, never 500; blank text gives nothing', async () => {
    const bad = [
      { q: '肝'.repeat(61), siteId: zhdemo },
      { q: '肝' },
      { q: '', siteId: zhdemo },
      { q: '肝', siteId: zhdemo, limit: 11 },
      { q: '肝', siteId: 'x' },
    ];
    for (const query of bad) {
      const res = await s.http.get(SearchPaths.suggest).set('language', 'en').query(query);
      expect(res.status, JSON.stringify(query)).toBeLessThan(500);
      expect(res.body.status, JSON.stringify(query)).toBe(400);
    }
    expect(await suggest({ q: '  ', siteId: zhdemo })).toEqual([]);
    expect(await suggest({ q: '%_\\', siteId: zhdemo })).toEqual([]);
  });
});
