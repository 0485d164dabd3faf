/**
 * XML helpers for the JATS import: a safe parse (no DTD, no external entity is ever loaded) and small DOM utilities
 * that work on local names, so `mml:math` and `math` are treated alike (JATS 1.x / NLM 3.0, W3C DOM via xmldom).
 */
import { createRequire } from 'node:module';
import { DOMParser } from '@xmldom/xmldom';
import { decodeUtf8Reporting } from './utf8.js';

const require = createRequire(import.meta.url);
/** HTML5 / ISO named character references (the same names the JATS DTD's entity sets define). */
const HTML_ENTITIES = (require('@xmldom/xmldom/lib/entities.js') as { HTML_ENTITIES: Record<string, string> })
  .HTML_ENTITIES;
const XML_PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

/** Minimal structural view of xmldom nodes (xmldom's own types are DOM-like but not lib.dom). */
export interface XNode {
  nodeType: number;
  nodeName: string;
  localName?: string | null;
  nodeValue: string | null;
  textContent: string | null;
  childNodes: ArrayLike<XNode>;
  parentNode: XNode | null;
}
/** An element node. */
export interface XElement extends XNode {
  getAttribute(name: string): string | null;
  attributes: ArrayLike<{ name: string; value: string; localName?: string | null }>;
}

export const ELEMENT_NODE = 1;
export const TEXT_NODE = 3;
export const CDATA_NODE = 4;

/** Error raised for a file that cannot be read as XML; the message is the reason (file name added by the caller). */
export class XmlError extends Error {}

/**
 * Replaces named character references that the JATS DTD would define (e.g. `&ndash;`, `&rsqb;`) by numeric ones, so
 * the document parses without its DTD. Unknown names are left alone and make the parse fail (as undeclared entities).
 */
export function resolveNamedEntities(text: string): string {
  return text.replace(/&([A-Za-z][A-Za-z0-9]*);/g, (m, name: string) => {
    if (XML_PREDEFINED.has(name)) return m;
    const v = HTML_ENTITIES[name];
    if (v === undefined) return m;
    return Array.from(v)
      .map((c) => `&#${c.codePointAt(0)};`)
      .join('');
  });
}

/**
 * Parses XML text. The DOCTYPE is never fetched; entities other than the XML predefined ones, numeric references and
 * the standard named character set are not resolved: a document using one (e.g. an external entity) is rejected.
 * @throws XmlError with a readable reason (e.g. 'not well-formed XML: Opening and ending tag mismatch ...')
 */
export function parseXml(text: string): XElement {
  const src = resolveNamedEntities(text.replace(/^\uFEFF/, ''));
  let doc: { documentElement: XElement | null };
  try {
    doc = new DOMParser({
      onError: (level: string, msg: string) => {
        if (level !== 'warning') throw new XmlError(msg);
      },
    }).parseFromString(src, 'text/xml') as unknown as { documentElement: XElement | null };
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const inner = /caused (?:Error|XmlError): (.*)$/s.exec(msg)?.[1] ?? msg;
    const first = inner.split('\n')[0]!.trim();
    const entity = /^entity not found:\s*(&[^;]+;)/.exec(first);
    if (entity)
      throw new XmlError(
        `undeclared entity ${entity[1]} (only XML and standard character entities are known; DTDs and external entities are never loaded)`,
      );
    throw new XmlError(`not well-formed XML: ${first}`);
  }
  if (!doc.documentElement) throw new XmlError('not well-formed XML: no root element');
  return doc.documentElement;
}

/**
 * Decodes the bytes of an XML file: UTF-8 by default, UTF-16 by byte-order mark, else the encoding named in the XML
 * declaration (e.g. ISO-8859-1, windows-1252, GB18030). UTF-8 is checked strictly: invalid bytes are still
 * decoded (as U+FFFD) but `warning` names the line, column and byte of the first one.
 * @throws XmlError when the declared encoding is unknown
 */
export function decodeXml(buf: Uint8Array): { text: string; warning: string | null } {
  if (buf[0] === 0xff && buf[1] === 0xfe) return { text: new TextDecoder('utf-16le').decode(buf), warning: null };
  if (buf[0] === 0xfe && buf[1] === 0xff) return { text: new TextDecoder('utf-16be').decode(buf), warning: null };
  const head = new TextDecoder('latin1').decode(buf.subarray(0, 200));
  const enc = /^(?:\uFEFF|\u00EF\u00BB\u00BF)?<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]+)["']/
    .exec(head)?.[1]
    ?.toLowerCase();
  if (!enc || enc === 'utf-8' || enc === 'utf8')
    return decodeUtf8Reporting(buf, enc ? 'UTF-8 (declared)' : 'UTF-8 (no encoding declared)');
  try {
    return { text: new TextDecoder(enc).decode(buf), warning: null };
  } catch {
    throw new XmlError(`unsupported character encoding "${enc}" in the XML declaration`);
  }
}

/** Local name of a node (`mml:math` → `math`). */
export function lname(n: XNode): string {
  const ln = n.localName ?? n.nodeName;
  const i = ln.indexOf(':');
  return i >= 0 ? ln.slice(i + 1) : ln;
}

/** True when `n` is an element (optionally with one of the given local names). */
export function isEl(n: XNode | null | undefined, ...names: string[]): n is XElement {
  return !!n && n.nodeType === ELEMENT_NODE && (names.length === 0 || names.includes(lname(n)));
}

/** Child elements, optionally filtered by local name. */
export function kids(el: XNode | null | undefined, ...names: string[]): XElement[] {
  const out: XElement[] = [];
  if (!el) return out;
  const cs = el.childNodes;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (isEl(c, ...names)) out.push(c);
  }
  return out;
}

/** First child element with one of the given local names. */
export function kid(el: XNode | null | undefined, ...names: string[]): XElement | undefined {
  return kids(el, ...names)[0];
}

/** Follows a path of child local names (`path(meta, 'title-group', 'article-title')`). */
export function path(el: XNode | null | undefined, ...names: string[]): XElement | undefined {
  let cur: XNode | undefined | null = el;
  for (const n of names) {
    cur = kid(cur, n);
    if (!cur) return undefined;
  }
  return cur as XElement | undefined;
}

/** All descendant elements with one of the given local names, in document order, not descending into `stop` names. */
export function descendants(el: XNode | null | undefined, names: string[], stop: string[] = []): XElement[] {
  const out: XElement[] = [];
  const walk = (n: XNode): void => {
    const cs = n.childNodes;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c.nodeType !== ELEMENT_NODE) continue;
      const ln = lname(c);
      if (names.includes(ln)) out.push(c as XElement);
      if (!stop.includes(ln)) walk(c);
    }
  };
  if (el) walk(el);
  return out;
}

/** Attribute by qualified name, also matching a prefixed form by local name (`xlink:href`, `href`). */
export function attr(el: XElement | undefined, name: string): string | undefined {
  if (!el) return undefined;
  const v = el.getAttribute(name);
  if (v !== null && v !== '') return v;
  const local = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
  const as = el.attributes;
  for (let i = 0; i < as.length; i++) {
    const a = as[i]!;
    const an = a.name.includes(':') ? a.name.slice(a.name.indexOf(':') + 1) : a.name;
    if (an === local && a.value !== '') return a.value;
  }
  return undefined;
}

/** `xml:lang` of an element, normalised to a lower-case primary subtag (`pt-BR` → `pt`), or undefined. */
export function langOf(el: XElement | undefined): string | undefined {
  const v = el?.getAttribute('xml:lang') ?? el?.getAttribute('lang');
  if (!v) return undefined;
  return v.trim().toLowerCase().split(/[-_]/)[0] || undefined;
}

/** Text content with whitespace collapsed and trimmed ('' for a missing element). */
export function text(el: XNode | null | undefined): string {
  return (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Text content, or undefined when empty. */
export function textOr(el: XNode | null | undefined): string | undefined {
  const t = text(el);
  return t === '' ? undefined : t;
}

/** True when the string contains CJK ideographs (used to tell Chinese titles from others). */
export function hasCjk(s: string): boolean {
  return /[\u3400-\u9fff\uf900-\ufaff]/.test(s);
}
