/**
 * The standalone print document of an article (docs/product/content.md#article-pdf), built from what the article
 * page shows: masthead (journal, short citation, DOI), title in the original language and the translated titles,
 * authors with affiliations, ORCID and the corresponding author, history dates, how to cite, licence, abstracts and
 * keywords per language, the full text as stored (sanitized HTML with its figures, tables and MathML), the figures and
 * tables when there is no full text, and the references. Pure: the same input gives the same document.
 */
import type { ArticleDetailWire, ArticleTextWire, ContributorWire } from '../contract/wire.js';
import { esc, escAttr, tag } from '../import/html.js';
import { labelLangOf, type PdfLabels, pdfLabels } from './labels.js';
import { footerTemplate, headerTemplate, printStylesheet } from './style.js';

/** What a rendered PDF shows of an article beyond its detail: journal, citation line, how to cite. */
export interface PdfDocumentInput {
  article: ArticleDetailWire;
  /** The journal's name in the article's language (else its other name). */
  journal: string;
  /** Where the article is in its journal, e.g. "2005, 2(8): e124"; '' when nothing is known. */
  placement: string;
  /** 'How to cite' (GB/T 7714) in the original language and from the English fields ('' when none); null = none. */
  citation: { quote: string; transQuote: string } | null;
}

/** The document Chromium prints, with its running head and footer. */
export interface PdfDocument {
  html: string;
  headerTemplate: string;
  footerTemplate: string;
}

/** `https://doi.org/…` of a DOI. */
function doiUrl(doi: string): string {
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
}

/** A link to `href` when it is http(s), else the text alone. */
function link(href: string | null, text: string): string {
  return href && /^https?:\/\//i.test(href) ? tag('a', { href }, esc(text)) : esc(text);
}

/**
 * Stored HTML made ready for print: images load at once (no lazy loading), and links to portal pages (relative
 * paths, which mean nothing inside a PDF) keep their text without the link. In-document anchors (#…) stay links.
 */
export function printableHtml(html: string): string {
  return html.replace(/\sloading="lazy"/g, '').replace(/<a\b([^>]*?)\shref="\/(?!\/)[^"]*"([^>]*)>/g, '<a$1$2>');
}

/** The text whose body the PDF prints: the original's when it has one, else the first with a body. */
function bodyText(texts: readonly ArticleTextWire[]): ArticleTextWire | undefined {
  return texts.find((t) => t.isOriginal && t.bodyHtml) ?? texts.find((t) => t.bodyHtml);
}

/** Affiliation id → the label printed beside authors (its own label, else its position from 1). */
function affiliationLabels(article: ArticleDetailWire): Map<string, string> {
  return new Map(article.affiliations.map((a, i) => [a.id, a.label?.trim() || String(i + 1)]));
}

function authorLine(c: ContributorWire, labels: Map<string, string>, many: boolean): string {
  const marks = many ? c.affiliationIds.map((id) => labels.get(id)).filter((l): l is string => Boolean(l)) : [];
  const sup =
    marks.length || c.corresponding ? tag('sup', {}, esc(marks.join(',')) + (c.corresponding ? '*' : '')) : '';
  const orcid = c.orcid ? ` ${tag('a', { class: 'orcid', href: c.orcid }, 'iD')}` : '';
  return `<span class="author">${esc(c.name)}${sup}${orcid}</span>`;
}

function front(input: PdfDocumentInput, l: PdfLabels): string {
  const a = input.article;
  const original = a.texts.find((t) => t.isOriginal) ?? a.texts[0];
  const others = a.texts.filter((t) => t !== original);
  const kind = (a.originalLanguage === 'zh' ? a.columnZh : a.columnEn) ?? a.columnEn ?? a.columnZh;
  const doi = a.doi ? `DOI: ${link(doiUrl(a.doi), a.doi)}` : '';
  let out = tag(
    'header',
    { class: 'masthead' },
    tag('span', { class: 'journal' }, esc(input.journal)) +
      tag('span', {}, esc(input.placement)) +
      tag('span', {}, doi),
  );
  if (kind) out += tag('p', { class: 'kind' }, esc(kind));
  if (original) {
    out += tag('h1', { lang: original.lang }, esc(original.title));
    if (original.subtitle) out += tag('p', { class: 'subtitle', lang: original.lang }, esc(original.subtitle));
  }
  for (const t of others) out += tag('p', { class: 'trans-title', lang: t.lang }, esc(t.title));
  const authors = a.contributors.filter((c) => c.role === 'author');
  const labels = affiliationLabels(a);
  const many = a.affiliations.length > 0;
  if (authors.length) out += tag('p', { class: 'authors' }, authors.map((c) => authorLine(c, labels, many)).join(', '));
  if (a.affiliations.length)
    out += tag(
      'ol',
      { class: 'affiliations' },
      a.affiliations
        .map((x) => tag('li', {}, `${tag('sup', {}, esc(labels.get(x.id) ?? ''))} ${esc(x.text)}`))
        .join(''),
    );
  return out + meta(input, l, authors);
}

function meta(input: PdfDocumentInput, l: PdfLabels, authors: ContributorWire[]): string {
  const a = input.article;
  const rows: [string, string][] = [];
  const corresponding = authors.filter((c) => c.corresponding);
  if (corresponding.length)
    rows.push([
      `* ${l.correspondence}`,
      corresponding.map((c) => esc(c.name) + (c.email ? ` (${link(`mailto:${c.email}`, c.email)})` : '')).join('; '),
    ]);
  const orcids = authors.filter((c) => c.orcid);
  if (orcids.length)
    rows.push(['ORCID', orcids.map((c) => `${esc(c.name)} ${link(c.orcid, c.orcid ?? '')}`).join('; ')]);
  if (a.receivedDate) rows.push([l.received, esc(a.receivedDate)]);
  if (a.acceptedDate) rows.push([l.accepted, esc(a.acceptedDate)]);
  if (a.publishedDate) rows.push([l.published, esc(a.publishedDate)]);
  if (input.citation?.quote) {
    const trans = input.citation.transQuote ? `<br>${esc(input.citation.transQuote)}` : '';
    rows.push([l.citeAs, esc(input.citation.quote) + trans]);
  }
  if (a.licenseText || a.licenseUrl) {
    const text = a.licenseText ? esc(a.licenseText) : '';
    const url = a.licenseUrl ? ` ${link(a.licenseUrl, a.licenseUrl)}` : '';
    rows.push([l.licence, text + url]);
  }
  if (!rows.length) return '';
  return tag('dl', { class: 'meta' }, rows.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${v}</dd>`).join(''));
}

function abstracts(a: ArticleDetailWire, l: PdfLabels): string {
  const withAbstract = a.texts.filter((t) => t.abstractHtml || t.keywords.length);
  const several = withAbstract.length > 1;
  return withAbstract
    .map((t) => {
      const heading = several ? `${l.abstract} (${l.language(t.lang)})` : l.abstract;
      const keywords = t.keywords.length
        ? tag(
            'p',
            { class: 'keywords' },
            `${tag('strong', {}, esc(l.keywords))}: ${esc(t.keywords.join(l.keywordSeparator))}`,
          )
        : '';
      const abstract = t.abstractHtml ? tag('h2', {}, esc(heading)) + printableHtml(t.abstractHtml) : '';
      return tag('section', { class: 'abstract', lang: t.lang }, abstract + keywords);
    })
    .join('');
}

/** Figures and tables printed on their own when no text has a body (as the article page lists them). */
function resourcesAlone(a: ArticleDetailWire, l: PdfLabels): string {
  const items = a.resources
    .filter((r) => r.kind === 'figure' || r.kind === 'table')
    .map((r) => {
      const caption = tag(
        'figcaption',
        {},
        (r.label ? tag('span', { class: 'label' }, esc(r.label)) : '') + printableHtml(r.captionHtml ?? ''),
      );
      if (r.kind === 'table') return tag('figure', { class: 'table-wrap' }, caption + printableHtml(r.tableHtml ?? ''));
      const image = r.fileUrl
        ? tag('img', { src: r.fileUrl, alt: r.label ?? '' })
        : tag('div', { class: 'figure-missing', role: 'img', 'aria-label': r.label ?? '' });
      return tag('figure', { class: 'fig' }, image + caption);
    });
  return items.length
    ? tag('section', { class: 'figures' }, tag('h2', {}, esc(l.figuresAndTables)) + items.join(''))
    : '';
}

function references(a: ArticleDetailWire, l: PdfLabels): string {
  if (!a.references.length) return '';
  const items = a.references.map((r, i) => {
    const doi = r.doi && !r.text.includes(r.doi) ? ` ${link(doiUrl(r.doi), `https://doi.org/${r.doi}`)}` : '';
    return tag(
      'li',
      { id: r.id },
      tag('span', { class: 'ref-label' }, esc(r.label?.trim() || `${i + 1}.`)) +
        tag('span', { class: 'ref-text' }, esc(r.text) + doi),
    );
  });
  return tag('section', { class: 'references' }, tag('h2', {}, esc(l.references)) + tag('ol', {}, items.join('')));
}

/** The running head's left part: journal and placement, e.g. "PLoS Medicine · 2005, 2(8): e124". */
function headLeft(input: PdfDocumentInput): string {
  return esc([input.journal, input.placement].filter(Boolean).join(' · '));
}

/**
 * The print document of `input`: the HTML with its stylesheet and Chromium's header (journal, placement, DOI) and
 * footer (page numbers) templates. Words around the text are Chinese for an article written in Chinese, else English.
 */
export function buildPdfDocument(input: PdfDocumentInput): PdfDocument {
  const a = input.article;
  const l = pdfLabels(labelLangOf(a.originalLanguage));
  const title = (a.texts.find((t) => t.isOriginal) ?? a.texts[0])?.title ?? a.doi ?? String(a.id);
  const body = bodyText(a.texts);
  const main = body
    ? tag('main', { class: 'body', lang: body.lang }, printableHtml(body.bodyHtml ?? ''))
    : resourcesAlone(a, l);
  const html =
    `<!doctype html><html lang="${escAttr(a.originalLanguage)}"><head><meta charset="utf-8">` +
    `<title>${esc(title)}</title><style>${printStylesheet(l)}</style></head><body>` +
    front(input, l) +
    abstracts(a, l) +
    main +
    references(a, l) +
    '</body></html>';
  return {
    html,
    headerTemplate: headerTemplate(headLeft(input), a.doi ? esc(`DOI: ${a.doi}`) : ''),
    footerTemplate: footerTemplate(),
  };
}
