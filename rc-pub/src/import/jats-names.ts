/**
 * JATS element classes used by the HTML rendering (which elements are block-level, skipped, or pure layout) and small
 * element helpers (JATS 1.3 tag library).
 */
import { attr, isEl, text, type XElement } from './xml.js';

/** Elements that HTML does not allow inside <p>: a JATS <p> holding one becomes <div class="p">. */
export const BLOCK = new Set([
  'table-wrap',
  'table-wrap-group',
  'fig',
  'fig-group',
  'disp-formula',
  'disp-formula-group',
  'list',
  'def-list',
  'disp-quote',
  'boxed-text',
  'preformat',
  'media',
  'supplementary-material',
  'graphic',
  'statement',
  'array',
  'speech',
  'verse-group',
  'chem-struct-wrap',
  'p',
  'fn',
  'table',
  'sec',
  'ref-list',
  'code',
]);
/** Elements never rendered into the HTML (metadata, or rendered elsewhere such as references). */
export const SKIP = new Set([
  'ref-list',
  'object-id',
  'sec-meta',
  'processing-meta',
  'alt-text',
  'long-desc',
  'permissions',
  'kwd-group',
  'related-article',
  'related-object',
  'custom-meta-group',
  'funding-group',
]);
/** Elements whose whitespace-only text is layout (dropped); elsewhere it separates inline content. */
export const CONTAINERS = new Set([
  'body',
  'back',
  'sec',
  'abstract',
  'trans-abstract',
  'list',
  'list-item',
  'def-list',
  'def-item',
  'fig',
  'fig-group',
  'table-wrap',
  'table-wrap-group',
  'table-wrap-foot',
  'caption',
  'boxed-text',
  'ack',
  'app',
  'app-group',
  'fn-group',
  'fn',
  'disp-quote',
  'sub-article',
  'response',
  'front-stub',
  'notes',
  'glossary',
  'statement',
  'media',
  'supplementary-material',
  'disp-formula-group',
  'verse-group',
  'speech',
  'bio',
  'alternatives',
  'disp-formula',
]);
export const ORDERED: Record<string, string | undefined> = {
  order: '1',
  'alpha-lower': 'a',
  'alpha-upper': 'A',
  'roman-lower': 'i',
  'roman-upper': 'I',
};

/** The href of an ext-link/uri: xlink:href or the text; bare DOIs resolve via doi.org, www. gets https. */
export function linkHref(el: XElement): string | undefined {
  const raw = (attr(el, 'xlink:href') ?? text(el)).trim();
  if (!raw) return undefined;
  const type = el.getAttribute('ext-link-type');
  if (/^10\.\d{4,}\//.test(raw) && (type === 'doi' || !/^[a-z]+:/i.test(raw))) return `https://doi.org/${raw}`;
  if (/^www\./i.test(raw)) return `https://${raw}`;
  return raw;
}

/** Nearest ancestor with one of the local names, if any. */
export function closest(el: XElement, names: string[]): XElement | undefined {
  for (let p = el.parentNode; p; p = p.parentNode) if (isEl(p, ...names)) return p;
  return undefined;
}
