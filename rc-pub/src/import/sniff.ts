/**
 * Typing the files an article references by their content, not their name (docs/product/content.md#article-packages):
 * a figure must be an image (sniffed by file-type; SVG, which sniffing cannot tell, must parse as XML with an <svg>
 * root and carry no script; a PDF or EPS only when its name says so), the PDF must start with %PDF, a video or audio must be one; supplementary files may be
 * anything and get the sniffed type, else a harmless type from the extension, else application/octet-stream. Also the
 * root element of an XML file, read from its first bytes (how a package tells its JATS file from other XML).
 */
import { fileTypeFromBuffer, type FileTypeResult } from 'file-type';
import { decodeXml, ELEMENT_NODE, lname, parseXml, type XElement, type XNode } from './xml.js';

/** What a reference needs its file to be: an image, a PDF, a video or audio, or anything (supplementary files). */
export type ContentRole = 'image' | 'pdf' | 'av' | 'any';

/** The MIME type a file's content was found to have, or the sentence saying why it does not fit its role. */
export type Typed = { mime: string; problem?: undefined } | { mime?: undefined; problem: string };

/**
 * Types kept for supplementary files whose content file-type cannot name (text formats), by extension. Types a
 * browser would run as a page (HTML, SVG, XML, JavaScript) are never taken from an extension.
 */
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  md: 'text/markdown',
  json: 'application/json',
  tex: 'application/x-tex',
  bib: 'application/x-bibtex',
  r: 'text/plain',
  py: 'text/plain',
  m: 'text/plain',
  ipynb: 'application/x-ipynb+json',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Sniffed containers whose extension may say more (an .xlsx is a ZIP, a .doc an OLE compound file). */
const CONTAINERS = new Set(['application/zip', 'application/x-cfb']);

/** Vector graphics a figure may reference by a name saying so (figure.pdf, figure.eps). */
const VECTOR = new Set(['application/pdf', 'application/postscript', 'application/eps', 'application/illustrator']);

/** Sniffed types stored as application/octet-stream: served as they are, a browser would run them as a page. */
const ACTIVE = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'application/xml', 'text/xml']);

const A_OR_AN = (w: string): string => (/^[aeiou]/i.test(w) ? `an ${w}` : `a ${w}`);

/** Words for what a file's content is, for the sentence of a mismatch ('plain text', 'a ZIP archive'). */
function describe(ft: FileTypeResult | undefined, data: Buffer): string {
  if (ft?.mime === 'application/zip') return 'a ZIP archive';
  if (ft?.mime === 'application/pdf') return 'a PDF document';
  if (ft?.mime === 'application/xml') return 'XML';
  if (ft) return `${A_OR_AN(ft.ext.toUpperCase())} file (${ft.mime})`;
  const head = data.subarray(0, 4096);
  if (head.includes(0)) return 'unrecognised binary data';
  const text = head.toString('utf8');
  if (/<(!doctype\s+html|html[\s>])/i.test(text)) return 'an HTML page';
  if (/^\s*</.test(text)) return 'XML or markup that is not an image';
  return data.length === 0 ? 'empty' : 'plain text';
}

/** The elements and attributes of an SVG document that would run code where it is shown. */
function svgScript(root: XElement): string | null {
  const stack: XNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.nodeType !== ELEMENT_NODE) continue;
    const el = n as XElement;
    const name = lname(el);
    if (name === 'script' || name === 'foreignObject') return `<${name}>`;
    const as = el.attributes;
    for (let i = 0; i < as.length; i++) {
      const a = as[i]!;
      if (/^on/i.test(a.localName ?? a.name)) return `an ${a.name} attribute`;
      if (/href$/i.test(a.name) && /^\s*javascript:/i.test(a.value)) return 'a javascript: link';
    }
    const cs = el.childNodes;
    for (let i = 0; i < cs.length; i++) stack.push(cs[i]!);
  }
  return null;
}

/**
 * An SVG image: `{ ok: true }`; not SVG: `{ ok: false }`; SVG with a script: `{ ok: false, script }` naming what runs.
 * Parsed like the JATS itself (no DTD, no external entity is ever loaded).
 */
function svgOf(data: Buffer): { ok: boolean; script?: string } {
  const head = data.subarray(0, 4096).toString('latin1');
  if (!/<svg[\s>]/i.test(head) && !/<svg[\s>]/i.test(data.toString('latin1'))) return { ok: false };
  try {
    const root = parseXml(decodeXml(data).text);
    if (lname(root) !== 'svg') return { ok: false };
    const script = svgScript(root);
    return script ? { ok: false, script } : { ok: true };
  } catch {
    return { ok: false };
  }
}

/** A supplementary file's type: sniffed, else a text type by extension, else application/octet-stream. */
function anyType(name: string, ft: FileTypeResult | undefined): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const byExt = TEXT_TYPES[ext];
  const mime = ft && !(CONTAINERS.has(ft.mime) && byExt) ? ft.mime : (byExt ?? 'application/octet-stream');
  return ACTIVE.has(mime) ? 'application/octet-stream' : mime;
}

/**
 * Types `data` by its content and checks it against `role`. `name` is the file as the sentence should name it (the
 * href or the package path).
 * @returns `{ mime }`, or `{ problem }`: a sentence such as "fig1.png claims to be an image but its content is plain
 *   text"
 */
export async function typeByContent(name: string, data: Buffer, role: ContentRole): Promise<Typed> {
  const ft = await fileTypeFromBuffer(data);
  if (role === 'pdf') {
    if (data.subarray(0, 1024).includes('%PDF-')) return { mime: 'application/pdf' };
    return { problem: `${name} claims to be a PDF but its content is ${describe(ft, data)}` };
  }
  if (role === 'image') {
    if (ft?.mime.startsWith('image/')) return { mime: ft.mime };
    // a vector figure named as one (LaTeX and Pandoc papers reference figure.pdf): a graphic, though not one to show
    if (ft && VECTOR.has(ft.mime) && /\.(pdf|eps|ps|ai)$/i.test(name)) return { mime: ft.mime };
    const svg = ft && ft.mime !== 'application/xml' ? { ok: false } : svgOf(data);
    if (svg.ok) return { mime: 'image/svg+xml' };
    if (svg.script) return { problem: `${name} is an SVG image with ${svg.script}; figures may not carry scripts` };
    return { problem: `${name} claims to be an image but its content is ${describe(ft, data)}` };
  }
  if (role === 'av') {
    if (ft && /^(video|audio)\//.test(ft.mime)) return { mime: ft.mime };
    if (ft?.mime === 'application/ogg') return { mime: ft.mime };
    return { problem: `${name} claims to be a video or audio file but its content is ${describe(ft, data)}` };
  }
  return { mime: anyType(name, ft) };
}

/**
 * The local name of an XML document's root element read from its first bytes (declaration, comments, processing
 * instructions and DOCTYPE skipped), or undefined when none is found there. `article` marks a JATS file.
 */
export function rootElementName(head: Buffer): string | undefined {
  const after = (s: string, token: string | RegExp): string => {
    const m = typeof token === 'string' ? { index: s.indexOf(token), 0: token } : token.exec(s);
    return !m || m.index < 0 ? '' : s.slice(m.index + m[0].length);
  };
  let s = head.toString('latin1').replace(/^(\uFEFF|\u00EF\u00BB\u00BF)/, '');
  for (;;) {
    s = s.trimStart();
    if (s.startsWith('<?')) s = after(s, '?>');
    else if (s.startsWith('<!--')) s = after(s, '-->');
    else if (/^<!DOCTYPE/i.test(s)) {
      const subset = s.indexOf('[');
      s = subset >= 0 && subset < s.indexOf('>') ? after(s, /\]\s*>/) : after(s, '>');
    } else break;
    if (!s) return undefined;
  }
  const m = /^<([A-Za-z_][\w.:-]*)/.exec(s);
  if (!m) return undefined;
  const q = m[1]!;
  return q.includes(':') ? q.slice(q.indexOf(':') + 1) : q;
}
