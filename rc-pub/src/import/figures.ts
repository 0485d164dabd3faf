/**
 * Floats and objects of a JATS body → HTML, each fig / table-wrap / media also recorded as a resource draft
 * (one resource row per fig, table-wrap and media: docs/product/content.md#figures-tables-and-media). Graphics shipped beside the
 * XML are shown as a `<picture>` of their web renditions (docs/product/content.md#figure-images), a PDF figure as one of
 * its drawn first page; a figure whose image is not in the package says so in a sentence with a link to it at the
 * publisher, never an empty box.
 */
import { esc, escAttr, htmlText, sanitize, tag } from './html.js';
import { mimeFromHref } from './files.js';
import { normDoi } from './references.js';
import {
  fileUrl,
  idOf,
  type ChildRenderer,
  type RenderCtx,
  type ResourceDraft,
  type ResourceKind,
  type StoredFileRef,
} from './render-types.js';
import { figureSizes, pictureSources } from '../images/srcset.js';
import { fileDownloadUrl } from '../contract/article-files.js';
import { attr, descendants, ELEMENT_NODE, kid, kids, lname, textOr, type XElement } from './xml.js';

/** The DOI of a fig, table-wrap or media from its `object-id pub-id-type="doi"`, without resolver prefix. */
function objectDoi(el: XElement): string | undefined {
  for (const o of kids(el, 'object-id')) {
    if ((o.getAttribute('pub-id-type') ?? '').toLowerCase() !== 'doi') continue;
    const doi = normDoi(o.textContent ?? '');
    if (/^10\.\d{4,}\/\S+$/.test(doi)) return doi;
  }
  return undefined;
}

/** https://doi.org/ link of `doi` (each path segment percent-encoded). */
function doiUrl(doi: string): string {
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
}

/** Records a resource in document order; the caller fills in the rest after rendering. */
function addResource(ctx: RenderCtx, kind: ResourceKind, el: XElement): ResourceDraft {
  const r: ResourceDraft = { kind, lang: ctx.lang };
  const id = el.getAttribute('id');
  if (id) r.jatsId = id;
  const doi = objectDoi(el);
  if (doi) r.doi = doi;
  ctx.resources.push(r);
  return r;
}

function captionParts(
  el: XElement,
  _ctx: RenderCtx,
  depth: number,
  kidsHtml: ChildRenderer,
): { html: string; text: string; label?: string } {
  const label = textOr(kid(el, 'label'));
  const caption = kid(el, 'caption');
  let html = '';
  if (caption) {
    const title = kid(caption, 'title');
    if (title) html += tag('p', { class: 'caption-title' }, tag('strong', {}, kidsHtml(title, depth)));
    html += kidsHtml(caption, depth, ['title']);
  }
  const out: { html: string; text: string; label?: string } = { html, text: htmlText(html) };
  if (label) out.label = label;
  return out;
}

function figcaption(label: string | undefined, captionHtml: string): string {
  if (!label && !captionHtml.trim()) return '';
  return tag('figcaption', {}, (label ? `${tag('span', { class: 'label' }, esc(label))} ` : '') + captionHtml);
}

/** `<name attrs>` of a void element (`source`), attributes as in {@link tag}. */
function voidTag(name: string, attrs: Record<string, string | number | undefined>): string {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== '') a += ` ${k}="${escAttr(String(v))}"`;
  return `<${name}${a}>`;
}

/**
 * A stored image as `<picture>`: a WebP `<source>` and a JPEG `<img>` of its web renditions with `sizes`, the
 * original's width and height (no layout shift), lazy loading and the original's `data-file-id` (the figure viewer
 * and downloads find the original by it). Null when the image has no renditions.
 */
export function pictureHtml(f: StoredFileRef, alt: string, block: boolean): string | null {
  const sources = f.renditions ? pictureSources(f.renditions, fileUrl) : null;
  if (!sources || !f.width || !f.height) return null;
  const sizes = block ? figureSizes(f.width) : `${f.width}px`;
  const webp = sources.webpSrcset ? voidTag('source', { type: 'image/webp', srcset: sources.webpSrcset, sizes }) : '';
  const img = tag('img', {
    src: sources.src,
    srcset: sources.srcset,
    sizes,
    width: f.width,
    height: f.height,
    alt,
    loading: 'lazy',
    decoding: 'async',
    'data-file-id': f.fileId,
  });
  return tag('picture', {}, webp + img);
}

/** What a figure without its image says about itself: its label and where the publisher shows it. */
export interface MissingImage {
  label?: string | undefined;
  /** The figure's DOI link, else the article's; undefined when neither is known. */
  publisherUrl?: string | undefined;
}

/**
 * The sentence a figure shows instead of an image it does not have (`p.figure-unavailable`, in the article text's
 * language, with a link to the figure at the publisher when known). `data-label`, `data-publisher-url`, `data-href`
 * and `data-reason` (missing: not in the package; unreadable: shipped but not an image the portal can show) let the
 * page restyle or re-word it.
 */
export function unavailableHtml(
  ctx: RenderCtx,
  info: MissingImage,
  href: string | undefined,
  reason: 'missing' | 'unreadable',
  fileId?: number,
): string {
  const zh = ctx.lang.startsWith('zh');
  const label = info.label;
  let sentence: string;
  if (zh) {
    const what = label ? `${label}的图片` : '此图片';
    sentence = reason === 'missing' ? `本站未收录${what}。` : `${what}无法在此显示。`;
  } else {
    const what = label ? `The image of ${label}` : 'This image';
    sentence = reason === 'missing' ? `${what} is not included here.` : `${what} cannot be shown here.`;
  }
  const link = info.publisherUrl
    ? ` ${tag(
        'a',
        { href: info.publisherUrl, target: '_blank', rel: 'noopener' },
        esc(zh ? '到出版方网站查看' : 'View it at the publisher'),
      )}`
    : '';
  return tag(
    'p',
    {
      class: 'figure-unavailable',
      'data-label': label,
      'data-publisher-url': info.publisherUrl,
      'data-href': href,
      'data-reason': reason,
      'data-file-id': fileId,
    },
    esc(sentence) + link,
  );
}

/** Where the publisher shows a resource: its own DOI, else the article's DOI. */
function publisherUrl(ctx: RenderCtx, r?: ResourceDraft): string | undefined {
  const doi = r?.doi ?? ctx.articleDoi;
  return doi ? doiUrl(normDoi(doi)) : undefined;
}

/**
 * A graphic: a `<picture>` of its web renditions when the file was shipped and renditions were made (of an image, or of
 * the first page of a PDF figure: `data-file-id` is then the PDF's, offered as the original); otherwise, for a
 * block graphic, the {@link unavailableHtml} sentence (`missing` says its label and publisher link; by default the
 * article's), and for an inline one a small placeholder (`span.figure-missing`, role img, aria-label, data-href).
 */
export function renderGraphic(
  g: XElement,
  ctx: RenderCtx,
  alt: string,
  block: boolean,
  missing: MissingImage = { publisherUrl: publisherUrl(ctx) },
): string {
  const href = attr(g, 'xlink:href');
  const f = href ? ctx.files.get(href) : undefined;
  // An image, or a PDF figure whose first page was drawn: both have renditions (else pictureHtml gives null)
  const picture = f ? pictureHtml(f, alt, block) : null;
  if (picture) return picture;
  if (!block) return tag('span', { class: 'figure-missing', role: 'img', 'aria-label': alt, 'data-href': href }, '');
  return unavailableHtml(ctx, missing, href, f ? 'unreadable' : 'missing', f?.fileId);
}

/** fig → `<figure id class="fig">` with image(s), other content and `<figcaption>` (label + caption). */
export function renderFig(el: XElement, ctx: RenderCtx, depth: number, kidsHtml: ChildRenderer): string {
  const r = addResource(ctx, 'figure', el);
  const id = idOf(el, ctx, 'fig');
  r.jatsId = id; // The id the page renders, also when the JATS gives none (JOSE figures)
  const cap = captionParts(el, ctx, depth, kidsHtml);
  const alt = textOr(kid(el, 'alt-text')) ?? cap.label ?? (cap.text.slice(0, 120) || 'Figure');
  const graphics = descendants(el, ['graphic'], ['caption', 'fig']);
  const missing: MissingImage = { label: cap.label, publisherUrl: publisherUrl(ctx, r) };
  let media = '';
  for (const g of graphics) media += renderGraphic(g, ctx, alt, true, missing);
  const rest = kidsHtml(el, depth, [
    'label',
    'caption',
    'graphic',
    'alternatives',
    'alt-text',
    'long-desc',
    'object-id',
    'permissions',
  ]);
  const first = graphics[0];
  const href = first ? attr(first, 'xlink:href') : undefined;
  const stored = href ? ctx.files.get(href) : undefined;
  if (cap.label) r.label = cap.label;
  if (cap.html) r.captionHtml = sanitize(cap.html);
  if (cap.text) r.captionText = cap.text;
  if (href) r.href = href;
  const mime = stored?.mime ?? (href ? mimeFromHref(href) : undefined);
  if (mime) r.mime = mime;
  if (stored) r.fileId = stored.fileId;
  return tag('figure', { id, class: 'fig' }, media + rest + figcaption(cap.label, cap.html));
}

/** Table cell attributes kept from the XHTML-like JATS table model. */
const CELL_ATTRS = ['colspan', 'rowspan', 'align', 'valign', 'scope'];
const TABLE_PARTS = new Set(['colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td']);

/** table → a real HTML `<table>` (thead/tbody/tfoot/tr/th/td with colspan/rowspan; cell content rendered). */
export function renderTable(el: XElement, _ctx: RenderCtx, depth: number, kidsHtml: ChildRenderer): string {
  const part = (e: XElement): string => {
    let inner = '';
    const cs = e.childNodes;
    for (let i = 0; i < cs.length; i++) {
      const c = cs[i]!;
      if (c.nodeType !== ELEMENT_NODE) continue;
      const n = lname(c);
      if (!TABLE_PARTS.has(n)) continue;
      const ce = c as XElement;
      const attrs: Record<string, string | undefined> = {};
      for (const a of n === 'col' || n === 'colgroup' ? ['span', 'width', 'align'] : CELL_ATTRS)
        attrs[a] = ce.getAttribute(a) ?? undefined;
      inner += n === 'th' || n === 'td' ? tag(n, attrs, kidsHtml(ce, depth)) : tag(n, attrs, part(ce));
    }
    return inner;
  };
  // tables scroll sideways when wider than the column (bodyStyles), so they take keyboard focus (WCAG 2.1.1; axe
  // scrollable-region-focusable at 390 px)
  return tag('table', { id: el.getAttribute('id') ?? undefined, tabindex: 0 }, part(el));
}

/** table-wrap → `<figure class="table-wrap" id>`: caption, the table(s) (or its graphic), footnotes. */
export function renderTableWrap(el: XElement, ctx: RenderCtx, depth: number, kidsHtml: ChildRenderer): string {
  const r = addResource(ctx, 'table', el);
  const id = idOf(el, ctx, 'table');
  r.jatsId = id; // The id the page renders, also when the JATS gives none (JOSE figures)
  const cap = captionParts(el, ctx, depth, kidsHtml);
  let tables = '';
  let graphicHref: string | undefined;
  const sources = [...kids(el, 'table', 'graphic', 'alternatives', 'array')];
  for (const s of sources) {
    const pick = lname(s) === 'alternatives' ? (kid(s, 'table') ?? kid(s, 'graphic')) : s;
    if (!pick) continue;
    if (lname(pick) === 'graphic') {
      graphicHref ??= attr(pick, 'xlink:href');
      const missing: MissingImage = { label: cap.label, publisherUrl: publisherUrl(ctx, r) };
      tables += renderGraphic(pick, ctx, cap.label ?? 'Table', true, missing);
    } else if (lname(pick) === 'array') {
      const t = kid(pick, 'table', 'tbody');
      tables += t ? renderTable(t, ctx, depth, kidsHtml) : kidsHtml(pick, depth);
    } else tables += renderTable(pick, ctx, depth, kidsHtml);
  }
  const foot = kids(el, 'table-wrap-foot')
    .map((f) => tag('div', { class: 'table-foot' }, kidsHtml(f, depth)))
    .join('');
  if (cap.label) r.label = cap.label;
  if (cap.html) r.captionHtml = sanitize(cap.html);
  if (cap.text) r.captionText = cap.text;
  const tableOnly = kids(el, 'table', 'alternatives', 'array').length > 0 && /<table/.test(tables);
  // A table shown as a table needs no sentence about a graphic of it that was not shipped
  if (tableOnly) tables = tables.replace(/<p class="figure-unavailable"[\s\S]*?<\/p>/g, '');
  if (tableOnly) r.tableHtml = sanitize(tables + foot);
  if (graphicHref) {
    r.href = graphicHref;
    const stored = ctx.files.get(graphicHref);
    r.mime = stored?.mime ?? mimeFromHref(graphicHref) ?? undefined;
    if (stored) r.fileId = stored.fileId;
    if (!r.mime) delete r.mime;
  }
  return tag('figure', { id, class: 'table-wrap' }, figcaption(cap.label, cap.html) + tables + foot);
}

/** The kind of a media element from its mimetype (`video`, `video/mp4`, `audio` ...). */
function mediaKind(el: XElement): { kind: ResourceKind; mime?: string } {
  const type = (el.getAttribute('mimetype') ?? '').toLowerCase();
  const sub = (el.getAttribute('mime-subtype') ?? '').toLowerCase();
  const major = type.split('/')[0] ?? '';
  const mime = type.includes('/') ? type : type && sub ? `${type}/${sub}` : undefined;
  const kind: ResourceKind = major === 'video' ? 'video' : major === 'audio' ? 'audio' : 'other';
  return mime ? { kind, mime } : { kind };
}

/**
 * media → `<figure class="media" id>` with `<video>`/`<audio controls>` when the mimetype says so and the file was
 * shipped, else a placeholder keeping the href; caption in `<figcaption>`. Inside supplementary-material only the
 * resource is recorded (the supplementary line is the visible part).
 */
export function renderMedia(el: XElement, ctx: RenderCtx, depth: number, kidsHtml: ChildRenderer): string {
  const r = addResource(ctx, mediaKind(el).kind, el);
  const { kind, mime } = mediaKind(el);
  const href = attr(el, 'xlink:href');
  const stored = href ? ctx.files.get(href) : undefined;
  const cap = captionParts(el, ctx, depth, kidsHtml);
  if (cap.label) r.label = cap.label;
  if (cap.html) r.captionHtml = sanitize(cap.html);
  if (cap.text) r.captionText = cap.text;
  if (href) r.href = href;
  const m = stored?.mime ?? mime ?? (href ? mimeFromHref(href) : undefined);
  if (m) r.mime = m;
  if (stored) r.fileId = stored.fileId;
  const inSupplement = lname(el.parentNode ?? el) === 'supplementary-material';
  if (inSupplement) {
    // The supplementary line is what the page shows, so its id is where the resource's anchor goes
    const supplementId = (el.parentNode as XElement).getAttribute('id');
    if (supplementId) r.jatsId = supplementId;
    else delete r.jatsId;
    return '';
  }
  const id = idOf(el, ctx, 'media');
  r.jatsId = id; // The id the page renders, also when the JATS gives none (JOSE figures)
  const alt = cap.label ?? (kind === 'audio' ? 'Audio' : kind === 'video' ? 'Video' : 'Media');
  let player: string;
  if ((kind === 'video' || kind === 'audio') && stored)
    player = tag(kind, { src: fileUrl(stored.fileId), controls: 'controls', preload: 'metadata' });
  else
    player = tag(
      'div',
      { class: 'media-missing', role: 'img', 'aria-label': alt, 'data-href': href, 'data-kind': kind },
      '',
    );
  const rest = kidsHtml(el, depth, ['label', 'caption', 'alt-text', 'long-desc', 'object-id', 'permissions']);
  return tag('figure', { id, class: 'media' }, player + rest + figcaption(cap.label, cap.html));
}

/** supplementary-material → a line with label, caption and a link (http(s) hrefs) or the file name as written. */
export function renderSupplementary(el: XElement, ctx: RenderCtx, depth: number, kidsHtml: ChildRenderer): string {
  const cap = captionParts(el, ctx, depth, kidsHtml);
  const media = kids(el, 'media');
  const href = attr(el, 'xlink:href') ?? (media[0] ? attr(media[0], 'xlink:href') : undefined);
  const mediaHtml = media.map((m) => renderMedia(m, ctx, depth, kidsHtml)).join('');
  // A supplement naming its own file (no nested <media>) is a resource of its own: 'other', with the stored file
  const stored = !media.length && href ? ctx.files.get(href) : undefined;
  if (!media.length && href) {
    const r = addResource(ctx, 'other', el);
    if (cap.label) r.label = cap.label;
    if (cap.html) r.captionHtml = sanitize(cap.html);
    if (cap.text) r.captionText = cap.text;
    r.href = href;
    const m = stored?.mime ?? mediaKind(el).mime ?? mimeFromHref(href);
    if (m) r.mime = m;
    if (stored) r.fileId = stored.fileId;
  }
  let link = '';
  if (stored)
    link = tag('a', { href: fileDownloadUrl(stored.fileId), download: '' }, esc((href ?? '').replace(/^.*[/:]/, '')));
  else if (href && /^https?:\/\//i.test(href)) link = tag('a', { href, target: '_blank', rel: 'noopener' }, esc(href));
  else if (href)
    link = tag('span', { class: 'supplementary-href', 'data-href': href }, esc(href.replace(/^.*[/:]/, '')));
  const rest = kidsHtml(el, depth, ['label', 'caption', 'media', 'object-id', 'permissions', 'alt-text']);
  return tag(
    'div',
    { class: 'supplementary-material', id: el.getAttribute('id') ?? undefined },
    (cap.label ? `${tag('strong', { class: 'label' }, esc(cap.label))} ` : '') +
      cap.html +
      rest +
      mediaHtml +
      (link ? tag('p', { class: 'supplementary-link' }, link) : ''),
  );
}

/** Plain text of a rendered fragment (for captions stored as text). */
export const plain = htmlText;
