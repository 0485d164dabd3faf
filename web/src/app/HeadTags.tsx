/**
 * Tags for the document head that indexers and reference managers read without JavaScript (Highwire
 * `citation_*` and Dublin Core meta tags, JSON-LD, canonical and hreflang links, feed autodiscovery). Pages render
 * `<HeadTags tags={…} />`; on the server the tags are recorded in the render outcome and written into the template
 * head by entry-server (escaped by {@link headTagsHtml}); in the browser the component renders nothing (the tags are
 * for crawlers, which read the server's HTML).
 */
import { useContext } from 'react';
import { type HeadTag, RenderOutcomeContext } from './ssrStatus.js';

/**
 * Sets the head tags of group `group` for this render (server only). Several components may each set their group
 * (e.g. 'scholarly', 'feeds'); a render that runs twice replaces a group instead of repeating it. Groups are written
 * in the order first set.
 */
export function HeadTags({ group, tags }: { group: string; tags: readonly HeadTag[] }) {
  const outcome = useContext(RenderOutcomeContext);
  outcome.headTags = { ...outcome.headTags, [group]: tags };
  return null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeAttr(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * The tags as HTML for the head, one per line. Attribute values are escaped; empty `content`/`href` tags are left out
 * (no tag with an empty value); a style's `<` before a letter, `/`, `!` or `?` becomes `\3c `; JSON-LD is
 * serialized with `<`, `>` and `&` as \u escapes so no text can close the
 * script element.
 */
export function headTagsHtml(groups: Readonly<Record<string, readonly HeadTag[]>>): string {
  const out: string[] = [];
  for (const t of Object.values(groups).flat()) {
    if (t.tag === 'jsonld') {
      const json = JSON.stringify(t.json)
        .replace(/</g, '\\u003c')
        .replace(/>/g, '\\u003e')
        .replace(/&/g, '\\u0026')
        .replace(/\u2028/g, '\\u2028')
        .replace(/\u2029/g, '\\u2029');
      out.push(`<script type="application/ld+json">${json}</script>`);
      continue;
    }
    if (t.tag === 'style') {
      // again here, whatever the gateway did: no text can close the element or open markup (`<` as the CSS escape)
      const css = t.css.replace(/<(?=[a-z/!?])/gi, '\\3c ');
      if (!css.trim()) continue;
      const attrs = Object.entries(t.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`);
      out.push(`<style${attrs.join('')}>${css}</style>`);
      continue;
    }
    const value = t.tag === 'meta' ? t.attrs.content : t.attrs.href;
    if (!value?.trim()) continue;
    const attrs = Object.entries(t.attrs)
      .map(([k, v]) => `${k}="${escapeAttr(v)}"`)
      .join(' ');
    out.push(`<${t.tag} ${attrs}>`);
  }
  return out.join('\n    ');
}
