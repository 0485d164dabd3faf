/**
 * The journal pages' rc-pub calls on the seeded demo data: online first (publication type 1),
 * accepted manuscripts (version label -1, not yet in an issue), one column's articles, conference papers and
 * the column tree (docs/product/content.md#journal-pages), each newest first and paged (page from 0), scoped to a site's journals: a journal of
 * another site or an unknown site answers 404, a bad kind or a column list without a column 400.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../rc-pub/src/app.js';
import type { JournalColumnWire } from '../../rc-pub/src/contract/journal.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { ArticleSummaryWire, Page } from '../../rc-pub/src/contract/wire.js';
import { articles, sites } from '../../rc-pub/src/db/schema/index.js';
import type { TestDb } from '../helpers/db.js';
import { createSeededTestDb } from '../helpers/seeded-db.js';
import { testRcPubConfig } from '../helpers/rc-pub-config.js';

type App = Awaited<ReturnType<typeof buildApp>>;
interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

let tdb: TestDb;
let app: App;
const site: Record<string, { id: number; publicationId: number | null }> = {};

beforeAll(async () => {
  tdb = await createSeededTestDb();
  app = await buildApp({ config: testRcPubConfig(), db: tdb.handle });
  await app.ready();
  for (const s of await tdb.handle.db.select().from(sites)) site[s.sld] = { id: s.id, publicationId: s.publicationId };
}, 300_000);
afterAll(async () => {
  await app?.close();
  await tdb?.cleanup();
});

async function call<T>(url: string, query: Record<string, string | number>, lang = 'en') {
  const res = await app.inject({
    method: 'GET',
    url,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { language: lang },
  });
  return { http: res.statusCode, body: res.json() as Envelope<T> };
}
const list = (query: Record<string, string | number>) => call<Page<ArticleSummaryWire>>(RcPubPaths.journalList, query);

describe('journalList (/newAcademic singleFirst, latestOffer; /newArticle; /thesisDetails: docs/product/content.md#journal-pages)', () => {
  it('lists online-first articles (publication type 1) of the site, on the journal site and on the aggregate site', async () => {
    const elife = await list({ siteId: site.elife!.id, kind: 'onlineFirst' });
    expect(elife.http).toBe(200);
    expect(elife.body.data.total).toBeGreaterThan(0);
    expect(elife.body.data.content.every((a) => a.publicationType === 1)).toBe(true);
    const www = await list({ siteId: site.www!.id, kind: 'onlineFirst' });
    expect(www.body.data.content.map((a) => a.id)).toEqual(
      expect.arrayContaining(elife.body.data.content.map((a) => a.id)),
    );
    const plosone = await list({ siteId: site.plosone!.id, kind: 'onlineFirst' });
    expect(plosone.body.data).toMatchObject({ total: 0, content: [] });
  });

  it('lists accepted manuscripts not yet in an issue, newest accepted first', async () => {
    const db = tdb.handle.db;
    const [a, b] = await db.select().from(articles).where(eq(articles.publicationType, 1)).limit(1);
    expect(a).toBeDefined();
    await db.update(articles).set({ versionLabel: -1, acceptedDate: '2026-01-02' }).where(eq(articles.id, a!.id));
    expect(b).toBeUndefined();
    const res = await list({ siteId: site.elife!.id, kind: 'accepted' });
    expect(res.body.data.content.map((x) => [x.id, x.versionLabel])).toEqual([[a!.id, -1]]);
    // an article of a regular issue with the label is not 'not yet in an issue'
    const inIssue = (await list({ siteId: site.elife!.id, kind: 'column', column: 'Cell biology' })).body.data
      .content[0]!;
    await db.update(articles).set({ versionLabel: -1 }).where(eq(articles.id, inIssue.id));
    expect((await list({ siteId: site.elife!.id, kind: 'accepted' })).body.data.total).toBe(1);
  });

  it("lists one column's articles newest first, paged from 0", async () => {
    const q = { siteId: site.plosone!.id, kind: 'column', column: 'Research Article', size: 5 };
    const p0 = (await list(q)).body.data;
    const p1 = (await list({ ...q, page: 1 })).body.data;
    expect(p0.total).toBeGreaterThan(10);
    expect(p0.content).toHaveLength(5);
    expect(p1.page).toBe(1);
    const dates = [...p0.content, ...p1.content].map((a) => a.publishedDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...p0.content, ...p1.content].map((a) => a.id)).size).toBe(10);
    expect(p0.content.every((a) => a.columnEn === 'Research Article')).toBe(true);
  });

  it('answers an empty conference list (the demo data has no conference papers) rather than an error', async () => {
    const res = await list({ siteId: site.plos!.id, kind: 'conference' });
    expect(res.http).toBe(200);
    expect(res.body.data.total).toBe(0);
  });

  it('keeps to the site: a journal of another site and an unknown site are 404, bad input 400', async () => {
    const other = await list({
      siteId: site.plosone!.id,
      kind: 'onlineFirst',
      publicationId: site.elife!.publicationId!,
    });
    expect(other.body.status).toBe(404);
    expect(other.body.message).toContain('Journal not found');
    expect((await list({ siteId: 999_999, kind: 'onlineFirst' })).body.status).toBe(404);
    expect((await list({ siteId: site.plosone!.id, kind: 'column' })).body.status).toBe(400);
    expect((await list({ siteId: site.plosone!.id, kind: 'nonsense' })).body.status).toBe(400);
    const own = await list({ siteId: site.www!.id, kind: 'onlineFirst', publicationId: site.elife!.publicationId! });
    expect(own.body.status).toBe(0);
  });
});

describe('columnTree (docs/product/content.md#columns)', () => {
  it("lists a journal site's columns with their counts, most articles first, in both languages", async () => {
    const res = await call<JournalColumnWire[]>(RcPubPaths.columnTree, { siteId: site.plosone!.id });
    expect(res.http).toBe(200);
    expect(res.body.data[0]).toEqual({ nameZh: null, nameEn: 'Research Article', articleCount: 57 });
    const counts = res.body.data.map((c) => c.articleCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const zh = await call<JournalColumnWire[]>(RcPubPaths.columnTree, { siteId: site.zhdemo!.id }, 'zh');
    expect(zh.body.data.length).toBeGreaterThan(5);
    expect(zh.body.data.every((c) => c.nameZh && c.articleCount >= 1)).toBe(true);
  });

  it('answers 404 for a journal the site does not hold', async () => {
    const res = await call(RcPubPaths.columnTree, {
      siteId: site.plosone!.id,
      publicationId: site.jose!.publicationId!,
    });
    expect(res.body.status).toBe(404);
  });
});
