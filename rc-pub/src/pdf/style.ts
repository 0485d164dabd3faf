/**
 * The print stylesheet of a rendered article PDF (docs/product/content.md#article-pdf): A4 with the margins the
 * renderer sets, a serif body with CJK fallbacks installed on the server (WenQuanYi Micro Hei on Debian's
 * fonts-wqy-microhei, Noto CJK when present), figures kept whole on one page, tables with repeated header rows, and the
 * header and footer templates Chromium prints on every page (journal and short citation, DOI, "n / N").
 */
import { escAttr } from '../import/html.js';
import type { PdfLabels } from './labels.js';

/** Latin serif faces first, CJK after: a Chinese character falls through to the first CJK face installed. */
export const SERIF_STACK =
  '"Noto Serif", "DejaVu Serif", "Liberation Serif", "Times New Roman", "Noto Serif CJK SC", "Source Han Serif SC", ' +
  '"WenQuanYi Micro Hei", "Noto Sans CJK SC", serif';
/** The same for headings, labels and the running head. */
export const SANS_STACK =
  '"Noto Sans", "DejaVu Sans", "Liberation Sans", Arial, "Noto Sans CJK SC", "Source Han Sans SC", ' +
  '"WenQuanYi Micro Hei", sans-serif';

/** A CSS string literal of `text`. */
function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, ' ')}"`;
}

/** The document's stylesheet, with the placeholder words of `labels`. */
export function printStylesheet(labels: PdfLabels): string {
  return `
@page { size: A4; }
html { font-size: 10pt; }
body { margin: 0; font-family: ${SERIF_STACK}; line-height: 1.45; color: #111; text-align: justify;
  hyphens: auto; orphans: 3; widows: 3; overflow-wrap: break-word; }
h1, h2, h3, h4, h5, h6, .masthead, figcaption .label, .meta dt { font-family: ${SANS_STACK}; }
html:lang(zh) body { line-height: 1.65; }
h1 { font-size: 17pt; line-height: 1.25; text-align: left; margin: 6pt 0 4pt; }
h2 { font-size: 12pt; margin: 14pt 0 4pt; break-after: avoid; text-align: left; }
h3 { font-size: 10.5pt; margin: 10pt 0 3pt; break-after: avoid; text-align: left; }
h4, h5, h6 { font-size: 10pt; margin: 8pt 0 2pt; break-after: avoid; font-style: italic; }
p { margin: 0 0 5pt; }
a { color: #0b4f9c; text-decoration: none; }
sup, sub { line-height: 0; }
.masthead { display: flex; justify-content: space-between; gap: 12pt; font-size: 8.5pt; color: #333;
  border-bottom: 1.2pt solid #333; padding-bottom: 3pt; margin-bottom: 8pt; }
.masthead .journal { font-weight: bold; }
.kind { font-family: ${SANS_STACK}; font-size: 8.5pt; text-transform: uppercase; letter-spacing: 0.04em; color: #555; margin: 0; }
.subtitle { font-size: 12pt; margin: 0 0 4pt; text-align: left; }
.trans-title { font-size: 11pt; color: #333; margin: 0 0 4pt; text-align: left; }
.authors { font-size: 10.5pt; margin: 8pt 0 3pt; text-align: left; }
.authors .orcid { font-family: ${SANS_STACK}; font-size: 6.5pt; color: #3a7d00; vertical-align: super; }
.affiliations { list-style: none; padding: 0; margin: 0 0 6pt; font-size: 8.5pt; color: #333; text-align: left; }
.affiliations li { margin: 0 0 1pt; }
.meta { font-size: 8.5pt; color: #333; margin: 6pt 0; display: grid; grid-template-columns: max-content 1fr; column-gap: 8pt; row-gap: 1pt; text-align: left; }
.meta dt { font-weight: bold; }
.meta dd { margin: 0; }
.abstract { background: #f2f4f7; border-left: 2pt solid #5b6b7f; padding: 5pt 8pt; margin: 8pt 0;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }
.abstract h2 { margin-top: 0; }
.keywords { font-size: 9pt; margin-top: 4pt; }
.keywords strong { font-family: ${SANS_STACK}; }
.body { margin-top: 10pt; }
.body section > h2:first-child { border-top: 0.4pt solid #bbb; padding-top: 4pt; }
figure { margin: 8pt 0; break-inside: avoid; text-align: center; }
figure img { max-width: 100%; max-height: 205mm; object-fit: contain; }
figure.table-wrap { break-inside: auto; text-align: left; }
figcaption { font-size: 8.5pt; text-align: left; margin: 3pt 0; line-height: 1.35; break-after: avoid; }
figcaption .label { font-weight: bold; margin-right: 4pt; }
figcaption p { margin: 0 0 2pt; }
table { border-collapse: collapse; font-size: 8pt; line-height: 1.3; width: 100%; margin: 4pt 0; text-align: left; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border-top: 0.4pt solid #999; border-bottom: 0.4pt solid #999; padding: 2pt 4pt; vertical-align: top; }
th { font-weight: bold; }
.table-foot, .fn { font-size: 8pt; }
blockquote { margin: 6pt 16pt; font-style: italic; }
pre, code { font-family: "DejaVu Sans Mono", "Liberation Mono", monospace; font-size: 8pt; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f6f6; padding: 4pt; break-inside: avoid; }
math { font-family: "STIX Two Math", "Latin Modern Math", "DejaVu Math TeX Gyre", math; font-size: 1.05em; }
math[display="block"] { display: block; margin: 4pt 0; }
.disp-formula { display: flex; align-items: center; gap: 8pt; margin: 6pt 0; break-inside: avoid; }
.disp-formula > math { flex: 1 1 auto; }
.disp-formula > .label { flex: none; }
.boxed-text { border: 0.5pt solid #999; padding: 5pt 8pt; margin: 8pt 0; break-inside: avoid; }
.figure-missing { border: 0.5pt dashed #999; color: #666; font-size: 8.5pt; padding: 10pt; margin: 4pt 0; }
.figure-missing:empty::after { content: ${cssString(labels.imageMissing)}; }
video, audio, iframe, object, embed { display: none; }
figure.media::after { content: ${cssString(labels.mediaOnline)}; font-size: 8.5pt; color: #666; }
.references ol { list-style: none; padding: 0; margin: 0; font-size: 8.5pt; line-height: 1.35; text-align: left; }
.references li { display: flex; gap: 6pt; margin: 0 0 2.5pt; break-inside: avoid; }
.references .ref-label { flex: 0 0 2.2em; text-align: right; color: #333; }
.references .ref-text { flex: 1 1 auto; overflow-wrap: anywhere; }
`;
}

/** Chromium's running head: journal and short citation on the left, the DOI on the right, a rule below. */
export function headerTemplate(left: string, right: string): string {
  return (
    `<div style="width:100%;margin:0 18mm;padding-bottom:2pt;border-bottom:0.4pt solid #999;display:flex;` +
    `justify-content:space-between;gap:12pt;font-family:${escAttr(SANS_STACK)};font-size:7pt;color:#444;">` +
    `<span>${left}</span><span>${right}</span></div>`
  );
}

/** Chromium's footer: the page number of the page count ("3 / 12"), centred. */
export function footerTemplate(): string {
  return (
    `<div style="width:100%;margin:0 18mm;text-align:center;font-family:${escAttr(SANS_STACK)};font-size:7.5pt;` +
    `color:#444;"><span class="pageNumber"></span> / <span class="totalPages"></span></div>`
  );
}
