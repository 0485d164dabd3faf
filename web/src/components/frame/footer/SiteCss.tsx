/**
 * The site's own CSS on every page (the header's configData.cssContent and the footer's cssContent): written into
 * the server-rendered head after the page's styles, the header's sheet first, then the footer's, each a `<style>`
 * marked `data-site-css="header|footer"`. Page-wide. The gateway has made the CSS safe (no remote
 * loads, nothing that closes the element, bounded length: server/src/domain/site-css.ts); headTagsHtml escapes `<`
 * once more. In the browser nothing is rendered: the head written by the server stays for the whole visit of the site.
 */
import { HeadTags } from '../../../app/HeadTags.js';
import type { HeadTag } from '../../../app/ssrStatus.js';

/** Head `<style>` tags of the site CSS; `header` and `footer` are the gateway's safe sheets (null: none). */
export function SiteCss({ header, footer }: { header: string | null | undefined; footer: string | null | undefined }) {
  const tags: HeadTag[] = [];
  if (header) tags.push({ tag: 'style', css: header, attrs: { 'data-site-css': 'header' } });
  if (footer) tags.push({ tag: 'style', css: footer, attrs: { 'data-site-css': 'footer' } });
  return <HeadTags group="siteCss" tags={tags} />;
}
