/**
 * Web renditions of figure images (rc-pub/src/images/renditions.ts, docs/product/content.md#figure-images), made with
 * sharp from real figure images (JOSE PNG and JPEG in demo-data/jats/jose) and sharp-made TIFF, GIF and SVG:
 * widths and formats, no upscaling, EXIF orientation, first GIF frame, idempotence, readable errors (the markup the
 * import writes from them: figure-markup.test.ts). PDF figures (the JOSE ones in
 * demo-data/jats/jose, and hand-made damaged and password-locked PDFs): their first page drawn by pdf.js
 * (images/pdf-raster.ts) and made into the same renditions, recorded against the PDF.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../rc-pub/src/db/client.js';
import { fileRenditions, files } from '../../rc-pub/src/db/schema/index.js';
import { ImageError, type ImageInfo, makeRenditions } from '../../rc-pub/src/images/renditions.js';
import { rasterizePdfFigure } from '../../rc-pub/src/images/pdf-raster.js';
import { contentDisposition } from '../../rc-pub/src/lib/file-headers.js';
import { findFile, storeFileOnce } from '../../rc-pub/src/repositories/files.js';
import { createTestDb, type TestDb } from '../helpers/db.js';
import { tinyPdf } from '../helpers/tiny-pdf.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jose = (p: string) => readFileSync(path.join(repo, 'demo-data/jats/jose', p));
const FIG1_PNG = jose('jose.00185/media/images/fig1.png'); // 3048 × 660 RGB
const FIG3_PNG = jose('jose.00185/media/images/fig3.png'); // 2000 × 1500 RGBA
const FIG5_PNG = jose('jose.00185/media/images/fig5.png'); // 893 × 578
const JOSE_JPG = jose('jose.00209/media/fig_paper/JOSE_Fig1.jpg'); // 687 × 246

/** JOSE figures shipped as PDF (one page each), in the demo packages, with the height of their page drawn 1600 px wide. */
const demoJose = (p: string) => readFileSync(path.join(repo, 'demo-data/jats/jose', p));
const PDF_FIGURES = [
  ['jose.00180/paper.jats/metamodel.pdf', 904],
  ['jose.00180/paper.jats/star-dark.pdf', 1230],
  ['jose.00180/paper.jats/roleuse-inner-dark.pdf', 1508],
  ['jose.00286/paper.jats/figure1-co-coefficient-matrix.pdf', 1600],
  ['jose.00286/paper.jats/figure2-orbitals-co-contour.pdf', 667],
] as const;

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
let tdb: TestDb;
let db: Db;

/** Stores `data` as a file and makes its renditions, in one transaction. */
async function renditionsOf(data: Buffer, mime: string, name = 'figure'): Promise<ImageInfo & { id: number }> {
  return db.transaction(async (tx) => {
    const { id } = await storeFileOnce(tx, { name, mime, data, sha256: sha(data) });
    const info = await makeRenditions(tx, { id, mime, data });
    return { ...info!, id };
  });
}

/** The web widths of one format, ascending. */
const widths = (info: ImageInfo, format: 'jpeg' | 'webp', purpose: 'web' | 'thumb' = 'web') =>
  info.renditions.filter((r) => r.purpose === purpose && r.format === format).map((r) => r.width);

/** Format, pixels and metadata of a stored rendition, read back from its bytes. */
async function decoded(fileId: number) {
  const f = (await findFile(db, fileId))!;
  const m = await sharp(f.data).metadata();
  return { mime: f.mime, format: m.format, width: m.width, height: m.height, exif: m.exif, data: f.data };
}

beforeAll(async () => {
  tdb = await createTestDb();
  db = tdb.handle.db;
});
afterAll(async () => {
  await tdb?.cleanup();
});

describe('web renditions', () => {
  it('makes WebP and JPEG at 480, 960 and 1600 px and a 240 px thumbnail of a wide PNG, and records its size', async () => {
    const info = await renditionsOf(FIG1_PNG, 'image/png', 'fig1.png');
    expect([info.width, info.height]).toEqual([3048, 660]);
    expect(widths(info, 'jpeg')).toEqual([480, 960, 1600]);
    expect(widths(info, 'webp')).toEqual([480, 960, 1600]);
    expect(widths(info, 'jpeg', 'thumb')).toEqual([240]);
    expect(widths(info, 'webp', 'thumb')).toEqual([240]);
    for (const r of info.renditions) {
      const d = await decoded(r.fileId);
      expect(d.format).toBe(r.format);
      expect(d.mime).toBe(r.format === 'jpeg' ? 'image/jpeg' : 'image/webp');
      expect([d.width, d.height]).toEqual([r.width, r.height]);
      expect(Math.abs(r.height - (660 * r.width) / 3048)).toBeLessThanOrEqual(1);
      expect(d.exif).toBeUndefined();
    }
    const row = (await findFile(db, info.id))!;
    expect([row.width, row.height]).toEqual([3048, 660]);
    const names = await db.select({ name: files.name }).from(files);
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['fig1-960w.jpg', 'fig1-thumb.webp']));
  });

  it('never upscales: a 893 px PNG gets 480 and 893, a 687 px JPEG 480 and 687', async () => {
    const png = await renditionsOf(FIG5_PNG, 'image/png');
    expect(widths(png, 'jpeg')).toEqual([480, 893]);
    expect(widths(png, 'webp')).toEqual([480, 893]);
    const jpg = await renditionsOf(JOSE_JPG, 'image/jpeg');
    expect([jpg.width, jpg.height]).toEqual([687, 246]);
    expect(widths(jpg, 'jpeg')).toEqual([480, 687]);
    for (const info of [png, jpg])
      expect(Math.max(...info.renditions.map((r) => r.width))).toBeLessThanOrEqual(info.width);
  });

  it('gives an image narrower than 480 px one web rendition of its own width', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const info = await renditionsOf(small, 'image/png');
    expect(widths(info, 'jpeg')).toEqual([200]);
    expect(widths(info, 'webp')).toEqual([200]);
    expect(widths(info, 'jpeg', 'thumb')).toEqual([200]);
  });

  it('reads a TIFF, puts transparent parts on white in JPEG and keeps them in WebP', async () => {
    const tiff = await sharp(FIG3_PNG).tiff({ compression: 'deflate' }).toBuffer();
    const info = await renditionsOf(tiff, 'image/tiff', 'fig3.tif');
    expect([info.width, info.height]).toEqual([2000, 1500]);
    expect(widths(info, 'jpeg')).toEqual([480, 960, 1600]);
    const jpeg = await decoded(info.renditions.find((r) => r.format === 'jpeg')!.fileId);
    expect((await sharp(jpeg.data).metadata()).hasAlpha).toBe(false);
    const webp = await decoded(info.renditions.find((r) => r.format === 'webp')!.fileId);
    expect((await sharp(webp.data).metadata()).hasAlpha).toBe(true);
  });

  it('turns a JPEG upright by its EXIF orientation and drops the metadata', async () => {
    // 600 × 300 pixels stored with orientation 6 (rotate 90° clockwise to view): upright it is 300 × 600
    const sideways = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#cc3333' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const info = await renditionsOf(sideways, 'image/jpeg');
    expect([info.width, info.height]).toEqual([300, 600]);
    const web = await decoded(info.renditions.find((r) => r.purpose === 'web' && r.format === 'jpeg')!.fileId);
    expect([web.width, web.height]).toEqual([300, 600]);
    expect(web.exif).toBeUndefined();
  });

  it('uses the first frame of an animated GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const info = await renditionsOf(gif, 'image/gif');
    expect([info.width, info.height]).toEqual([320, 200]);
    const jpeg = await decoded(info.renditions.find((r) => r.format === 'jpeg')!.fileId);
    const { dominant } = await sharp(jpeg.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('rasterizes an SVG (twice its size, at most 1600 px) and keeps the SVG itself an attachment', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#008000"/></svg>',
    );
    const info = await renditionsOf(svg, 'image/svg+xml', 'chart.svg');
    expect([info.width, info.height]).toEqual([300, 150]);
    expect(widths(info, 'jpeg')).toEqual([480, 600]);
    const jpeg = await decoded(info.renditions.find((r) => r.format === 'jpeg' && r.width === 600)!.fileId);
    expect([jpeg.format, jpeg.width, jpeg.height]).toEqual(['jpeg', 600, 300]);
    expect(contentDisposition('image/svg+xml', 'chart.svg')).toMatch(/^attachment;/);
  });

  it('is idempotent: a second call reuses every rendition and stores nothing new', async () => {
    const first = await renditionsOf(FIG1_PNG, 'image/png', 'fig1.png');
    const count = await db.$count(files);
    const again = await renditionsOf(FIG1_PNG, 'image/png', 'fig1.png');
    expect(again.renditions).toEqual(first.renditions);
    expect(await db.$count(files)).toBe(count);
  });

  it('returns null for a file that is no image', async () => {
    const data = Buffer.from('year,count\n2020,3\n');
    expect(
      await db.transaction(async (tx) => {
        const { id } = await storeFileOnce(tx, { name: 'a.csv', mime: 'text/csv', data, sha256: sha(data) });
        return makeRenditions(tx, { id, mime: 'text/csv', data });
      }),
    ).toBeNull();
  });

  it('says what is wrong with a truncated, a foreign and an oversized image', async () => {
    const fail = (data: Buffer, mime: string) => renditionsOf(data, mime).catch((e: unknown) => e);
    const truncated = await fail(FIG5_PNG.subarray(0, FIG5_PNG.length / 2), 'image/png');
    expect(truncated).toBeInstanceOf(ImageError);
    expect((truncated as Error).message).toMatch(
      /^image file \d+ \(image\/png\) is 893 × 578 pixels by its header, but its pixels could not be decoded .*truncated or damaged/,
    );
    const foreign = await fail(Buffer.from('BM this is not a readable bitmap at all'), 'image/bmp');
    expect((foreign as Error).message).toMatch(/is not an image the portal can read/);
    const huge = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="10000"></svg>');
    const oversized = await fail(huge, 'image/svg+xml');
    expect((oversized as Error).message).toMatch(/20000 × 10000 pixels .*up to 100 megapixels/);
  });
});

describe('PDF figures', () => {
  it('draws the first page of each JOSE PDF figure 1600 px wide and makes its renditions, recorded against the PDF', async () => {
    for (const [file, height] of PDF_FIGURES) {
      const name = path.basename(file);
      const info = await renditionsOf(demoJose(file), 'application/pdf', name);
      expect([info.width, info.height], name).toEqual([1600, height]);
      expect(widths(info, 'jpeg'), name).toEqual([480, 960, 1600]);
      expect(widths(info, 'webp'), name).toEqual([480, 960, 1600]);
      expect(widths(info, 'jpeg', 'thumb'), name).toEqual([240]);
      // the PDF stays the original: its row keeps its type and gets the drawn page's pixels
      const row = (await findFile(db, info.id))!;
      expect([row.mime, row.width, row.height], name).toEqual(['application/pdf', 1600, height]);
      const recorded = await db.select().from(fileRenditions).where(eq(fileRenditions.fileId, info.id));
      expect(recorded.map((r) => r.renditionFileId).sort(), name).toEqual(info.renditions.map((r) => r.fileId).sort());
      const thumb = await decoded(info.renditions.find((r) => r.purpose === 'thumb' && r.format === 'jpeg')!.fileId);
      expect([thumb.mime, thumb.format, thumb.width], name).toEqual(['image/jpeg', 'jpeg', 240]);
      expect(Math.abs(thumb.height! - (240 * height) / 1600), name).toBeLessThanOrEqual(1);
    }
  }, 120_000);

  it('draws the page itself: the coefficient matrix is mostly light with coloured cells, the dark star mostly black', async () => {
    const light = await rasterizePdfFigure(0, demoJose(PDF_FIGURES[3][0]));
    const dark = await rasterizePdfFigure(0, demoJose(PDF_FIGURES[1][0]));
    const [l, d] = [(await sharp(light!.png).stats()).channels, (await sharp(dark!.png).stats()).channels];
    expect(Math.min(...l.slice(0, 3).map((c) => c.mean))).toBeGreaterThan(180);
    expect(l[1]!.min).toBeLessThan(100); // the dark green and purple cells
    expect(Math.max(...d.slice(0, 3).map((c) => c.mean))).toBeLessThan(80);
  });

  it('is idempotent for a PDF: a second call draws nothing and stores nothing new', async () => {
    const data = demoJose(PDF_FIGURES[0][0]);
    const first = await renditionsOf(data, 'application/pdf', 'metamodel.pdf');
    const count = await db.$count(files);
    const again = await renditionsOf(data, 'application/pdf', 'metamodel.pdf');
    expect(again.renditions).toEqual(first.renditions);
    expect(await db.$count(files)).toBe(count);
  });

  it('takes a PDF of more than one page for a document: no renditions (the JOSE article PDF)', async () => {
    const data = demoJose('jose.00180/10.21105.jose.00180.pdf');
    const made = await db.transaction(async (tx) => {
      const { id } = await storeFileOnce(tx, { name: 'paper.pdf', mime: 'application/pdf', data, sha256: sha(data) });
      return makeRenditions(tx, { id, mime: 'application/pdf', data });
    });
    expect(made).toBeNull();
    expect(await rasterizePdfFigure(0, tinyPdf(false))).toMatchObject({ width: 1600, height: 800 });
  });

  it('says what is wrong with a damaged, a locked and a too slow PDF', async () => {
    const fail = (data: Buffer) => renditionsOf(data, 'application/pdf').catch((e: unknown) => e);
    const damaged = await fail(Buffer.from('%PDF-1.7 not a PDF after all'));
    expect(damaged).toBeInstanceOf(ImageError);
    expect((damaged as Error).message).toMatch(
      /^image file \d+ \(application\/pdf\) is not a PDF the portal can read \(.+\): the file is probably damaged/,
    );
    const locked = await fail(tinyPdf(true));
    expect(locked).toBeInstanceOf(ImageError);
    expect((locked as Error).message).toMatch(/is locked with a password, so its first page cannot be drawn/);
    const slow = await rasterizePdfFigure(7, demoJose(PDF_FIGURES[2][0]), 1).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(ImageError);
    expect((slow as Error).message).toMatch(/^image file 7 \(application\/pdf\) took longer than 0\.001 s/);
  });
});
