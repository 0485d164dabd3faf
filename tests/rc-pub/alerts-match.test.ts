/**
 * The matcher (rc-pub/src/alerts/match): real imports (the 1000 CSL-zh records into the zhdemo
 * group, PLOS Medicine into its single site, a PLOS ONE article into the aggregate site only) write the outbox, then
 * matchPendingEvents turns it into deliveries:
 * - a keyword alert gets exactly the articles a search for that keyword in its scope finds (GET /front/search on the
 *   same app, paged), for a 2-character Chinese term, several keywords, an English phrase and one journal's scope;
 * - current / online-first / column alerts of a journal; paused subscriptions get nothing; due times per frequency;
 * - a second run writes nothing; an online-first article moved into its issue reaches 'current' once and nobody twice.
 * Subscriptions are written straight into member_subscriptions (subscribing is tested with its own routes).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPendingEvents } from '../../rc-pub/src/alerts/match/index.js';
import { SearchPaths, type SearchResultWire } from '../../rc-pub/src/contract/search.js';
import type { Envelope } from '../../rc-pub/src/contract/wire.js';
import {
  alertDeliveries,
  alertEvents,
  articles,
  memberSubscriptions,
  publications,
  sites,
} from '../../rc-pub/src/db/schema/index.js';
import { importPaths } from '../../rc-pub/src/import/index.js';
import { startApp, type TestApp } from './app-helper.js';

const repo = path.resolve(import.meta.dirname, '../..');
const PLOS_MED = path.join(repo, 'demo-data/jats/plos-medicine');
const LATE = 'journal.pmed.1001518.xml'; // held back: published online first, then in its issue
const CSL = path.join(repo, 'demo-data/csl-zh/csl-dev.jsonl');
const CSL_NEW = path.join(repo, 'tests/fixtures/alerts/csl-new.jsonl');
const NOW = new Date('2026-11-26T10:00:00Z'); // Thursday, 18:00 in Shanghai

let t: TestApp;
let tmp: string;
const site: Record<string, number> = {};
const journal: Record<string, number> = {};
const sub: Record<string, number> = {};

type SubValues = Omit<typeof memberSubscriptions.$inferInsert, 'email'>;

async function subscribe(name: string, v: SubValues): Promise<void> {
  const [row] = await t.db.handle.db
    .insert(memberSubscriptions)
    .values({ email: `${name}@example.org`, language: 'zh', confirmedAt: NOW, ...v })
    .returning({ id: memberSubscriptions.id });
  if (!row) throw new Error('no subscription');
  sub[name] = row.id;
}

/** Article ids delivered to a subscription, ascending. */
async function delivered(name: string): Promise<number[]> {
  const rows = await t.db.handle.db
    .select({ id: alertDeliveries.articleId })
    .from(alertDeliveries)
    .where(eq(alertDeliveries.subscriptionId, sub[name]!));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Every article id a basic search finds (all pages), ascending. */
async function searchIds(query: Record<string, string | number>): Promise<number[]> {
  const out: number[] = [];
  for (let page = 0; ; page++) {
    const res = await t.http.get(SearchPaths.search).query({ ...query, size: 100, page });
    const env = res.body as Envelope<SearchResultWire>;
    if (env.status !== 0) throw new Error(`search: ${env.status} ${env.message}`);
    out.push(...env.data.content.map((h) => h.id));
    if ((page + 1) * 100 >= env.data.total) break;
  }
  return out.sort((a, b) => a - b);
}

async function journalId(code: string): Promise<number> {
  const [row] = await t.db.handle.db
    .select({ id: publications.id })
    .from(publications)
    .where(eq(publications.code, code));
  if (!row) throw new Error(`no journal ${code}`);
  return row.id;
}

beforeAll(async () => {
  // no timer: only the test runs the matcher
  t = await startApp({ seeded: false, env: { RC_PUB_ALERTS_INTERVAL_SECONDS: '0' } });
  const db = t.db.handle.db;
  tmp = mkdtempSync(path.join(tmpdir(), 'alerts-match-'));
  for (const [sld, type] of [
    ['www', 'all'],
    ['zhdemo', 'group'],
    ['plosmed', 'single'],
  ] as const) {
    const [row] = await db
      .insert(sites)
      .values({ sld, type, nameEn: `Test ${sld}` })
      .returning({ id: sites.id });
    site[sld] = row!.id;
  }
  const med = readdirSync(PLOS_MED)
    .filter((f) => f.endsWith('.xml') && f !== LATE)
    .map((f) => path.join(PLOS_MED, f));
  expect((await importPaths(db, med, { siteSld: 'plosmed' })).failed).toBe(0);
  expect((await importPaths(db, [CSL], { siteSld: 'zhdemo' })).failed).toBe(0);
  expect((await importPaths(db, [path.join(repo, 'demo-data/jats/plos-one/journal.pone.0146913.xml')])).failed).toBe(0);
  journal.med = (
    await db
      .select({ p: articles.publicationId })
      .from(articles)
      .where(eq(articles.doi, '10.1371/journal.pmed.1001786'))
  )[0]!.p;
  journal.eng = await journalId('demo-csl-工学');

  await subscribe('zhi', { type: 'keywords', value: '制备', siteId: site.zhdemo, frequency: 'immediate' });
  await subscribe('many', {
    type: 'keywords',
    value: ' 水煤浆；制备 ;抗氧化 ',
    siteId: site.zhdemo,
    frequency: 'daily',
  });
  await subscribe('fielded', { type: 'keywords', value: 'title:制备', siteId: site.zhdemo });
  await subscribe('phrase', { type: 'keywords', value: '"randomized trial"; malaria', siteId: site.www });
  await subscribe('engOnly', { type: 'keywords', value: '制备', publicationId: journal.eng, siteId: site.zhdemo });
  await subscribe('zhiPaused', { type: 'keywords', value: '制备', siteId: site.zhdemo, status: 'paused' });
  await subscribe('bad', { type: 'keywords', value: 'title:(; )', siteId: site.www });
  await subscribe('current', { type: 'current', publicationId: journal.med, frequency: 'daily' });
  await subscribe('currentPaused', { type: 'current', publicationId: journal.med, status: 'paused' });
  await subscribe('onlineFirst', { type: 'onlineFirst', publicationId: journal.med, frequency: 'weekly' });
  await subscribe('column', { type: 'column', value: '  research ARTICLE ', publicationId: journal.med });
  await subscribe('columnZh', { type: 'column', value: '电气工程', publicationId: journal.eng });
  await subscribe('columnOther', { type: 'column', value: 'Research Article', publicationId: journal.eng });
});

afterAll(async () => {
  rmSync(tmp, { recursive: true, force: true });
  await t?.close();
});

describe('one run over 1,017 published articles', () => {
  let run: { events: number; deliveries: number };
  beforeAll(async () => {
    run = await matchPendingEvents(t.db.handle.db, t.config.mail, NOW);
  });

  it('matches every event once, in batches, and marks it matched', async () => {
    expect(run.events).toBe(1017); // 16 PLOS Medicine + 1000 CSL records + 1 PLOS ONE, in 3 batches of at most 500
    const db = t.db.handle.db;
    expect(await db.$count(alertEvents, eq(alertEvents.matchedAt, NOW))).toBe(run.events);
    expect(run.deliveries).toBe(await db.$count(alertDeliveries));
  });

  it("'制备' on the zhdemo group gets exactly what a search for 制备 there finds", async () => {
    const found = await searchIds({ q: '制备', siteId: site.zhdemo! });
    expect(found.length).toBeGreaterThan(30);
    expect(await delivered('zhi')).toEqual(found);
  });

  it('several keywords (with full-width ；) get the union of their searches', async () => {
    const union = new Set<number>();
    for (const q of ['水煤浆', '制备', '抗氧化'])
      for (const id of await searchIds({ q, siteId: site.zhdemo! })) union.add(id);
    expect(await delivered('many')).toEqual([...union].sort((a, b) => a - b));
    expect(union.size).toBeGreaterThan((await delivered('zhi')).length);
  });

  it('a fielded keyword (title:制备) matches as that fielded search does', async () => {
    const found = await searchIds({ q: 'title:制备', siteId: site.zhdemo! });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan((await delivered('zhi')).length);
    expect(await delivered('fielded')).toEqual(found);
  });

  it('an English phrase and a word on the aggregate site match as search does, across journals', async () => {
    const union = new Set<number>();
    for (const q of ['"randomized trial"', 'malaria'])
      for (const id of await searchIds({ q, siteId: site.www! })) union.add(id);
    const got = await delivered('phrase');
    expect(got).toEqual([...union].sort((a, b) => a - b));
    expect(got.length).toBeGreaterThan(0);
  });

  it("a keyword alert bound to one journal gets that journal's share of the search", async () => {
    const found = await searchIds({ q: '制备', siteId: site.zhdemo!, publicationId: journal.eng! });
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan((await delivered('zhi')).length);
    expect(await delivered('engOnly')).toEqual(found);
  });

  it('paused subscriptions and keywords search refuses get nothing', async () => {
    expect(await delivered('zhiPaused')).toEqual([]);
    expect(await delivered('currentPaused')).toEqual([]);
    expect(await delivered('bad')).toEqual([]);
  });

  it("'current' gets the journal's new issue articles only; online first gets none of them", async () => {
    const med = await t.db.handle.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.publicationId, journal.med!));
    expect(await delivered('current')).toEqual(med.map((r) => r.id).sort((a, b) => a - b));
    expect(await delivered('onlineFirst')).toEqual([]);
  });

  it('column alerts compare the trimmed column case-insensitively, within their journal', async () => {
    const db = t.db.handle.db;
    const research = await db
      .select({ id: articles.id, c: articles.columnEn })
      .from(articles)
      .where(eq(articles.publicationId, journal.med!));
    const want = research
      .filter((r) => r.c === 'Research Article')
      .map((r) => r.id)
      .sort((a, b) => a - b);
    expect(want.length).toBeGreaterThan(0);
    expect(await delivered('column')).toEqual(want);
    const zh = await db
      .select({ id: articles.id, c: articles.columnZh })
      .from(articles)
      .where(eq(articles.publicationId, journal.eng!));
    expect(await delivered('columnZh')).toEqual(
      zh
        .filter((r) => r.c === '电气工程')
        .map((r) => r.id)
        .sort((a, b) => a - b),
    );
    expect(await delivered('columnOther')).toEqual([]);
  });

  it('due at once, at the next 08:00 in Shanghai (daily) or on the next Monday (weekly)', async () => {
    const db = t.db.handle.db;
    const dues = async (name: string) =>
      new Set(
        (
          await db
            .select({ d: alertDeliveries.dueAt })
            .from(alertDeliveries)
            .where(eq(alertDeliveries.subscriptionId, sub[name]!))
        ).map((r) => r.d.toISOString()),
      );
    expect(await dues('zhi')).toEqual(new Set([NOW.toISOString()]));
    expect(await dues('many')).toEqual(new Set(['2026-11-27T00:00:00.000Z']));
    expect(await dues('current')).toEqual(new Set(['2026-11-27T00:00:00.000Z']));
    const pending = await db.select({ s: alertDeliveries.status }).from(alertDeliveries);
    expect(pending.every((r) => r.s === 'pending')).toBe(true);
  });

  it('a second run finds nothing to do', async () => {
    expect(await matchPendingEvents(t.db.handle.db, t.config.mail, NOW)).toEqual({ events: 0, deliveries: 0 });
  });
});

describe('online first, then the issue', () => {
  it('online first reaches onlineFirst and column alerts; the move into the issue reaches current, nobody twice', async () => {
    const db = t.db.handle.db;
    const xml = readFileSync(path.join(PLOS_MED, LATE), 'utf8');
    const ofFile = path.join(tmp, `online-first-${LATE}`);
    // test-only: the real article without <volume> and <issue> is imported as online first
    writeFileSync(ofFile, xml.replace(/<volume>[^<]*<\/volume>/, '').replace(/<issue>[^<]*<\/issue>/, ''));
    const of = await importPaths(db, [ofFile], { siteSld: 'plosmed' });
    const id = of.files[0]!.articleId!;
    const before = { current: await delivered('current'), column: await delivered('column') };

    const first = await matchPendingEvents(db, t.config.mail, NOW);
    expect(first.events).toBe(1);
    expect(await delivered('onlineFirst')).toEqual([id]);
    expect(await delivered('column')).toEqual([...before.column, id].sort((a, b) => a - b));
    expect(await delivered('current')).toEqual(before.current);

    const moved = await importPaths(db, [path.join(PLOS_MED, LATE)], { siteSld: 'plosmed' });
    expect(moved.files[0]).toMatchObject({ outcome: 'updated', articleId: id });
    const second = await matchPendingEvents(db, t.config.mail, NOW);
    expect(second).toEqual({ events: 1, deliveries: 1 }); // 'current' only: column and onlineFirst had it already
    expect(await delivered('current')).toEqual([...before.current, id].sort((a, b) => a - b));
    const rows = await db.select().from(alertDeliveries).where(eq(alertDeliveries.articleId, id));
    expect(rows.map((r) => r.subscriptionId).sort((a, b) => a - b)).toEqual(
      [sub.onlineFirst!, sub.column!, sub.current!].sort((a, b) => a - b),
    );
  });

  it('new CSL records: 制备 in the title or abstract matches, 制 and 备 apart do not', async () => {
    const db = t.db.handle.db;
    const r = await importPaths(db, [CSL_NEW], { siteSld: 'zhdemo' });
    expect(r.files[0]!.records?.created).toBe(4);
    const before = await delivered('zhi');
    await matchPendingEvents(db, t.config.mail, NOW);
    const added = (await delivered('zhi')).filter((id) => !before.includes(id));
    const titles = await db.query.articleTexts.findMany({ where: (x, { inArray }) => inArray(x.articleId, added) });
    expect(titles.map((x) => x.title).sort()).toEqual(
      [
        '【测试】不同的工艺操作方法对氧化铝全瓷冠边缘抗压强度的影响',
        '【测试】制备条件对NiO/SDC阳极基体上LSGMC膜性能的影响',
      ].sort(),
    );
    expect(await delivered('zhi')).toEqual(await searchIds({ q: '制备', siteId: site.zhdemo! }));
  });
});
