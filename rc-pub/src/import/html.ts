/**
 * HTML output helpers for the JATS import: escaping, an element builder that always writes explicit end tags (so
 * MathML survives an HTML parser), and the sanitize-html policy applied to every stored HTML fragment
 * (article_texts.abstract_html/body_html, article_resources.caption_html/table_html).
 */
import sanitizeHtml from 'sanitize-html';

/** Escapes text content. */
export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Escapes an attribute value (for double quotes). */
export function escAttr(s: string): string {
  return esc(s).replace(/"/g, '&quot;');
}

const VOID = new Set(['br', 'hr', 'img', 'col']);

/** Builds `<name attrs>inner</name>`; undefined/empty attributes are omitted; void elements get no end tag. */
export function tag(name: string, attrs: Record<string, string | number | undefined | null>, inner = ''): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === '') continue;
    a += ` ${k}="${escAttr(String(v))}"`;
  }
  return VOID.has(name) ? `<${name}${a}>` : `<${name}${a}>${inner}</${name}>`;
}

/** MathML presentation elements allowed in stored HTML (MathML Core plus common MathML 3 elements). */
export const MATHML_TAGS = [
  'math',
  'mi',
  'mo',
  'mn',
  'ms',
  'mtext',
  'mspace',
  'mrow',
  'mfrac',
  'msqrt',
  'mroot',
  'mstyle',
  'merror',
  'mpadded',
  'mphantom',
  'mfenced',
  'menclose',
  'msub',
  'msup',
  'msubsup',
  'munder',
  'mover',
  'munderover',
  'mmultiscripts',
  'mprescripts',
  'none',
  'mtable',
  'mtr',
  'mtd',
  'mlabeledtr',
  'maligngroup',
  'malignmark',
  'semantics',
  'annotation',
  'mglyph',
  'maction',
];
const MATHML_ATTRS = [
  'display',
  'mathvariant',
  'mathsize',
  'mathcolor',
  'mathbackground',
  'displaystyle',
  'scriptlevel',
  'fence',
  'separator',
  'stretchy',
  'symmetric',
  'largeop',
  'movablelimits',
  'accent',
  'accentunder',
  'lspace',
  'rspace',
  'minsize',
  'maxsize',
  'form',
  'linethickness',
  'numalign',
  'denomalign',
  'bevelled',
  'open',
  'close',
  'separators',
  'notation',
  'width',
  'height',
  'depth',
  'columnalign',
  'rowalign',
  'columnspan',
  'rowspan',
  'columnlines',
  'rowlines',
  'columnspacing',
  'rowspacing',
  'frame',
  'framespacing',
  'equalrows',
  'equalcolumns',
  'side',
  'encoding',
  'voffset',
  'align',
  'id',
  'class',
];

const HTML_TAGS = [
  'section',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'div',
  'span',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'blockquote',
  'aside',
  'pre',
  'code',
  'i',
  'b',
  'em',
  'strong',
  'sup',
  'sub',
  'u',
  's',
  'small',
  'a',
  'br',
  'hr',
  'figure',
  'figcaption',
  'img',
  'picture',
  'source',
  'table',
  'caption',
  'colgroup',
  'col',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'video',
  'audio',
  'footer',
  'abbr',
];

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_TAGS, ...MATHML_TAGS],
  allowedAttributes: {
    '*': ['id', 'class', 'lang', 'title', 'role', 'aria-label', 'data-*'],
    a: ['href', 'target', 'rel', 'download'],
    div: ['tabindex'],
    table: ['tabindex'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'loading', 'decoding'],
    source: ['type', 'srcset', 'sizes'],
    ol: ['type', 'start'],
    th: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    td: ['colspan', 'rowspan', 'align', 'valign', 'scope'],
    col: ['span', 'width', 'align'],
    colgroup: ['span', 'width', 'align'],
    video: ['src', 'controls', 'preload'],
    audio: ['src', 'controls', 'preload'],
    ...Object.fromEntries(MATHML_TAGS.map((t) => [t, MATHML_ATTRS])),
  },
  allowedSchemes: ['http', 'https', 'mailto', 'ftp'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source'],
  parser: { lowerCaseAttributeNames: false },
};

/**
 * Sanitizes an HTML fragment produced by the import (allow-list of article HTML and MathML; links limited to
 * http(s)/mailto/ftp; no script, style or event handlers).
 */
export function sanitize(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Plain text of an HTML fragment (tags dropped, entities decoded, whitespace collapsed). */
export function htmlText(html: string): string {
  return sanitizeHtml(
    html.replace(/<\/(?:p|h[1-6]|li|div|section|figcaption|td|th|tr|dt|dd|caption)>|<br\s*\/?>/g, '$& '),
    { allowedTags: [], allowedAttributes: {} },
  )
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
