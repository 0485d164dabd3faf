/**
 * Anchors of an article's resources in its body HTML, so a search hit's link `#resource-{id}` (common/hrefs.ts
 * resourceAnchorId) scrolls to the figure, table or media item. rc-pub renders each JATS fig, table-wrap and media as
 * `<figure id="{JATS id}" …>` and records the same JATS id on the resource; this adds an empty
 * `<span id="resource-{id}" class="resource-anchor">` as the first child of that figure. Resources without a JATS id,
 * or whose id is not on a figure of this body (another language version, media inside supplementary material), get
 * no anchor and the link opens the article at its top.
 */
import { resourceAnchorId } from '../common/hrefs.js';

/** A resource as the article page knows it (schema/article.graphql ArticleResource). */
export interface AnchoredResource {
  id: number;
  jatsId?: string | null;
}

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
 * `html` with an anchor inside each `<figure>` whose id is a resource's JATS id (first such figure; the body is
 * rc-pub's sanitized HTML, attributes double-quoted). Pure, so server and browser render the same markup.
 */
export function withResourceAnchors(html: string, resources: readonly AnchoredResource[]): string {
  let out = html;
  for (const r of resources) {
    if (!r.jatsId) continue;
    const open = new RegExp(`<figure\\b[^>]*?\\sid="${escRe(escAttr(r.jatsId))}"[^>]*>`);
    out = out.replace(open, (tag) => tag + resourceAnchorHtml(r.id));
  }
  return out;
}
