/**
 * Favourites and browsing history of members (collect, collects, isCollect, unCollectByIdAndType,
 * historys; resource-type ids; texts: docs/product/members.md, Favourites and Downloads and history), through the real app on the seeded database. Members and sessions are
 * made in the database (tests/helpers/member-session.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavouriteWire, HistoryWire } from '../../rc-pub/src/contract/member.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Page } from '../../rc-pub/src/contract/wire.js';
import { articles, memberHistory } from '../../rc-pub/src/db/schema/index.js';
import { createMemberSession, newSession, type TestMember } from '../helpers/member-session.js';
import type { TestApp } from './app-helper.js';
import { memberCalls, type SeededIds, startMemberSuite } from './member-data.js';

let t: TestApp;
let ids: SeededIds;
let me: TestMember;

beforeAll(async () => {
  ({ t, ids, me } = await startMemberSuite());
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const { post, get } = memberCalls(
  () => t,
  () => me.token,
);

describe('session (status 401 is session expiry, docs/product/members.md#session-expiry)', () => {
  it('answers 401 without a token, with an unknown one and with an expired one, on every kind of member call', async () => {
    const expired = await newSession(t.db.handle.db, me.memberId, -1000);
    const calls = [
      (tok: string) => post(RcPubPaths.collect, { resourceType: 428, resourceId: ids.article1 }, tok),
      (tok: string) => get(RcPubPaths.collects, {}, tok),
      (tok: string) => get(RcPubPaths.historys, {}, tok),
      (tok: string) => post(RcPubPaths.albumSave, { name: 'x' }, tok),
    ];
    for (const call of calls) {
      const anonymous = await t.http.get(RcPubPaths.collects).set('language', 'en');
      expect(anonymous.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', message: 'Please log in first' });
      for (const token of ['not-a-token', expired]) {
        const r = await call(token);
        expect(r.body).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', data: null });
        expect(r.body.message).toBe('Your session has expired, please log in again');
      }
    }
  });
});

describe('favourites (collect, collects, isCollect, unCollectByIdAndType)', () => {
  it('favourites an article and a figure and lists them newest first with titles, journal, DOI and link', async () => {
    const a = await post(RcPubPaths.collect, { resourceType: 428, resourceId: ids.article1, siteId: 1 });
    expect(a.body).toMatchObject({ status: 0, message: 'collection successful' });
    const f = await post(RcPubPaths.collect, { resourceType: 25, resourceId: ids.figure1.id });
    expect(f.body.status).toBe(0);
    const list: Page<FavouriteWire> = (await get(RcPubPaths.collects, {})).body.data;
    expect(list.total).toBe(2);
    const [figure, article] = list.content;
    expect(figure!.target).toMatchObject({
      resourceType: 25,
      resourceId: ids.figure1.id,
      exists: true,
      articleId: ids.article1,
      fileId: ids.figure1.fileId,
      linkId: ids.article1,
    });
    expect(figure!.target.title.length).toBeGreaterThan(0);
    expect(figure!.target.articleTitle).toBe(article!.target.title);
    expect(article!.target).toMatchObject({
      resourceType: 428,
      resourceId: ids.article1,
      exists: true,
      linkId: ids.article1,
    });
    expect(article!.target.titleEn).toEqual(expect.any(String));
    expect(article!.target.publicationTitle).toEqual(expect.any(String));
    expect(article!.target.doi).toMatch(/^10\./);
    expect(article!.siteId).toBe(1);
    // filtered by type
    const figures: Page<FavouriteWire> = (await get(RcPubPaths.collects, { type: '25' })).body.data;
    expect(figures.content.map((c) => c.target.resourceId)).toEqual([ids.figure1.id]);
  });

  it('collects tables, news and journals by their resource-type ids, and collecting twice keeps one favourite', async () => {
    for (const [resourceType, resourceId] of [
      ['table', ids.table],
      [-2, ids.news],
      [-3, ids.journal],
    ] as const) {
      const first = await post(RcPubPaths.collect, { resourceType, resourceId });
      const again = await post(RcPubPaths.collect, { resourceType, resourceId });
      expect(first.body.status, String(resourceType)).toBe(0);
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(first.body.data.target).toMatchObject({ resourceType, exists: true });
      expect(first.body.data.target.title.length).toBeGreaterThan(0);
    }
    const tables: Page<FavouriteWire> = (await get(RcPubPaths.collects, { type: 'table' })).body.data;
    expect(tables.content.map((c) => [c.target.resourceType, c.target.resourceId])).toEqual([['table', ids.table]]);
    const journals: Page<FavouriteWire> = (await get(RcPubPaths.collects, { type: '-3' })).body.data;
    expect(journals.content[0]!.target).toMatchObject({ publicationId: ids.journal, linkId: ids.journal });
  });

  it('refuses what does not exist or has another kind (404), and unknown types (400)', async () => {
    const missing = await post(RcPubPaths.collect, { resourceType: 428, resourceId: 2_147_483_647 });
    expect(missing.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    // a figure's id is no table
    const wrongKind = await post(RcPubPaths.collect, { resourceType: 'table', resourceId: ids.figure1.id });
    expect(wrongKind.body.status).toBe(404);
    const badType = await post(RcPubPaths.collect, { resourceType: 7, resourceId: ids.article1 });
    expect(badType.body.status).toBe(400);
    const asString = await post(RcPubPaths.collect, { resourceType: '428', resourceId: ids.article1 });
    expect(asString.body.status).toBe(400);
  });

  it('answers isCollect with the favourited ids among those asked, and [] for visitors', async () => {
    const query = { resourceType: '428', ids: `${ids.article2},${ids.article1}` };
    expect((await get(RcPubPaths.isCollect, query)).body.data).toEqual([ids.article1]);
    const visitor = await t.http.get(RcPubPaths.isCollect).query(query);
    expect(visitor.body).toMatchObject({ status: 0, data: [] });
    const expired = await newSession(t.db.handle.db, me.memberId, -1);
    expect((await get(RcPubPaths.isCollect, query, expired)).body.data).toEqual([]);
    expect((await get(RcPubPaths.isCollect, { resourceType: '25', ids: String(ids.figure1.id) })).body.data).toEqual([
      ids.figure1.id,
    ]);
  });

  it('uncollects with "cancellation successful", then isCollect no longer has it; twice is 404', async () => {
    const r = await post(RcPubPaths.unCollectByIdAndType, { resourceType: 25, resourceId: ids.figure1.id });
    expect(r.body).toMatchObject({ status: 0, message: 'cancellation successful', data: 1 });
    const zh = await post(RcPubPaths.collect, { resourceType: 25, resourceId: ids.figure1.id }, me.token, 'zh');
    expect(zh.body.message).toBe('收藏成功');
    await post(RcPubPaths.unCollectByIdAndType, { resourceType: 25, resourceId: ids.figure1.id });
    expect((await get(RcPubPaths.isCollect, { resourceType: '25', ids: String(ids.figure1.id) })).body.data).toEqual(
      [],
    );
    const again = await post(RcPubPaths.unCollectByIdAndType, { resourceType: 25, resourceId: ids.figure1.id });
    expect(again.body.status).toBe(404);
  });

  it('flags a favourite whose article was deleted instead of hiding it ("The paper no longer exists")', async () => {
    const other = await createMemberSession(t.db.handle.db);
    const [victim] = await t.db.handle.db
      .insert(articles)
      .values({ publicationId: ids.journal, doi: '10.9999/member-test-deleted' })
      .returning();
    await post(RcPubPaths.collect, { resourceType: 428, resourceId: victim!.id }, other.token);
    await t.db.handle.db.delete(articles).where(eq(articles.id, victim!.id));
    const list: Page<FavouriteWire> = (await get(RcPubPaths.collects, {}, other.token)).body.data;
    expect(list.content).toHaveLength(1);
    expect(list.content[0]!.target).toMatchObject({ resourceId: victim!.id, exists: false, title: '', doi: null });
    // and it can be removed
    const r = await post(RcPubPaths.unCollectByIdAndType, { resourceType: 428, resourceId: victim!.id }, other.token);
    expect(r.body.status).toBe(0);
  });

  it('pages the favourites (page from 0)', async () => {
    const p0: Page<FavouriteWire> = (await get(RcPubPaths.collects, { page: 0, size: 2 })).body.data;
    const p1: Page<FavouriteWire> = (await get(RcPubPaths.collects, { page: 1, size: 2 })).body.data;
    expect(p0.total).toBe(4);
    expect(p0.content).toHaveLength(2);
    expect(p1.content).toHaveLength(2);
    expect(new Set([...p0.content, ...p1.content].map((c) => c.id)).size).toBe(4);
  });
});

describe('browsing history (historys)', () => {
  it('records article pages newest first, one entry per article per UTC day', async () => {
    const h = await createMemberSession(t.db.handle.db);
    const entries: number[] = [];
    for (const articleId of [ids.article1, ids.article2, ids.article1]) {
      const r = await post(RcPubPaths.recordHistory, { articleId, siteId: 1 }, h.token);
      expect(r.body.status).toBe(0);
      entries.push(r.body.data);
    }
    // the second visit of article1 today is the same entry
    expect(entries[2]).toBe(entries[0]);
    expect(entries[1]).not.toBe(entries[0]);
    const list: Page<HistoryWire> = (await get(RcPubPaths.historys, {}, h.token)).body.data;
    expect(list.total).toBe(2);
    expect(list.content.map((e) => e.target.resourceId)).toEqual([ids.article1, ids.article2]);
    expect(list.content[0]!.viewedOn).toBe(new Date().toISOString().slice(0, 10));
    expect(list.content[0]!.target.title.length).toBeGreaterThan(0);
    // a visit on another day is another entry
    await t.db.handle.db
      .update(memberHistory)
      .set({ viewedOn: '2020-01-01', viewedAt: new Date('2020-01-01T10:00:00Z') })
      .where(eq(memberHistory.memberId, h.memberId));
    await post(RcPubPaths.recordHistory, { articleId: ids.article2 }, h.token);
    const after: Page<HistoryWire> = (await get(RcPubPaths.historys, {}, h.token)).body.data;
    expect(after.total).toBe(3);
    expect(after.content[0]!.target.resourceId).toBe(ids.article2);
    expect(after.content[0]!.siteId).toBeNull();
  });

  it('refuses an unknown article with "Article id is not exist."', async () => {
    const r = await post(RcPubPaths.recordHistory, { articleId: 2_147_483_647 });
    expect(r.body).toMatchObject({ status: 404, message: 'Article id is not exist.' });
  });
});
