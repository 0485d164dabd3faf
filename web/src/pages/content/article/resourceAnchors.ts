/**
 * Anchors of an article's resources in its body HTML, so a search hit's link `#resource-{id}`
 * (components/content/hrefs.ts resourceAnchorId) scrolls to the figure, table or media item. rc-pub renders each JATS
 * fig, table-wrap and media as `<figure id="{JATS id}" …>` (media of supplementary material: the supplement's
 * `<div id>`; figures without a JATS id: the id rc-pub generated for them) and records the same id on the resource;
 * this adds an empty `<span id="resource-{id}" class="resource-anchor">` as the first child of that figure. Resources
 * without a JATS id, or whose id is not on a figure of this body (another language version, media inside
 * supplementary material), get no anchor and the link opens the article at its top.
 */
import { resourceAnchorId } from '../../../components/content/hrefs.js';

/** A resource as the article page knows it (schema/article.graphql ArticleResource). */
export interface AnchoredResource {
  id: number;
  jatsId?: string | null;
  /** GraphQL ResourceKind (FIGURE, TABLE, VIDEO, AUDIO, OTHER); without it a resource is matched by id only. */
  kind?: string;
}

/** The class rc-pub gives the `<figure>` of each resource kind (rc-pub/src/import/figures.ts). */
const FIGURE_CLASS: Record<string, string> = { FIGURE: 'fig', TABLE: 'table-wrap', VIDEO: 'media', AUDIO: 'media' };

/** The class of the inserted anchors (styled by bodyStyles: scroll margin, highlight of the targeted figure). */
export const RESOURCE_ANCHOR_CLASS = 'resource-anchor';

/** `<span id="resource-{id}" class="resource-anchor"></span>`. */
export function resourceAnchorHtml(resourceId: number): string {
  return `<span id="${resourceAnchorId(resourceId)}" class="${RESOURCE_ANCHOR_CLASS}"></span>`;
}

const escAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` with an anchor inside each `<figure>` (or supplementary `<div>`) whose id is a resource's JATS id (first such figure; the body is
 * rc-pub's sanitized HTML, attributes double-quoted). Pure, so server and browser render the same markup.
 */
export function withResourceAnchors(html: string, resources: readonly AnchoredResource[]): string {
  let out = html;
  const unmatched: AnchoredResource[] = [];
  for (const r of resources) {
    if (!r.jatsId) continue;
    const open = new RegExp(`<(?:figure|div)\\b[^>]*?\\sid="${escRe(escAttr(r.jatsId))}"[^>]*>`);
    if (open.test(out)) out = out.replace(open, (tag) => tag + resourceAnchorHtml(r.id));
    else unmatched.push(r);
  }
  return withTranslatedAnchors(out, unmatched);
}

/**
 * Resources of another language version (a translated article, e.g. Revista de Saúde Pública's `f01` of the
 * Portuguese text while the page shows the English `f01_en`): the k-th such resource of a kind gets its anchor in the
 * k-th `<figure>` of that kind in the shown body, when the body has at least as many; otherwise none.
 */
function withTranslatedAnchors(html: string, unmatched: readonly AnchoredResource[]): string {
  let out = html;
  for (const cls of new Set(Object.values(FIGURE_CLASS))) {
    const mine = unmatched.filter((r) => r.kind && FIGURE_CLASS[r.kind] === cls);
    if (mine.length === 0) continue;
    const open = new RegExp(`<figure\\b[^>]*?\\sclass="${cls}"[^>]*>`, 'g');
    let k = 0;
    if ((out.match(open) ?? []).length < mine.length) continue;
    out = out.replace(open, (tag) => {
      const r = mine[k++];
      return r ? tag + resourceAnchorHtml(r.id) : tag;
    });
  }
  return out;
}
