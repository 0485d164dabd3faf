/**
 * Member uploads, their own files and downloads (profile image JPG/PNG/BMP under 5M, album cover
 * JPG/PNG up to 3M: docs/product/members.md#upload-rules; fileUpload, /front/files/download, downloads, downloadCitation). Images are made here with
 * sharp (BMP by hand: sharp writes none); the type is judged by the bytes and the stored image is re-encoded.
 */
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DownloadWire } from '../../rc-pub/src/contract/member.js';
import { RcPubPaths } from '../../rc-pub/src/contract/paths.js';
import type { Page } from '../../rc-pub/src/contract/wire.js';
import { memberFiles } from '../../rc-pub/src/db/schema/index.js';
import { createMemberSession, type TestMember } from '../helpers/member-session.js';
import type { TestApp } from './app-helper.js';
import { type SeededIds, startMemberSuite } from './member-data.js';

let t: TestApp;
let ids: SeededIds;
let me: TestMember;

beforeAll(async () => {
  ({ t, ids, me } = await startMemberSuite());
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** Collects a binary answer. */
const bytes = (res: supertest.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } });

/** A 24-bit bottom-up BMP of w×h pixels of one colour. */
function bmp(w: number, h: number): Buffer {
  const stride = Math.ceil((w * 3) / 4) * 4;
  const buf = Buffer.alloc(54 + stride * h);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(w, 18);
  buf.writeInt32LE(h, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) buf.set([20, 60, 200], 54 + y * stride + x * 3); // BGR
  return buf;
}

/** `png` with a tEXt chunk `key`=`text` inserted after IHDR. */
function withTextChunk(png: Buffer, key: string, text: string): Buffer {
  const data = Buffer.from(`${key}\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  const ihdrEnd = 8 + 25;
  return Buffer.concat([png.subarray(0, ihdrEnd), chunk, png.subarray(ihdrEnd)]);
}

/** Uploads `file` named `name` (declared `contentType`) for `purpose`. */
const upload = (purpose: string, file: Buffer, name: string, contentType: string, token = me.token) =>
  t.http
    .post(RcPubPaths.fileUpload)
    .set('token', token)
    .set('language', 'en')
    .field('purpose', purpose)
    .attach('file', file, { filename: name, contentType });

/** Number of stored uploads of member `memberId`. */
async function storedFiles(memberId: number): Promise<number> {
  return (await t.db.handle.db.select().from(memberFiles).where(eq(memberFiles.memberId, memberId))).length;
}

/** The stored bytes of member file `id`, read back through the member file route. */
async function readBack(id: number, token = me.token) {
  return t.http.get(RcPubPaths.memberFile).set('token', token).query({ id }).buffer(true).parse(bytes);
}

describe('uploads (fileUpload, docs/product/members.md#upload-rules)', () => {
  it('stores a PNG, a JPEG and a BMP avatar re-encoded and bounded to 512 px', async () => {
    const png = await upload('avatar', await image(2000, 1000).png().toBuffer(), 'me.png', 'image/png');
    expect(png.body).toMatchObject({ status: 0, data: { purpose: 'avatar', mime: 'image/png' } });
    const back = await readBack(png.body.data.id);
    expect(back.status).toBe(200);
    expect(back.headers['x-content-type-options']).toBe('nosniff');
    expect(back.headers['content-security-policy']).toContain('sandbox');
    expect(await sharp(back.body as Buffer).metadata()).toMatchObject({ format: 'png', width: 512, height: 256 });
    expect(png.body.data.size).toBe((back.body as Buffer).length);

    const jpeg = await upload('avatar', await image(64, 64).jpeg().toBuffer(), 'me.jpg', 'image/jpeg');
    expect(jpeg.body.data.mime).toBe('image/jpeg');
    const fromBmp = await upload('avatar', bmp(30, 20), 'me.bmp', 'image/bmp');
    expect(fromBmp.body).toMatchObject({ status: 0, data: { mime: 'image/png' } });
    const pixels = await sharp((await readBack(fromBmp.body.data.id)).body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(pixels.info).toMatchObject({ width: 30, height: 20 });
    expect([...pixels.data.subarray(0, 3)]).toEqual([200, 60, 20]);
  });

  it('judges the type by the bytes: a PNG named .jpg is a PNG; SVG and HTML declared image/png are refused', async () => {
    const renamed = await upload('albumCover', await image(20, 20).png().toBuffer(), 'cover.jpg', 'image/jpeg');
    expect(renamed.body).toMatchObject({ status: 0, data: { mime: 'image/png' } });
    const before = await storedFiles(me.memberId);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const r1 = await upload('avatar', svg, 'x.png', 'image/png');
    expect(r1.body).toMatchObject({ status: 400, message: 'The profile image must be a JPG, PNG or BMP file' });
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect((await upload('albumCover', html, 'x.png', 'image/png')).body).toMatchObject({
      status: 400,
      message: 'The album cover must be a JPG or PNG file',
    });
    // BMP is an avatar type only (docs/product/members.md#upload-rules)
    expect((await upload('albumCover', bmp(4, 4), 'c.bmp', 'image/bmp')).body.status).toBe(400);
    // a PNG signature on garbage is no image
    const broken = Buffer.concat([(await image(8, 8).png().toBuffer()).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload('avatar', broken, 'b.png', 'image/png')).body).toMatchObject({
      status: 400,
      message: 'The image could not be read',
    });
    expect(await storedFiles(me.memberId)).toBe(before);
  });

  it('refuses a 6 MB avatar and a 4 MB cover while streaming, and stores nothing', async () => {
    const before = await storedFiles(me.memberId);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    (await image(4, 4).png().toBuffer()).copy(big);
    const r = await upload('avatar', big, 'big.png', 'image/png');
    expect(r.body).toMatchObject({ status: 400, message: 'The profile image must be under 5M' });
    const cover = await upload('albumCover', big.subarray(0, 4 * 1024 * 1024), 'big.png', 'image/png');
    expect(cover.body).toMatchObject({ status: 400, message: 'The album cover must be at most 3M' });
    expect(await storedFiles(me.memberId)).toBe(before);
  });

  it('drops metadata: PNG text chunks and JPEG EXIF do not survive', async () => {
    const png = withTextChunk(await image(16, 16).png().toBuffer(), 'Comment', 'SECRET-PNG-TEXT');
    expect(png.includes('SECRET-PNG-TEXT')).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(16);
    const r = await upload('avatar', png, 'text.png', 'image/png');
    const back = (await readBack(r.body.data.id)).body as Buffer;
    expect(back.includes('SECRET-PNG-TEXT')).toBe(false);
    expect(back.includes('tEXt')).toBe(false);
    const jpeg = await image(16, 16)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'SECRET-EXIF' } })
      .toBuffer();
    expect(jpeg.includes('SECRET-EXIF')).toBe(true);
    const j = await upload('avatar', jpeg, 'exif.jpg', 'image/jpeg');
    expect(((await readBack(j.body.data.id)).body as Buffer).includes('SECRET-EXIF')).toBe(false);
  });

  it('needs a purpose (before or after the file), multipart, and a live session (401, nothing stored)', async () => {
    const png = await image(8, 8).png().toBuffer();
    const noPurpose = await t.http.post(RcPubPaths.fileUpload).set('token', me.token).attach('file', png, 'a.png');
    expect(noPurpose.body.status).toBe(400);
    // the purpose may also follow the file (a body written by hand: supertest sends fields first)
    const boundary = 'member-test-boundary';
    const late = await t.http
      .post(RcPubPaths.fileUpload)
      .set('token', me.token)
      .set('language', 'en')
      .set('content-type', `multipart/form-data; boundary=${boundary}`)
      .send(
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
              'Content-Type: image/png\r\n\r\n',
          ),
          png,
          Buffer.from(
            `\r\n--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\navatar\r\n--${boundary}--\r\n`,
          ),
        ]),
      );
    expect(late.body).toMatchObject({ status: 0, data: { purpose: 'avatar' } });
    const unknown = await t.http
      .post(RcPubPaths.fileUpload)
      .set('token', me.token)
      .set('language', 'en')
      .field('purpose', 'banner')
      .attach('file', png, 'a.png');
    expect(unknown.body).toMatchObject({ status: 400, message: 'Give the purpose field: avatar or albumCover' });
    const json = await t.http.post(RcPubPaths.fileUpload).set('token', me.token).send({ purpose: 'avatar' });
    expect(json.body.status).toBe(400);
    const before = await storedFiles(me.memberId);
    const anonymous = await t.http.post(RcPubPaths.fileUpload).field('purpose', 'avatar').attach('file', png, 'a.png');
    expect(anonymous.body.status).toBe(401);
    expect(await storedFiles(me.memberId)).toBe(before);
  });

  it('serves a member file to its owner only: visitors and other members get 404', async () => {
    const r = await upload('avatar', await image(8, 8).png().toBuffer(), 'a.png', 'image/png');
    const other = await createMemberSession(t.db.handle.db);
    expect((await t.http.get(RcPubPaths.memberFile).query({ id: r.body.data.id })).status).toBe(404);
    const foreign = await t.http.get(RcPubPaths.memberFile).set('token', other.token).query({ id: r.body.data.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ status: 404, data: null });
  });
});

describe('downloads (/front/files/download, downloads)', () => {
  it('serves a figure image as an attachment and records it for a member, not for a visitor', async () => {
    const d = await createMemberSession(t.db.handle.db);
    const url = RcPubPaths.download;
    const r = await t.http
      .get(url)
      .set('token', d.token)
      .query({ kind: 'file', id: ids.figure1.fileId })
      .buffer(true)
      .parse(bytes);
    expect(r.status).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect((r.body as Buffer).length).toBeGreaterThan(100);
    const anonymous = await t.http.get(url).query({ id: ids.figure2.fileId });
    expect(anonymous.status).toBe(200);
    const xml = await t.http.get(url).set('token', d.token).query({ kind: 'xml', articleId: ids.article2 });
    expect(xml.status).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.xml"/);
    expect(String(xml.text ?? (xml.body as Buffer).toString())).toContain('<article');
    const list: Page<DownloadWire> = (await t.http.get(RcPubPaths.downloads).set('token', d.token)).body.data;
    expect(list.total).toBe(2);
    expect(list.content.map((e) => e.kind)).toEqual(['xml', 'file']);
    expect(list.content[0]!.target).toMatchObject({ resourceType: 428, resourceId: ids.article2, exists: true });
    expect(list.content[1]!).toMatchObject({ fileId: ids.figure1.fileId });
    expect(list.content[1]!.target).toMatchObject({
      resourceType: 25,
      resourceId: ids.figure1.id,
      articleId: ids.article1,
    });
    expect(list.content[1]!.target!.articleTitle!.length).toBeGreaterThan(0);
    expect(list.content[1]!.name).toBe(
      /filename\*=UTF-8''(.+)$/.exec(r.headers['content-disposition']!)![1]!.replace(/%20/g, ' '),
    );
  });

  it('records a citation export made with a member token', async () => {
    const d = await createMemberSession(t.db.handle.db);
    const r = await t.http
      .get(RcPubPaths.downloadCitation)
      .set('token', d.token)
      .query({ ids: String(ids.article1), citationType: 'bibtex', language: 'en' });
    expect(r.status).toBe(200);
    await t.http.get(RcPubPaths.downloadCitation).query({ ids: String(ids.article1), citationType: 'bibtex' });
    const list: Page<DownloadWire> = (await t.http.get(RcPubPaths.downloads).set('token', d.token)).body.data;
    expect(list.total).toBe(1);
    expect(list.content[0]).toMatchObject({ kind: 'citation', fileId: null, target: { resourceId: ids.article1 } });
    expect(list.content[0]!.name).toMatch(/\.bib$/);
  });

  it('answers 404 for a file of no article resource or an article without XML, 400 without the id', async () => {
    expect((await t.http.get(RcPubPaths.download).query({ id: 2_147_483_647 })).status).toBe(404);
    expect((await t.http.get(RcPubPaths.download).query({ kind: 'xml', articleId: 2_147_483_647 })).status).toBe(404);
    const noId = await t.http.get(RcPubPaths.download).query({ kind: 'xml', id: ids.figure1.fileId });
    expect(noId.status).toBe(400);
    expect(noId.body).toMatchObject({ status: 400, data: null });
  });
});
