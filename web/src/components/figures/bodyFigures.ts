/**
 * The figures of an article body as the page shows them (docs/product/content.md#article-page), made from rc-pub's
 * sanitized body HTML (rc-pub/src/import/figures.ts) after the resource anchors (pages/content/article/resourceAnchors.ts):
 * - each image of a figure or table (`figure.fig`, `figure.table-wrap`) becomes a button that opens the figure viewer:
 *   `role="button" tabindex="0"` and the name "Open Figure 1 in the viewer" (the page handles click, Enter and Space
 *   on the body container, ./FigureViewerHost.tsx); an image without `width`/`height` (bodies imported before web
 *   sizes were made) gets the stored image's, so the lazy image keeps its place before it loads;
 * - a figure whose image is not here (`p.figure-unavailable` with `data-label`, `data-publisher-url`, `data-reason`
 *   and a link, written in the article's language, or the empty `.figure-missing` placeholder of bodies imported
 *   before) becomes a note in the page language, "The image of Figure 1 is not included here — view it at the
 *   publisher", linking to the figure at its publisher (the element's link, else the resource's `publisherUrl`),
 *   never an empty grey box; an inline graphic that is not here says "[image not included]".
 * Pure and string-based, so the server and the browser render the same markup.
 */

/** A resource as this module needs it (schema/article.graphql ArticleResource). */
export interface BodyFigureResource {
  id: number;
  jatsId?: string | null;
  label?: string | null;
  publisherUrl?: string | null;
  image?: { width: number; height: number } | null;
}

/** The texts of the page language; `label` and `link` come in as HTML. */
export interface BodyFigureTexts {
  /** The accessible name of a figure image (plain text): "Open Figure 1 in the viewer". */
  open(label: string): string;
  /** The label of a missing image outside any figure ("this figure"). */
  unnamed: string;
  /** The label of a figure (or `table`) without one, by its place among the body's figures or tables: "Figure 3". */
  numbered(table: boolean, n: number): string;
  /**
   * The note: "The image of Figure 1 is not included here — {link}" (`unreadable`: the file is here but cannot be
   * shown), ending with a full stop when there is no link.
   */
  unavailable(label: string, link: string | null, unreadable: boolean): string;
  /** The link's text: "view it at the publisher". */
  atPublisher: string;
  /** An inline graphic that is not here: "[image not included]". */
  inlineUnavailable: string;
}

/** The class of the note that replaces a missing figure image (styled in components/content/bodyStyles.ts). */
export const FIGURE_NOTE_CLASS = 'figure-note';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** Text of an HTML fragment: tags dropped, the entities rc-pub writes decoded, whitespace collapsed. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, e: string) => ENTITIES[e]!)
    .replace(/\s+/g, ' ')
    .trim();
/** The value of attribute `name` of a start tag (double-quoted, as rc-pub writes them), decoded; '' when absent. */
const attrOf = (tag: string, name: string) => text(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '');

/**
 * The note of a figure whose image is not here, as HTML: `label` (plain text; empty: "this figure") and `url`, the
 * figure at its publisher (only an http(s) URL becomes a link).
 */
export function figureNoteHtml(
  texts: BodyFigureTexts,
  label: string | null | undefined,
  url: string | null | undefined,
  unreadable = false,
): string {
  const link =
    url && /^https?:\/\/[^\s"<>]+$/i.test(url) ? `<a href="${esc(url)}">${esc(texts.atPublisher)}</a>` : null;
  return `<p class="${FIGURE_NOTE_CLASS}">${texts.unavailable(esc(label || texts.unnamed), link, unreadable)}</p>`;
}

const MISSING =
  /<p\b[^>]*\sclass="figure-unavailable"[^>]*>[\s\S]*?<\/p>|<(div|span)\b[^>]*\sclass="figure-missing"[^>]*><\/\1>/g;

/** The missing-image elements of `html` as notes; `label` and `resource` are the enclosing figure's, if any. */
function withNotes(html: string, texts: BodyFigureTexts, label?: string, resource?: BodyFigureResource): string {
  return html.replace(MISSING, (el, tag?: string) => {
    if (tag === 'span') return `<span class="figure-note-inline">${esc(texts.inlineUnavailable)}</span>`;
    const start = el.slice(0, el.indexOf('>'));
    const url =
      attrOf(start, 'data-publisher-url') ||
      text(/<a\b[^>]*\shref="([^"]*)"/.exec(el)?.[1] ?? '') ||
      resource?.publisherUrl;
    const name = attrOf(start, 'data-label') || label || resource?.label;
    return figureNoteHtml(texts, name, url, attrOf(start, 'data-reason') === 'unreadable');
  });
}

const FIGURE = /(<figure\b[^>]*\sclass="(fig|table-wrap)"[^>]*>)([\s\S]*?)(?=<\/figure>)/g;

/**
 * `html` (a body with resource anchors) with its figures' images as viewer buttons and its missing images as notes
 * (see the module comment). `resources`: the article's resources, matched to a figure by its anchor
 * `resource-{id}` (added to every figure whose resource is known). A figure without a label is named by its place
 * ("Figure 3").
 */
export function withBodyFigures(
  html: string,
  resources: readonly BodyFigureResource[],
  texts: BodyFigureTexts,
): string {
  const count = { fig: 0, 'table-wrap': 0 };
  const figures = html.replace(FIGURE, (_, start: string, cls: 'fig' | 'table-wrap', inner: string) => {
    const n = ++count[cls];
    const anchor = Number(/\sid="resource-(\d+)"/.exec(inner)?.[1]);
    const resource = resources.find((r) => r.id === anchor);
    const label =
      text(/<span class="label">([\s\S]*?)<\/span>/.exec(inner)?.[1] ?? '') ||
      resource?.label ||
      texts.numbered(cls !== 'fig', n);
    const name = esc(texts.open(label));
    const size = resource?.image ? ` width="${resource.image.width}" height="${resource.image.height}"` : '';
    const body = withNotes(inner, texts, label, resource).replace(
      /<img\b(?![^>]*\srole=)([^>]*)>/g,
      (_img, attrs: string) =>
        `<img role="button" tabindex="0" aria-label="${name}"${/\swidth=/.test(attrs) ? '' : size}${attrs}>`,
    );
    return start + body;
  });
  return withNotes(figures, texts);
}
