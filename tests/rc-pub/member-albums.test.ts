/**
 * Personal albums (/front/personalAlbum/ search, saveAlbum, editAlbum, delete, info, res/addList, res/search,
 * res/delete; name, English name, cover, 'At most 5 selections', album cover upload: docs/product/members.md#personal-albums), through
 * the real app on the seeded database.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlbumItemWire, PersonalAlbumWire } from '../../rc-pub/src/contract/member.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Page } from '../../rc-pub/src/contract/wire.js';
import type { TestMember } from '../helpers/member-session.js';
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

/** Uploads a small PNG for `purpose`; the new member file id. */
async function upload(purpose: 'avatar' | 'albumCover', token = me.token): Promise<number> {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const r = await t.http
    .post(RcPubPaths.fileUpload)
    .set('token', token)
    .field('purpose', purpose)
    .attach('file', png, 'cover.png');
  expect(r.body.status, JSON.stringify(r.body)).toBe(0);
  return r.body.data.id as number;
}

describe('personal albums (/front/personalAlbum/)', () => {
  let album: PersonalAlbumWire;

  it('creates an album with a name, English name, description and an uploaded cover', async () => {
    const coverId = await upload('albumCover');
    const r = await post(RcPubPaths.albumSave, {
      name: '  细胞图集  ',
      enName: 'Cell figures',
      description: 'Figures about cells',
      coverId,
    });
    expect(r.body.status).toBe(0);
    album = r.body.data;
    expect(album).toMatchObject({
      name: '细胞图集',
      enName: 'Cell figures',
      description: 'Figures about cells',
      coverId,
      coverUrl: `${RcPubPaths.memberFile}?id=${coverId}`,
      itemCount: 0,
    });
    const cover = await t.http.get(RcPubPaths.memberFile).set('token', me.token).query({ id: coverId });
    expect(cover.status).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
  });

  it('checks the name, lengths and the cover (an avatar or a missing file is no album cover: 404)', async () => {
    expect((await post(RcPubPaths.albumSave, { name: '   ' })).body).toMatchObject({
      status: 400,
      message: 'Please enter the album name',
    });
    expect((await post(RcPubPaths.albumSave, {})).body.status).toBe(400);
    expect((await post(RcPubPaths.albumSave, { name: 'x'.repeat(51) })).body.status).toBe(400);
    expect((await post(RcPubPaths.albumSave, { name: 'x'.repeat(50) })).body.status).toBe(0);
    expect((await post(RcPubPaths.albumSave, { name: 'd', description: 'x'.repeat(501) })).body.status).toBe(400);
    const avatar = await upload('avatar');
    expect((await post(RcPubPaths.albumSave, { name: 'a', coverId: avatar })).body.status).toBe(404);
    expect((await post(RcPubPaths.albumSave, { name: 'a', coverId: 2_147_483_647 })).body.status).toBe(404);
  });

  it('edits the album; absent optional fields are cleared', async () => {
    const r = await post(RcPubPaths.albumEdit, { id: album.id, name: 'Cells', enName: 'Cells (en)' });
    expect(r.body.data).toMatchObject({
      id: album.id,
      name: 'Cells',
      enName: 'Cells (en)',
      description: null,
      coverId: null,
    });
    const info = await get(RcPubPaths.albumInfo, { id: album.id });
    expect(info.body.data).toMatchObject({ name: 'Cells', coverUrl: null });
    expect((await post(RcPubPaths.albumEdit, { id: 2_147_483_647, name: 'x' })).body.status).toBe(404);
  });

  it('puts two figures from different articles and a table into it, idempotently, and lists them with titles', async () => {
    const items = [
      { resourceType: 25, resourceId: ids.figure1.id },
      { resourceType: 25, resourceId: ids.figure2.id },
    ];
    const r = await post(RcPubPaths.albumAddItems, { albumIds: [album.id], items });
    expect(r.body).toMatchObject({ status: 0, message: 'collection successful', data: 2 });
    const again = await post(RcPubPaths.albumAddItems, {
      albumIds: [album.id],
      items: [...items, { resourceType: 'table', resourceId: ids.table }],
    });
    // only the table is new
    expect(again.body.data).toBe(1);
    const list: Page<AlbumItemWire> = (await get(RcPubPaths.albumItems, { albumId: album.id })).body.data;
    expect(list.total).toBe(3);
    const figures = list.content.filter((i) => i.target.resourceType === 25);
    expect(figures.map((f) => f.target.articleId).sort()).toEqual([ids.article1, ids.article2].sort());
    for (const f of figures) {
      expect(f.target.fileId).toEqual(expect.any(Number));
      expect(f.target.title.length).toBeGreaterThan(0);
      expect(f.target.articleTitle!.length).toBeGreaterThan(0);
    }
    expect(list.content[0]!.target).toMatchObject({ resourceType: 'table', resourceId: ids.table });
    expect((await get(RcPubPaths.albumInfo, { id: album.id })).body.data.itemCount).toBe(3);
  });

  it('answers the add dialog errors: no album, more than 5, a resource that does not exist, news', async () => {
    const item = [{ resourceType: 428, resourceId: ids.article1 }];
    expect((await post(RcPubPaths.albumAddItems, { albumIds: [], items: item })).body).toMatchObject({
      status: 400,
      message: 'Please select one of the albums',
    });
    const six: number[] = [];
    for (let i = 0; i < 6; i++) six.push((await post(RcPubPaths.albumSave, { name: `six ${i}` })).body.data.id);
    expect((await post(RcPubPaths.albumAddItems, { albumIds: six, items: item })).body).toMatchObject({
      status: 400,
      message: 'At most 5 selections',
    });
    // five is allowed: the article lands in all five
    expect((await post(RcPubPaths.albumAddItems, { albumIds: six.slice(0, 5), items: item })).body.status).toBe(0);
    expect((await get(RcPubPaths.albumInfo, { id: six[4] })).body.data.itemCount).toBe(1);
    expect((await get(RcPubPaths.albumInfo, { id: six[5] })).body.data.itemCount).toBe(0);
    const missing = [{ resourceType: 25, resourceId: 2_147_483_647 }];
    expect((await post(RcPubPaths.albumAddItems, { albumIds: [album.id], items: missing })).body.status).toBe(404);
    const newsItem = [{ resourceType: -2, resourceId: ids.news }];
    expect((await post(RcPubPaths.albumAddItems, { albumIds: [album.id], items: newsItem })).body.status).toBe(400);
    expect((await post(RcPubPaths.albumAddItems, { albumIds: [album.id], items: [] })).body.status).toBe(400);
  });

  it('searches albums by name or English name', async () => {
    const byEn: Page<PersonalAlbumWire> = (await get(RcPubPaths.albumSearch, { keyword: 'cells (EN' })).body.data;
    expect(byEn.content.map((a) => a.id)).toEqual([album.id]);
    expect(byEn.content[0]!.itemCount).toBe(3);
    const all: Page<PersonalAlbumWire> = (await get(RcPubPaths.albumSearch, { size: 100 })).body.data;
    expect(all.total).toBe(8);
    // % and _ are literal
    expect((await get(RcPubPaths.albumSearch, { keyword: '%' })).body.data.total).toBe(0);
  });

  it('takes items out, then deletes the album and its items with "Delete succeeded"', async () => {
    const list: Page<AlbumItemWire> = (await get(RcPubPaths.albumItems, { albumId: album.id })).body.data;
    const figureItems = list.content.filter((i) => i.target.resourceType === 25).map((i) => i.id);
    const r = await post(RcPubPaths.albumDeleteItems, { albumId: album.id, ids: figureItems });
    expect(r.body).toMatchObject({ status: 0, message: 'Delete succeeded', data: 2 });
    const left: Page<AlbumItemWire> = (await get(RcPubPaths.albumItems, { albumId: album.id })).body.data;
    expect(left.content.map((i) => i.target.resourceType)).toEqual(['table']);
    expect((await post(RcPubPaths.albumDeleteItems, { albumId: album.id, ids: figureItems })).body.status).toBe(404);
    const d = await post(RcPubPaths.albumDelete, { id: album.id });
    expect(d.body).toMatchObject({ status: 0, message: 'Delete succeeded', data: 1 });
    expect((await get(RcPubPaths.albumInfo, { id: album.id })).body.status).toBe(404);
    expect((await get(RcPubPaths.albumItems, { albumId: album.id })).body.status).toBe(404);
    expect((await post(RcPubPaths.albumDelete, { id: album.id })).body.status).toBe(404);
  });
});
