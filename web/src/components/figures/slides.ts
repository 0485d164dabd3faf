/**
 * The slides of the figure viewer: every figure and table of the article in document order
 * (Article.resources, schema/article.graphql), each with what the viewer shows and offers for download.
 */
import { resourceAnchorId } from '../content/hrefs.js';

/** A stored figure image (schema/article.graphql FigureImage), as far as the viewer reads it. */
export interface SlideImageSource {
  width: number;
  height: number;
  src: string;
  srcset: string;
  webpSrcset?: string | null;
  originalUrl: string;
  originalMime: string;
  originalSize: number;
}

/** A resource as the viewer reads it (schema/article.graphql ArticleResource). */
export interface SlideResource {
  id: number;
  kind: string;
  jatsId?: string | null;
  label?: string | null;
  captionHtml?: string | null;
  tableHtml?: string | null;
  fileUrl?: string | null;
  mime?: string | null;
  publisherUrl?: string | null;
  downloadUrl?: string | null;
  fileSize?: number | null;
  image?: SlideImageSource | null;
}

/** One slide of the viewer. */
export interface FigureSlide {
  resourceId: number;
  kind: 'FIGURE' | 'TABLE';
  /** The figure's label ("Figure 1"); null when it has none. */
  label: string | null;
  /** Its place among the article's figures (or tables, for a table) from 1, which names a figure without a label. */
  n: number;
  captionHtml: string | null;
  /** The id of the figure's element on the article page (its JATS id), else its anchor `resource-{id}`. */
  anchor: string;
  /** The anchor `resource-{id}` (always on the page when the figure is in the shown body or the figure list). */
  resourceAnchor: string;
  /** The image at its largest web size (`src`, with a WebP alternative) and the default web size; null for none. */
  image: {
    src: string;
    webp: string | null;
    width: number | null;
    height: number | null;
    /** The default web size (the JPEG rendition about 960 px wide): what "download web size" gives. */
    webSrc: string;
  } | null;
  /** The original file for download; null when none is stored. */
  original: { url: string; mime: string | null; size: number | null } | null;
  /** A table as sanitized HTML (tables without an image). */
  tableHtml: string | null;
  /** Where to see the figure at its publisher when its image is not here. */
  publisherUrl: string | null;
}

/** The URL of the widest candidate of a `srcset` ('url 480w, url 960w'); null for an empty one. */
export function widestOf(srcset: string | null | undefined): string | null {
  let best: { url: string; w: number } | null = null;
  for (const part of (srcset ?? '').split(/,\s+/)) {
    const [url, size] = part.trim().split(/\s+/);
    if (!url) continue;
    const w = Number.parseInt(size ?? '', 10) || 0;
    if (!best || w > best.w) best = { url, w };
  }
  return best?.url ?? null;
}

/** One slide of a figure or table resource, the `n`-th of its kind. */
function slideOf(r: SlideResource, n: number): FigureSlide {
  const img = r.image;
  const stored = !img && r.fileUrl && (r.mime ?? 'image/').startsWith('image/') ? r.fileUrl : null;
  return {
    resourceId: r.id,
    kind: r.kind === 'TABLE' ? 'TABLE' : 'FIGURE',
    label: r.label ? r.label.replace(/\s*[.:。：]$/, '') : null,
    n,
    captionHtml: r.captionHtml ?? null,
    anchor: r.jatsId || resourceAnchorId(r.id),
    resourceAnchor: resourceAnchorId(r.id),
    image: img
      ? {
          src: widestOf(img.srcset) ?? img.src,
          webp: widestOf(img.webpSrcset),
          width: img.width,
          height: img.height,
          webSrc: img.src,
        }
      : stored
        ? { src: stored, webp: null, width: null, height: null, webSrc: stored }
        : null,
    original: img
      ? { url: img.originalUrl, mime: img.originalMime, size: img.originalSize }
      : r.downloadUrl
        ? { url: r.downloadUrl, mime: r.mime ?? null, size: r.fileSize ?? null }
        : null,
    tableHtml: r.kind === 'TABLE' && !img && !stored ? (r.tableHtml ?? null) : null,
    publisherUrl: r.publisherUrl ?? null,
  };
}

/** The viewer's slides: the figures and tables of `resources`, in their order. */
export function figureSlides(resources: readonly SlideResource[]): FigureSlide[] {
  const count = { FIGURE: 0, TABLE: 0 };
  return resources.flatMap((r) => (r.kind === 'FIGURE' || r.kind === 'TABLE' ? [slideOf(r, ++count[r.kind])] : []));
}
