/**
 * Shared types of the JATS → HTML rendering: the render context (stored files, collected resources, outline) and
 * the resource drafts that become `article_resources` rows (docs/product/content.md#figures-tables-and-media).
 */
import type { OutlineEntry } from '../db/schema/content.js';
import type { Rendition } from '../images/srcset.js';
import type { XElement } from './xml.js';

/**
 * A file shipped beside the XML and stored in `files`, keyed in the context by the href as written. An image also
 * has its upright pixels and web renditions (images/renditions.ts), or `problem` when they could not be made.
 */
export interface StoredFileRef {
  fileId: number;
  mime: string;
  width?: number;
  height?: number;
  renditions?: Rendition[];
  /** Why an image has no renditions (unreadable, damaged, too large): a sentence for the import's report. */
  problem?: string;
}

/** Kind of an article resource: figure (25), table, video (29), audio (28), other (0). */
export type ResourceKind = 'figure' | 'table' | 'video' | 'audio' | 'other';

/** One `article_resources` row before persistence (`sort` is its index in document order). */
export interface ResourceDraft {
  kind: ResourceKind;
  jatsId?: string;
  label?: string;
  captionHtml?: string;
  captionText?: string;
  /** The `xlink:href` as written in the XML. */
  href?: string;
  mime?: string;
  fileId?: number;
  /** The resource's own DOI (JATS `object-id pub-id-type="doi"`), without resolver prefix. */
  doi?: string;
  tableHtml?: string;
  lang: string;
}

/** Mutable state of one article's rendering. One context per article; `lang` is switched per language part. */
export interface RenderCtx {
  /** Language of the part being rendered (set on resources). */
  lang: string;
  /** Stored files by href as written. */
  files: ReadonlyMap<string, StoredFileRef>;
  /** Resources in document order (appended while rendering). */
  resources: ResourceDraft[];
  /** Outline of the part being rendered (reset per language part). */
  outline: OutlineEntry[];
  /** Counter for generated element ids. */
  seq: { n: number };
  /** The article's DOI (no resolver prefix): where a figure without its image is found at the publisher. */
  articleDoi?: string | undefined;
}

/** Renders an element's children (minus `skip` local names) at section depth `depth`. */
export type ChildRenderer = (el: XElement, depth: number, skip?: string[]) => string;

/** URL of a stored file served by rc-pub (/front/files/get, docs/product/calls-and-errors.md#files). */
export function fileUrl(id: number): string {
  return `/rc-pub/front/files/get?id=${id}`;
}

/** The element's `id`, or a generated `<prefix>-<n>` id (the element itself is not changed). */
export function idOf(el: XElement, ctx: RenderCtx, prefix: string): string {
  return el.getAttribute('id') || `${prefix}-${++ctx.seq.n}`;
}
