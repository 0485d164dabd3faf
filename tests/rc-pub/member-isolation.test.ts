/**
 * Isolation of what members keep (every member call acts only on the token's member; another member's
 * album, favourite or file id answers 404, never 403 or the data). Member B keeps one of everything; member A then
 * calls EVERY member endpoint with B's ids, and B's data, read through B's own calls, is unchanged.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import { createMemberSession, type TestMember } from '../helpers/member-session.js';
import { startApp, type TestApp } from './app-helper.js';
import { type SeededIds, seededIds } from './member-data.js';

let t: TestApp;
let ids: SeededIds;
let a: TestMember;
let b: TestMember;
/** B's ids. */
let bAlbum: number;
let bCover: number;
let bItems: number[];

/** Every path of the "What members keep" block of RcPubPaths (contract/paths.ts). */
const MEMBER_PATHS = [
  RcPubPaths.collect,
  RcPubPaths.collects,
  RcPubPaths.isCollect,
  RcPubPaths.unCollectByIdAndType,
  RcPubPaths.downloads,
  RcPubPaths.historys,
  RcPubPaths.recordHistory,
  RcPubPaths.albumSearch,
  RcPubPaths.albumSave,
  RcPubPaths.albumEdit,
  RcPubPaths.albumDelete,
  RcPubPaths.albumInfo,
  RcPubPaths.albumAddItems,
  RcPubPaths.albumItems,
  RcPubPaths.albumDeleteItems,
  RcPubPaths.fileUpload,
  RcPubPaths.memberFile,
  RcPubPaths.download,
];
const called = new Set<string>();

const post = (path: string, body: object, who: TestMember) => {
  called.add(path);
  return t.http.post(path).set('token', who.token).send(body);
};
const get = (path: string, query: object, who: TestMember) => {
  called.add(path);
  return t.http.get(path).set('token', who.token).query(query);
};

/** Everything B keeps, as B's own calls answer it. */
async function bSnapshot() {
  const q = { size: 100 };
  return {
    collects: (await get(RcPubPaths.collects, q, b)).body.data,
    isCollect: (await get(RcPubPaths.isCollect, { resourceType: '428', ids: String(ids.article1) }, b)).body.data,
    downloads: (await get(RcPubPaths.downloads, q, b)).body.data,
    historys: (await get(RcPubPaths.historys, q, b)).body.data,
    albums: (await get(RcPubPaths.albumSearch, q, b)).body.data,
    album: (await get(RcPubPaths.albumInfo, { id: bAlbum }, b)).body.data,
    items: (await get(RcPubPaths.albumItems, { albumId: bAlbum, size: 100 }, b)).body.data,
    cover: ((await get(RcPubPaths.memberFile, { id: bCover }, b)).body as Buffer).toString('base64'),
  };
}

beforeAll(async () => {
  t = await startApp({ seeded: true });
  ids = await seededIds(t.db.handle.db);
  a = await createMemberSession(t.db.handle.db);
  b = await createMemberSession(t.db.handle.db);
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const up = await t.http
    .post(RcPubPaths.fileUpload)
    .set('token', b.token)
    .field('purpose', 'albumCover')
    .attach('file', png, 'b.png');
  bCover = up.body.data.id;
  bAlbum = (await post(RcPubPaths.albumSave, { name: "B's album", coverId: bCover }, b)).body.data.id;
  const items = [
    { resourceType: 25, resourceId: ids.figure1.id },
    { resourceType: 428, resourceId: ids.article1 },
  ];
  await post(RcPubPaths.albumAddItems, { albumIds: [bAlbum], items }, b);
  bItems = (await get(RcPubPaths.albumItems, { albumId: bAlbum }, b)).body.data.content.map(
    (i: { id: number }) => i.id,
  );
  await post(RcPubPaths.collect, { resourceType: 428, resourceId: ids.article1 }, b);
  await post(RcPubPaths.collect, { resourceType: 25, resourceId: ids.figure1.id }, b);
  await post(RcPubPaths.recordHistory, { articleId: ids.article1 }, b);
  await get(RcPubPaths.download, { kind: 'xml', articleId: ids.article1 }, b);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('member A cannot read, change or delete member B data', () => {
  it('answers 404 or an empty result on every member endpoint, and B keeps everything', async () => {
    const before = await bSnapshot();
    expect(before.collects.total).toBe(2);
    expect(before.items.total).toBe(2);
    expect(before.downloads.total).toBe(1);
    expect(before.historys.total).toBe(1);
    expect(before.isCollect).toEqual([ids.article1]);
    expect(before.cover.length).toBeGreaterThan(0);

    // reads: empty lists, 404 for B's ids, [] for B's favourites
    for (const path of [RcPubPaths.collects, RcPubPaths.downloads, RcPubPaths.historys, RcPubPaths.albumSearch])
      expect((await get(path, {}, a)).body.data, path).toMatchObject({ total: 0, content: [] });
    expect((await get(RcPubPaths.isCollect, { resourceType: '428', ids: String(ids.article1) }, a)).body.data).toEqual(
      [],
    );
    expect((await get(RcPubPaths.albumInfo, { id: bAlbum }, a)).body).toMatchObject({ status: 404, data: null });
    expect((await get(RcPubPaths.albumItems, { albumId: bAlbum }, a)).body).toMatchObject({ status: 404, data: null });
    const file = await get(RcPubPaths.memberFile, { id: bCover }, a);
    expect(file.status).toBe(404);
    expect(file.headers['content-type']).toContain('application/json');

    // changes to B's rows: 404
    expect((await post(RcPubPaths.albumEdit, { id: bAlbum, name: 'taken' }, a)).body.status).toBe(404);
    expect((await post(RcPubPaths.albumDelete, { id: bAlbum }, a)).body.status).toBe(404);
    const add = { albumIds: [bAlbum], items: [{ resourceType: 25, resourceId: ids.figure2.id }] };
    expect((await post(RcPubPaths.albumAddItems, add, a)).body.status).toBe(404);
    expect((await post(RcPubPaths.albumDeleteItems, { albumId: bAlbum, ids: bItems }, a)).body.status).toBe(404);
    expect((await post(RcPubPaths.albumSave, { name: 'mine', coverId: bCover }, a)).body.status).toBe(404);
    const unCollect = { resourceType: 428, resourceId: ids.article1 };
    expect((await post(RcPubPaths.unCollectByIdAndType, unCollect, a)).body.status).toBe(404);

    // A's own album cannot reach B's items or cover either
    const mine = (await post(RcPubPaths.albumSave, { name: 'A album' }, a)).body.data.id as number;
    expect((await post(RcPubPaths.albumDeleteItems, { albumId: mine, ids: bItems }, a)).body.status).toBe(404);
    expect((await post(RcPubPaths.albumEdit, { id: mine, name: 'A', coverId: bCover }, a)).body.status).toBe(404);

    // A's own actions stay A's: favourites, history, downloads and uploads of the same resources
    expect((await post(RcPubPaths.collect, unCollect, a)).body.status).toBe(0);
    expect((await post(RcPubPaths.unCollectByIdAndType, unCollect, a)).body.status).toBe(0);
    expect((await post(RcPubPaths.recordHistory, { articleId: ids.article1 }, a)).body.status).toBe(0);
    expect((await get(RcPubPaths.download, { kind: 'file', id: ids.figure1.fileId }, a)).status).toBe(200);
    called.add(RcPubPaths.fileUpload);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const up = await t.http
      .post(RcPubPaths.fileUpload)
      .set('token', a.token)
      .field('purpose', 'avatar')
      .attach('file', png, 'a.png');
    expect(up.body.status).toBe(0);
    expect((await get(RcPubPaths.memberFile, { id: up.body.data.id }, b)).status).toBe(404);
    expect((await get(RcPubPaths.downloads, {}, a)).body.data.total).toBe(1);
    expect((await get(RcPubPaths.historys, {}, a)).body.data.total).toBe(1);

    expect(await bSnapshot()).toEqual(before);
    expect([...called].sort()).toEqual([...MEMBER_PATHS].sort());
  });
});
