/**
 * Web renditions of stored images, made once at import with sharp (docs/product/content.md#figure-images): WebP and
 * JPEG at 480, 960 and 1600 px wide (never wider than the original), and a 240 px thumbnail for article lists and
 * figure search, each a `files` row of its own linked in `file_renditions`. The original stays as it was, for
 * download. Inputs: PNG, JPEG, GIF (first frame), WebP, TIFF (first page), AVIF and SVG (rasterized: a page never
 * shows an SVG itself), and a PDF figure of one page (its page drawn 1600 px wide by images/pdf-raster.ts; the
 * renditions and pixels are recorded against the PDF). Outputs are upright (EXIF orientation applied), sRGB, without
 * metadata; JPEG has transparent parts on white.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Tx } from '../db/client.js';
import { findFileFacts, findRenditions, insertRendition, setImageSize, storeFileOnce } from '../repositories/files.js';
import { ImageError } from './image-error.js';
import { rasterizePdfFigure } from './pdf-raster.js';
import type { Rendition } from './srcset.js';

export { ImageError } from './image-error.js';

/** Widths (px) of the web renditions, each made when narrower than the original. */
export const WEB_WIDTHS: readonly number[] = [480, 960, 1600];
/** Width (px) of the thumbnail (narrower originals keep their width). */
export const THUMB_WIDTH = 240;
/** Largest image (width × height, in pixels) renditions are made of: 100 megapixels. */
export const MAX_IMAGE_PIXELS = 100_000_000;

const FORMATS: readonly Rendition['format'][] = ['webp', 'jpeg'];
const QUALITY = { webp: 80, jpeg: 82 } as const;

/** A stored image and its renditions: the original's pixels (upright) and every rendition. */
export interface ImageInfo {
  width: number;
  height: number;
  renditions: Rendition[];
}

/** One rendition to make: purpose, format and width. */
interface Planned {
  purpose: Rendition['purpose'];
  format: Rendition['format'];
  width: number;
}

/**
 * Widths of the web renditions of an image `width` px wide: those of {@link WEB_WIDTHS} narrower than it, plus its own
 * width when it is at most the widest and the largest of them is under 90% of it (a 700 px image gets 480 and 700,
 * a 300 px one 300), so there is always one and none is upscaled.
 */
export function webWidths(width: number): number[] {
  const out = WEB_WIDTHS.filter((w) => w < width);
  const widest = WEB_WIDTHS[WEB_WIDTHS.length - 1]!;
  if (width <= widest && (out[out.length - 1] ?? 0) < 0.9 * width) out.push(width);
  return out;
}

/**
 * Width (px) an SVG `width` px wide (at 72 dpi) is rasterized at: twice its size for sharp lines on high-density
 * screens, at most the widest web rendition, never less than its own size.
 */
function svgRasterWidth(width: number): number {
  return Math.max(width, Math.min(WEB_WIDTHS[WEB_WIDTHS.length - 1]!, 2 * width));
}

/** The renditions of a raster `rasterWidth` px wide. */
function plan(rasterWidth: number): Planned[] {
  const out: Planned[] = [];
  for (const width of webWidths(rasterWidth)) for (const format of FORMATS) out.push({ purpose: 'web', format, width });
  const thumb = Math.min(THUMB_WIDTH, rasterWidth);
  for (const format of FORMATS) out.push({ purpose: 'thumb', format, width: thumb });
  return out;
}

const isSvg = (mime: string): boolean => mime.toLowerCase().startsWith('image/svg');
const isPdf = (mime: string): boolean => mime.toLowerCase() === 'application/pdf';

/** Width of the raster renditions are made from: the image's own, or an SVG's rasterized width. */
const rasterWidthOf = (mime: string, width: number): number => (isSvg(mime) ? svgRasterWidth(width) : width);

/** The upright pixels of an image, from its header (no decoding). @throws ImageError unreadable or too large */
async function readSize(id: number, mime: string, data: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false, failOn: 'error' }).metadata();
  } catch (err) {
    const why = (err as Error).message;
    throw new ImageError(
      id,
      mime,
      /unsupported image format/i.test(why)
        ? `is not an image the portal can read (PNG, JPEG, GIF, WebP, TIFF, AVIF or SVG): ${why}`
        : `could not be read: ${why}`,
    );
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new ImageError(id, mime, 'has no width or height');
  const raster = rasterWidthOf(mime, width);
  const pixels = raster * Math.round((height * raster) / width);
  if (pixels > MAX_IMAGE_PIXELS)
    throw new ImageError(
      id,
      mime,
      `is ${width} × ${height} pixels (${(pixels / 1e6).toFixed(0)} megapixels): web renditions are made of images ` +
        `up to ${MAX_IMAGE_PIXELS / 1e6} megapixels (the original is kept for download)`,
    );
  return { width, height };
}

/** The decoded image at `width` px wide, upright, 8-bit sRGB (with alpha when it has one). */
async function decode(
  id: number,
  mime: string,
  data: Buffer,
  size: { width: number; height: number },
  width: number,
): Promise<{ data: Buffer; info: OutputInfo }> {
  const density = isSvg(mime) ? Math.min(100_000, (72 * svgRasterWidth(size.width)) / size.width) : undefined;
  try {
    return await sharp(data, {
      limitInputPixels: MAX_IMAGE_PIXELS,
      failOn: 'error',
      pages: 1,
      ...(density ? { density } : {}),
    })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new ImageError(
      id,
      mime,
      `is ${size.width} × ${size.height} pixels by its header, but its pixels could not be decoded ` +
        `(${(err as Error).message}): the file is probably truncated or damaged`,
    );
  }
}

/** Encodes one rendition from the decoded raster. */
async function encode(
  raster: { data: Buffer; info: OutputInfo },
  p: Planned,
): Promise<{ data: Buffer; width: number; height: number }> {
  const { width, height, channels } = raster.info;
  let img: Sharp = sharp(raster.data, { raw: { width, height, channels } });
  if (p.width < width) img = img.resize({ width: p.width });
  img =
    p.format === 'jpeg'
      ? img.flatten({ background: '#ffffff' }).jpeg({ quality: QUALITY.jpeg, mozjpeg: true })
      : img.webp({ quality: QUALITY.webp });
  const out = await img.toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/** File name of a rendition: the original's stem, the width or "thumb", and the format's extension. */
function renditionName(original: string, p: Planned): string {
  const stem = original.replace(/\.[A-Za-z0-9]+$/, '') || 'image';
  return `${stem}-${p.purpose === 'thumb' ? 'thumb' : `${p.width}w`}.${p.format === 'jpeg' ? 'jpg' : 'webp'}`;
}

const sameSlot = (r: Rendition, p: Planned): boolean =>
  r.purpose === p.purpose && r.format === p.format && r.width === p.width;

/**
 * Makes the web renditions of stored image `original` (its `files` id, MIME type and bytes), stores each through
 * the file store, records them in `file_renditions` and the original's pixels in `files`. A PDF's first page is
 * drawn first (images/pdf-raster.ts) and stands in for the image: its pixels become the PDF's width and height.
 * Idempotent: renditions already recorded are reused, and an image whose renditions are all there is not decoded
 * (a PDF not drawn) again.
 * @returns the original's upright pixels and every rendition; null when `original` is neither an image nor a PDF of
 *   one page
 * @throws ImageError for an image that cannot be read, is damaged, or has more than {@link MAX_IMAGE_PIXELS} pixels;
 *   for a PDF that cannot be read, is locked with a password or takes too long to draw
 */
export async function makeRenditions(
  tx: Tx,
  original: { id: number; mime: string; data: Buffer },
): Promise<ImageInfo | null> {
  const { id, mime } = original;
  if (!mime.toLowerCase().startsWith('image/') && !isPdf(mime)) return null;
  const facts = await findFileFacts(tx, id);
  const existing = (await findRenditions(tx, [id])).get(id) ?? [];
  if (facts?.width && facts.height) {
    const wanted = plan(rasterWidthOf(mime, facts.width));
    if (wanted.every((p) => existing.some((r) => sameSlot(r, p))))
      return { width: facts.width, height: facts.height, renditions: existing };
  }
  let data = original.data;
  if (isPdf(mime)) {
    const page = await rasterizePdfFigure(id, data);
    if (!page) return null;
    data = page.png;
  }
  const size = await readSize(id, mime, data);
  const wanted = plan(rasterWidthOf(mime, size.width));
  const missing = wanted.filter((p) => !existing.some((r) => sameSlot(r, p)));
  const renditions = [...existing];
  if (missing.length) {
    const raster = await decode(id, mime, data, size, Math.max(...missing.map((p) => p.width)));
    for (const p of missing) {
      const out = await encode(raster, p);
      const sha256 = createHash('sha256').update(out.data).digest('hex');
      const stored = await storeFileOnce(tx, {
        name: renditionName(facts?.name ?? 'image', p),
        mime: p.format === 'jpeg' ? 'image/jpeg' : 'image/webp',
        data: out.data,
        sha256,
        width: out.width,
        height: out.height,
      });
      const r: Rendition = { ...p, height: out.height, fileId: stored.id };
      await insertRendition(tx, id, r);
      renditions.push(r);
    }
  }
  if (facts?.width !== size.width || facts.height !== size.height) await setImageSize(tx, id, size.width, size.height);
  return { ...size, renditions: renditions.sort(byKey) };
}

/** Order of renditions: purpose, format, width (as file_renditions is read). */
function byKey(a: Rendition, b: Rendition): number {
  return a.purpose.localeCompare(b.purpose) || a.format.localeCompare(b.format) || a.width - b.width;
}
