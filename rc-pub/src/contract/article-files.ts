/**
 * Portal URLs of an article's files (docs/product/content.md#figure-images, #article-pdf) and the choice of a figure's
 * web sizes: which rendition is the default `src`, and the `srcset` strings of the JPEG and WebP renditions. Pure, so
 * the gateway (Article.pdf, ArticleResource.image) and rc-pub share one rule. Every URL is portal-relative; the
 * gateway passes /rc-pub/front/files/* through to rc-pub unchanged.
 */
import { RcPubPaths } from './paths.js';
import type { RenditionWire, ResourceImageWire } from './wire-schemas/article.js';

/** Width (px) the default `src` of a figure is nearest to: the article page's column at 2x on a phone, 1x on a desktop. */
export const FIGURE_SRC_WIDTH = 960;

/** Image types every browser shows in an `<img>`: a stored image of another type (TIFF, …) needs renditions to be seen. */
export const WEB_IMAGE_TYPES: readonly string[] = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/svg+xml',
];

/** URL of a stored file's bytes, shown in place (GET files/get?id=; renditions are stored files too). */
export function storedFileUrl(fileId: number): string {
  return `${RcPubPaths.file}?id=${fileId}`;
}

/** URL that downloads a resource's stored file as an attachment, counted as a download of its article. */
export function fileDownloadUrl(fileId: number): string {
  return `${RcPubPaths.download}?kind=file&id=${fileId}`;
}

/** URL that downloads an article's JATS XML as an attachment, counted as a download of the article. */
export function xmlDownloadUrl(articleId: number): string {
  return `${RcPubPaths.download}?kind=xml&articleId=${articleId}`;
}

/**
 * URL of an article's PDF: GET answers the PDF, or HTTP 202 with Retry-After while a rendered one is being made; each
 * download counts as a request of the article.
 */
export function articlePdfUrl(articleId: number): string {
  return `${RcPubPaths.articlePdf}?articleId=${articleId}`;
}

/** The URLs of an image's web renditions: default source, responsive sets and thumbnail. */
export interface RenditionSources {
  /** The JPEG web rendition nearest {@link FIGURE_SRC_WIDTH} px wide. */
  src: string;
  /** `url 480w, url 960w, …` of the JPEG web renditions, narrowest first. */
  srcset: string;
  /** The same of the WebP web renditions; null when none were made. */
  webpSrcset: string | null;
  /** The JPEG thumbnail (about 240 px wide), else the narrowest JPEG web rendition. */
  thumbnailUrl: string;
}

/** The URLs a page needs to show a figure image: {@link RenditionSources} and the original's download. */
export interface FigureImageUrls extends RenditionSources {
  /** Download of the original file (TIFF, PNG, …) as an attachment. */
  originalUrl: string;
}

/** Renditions of one purpose and format, narrowest first. */
function renditionsOf(
  all: readonly RenditionWire[],
  purpose: RenditionWire['purpose'],
  format: RenditionWire['format'],
): RenditionWire[] {
  return all.filter((r) => r.purpose === purpose && r.format === format).sort((a, b) => a.width - b.width);
}

/** `url {width}w, …` of the given renditions; null for none. */
function srcsetOf(renditions: readonly RenditionWire[], urlOf: (fileId: number) => string): string | null {
  return renditions.length ? renditions.map((r) => `${urlOf(r.fileId)} ${r.width}w`).join(', ') : null;
}

/**
 * The rendition whose width is nearest `target` px (the wider of two equally near: a sharper image rather than a
 * blurred one); undefined for an empty list.
 */
export function nearestRendition<R extends { width: number }>(renditions: readonly R[], target: number): R | undefined {
  let best: R | undefined;
  for (const r of renditions) {
    const d = Math.abs(r.width - target);
    const bd = best ? Math.abs(best.width - target) : Number.POSITIVE_INFINITY;
    if (d < bd || (d === bd && best && r.width > best.width)) best = r;
  }
  return best;
}

/**
 * The sources of an image from its renditions (made at import: JPEG and WebP at most 480, 960 and 1600 px wide, never
 * upscaled, and a 240 px thumbnail), URLs made by `urlOf` (default: the stored file's URL).
 * @returns null when there is no JPEG web rendition
 */
export function renditionSources(
  renditions: readonly RenditionWire[],
  urlOf: (fileId: number) => string = storedFileUrl,
): RenditionSources | null {
  const jpeg = renditionsOf(renditions, 'web', 'jpeg');
  const chosen = nearestRendition(jpeg, FIGURE_SRC_WIDTH);
  if (!chosen) return null;
  const thumb = renditionsOf(renditions, 'thumb', 'jpeg')[0] ?? jpeg[0]!;
  return {
    src: urlOf(chosen.fileId),
    srcset: srcsetOf(jpeg, urlOf)!,
    webpSrcset: srcsetOf(renditionsOf(renditions, 'web', 'webp'), urlOf),
    thumbnailUrl: urlOf(thumb.fileId),
  };
}

/**
 * A figure's URLs from its stored image and renditions ({@link renditionSources}). Without JPEG web renditions (an
 * image stored before renditions were made) the original stands in for `src`, `srcset` and the thumbnail.
 */
export function figureImageUrls(image: ResourceImageWire): FigureImageUrls {
  const original = storedFileUrl(image.fileId);
  const sources = renditionSources(image.renditions) ?? {
    src: original,
    srcset: `${original} ${image.width}w`,
    webpSrcset: null,
    thumbnailUrl: original,
  };
  return { ...sources, originalUrl: fileDownloadUrl(image.fileId) };
}
