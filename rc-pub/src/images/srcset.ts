/**
 * Which web rendition a page shows (docs/product/content.md#figure-images): the `src`, the `srcset` strings of the
 * JPEG and WebP renditions and the thumbnail, from a stored image's rendition list and a URL maker. Pure, so the
 * import's figure markup (import/figures.ts) and the article detail (contract/article-files.ts) use one rule: `src`
 * is the JPEG web rendition nearest {@link FIGURE_SRC_WIDTH} px wide.
 */
import { FIGURE_SRC_WIDTH, nearestRendition } from '../contract/article-files.js';

export { FIGURE_SRC_WIDTH } from '../contract/article-files.js';

/** One rendition of a stored image (`file_renditions` row): its purpose, format, pixels and the file holding it. */
export interface Rendition {
  purpose: 'web' | 'thumb';
  format: 'webp' | 'jpeg';
  width: number;
  height: number;
  /** The `files` row of the rendition's bytes. */
  fileId: number;
}

/** The URLs a page needs for one image, from its renditions. */
export interface PictureSources {
  /** The JPEG web rendition nearest {@link FIGURE_SRC_WIDTH} px wide. */
  src: string;
  /** `url 480w, url 960w, …` of the JPEG web renditions, narrowest first. */
  srcset: string;
  /** The same of the WebP web renditions; null when none. */
  webpSrcset: string | null;
  /** The JPEG thumbnail, else the narrowest JPEG web rendition. */
  thumbnailUrl: string;
}

/**
 * Widest layout width (CSS px) of a figure in the article column (the page's 1200 px frame less the outline column);
 * the `sizes` of a figure never claims more than this or the image's own width.
 */
export const FIGURE_MAX_CSS_WIDTH = 900;

/** Renditions of one purpose and format, narrowest first. */
function pick(all: readonly Rendition[], purpose: Rendition['purpose'], format: Rendition['format']): Rendition[] {
  return all.filter((r) => r.purpose === purpose && r.format === format).sort((a, b) => a.width - b.width);
}

/** `url {width}w, …` of `list`. */
function srcsetOf(list: readonly Rendition[], urlOf: (fileId: number) => string): string {
  return list.map((r) => `${urlOf(r.fileId)} ${r.width}w`).join(', ');
}

/**
 * The sources of an image with renditions `renditions`, URLs made by `urlOf` (a file id → its URL).
 * @returns null when there is no JPEG web rendition (an image the import could not read)
 */
export function pictureSources(
  renditions: readonly Rendition[],
  urlOf: (fileId: number) => string,
): PictureSources | null {
  const jpeg = pick(renditions, 'web', 'jpeg');
  const chosen = nearestRendition(jpeg, FIGURE_SRC_WIDTH);
  if (!chosen) return null;
  const webp = pick(renditions, 'web', 'webp');
  const thumb = pick(renditions, 'thumb', 'jpeg')[0] ?? jpeg[0]!;
  return {
    src: urlOf(chosen.fileId),
    srcset: srcsetOf(jpeg, urlOf),
    webpSrcset: webp.length ? srcsetOf(webp, urlOf) : null,
    thumbnailUrl: urlOf(thumb.fileId),
  };
}

/**
 * The `sizes` attribute of a figure `width` px wide: the viewport's width on narrow screens, else the smaller of the
 * image and the article column ({@link FIGURE_MAX_CSS_WIDTH}).
 */
export function figureSizes(width: number): string {
  const cap = Math.max(1, Math.min(width, FIGURE_MAX_CSS_WIDTH));
  return `(max-width: ${cap}px) 100vw, ${cap}px`;
}
