/**
 * The first page of a figure shipped as PDF, drawn as a PNG (docs/product/content.md#figure-images), so that the
 * figure gets the same web renditions as an image while the PDF stays its downloadable original. pdf.js (its legacy
 * build, the one made for Node) parses the PDF and draws the page on @napi-rs/canvas, in this process.
 *
 * Bounded: only page 1 is read, and a PDF of more than one page is taken for a document, not a figure (nothing is
 * drawn); the page is drawn {@link PDF_RASTER_WIDTH} px wide and at most {@link MAX_PDF_RASTER_PIXELS} pixels; an
 * image inside the PDF may have at most {@link MAX_EMBEDDED_IMAGE_PIXELS} pixels; the whole takes at most
 * {@link PDF_RASTER_TIMEOUT_MS}. No network: the PDF is given as bytes, and what it does not carry itself (the 14
 * standard fonts, CMaps, ICC profiles, image decoders) is read from pdf.js's own package folder; fonts are drawn as
 * paths (no system fonts) and no code is compiled from the PDF (`isEvalSupported: false`).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ImageError } from './image-error.js';

/** Width (px) the first page of a PDF figure is drawn at: the widest web rendition. */
export const PDF_RASTER_WIDTH = 1600;
/** Most pixels a drawn page may have (a page taller than 1600 × 10 000 is drawn narrower). */
export const MAX_PDF_RASTER_PIXELS = 16_000_000;
/** Most pixels of one image inside a PDF figure (larger ones are left out of the drawing by pdf.js). */
export const MAX_EMBEDDED_IMAGE_PIXELS = 100_000_000;
/** Longest time (ms) reading and drawing one PDF figure may take. */
export const PDF_RASTER_TIMEOUT_MS = 20_000;

const PDF = 'application/pdf';

/** The first page of a PDF figure as a PNG, and its pixels. */
export interface PdfRaster {
  png: Buffer;
  width: number;
  height: number;
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type Canvas = typeof import('@napi-rs/canvas');
/** The canvas pdf.js draws on (typed for the browser's; @napi-rs/canvas stands in for it in Node). */
type RenderCanvas = Parameters<import('pdfjs-dist/legacy/build/pdf.mjs').PDFPageProxy['render']>[0]['canvas'];

let libraries: Promise<{ pdfjs: PdfJs; canvas: Canvas }> | undefined;

/** pdf.js and the canvas, loaded on first use (a service that never meets a PDF figure never loads them). */
function load(): Promise<{ pdfjs: PdfJs; canvas: Canvas }> {
  libraries ??= Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('@napi-rs/canvas')]).then(
    ([pdfjs, canvas]) => ({ pdfjs, canvas }),
  );
  return libraries;
}

/** Folders of pdf.js's own data files (read from disk by its Node factories; each ends with a slash). */
function dataFolders(): { standardFontDataUrl: string; cMapUrl: string; iccUrl: string; wasmUrl: string } {
  const root = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const at = (folder: string): string => `${path.join(root, folder)}${path.sep}`;
  return {
    standardFontDataUrl: at('standard_fonts'),
    cMapUrl: at('cmaps'),
    iccUrl: at('iccs'),
    wasmUrl: at('wasm'),
  };
}

/**
 * Scale and pixels of a page `width` × `height` points drawn {@link PDF_RASTER_WIDTH} px wide, or smaller so that it
 * has at most {@link MAX_PDF_RASTER_PIXELS} pixels.
 */
export function pdfRasterSize(width: number, height: number): { scale: number; width: number; height: number } {
  let scale = PDF_RASTER_WIDTH / width;
  if (width * scale * height * scale > MAX_PDF_RASTER_PIXELS)
    scale = Math.sqrt(MAX_PDF_RASTER_PIXELS / (width * height));
  return {
    scale,
    width: Math.max(1, Math.floor(width * scale + 0.5)),
    height: Math.max(1, Math.floor(height * scale + 0.5)),
  };
}

/** The sentence for an error of pdf.js (by its exception name). */
function why(err: unknown): string {
  const e = err instanceof Error ? err : new Error(String(err));
  if (e.name === 'PasswordException')
    return 'is locked with a password, so its first page cannot be drawn as the figure (the PDF is kept for download)';
  if (e.name === 'InvalidPDFException')
    return `is not a PDF the portal can read (${e.message}): the file is probably damaged or not a PDF`;
  return `could not be drawn as the figure: ${e.message}`;
}

/**
 * Draws the first page of PDF figure `fileId` (bytes `data`) as a PNG, on white, {@link PDF_RASTER_WIDTH} px wide
 * (see the module comment for the bounds).
 * @returns the PNG and its pixels; null for a PDF of more than one page (a document, not a figure)
 * @throws ImageError for a PDF that cannot be read (damaged, not a PDF), is locked with a password, has a page of
 *   no size, or takes longer than `timeoutMs`
 */
export async function rasterizePdfFigure(
  fileId: number,
  data: Buffer,
  timeoutMs: number = PDF_RASTER_TIMEOUT_MS,
): Promise<PdfRaster | null> {
  const { pdfjs, canvas } = await load();
  const task = pdfjs.getDocument({
    data: new Uint8Array(data), // a copy: pdf.js takes over the array it is given
    ...dataFolders(),
    useWorkerFetch: false,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: MAX_EMBEDDED_IMAGE_PIXELS,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let cancel: (() => void) | undefined;
  const draw = async (): Promise<PdfRaster | null> => {
    const doc = await task.promise;
    if (doc.numPages !== 1) return null;
    const page = await doc.getPage(1);
    const points = page.getViewport({ scale: 1 });
    if (!(points.width >= 1 && points.height >= 1))
      throw new ImageError(
        fileId,
        PDF,
        `has a first page of ${points.width} × ${points.height} points: nothing to draw`,
      );
    const size = pdfRasterSize(points.width, points.height);
    const target = canvas.createCanvas(size.width, size.height);
    const render = page.render({
      canvas: target as unknown as RenderCanvas,
      viewport: page.getViewport({ scale: size.scale }),
      background: '#ffffff',
    });
    cancel = () => render.cancel();
    await render.promise;
    return { png: await target.encode('png'), width: size.width, height: size.height };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      cancel?.();
      reject(new ImageError(fileId, PDF, `took longer than ${timeoutMs / 1000} s to draw its first page`));
    }, timeoutMs);
  });
  try {
    return await Promise.race([draw(), timeout]);
  } catch (err) {
    if (err instanceof ImageError) throw err;
    throw new ImageError(fileId, PDF, why(err));
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
